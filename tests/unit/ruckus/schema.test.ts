// The Ruckus zod schemas (src-shared/games/ruckus/schema.ts) against what the engine really emits, in random games of every
// setup the module offers (src-shared/games/ruckus-view.ts names their inferred types; there are no hand-written copies).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { gameModule } from '@main/games';
import { Rng } from '@main/engine/rng';
import { ScenarioFile } from '@main/engine/scenario';
import {
  ActionPreview, Phase, PromptKind, RuckusAction, RuckusBreakdown, RuckusOutcomeBreakdown, RuckusPreview, RuckusSeatPreview, RuckusSeatView, RuckusView, TournamentPreview, TournamentView,
} from '@shared/games/ruckus/schema';

const ruckus = gameModule('ruckus')!;
const game = ruckus.game;

/** Each issue as `path: message`, the branches of a union included (a union's own issue has an empty path). */
function issues(error: z.ZodError | undefined): string {
  if (!error) return '';
  const out: string[] = [];
  const walk = (list: readonly z.core.$ZodIssue[], prefix: PropertyKey[]): void => {
    for (const issue of list) {
      const path = [...prefix, ...issue.path];
      if (issue.code === 'invalid_union' && issue.errors.length > 0) issue.errors.forEach((branch) => walk(branch, path));
      else out.push(`${path.map(String).join('.') || '(root)'}: ${issue.message}`);
    }
  };
  walk(error.issues, []);
  return out.slice(0, 8).join('; ');
}

/** What the games met, so the test shows it exercised every variant of the schemas rather than a few quiet states. */
interface Seen { phases: Set<string>; prompts: Set<string>; actions: Set<string>; previews: Set<string>; ends: Set<string>; steps: number; breakdowns: number }

/** Every seat's view, legal actions and previews of state `s` parse (`at` says where, for the message). */
function checkSeats(s: unknown, at: string, seen: Seen): void {
  const players = (s as { players: number }).players;
  for (let seat = 0; seat < players; seat++) {
    const where = `${at} seat ${seat}`;
    const view = game.view(s, seat) as { kind?: string; games?: RuckusView[] } & RuckusView;
    const v = RuckusSeatView.safeParse(view);
    expect(v.success, `view at ${where}: ${issues(v.error)}`).toBe(true);
    for (const g of view.kind === 'tournament' ? view.games! : [view]) {
      seen.phases.add(g.phase);
      for (const pr of g.prompts) seen.prompts.add(pr.kind);
    }
    const legal: unknown[] = game.legalActions(s, seat);
    for (const a of legal) {
      const r = RuckusAction.safeParse(a);
      expect(r.success, `action ${JSON.stringify(a)} at ${where}: ${issues(r.error)}`).toBe(true);
      seen.actions.add((a as RuckusAction).type);
    }
    const preview = game.preview!(s, seat, legal);
    const p = RuckusSeatPreview.safeParse(preview);
    expect(p.success, `preview at ${where}: ${issues(p.error)}`).toBe(true);
    const games = (preview as { kind?: string }).kind === 'tournament' ? (preview as TournamentPreview).games : [preview as RuckusPreview];
    for (const g of games) for (const x of g?.actions ?? []) if (x) seen.previews.add(x.kind);
  }
}

/** Once the game is over, its outcome's breakdown parses (a tournament's: that of each of its last two games). */
function checkOutcome(s: unknown, at: string, seen: Seen): boolean {
  const outcome = game.outcome(s);
  if (!outcome) return false;
  // The outcome's own breakdown parses as the contract reads it; a tournament's last games' breakdowns too.
  const own = RuckusOutcomeBreakdown.safeParse(outcome.breakdown);
  expect(own.success, `outcome breakdown at ${at}: ${issues(own.error)}`).toBe(true);
  const breakdowns = (s as { kind?: string }).kind === 'tournament'
    ? (s as { games: unknown[] }).games.map((g) => game.outcome(g)?.breakdown).filter((b) => b !== undefined)
    : [outcome.breakdown];
  for (const b of breakdowns) {
    const r = RuckusBreakdown.safeParse(b);
    expect(r.success, `breakdown at ${at}: ${issues(r.error)}`).toBe(true);
    seen.breakdowns++;
    seen.ends.add((b as RuckusBreakdown).endReason.replace(/\d+/g, 'N'));
  }
  return true;
}

