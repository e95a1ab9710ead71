// The zod schemas of the Rush types that cross the process boundary (src-shared/games/rush/schema.ts): every view,
// legal action, preview and breakdown of random games at 2 to 5 players parses, the default card set parses, and
// malformed values are refused. (rush-view.ts names these inferred types; there are no hand-written copies.)
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Rng } from '@main/engine/rng';
import { defaultCardSet } from '@main/games/rush/default-set';
import { rushModule } from '@main/games/rush/module';
import type { RushState } from '@main/games/rush/state';
import { RushAction, RushActionPreview, RushBreakdown, RushCardSet, RushPreview, RushView } from '@shared/games/rush/schema';

const game = rushModule.game;

/** The first issue of a failed parse as 'path: message', for the assertion message. */
function issueOf(result: z.ZodSafeParseResult<unknown>): string {
  if (result.success) return '';
  const i = result.error.issues[0]!;
  return `${i.path.map(String).join('.') || '(root)'}: ${i.message}`;
}

function expectParses(schema: z.ZodType, value: unknown, what: string): void {
  const result = schema.safeParse(value);
  // expect() only on a failure: thousands of passing parses stay cheap.
  if (!result.success) expect(result.success, `${what} at ${issueOf(result)}`).toBe(true);
}

describe('Rush schemas on random games', () => {
  it('parse every view, legal action and preview of every seat, and the final breakdown, at 2 to 5 players', () => {
    const previewKinds = new Set<string>();
    const actionTypes = new Set<string>();
    const phases = new Set<string>();
    const endReasons = new Set<string>();
    let steps = 0;
    // Two whole games (seeds whose games reach a medal choice) and two stopped at a turn limit (maxTurns 0: none), to
    // stay within seconds. If the rules change and the coverage checks below fail, pick other seeds or limits.
    for (const [players, seed, maxTurns] of [[2, 1, 0], [3, 19, 0], [4, 60, 40], [5, 1, 40]] as const) {
      const s: RushState = game.setup({ players, maxTurns }, seed);
      const rng = new Rng(seed);
      for (let i = 0; i < 3_000 && !game.outcome(s); i++, steps++) {
        const where = `${players}p seed ${seed} step ${i}`;
        phases.add(game.view(s, 0).phase);
        for (let seat = 0; seat < players; seat++) {
          expectParses(RushView, game.view(s, seat), `${where} seat ${seat}: view`);
          const legal = game.legalActions(s, seat);
          legal.forEach((a, k) => {
            actionTypes.add(a.type);
            expectParses(RushAction, a, `${where} seat ${seat}: legal action ${k} ${JSON.stringify(a)}`);
          });
          const preview = game.preview!(s, seat, legal);
          expectParses(RushPreview, preview, `${where} seat ${seat}: preview`);
          for (const p of (preview as RushPreview).actions) if (p) previewKinds.add(p.kind);
        }
        // Random play that mostly plays on rather than ending the turn, so that attacks and medal choices happen.
        const d = rng.pick(game.pending(s));
        const all = game.legalActions(s, d.player);
        const busy = all.filter((a) => a.type !== 'end' && a.type !== 'discard');
        expect(game.step(s, d.player, rng.pick(busy.length > 0 && rng.float() < 0.9 ? busy : all)), where).toBeNull();
      }
      const outcome = game.outcome(s);
      expect(outcome, `${players}p seed ${seed}: the game ends`).not.toBeNull();
      for (let seat = 0; seat < players; seat++) expectParses(RushView, game.view(s, seat), `${players}p seed ${seed} over, seat ${seat}: view`);
      expectParses(RushBreakdown, outcome!.breakdown, `${players}p seed ${seed}: breakdown`);
      endReasons.add((outcome!.breakdown as RushBreakdown).endReason);
    }
    // The games reached the shapes worth checking, so the parses above were not vacuous.
    expect(steps).toBeGreaterThan(1_000);
    expect([...previewKinds].sort()).toEqual(['buy', 'medals', 'pay', 'research', 'shot']);
    for (const t of ['buy', 'pay', 'ability', 'defend', 'fire', 'assault', 'declare', 'sabotage', 'end', 'medals']) expect(actionTypes, t).toContain(t);
    for (const p of ['play-card', 'pay', 'card-ability', 'attack', 'take-medals', 'sabotage-discard']) expect(phases, p).toContain(p);
    expect(endReasons).toContain('turn-limit');
    expect([...endReasons].some((r) => r === 'last-base' || r === 'ninth-medal'), [...endReasons].join()).toBe(true);
  });

  it('parse the default card set', () => {
    expect(rushModule.defaultCardSet).toBe(defaultCardSet);
    expectParses(RushCardSet, defaultCardSet, 'default card set');
  });
});

describe('Rush schemas refuse malformed values', () => {
  const view = (): Record<string, unknown> => ({ ...game.view(game.setup({ players: 3 }, 1), 0) });

  it('refuse an unknown action, a bad field and an extra field', () => {
    expect(RushAction.safeParse({ type: 'fly' }).success).toBe(false);
    expect(RushAction.safeParse({ type: 'buy' }).success).toBe(false);
    expect(RushAction.safeParse({ type: 'medals', doubles: 1.5 }).success).toBe(false);
    expect(RushAction.safeParse({ type: 'end', card: 'v1' }).success).toBe(false);
    expect(RushAction.safeParse({ type: 'end' }).success).toBe(true);
  });

  it('refuse a view whose players is a string, with an extra field, or with an unknown phase', () => {
    expect(RushView.safeParse(view()).success).toBe(true);
    const wrongType = RushView.safeParse({ ...view(), players: '3' });
    expect(wrongType.success).toBe(false);
    expect(issueOf(wrongType)).toMatch(/^players:/);
    const extra = RushView.safeParse({ ...view(), secret: ['v1'] });
    expect(extra.success).toBe(false);
    expect(issueOf(extra)).toMatch(/secret/);
    const v = view();
    const extraInTurn = RushView.safeParse({ ...v, turn: { ...(v.turn as object), peek: 1 } });
    expect(issueOf(extraInTurn)).toMatch(/^turn/);
    expect(RushView.safeParse({ ...view(), phase: 'lunch' }).success).toBe(false);
  });

  it('refuse a preview of an unknown kind and a card set with a medal deck missing or extra', () => {
    expect(RushActionPreview.safeParse({ kind: 'research', cost: 3 }).success).toBe(true);
    expect(RushActionPreview.safeParse({ kind: 'guess', cost: 3 }).success).toBe(false);
    const { france: _france, ...threeDecks } = defaultCardSet.medals;
    expect(RushCardSet.safeParse({ ...defaultCardSet, medals: threeDecks }).success).toBe(false);
    const fiveDecks = { ...defaultCardSet.medals, italy: defaultCardSet.medals.france };
    expect(RushCardSet.safeParse({ ...defaultCardSet, medals: fiveDecks }).success).toBe(false);
  });
});
