// Ruckus refusals in words: every refusal the engine returns, its Draft Tournament included, carries its reason as a
// message of the Ruckus catalogue ('ruckus.no.<key>', src-shared/games/ruckus-refusals.ts), and its `message` is that
// message told with neutral seat names: no raw "ruckus.no.x {json}" fallback, no card id. The refusals are collected
// broadly: near-miss and random illegal attempts at many positions of random games of every setup and of a tournament,
// and every scenario's reject steps.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuleError } from '@shared/contract/errors';
import { Rng } from '@main/engine/rng';
import type { AnyGame } from '@main/engine/game';
import { ScenarioFile } from '@main/engine/scenario';
import { ruckusModule } from '@main/games/ruckus/module';
import { ruckusIllegalSamples } from '@main/games/ruckus/probes';
import type { RuckusState } from '@main/games/ruckus/state';
import { ruckusAnyGame, type TournamentState } from '@main/games/ruckus/tournament';
import { CATALOGUES, neutral } from '@shared/games/catalogues';
import { RUCKUS_WORDS } from '@shared/games/ruckus-words';
import { isMessage, isSeat, neutralNames, tell, type Message, type Param } from '@shared/games/words';

const game = ruckusAnyGame as AnyGame;
/** Card ids of the built-in set (units F07, T11, C03, N02; Kickers K3; Victory cards V2; tokens P12). */
const CARD_ID = /\b[FTCNKVP]\d{1,2}\b/;
const catalogued = (msg: string): boolean => msg.startsWith('ruckus.') && Object.prototype.hasOwnProperty.call(RUCKUS_WORDS, msg.slice('ruckus.'.length));
const nested = (p: Param): Message[] => (isMessage(p) ? [p, ...Object.values(p.params).flatMap(nested)] : Array.isArray(p) ? (p as readonly Param[]).flatMap(nested) : []);
const seatsIn = (p: Param): number[] => (isSeat(p) ? [p.seat] : isMessage(p) ? Object.values(p.params).flatMap(seatsIn) : Array.isArray(p) ? (p as readonly Param[]).flatMap(seatsIn) : []);