/** Random play from `s`, checking every seat after every action, until the game ends or `maxSteps` actions. */
function playOn(s: unknown, rng: Rng, maxSteps: number, at: string, seen: Seen): void {
  for (let step = 0; ; step++) {
    checkSeats(s, `${at} step ${step}`, seen);
    if (checkOutcome(s, `${at} step ${step}`, seen) || step >= maxSteps) return;
    const pending = game.pending(s);
    const d = pending[rng.int(pending.length)]!;
    const legal = game.legalActions(s, d.player);
    expect(game.step(s, d.player, legal[rng.int(legal.length)]), `${at} step ${step}`).toBeNull();
    seen.steps++;
  }
}

/** One seeded random game through the module, from its setup. */
function playAndCheck(options: Record<string, unknown>, players: number, seed: number, maxSteps: number, seen: Seen): void {
  playOn(game.setup({ ...options, players }, seed), new Rng(seed * 7919 + players), maxSteps, `${JSON.stringify(options)} ${players}p seed ${seed}`, seen);
}

const newSeen = (): Seen => ({ phases: new Set(), prompts: new Set(), actions: new Set(), previews: new Set(), ends: new Set(), steps: 0, breakdowns: 0 });

describe('the Ruckus schemas accept what the engine emits', () => {
  // One seeded random game per setup and player count, played to its end: with a limit of 30 combat rounds for 2 and 3
  // players (in practice a real end), of 3 for 4 players (a truncated game, which has an outcome and a breakdown too),
  // which keeps the file's time down. The step cap only guards against a game that would not end.
  const MAX_STEPS = 1500;
  const all = newSeen();
  const merge = (seen: Seen): void => {
    for (const k of ['phases', 'prompts', 'actions', 'previews', 'ends'] as const) for (const x of seen[k]) all[k].add(x);
    all.steps += seen.steps;
  };
  const cases: { setup: string; players: number; maxRounds: number }[] = [
    ...['basic', 'advanced', 'draft', 'pure'].flatMap((setup) => [2, 3, 4].map((players) => ({ setup, players, maxRounds: players === 4 ? 3 : 30 }))),
    // The module's two variants of the Basic setup.
    { setup: 'child', players: 2, maxRounds: 30 },
    { setup: 'speed', players: 2, maxRounds: 30 },
  ];

  for (const { setup, players, maxRounds } of cases) {
    it(`${setup}, ${players} players: views, legal actions, previews and the breakdown parse`, () => {
      const seen = newSeen();
      playAndCheck({ ...ruckus.simulationOptions({ setup }), maxRounds }, players, 100 * players + 1, MAX_STEPS, seen);
      expect(seen.breakdowns).toBe(1);
      merge(seen);
    });
  }

  it('the Draft Gameplay Tournament (4 players, through the module): views, legal actions, previews, its games\' breakdowns', () => {
    const seen = newSeen();
    playAndCheck({ ...ruckus.simulationOptions({ setup: 'tournament' }), maxRounds: 30 }, 4, 7, MAX_STEPS, seen);
    expect(seen.breakdowns).toBe(2);
    merge(seen);
  });

  it('the positions of the scenario files (rare prompts and reactions): their scripted moves, then 5 random ones', () => {
    // Random games seldom reach some states (a Mugger's token choice, a recruit card replayed into combat); the scenario
    // files set them up. Their `act` steps are played, their `reject` and `expect` steps are the scenario test's business.
    const dir = join(process.cwd(), 'tests/scenarios/ruckus');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    expect(files.length).toBeGreaterThan(50);
    const seen = newSeen();
    for (const file of files) {
      const scenario = ScenarioFile.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      let s: unknown;
      if (scenario.position === undefined) s = game.setup({ ...(scenario.options ?? {}), players: scenario.players }, scenario.seed);
      else {
        const built = ruckus.scenarios.position(scenario.position, scenario);
        expect(built.ok, `${file}: ${built.ok ? '' : built.issues.join('; ')}`).toBe(true);
        if (!built.ok) continue;
        s = built.state;
      }
      scenario.steps.forEach((step, i) => {
        if (!('act' in step)) return;
        checkSeats(s, `${file} before step ${i + 1}`, seen);
        expect(game.step(s, step.act.player, step.act.action), `${file} step ${i + 1}`).toBeNull();
      });
      playOn(s, new Rng(file), 5, file, seen);
    }
    // No scenario file stops at a Mugger's choice of unit (one target resolves at once): two targets ask.
    const mug = ruckus.scenarios.position({
      players: [{ rows: [['T07']] }, { rows: [[{ id: 'C21', marker: true }, { id: 'C06', marker: true }]], tokens: ['P5'] }], prize: 'V7', victoryDeck: ['V8'],
    }, { name: 'two Mugger targets', game: 'ruckus', players: 2, seed: 1, steps: [{ expect: {} }] });
    expect(mug.ok).toBe(true);
    if (mug.ok) {
      expect(game.step(mug.state, 0, { type: 'activate', unit: 'T07' })).toBeNull();
      expect(game.pending(mug.state)).toEqual([{ player: 0, kind: 'mug' }]);
      playOn(mug.state, new Rng(1), 5, 'two Mugger targets', seen);
    }
    merge(seen);
  });

  it('the games above met every phase, prompt, action and action preview, and real and truncated ends', () => {
    // Declared after them (vitest runs a file's tests in order), so this sums the games played above; run alone (-t),
    // it has nothing to sum.
    if (all.steps === 0) return;
    expect(all.steps).toBeGreaterThan(1000);
    expect([...all.phases].sort()).toEqual([...Phase.options].sort());
    expect([...all.prompts].sort()).toEqual([...PromptKind.options].sort());
    expect([...all.actions].sort()).toEqual(RuckusAction.options.map((o) => o.shape.type.value).sort());
    expect(all.ends).toContain('N Victory cards won');
    expect(all.ends).toContain('stopped at the simulation limit of N combat rounds');
    expect([...all.previews].sort()).toEqual(ActionPreview.options.map((o) => o.shape.kind.value).sort());
  });
});

describe('the Ruckus schemas refuse what does not fit', () => {
  const viewWithArmy = (): RuckusView => {
    const s = game.setup({ players: 2, setup: 'basic' }, 5);
    const rng = new Rng(5);
    for (let i = 0; i < 200; i++) {
      const v = game.view(s, 0) as RuckusView;
      if (v.seats.every((pl) => pl.army && pl.army.length > 0)) return structuredClone(v);
      const d = game.pending(s)[0]!;
      const legal = game.legalActions(s, d.player);
      game.step(s, d.player, legal[rng.int(legal.length)]);
    }
    throw new Error('no army on the table within 200 steps');
  };

  it('a unit whose row is a string', () => {
    const v = viewWithArmy();
    expect(RuckusSeatView.safeParse(v).success).toBe(true);
    (v.seats[1]!.army![0] as unknown as { row: unknown }).row = '1';
    const r = RuckusView.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['seats', 1, 'army', 0, 'row']);
    expect(RuckusSeatView.safeParse(v).success).toBe(false);
  });

  it('a field the schema does not know (strict objects), and a tournament view without its kind', () => {
    const v = viewWithArmy();
    expect(RuckusSeatView.safeParse({ ...v, extra: 1 }).success).toBe(false);
    expect(RuckusSeatView.safeParse({ ...v, seats: [{ ...v.seats[0], secret: ['F01'] }, v.seats[1]] }).success).toBe(false);
    const t = game.view(game.setup({ players: 4, setup: 'tournament' }, 3), 0) as TournamentView;
    expect(RuckusSeatView.safeParse(t).success).toBe(true);
    const { kind: _kind, ...noKind } = t;
    expect(RuckusSeatView.safeParse(noKind).success).toBe(false);
  });

  it('an action { type: "fly" }, and a known action with a wrong field', () => {
    expect(RuckusAction.safeParse({ type: 'fly' }).success).toBe(false);
    expect(RuckusAction.safeParse({ type: 'place', card: 'F01', row: 1.5 }).success).toBe(false);
    expect(RuckusAction.safeParse({ type: 'pass', unit: 'F01' }).success).toBe(false);
    expect(RuckusAction.safeParse({ type: 'absorb', unit: 'C03' }).success).toBe(true);
  });
});