/** Checks one refusal and records its message id. */
function check(error: RuleError, players: number, seen: Map<string, string>, where: string): void {
  expect(error.kind).toBe('rule');
  expect(error.words, `${where}: ${error.rule} has no words`).toBeDefined();
  const words = error.words!;
  for (const m of [words, ...Object.values(words.params).flatMap(nested)]) expect(catalogued(m.msg), `${where}: ${m.msg}`).toBe(true);
  for (const seat of Object.values(words.params).flatMap(seatsIn)) expect(seat, where).toBeLessThan(players);
  expect(error.message).toBe(tell(CATALOGUES, words, neutralNames(players)));
  expect(error.message).toBe(neutral(words));
  expect(error.message, where).not.toMatch(/ruckus\.|\{"/);
  expect(error.message, where).not.toMatch(CARD_ID);
  // Told with the players' names, the seat named is the player ("You have no decision", "your hand").
  const told = tell(CATALOGUES, words, ['You', 'Anders', 'Bea', 'Cid']);
  expect(told, where).not.toMatch(/\bPlayer \d\b|\bYou (has|is|assigns|won)\b|you's/);
  if (!seen.has(words.msg)) seen.set(words.msg, error.message);
}

/** Attempts beside the near misses: any action type by any seat, other seats' legal moves, nonsense. */
function attempts(state: unknown, player: number, rng: Rng): unknown[] {
  const s = state as Partial<TournamentState> & Partial<RuckusState>;
  let samples: unknown[];
  if (s.games && s.seats) {
    const g = s.seats.findIndex((pair) => pair.includes(player));
    samples = g >= 0 && s.games[g] ? ruckusIllegalSamples(s.games[g] as RuckusState, s.seats[g]!.indexOf(player), rng) : [];
  } else samples = ruckusIllegalSamples(state as RuckusState, player, rng);
  const types = ['pick', 'done', 'place', 'confirm', 'recruit', 'end-recruit', 'activate', 'add-on', 'pass', 'assign', 'absorb', 'prevent', 'choose', 'decline', 'fall', 'end-fall', 'react', 'end-reactions', 'bury', 'end-bury', 'upgrade', 'decline-upgrade'];
  const cards = ['F01', 'F07', 'T11', 'C03', 'N02', 'N12', 'X1'];
  const extra: unknown[] = [rng.pick(types), null, { type: 'fly' }];
  for (let i = 0; i < 4; i++) {
    const card = rng.pick(cards);
    extra.push({ type: rng.pick(types), card, unit: card, row: rng.int(3), option: rng.pick(['p0', 'p1', 'face-down', card]), under: card, remove: card, token: 'P1' });
  }
  return [...samples, ...extra];
}

function collect(options: Record<string, unknown>, players: number, seed: number, seen: Map<string, string>): number {
  const state = game.setup({ ...options, players }, seed);
  const rng = new Rng(seed * 7 + 1);
  let refusals = 0;
  for (let i = 0; i < 20_000 && !game.outcome(state); i++) {
    const pending = game.pending(state);
    const d = rng.pick(pending);
    if (i % 3 === 0) {
      for (let p = -1; p <= players; p++) {
        for (const attempt of p < 0 || p >= players ? [{ type: 'pass' }] : attempts(state, p, rng)) {
          const trial = game.clone(state);
          const error = game.step(trial, p, attempt);
          if (error) { check(error, players, seen, `${JSON.stringify(options)} seed ${seed} step ${i}: ${JSON.stringify(attempt)} by ${p}`); refusals++; }
        }
      }
    }
    expect(game.step(state, d.player, rng.pick(game.legalActions(state, d.player)))).toBeNull();
  }
  expect(game.outcome(state)).not.toBeNull();
  // Once over, every attempt is refused as such.
  const over = game.step(game.clone(state), 0, { type: 'pass' });
  check(over!, players, seen, 'over');
  return refusals;
}

describe('Ruckus refusals in words', () => {
  it('every refusal of random games of each setup, and of a Draft Tournament, is a catalogued message told as its message', () => {
    const seen = new Map<string, string>();
    let total = 0;
    total += collect({ setup: 'basic' }, 2, 1, seen);
    total += collect({ setup: 'basic' }, 4, 2, seen);
    total += collect({ setup: 'advanced' }, 3, 3, seen);
    total += collect({ setup: 'draft' }, 2, 4, seen);
    total += collect({ setup: 'pure' }, 4, 5, seen);
    total += collect({ setup: 'basic', speed: true }, 3, 8, seen);
    total += collect({ setup: 'basic', child: true }, 2, 9, seen);
    total += collect({ setup: 'tournament' }, 4, 6, seen);
    expect(total).toBeGreaterThan(1000);
    // The attempts reach most of the refusals (the rest are met by the scenarios below).
    expect(seen.size, [...seen.keys()].join(', ')).toBeGreaterThan(18);
    expect(seen.get('ruckus.no.tournament-over')).toBe('The tournament is over.');
    expect(seen.get('ruckus.no.unknown-action')).toBe('That is not a Ruckus action.');
  }, 120_000);

  it('every scenario reject step is refused with a catalogued message', () => {
    const dir = join(process.cwd(), 'tests/scenarios/ruckus');
    const seen = new Map<string, string>();
    let rejects = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const scenario = ScenarioFile.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      let state: unknown;
      if (scenario.position === undefined) state = ruckusModule.game.setup({ ...(scenario.options ?? {}), players: scenario.players }, scenario.seed);
      else {
        const built = ruckusModule.scenarios!.position(scenario.position, scenario);
        if (!built.ok) throw new Error(`${file}: ${built.issues.join('; ')}`);
        state = built.state;
      }
      for (const step of scenario.steps) {
        if ('act' in step) expect(ruckusModule.game.step(state, step.act.player, step.act.action), file).toBeNull();
        else if ('reject' in step) {
          const error = ruckusModule.game.step(ruckusModule.game.clone(state), step.reject.player, step.reject.action);
          expect(error?.rule, file).toBe(step.reject.rule);
          check(error!, scenario.players, seen, file);
          rejects++;
        }
      }
    }
    expect(rejects).toBeGreaterThan(40);
    expect(seen.size).toBeGreaterThan(10);
  });

  it('says the seat, the card and the row a refusal is about', () => {
    const s = game.setup({ setup: 'basic', players: 2 }, 11) as RuckusState;
    const d = game.pending(s)[0]!;
    // A seat with no decision, during the formation: the other seat has one, so refuse a decision of a phase not on.
    const notYours = game.step(game.clone(s), d.player, { type: 'pass' })!;
    expect(notYours.rule).toBe('phase-order');
    expect(notYours.message).toBe('Passing is not a decision of the Draw and Formation phase.');
    const card = s.seats[d.player]!.hand.find((id) => id.startsWith('F') || id.startsWith('T') || id.startsWith('C') || id.startsWith('N'))!;
    const inFourth = game.step(game.clone(s), d.player, { type: 'place', card, row: 3 })!;
    expect(inFourth.words?.msg).toBe('ruckus.no.three-rows');
    const other = s.seats[1 - d.player]!.hand[0]!;
    const notInHand = game.step(game.clone(s), d.player, { type: 'place', card: other, row: 0 })!;
    expect(notInHand.rule).toBe('card-not-in-hand');
    expect(notInHand.message).toMatch(new RegExp(`^.+ is not in Player ${d.player + 1}'s hand\\.$`));
    expect(notInHand.message).not.toMatch(CARD_ID);
    const names = d.player === 0 ? ['You', 'Anders'] : ['Anders', 'You'];
    expect(tell(CATALOGUES, notInHand.words!, names)).toMatch(/ is not in your hand\.$/);
    const unknown = game.step(game.clone(s), d.player, { type: 'place', card: 'X1', row: 0 })!;
    expect(unknown.message).toBe(`That card is not in Player ${d.player + 1}'s hand.`);
  });

  it("a Draft Tournament table's refusal names the tournament's seat, not the table's", () => {
    const ts = game.setup({ setup: 'tournament', players: 4 }, 6) as TournamentState;
    const waiting = [0, 1, 2, 3].find((p) => !game.pending(ts).some((d) => d.player === p));
    if (waiting === undefined) {
      // Every seat decides at the start of a Draft: refuse a seat's second pick out of turn later instead.
      const d = game.pending(ts)[0]!;
      expect(game.step(ts, d.player, game.legalActions(ts, d.player)[0])).toBeNull();
    }
    const idle = [0, 1, 2, 3].find((p) => !game.pending(ts).some((d) => d.player === p))!;
    const error = game.step(game.clone(ts), idle, { type: 'pick', card: 'F07' })!;
    expect(error).not.toBeNull();
    const seats = Object.values(error.words!.params).flatMap(seatsIn);
    for (const seat of seats) expect(seat).toBe(idle);
    expect(error.message).not.toMatch(CARD_ID);
  });
});
