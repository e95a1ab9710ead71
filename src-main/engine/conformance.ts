// The conformance kit every game must pass: random games over many seeds, checked after every action.
// It returns failures instead of throwing, so a test can also prove that a broken game fails it.
import type { AnyGame, LogRecord, PlayerId } from './game';
import { hashState, stableStringify } from './hash';
import { Rng } from './rng';
import { deserializeState, replay, serializeState, type LoggedAction } from './serialize';
import { restoredState, storedState } from './storage';

export type ConformanceCheck =
  | 'crash'
  | 'stuck'
  | 'no-legal-action'
  | 'legal-action-rejected'
  | 'illegal-action-accepted'
  | 'rejection-untyped'
  | 'rejection-mutated-state'
  | 'setup-not-deterministic'
  | 'serialize-roundtrip'
  | 'replay-mismatch'
  | 'log-changes-state'
  | 'trusted-play-differs'
  | 'hidden-card-in-view'
  | 'determinize-inconsistent'
  | 'invariant'
  | 'bad-outcome'
  | 'too-long';

export interface ConformanceFailure {
  readonly check: ConformanceCheck;
  readonly players: number;
  readonly seed: number;
  readonly step: number;
  readonly detail: string;
}

export interface ConformanceOptions {
  /** Player counts to try. */
  readonly players: readonly number[];
  /** Games per player count. */
  readonly games: number;
  readonly seed?: number;
  /** Setup options for a player count (for example a turn limit for random play). */
  readonly options?: (players: number) => Record<string, unknown>;
  /** A game that takes more steps than this fails with 'too-long'. */
  readonly maxSteps?: number;
  /** Check illegal-action probes every N steps (1 = every step). */
  readonly probeEvery?: number;
  /** Check every player's view against hidden cards every N steps. */
  readonly viewEvery?: number;
  /** Check determinize every N steps. */
  readonly determinizeEvery?: number;
  /** Stop after this many failures. */
  readonly maxFailures?: number;
  /** Extra illegal actions to try in a state (a game's own knowledge of near-miss moves). */
  readonly illegalSamples?: (state: unknown, player: PlayerId, rng: Rng) => unknown[];
}

export interface ConformanceReport {
  readonly games: number;
  readonly actions: number;
  readonly probes: number;
  readonly truncated: number;
  readonly failures: ConformanceFailure[];
}

/** Share of refused probes whose trial state is compared with the original. */
const MUTATION_SAMPLE = 0.25;

const GARBAGE: unknown[] = [null, 0, 'pass', [], {}, { type: '__no_such_action__' }, { type: 42 }];

/**
 * A cheap exact image of plain game data for "did this change?" checks after every step: native JSON is several
 * times faster than the sorted-key hash, and a state that did not change always gives the same text.
 */
function fingerprint(state: unknown): string {
  return JSON.stringify(state);
}

/** Every string anywhere in a plain-data value. */
export function stringsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, into);
  return into;
}

export function runConformance(game: AnyGame, opts: ConformanceOptions): ConformanceReport {
  const failures: ConformanceFailure[] = [];
  const maxFailures = opts.maxFailures ?? 20;
  const maxSteps = opts.maxSteps ?? 20_000;
  const probeEvery = opts.probeEvery ?? 1;
  const viewEvery = opts.viewEvery ?? 1;
  const determinizeEvery = opts.determinizeEvery ?? 5;
  let games = 0, actions = 0, probes = 0, truncated = 0;

  outer: for (const players of opts.players) {
    for (let g = 0; g < opts.games; g++) {
      const seed = (opts.seed ?? 1) * 100_003 + players * 10_007 + g;
      const options = { ...(opts.options?.(players) ?? {}), players };
      const rng = new Rng(seed ^ 0x5eed);
      let step = 0;
      const fail = (check: ConformanceCheck, detail: string): void => {
        failures.push({ check, players, seed, step, detail });
      };
      try {
        const state = game.setup(options, seed);
        if (hashState(game.setup(options, seed)) !== hashState(state)) fail('setup-not-deterministic', 'two setups with the same seed differ');
        const log: LoggedAction<unknown>[] = [];
        const seen: unknown[] = [];
        // The state's image after the last step (probes never change the state, which they check themselves).
        let image = fingerprint(state);
        while (game.outcome(state) === null) {
          if (step >= maxSteps) { fail('too-long', `no end after ${maxSteps} actions`); break; }
          const decisions = game.pending(state);
          if (decisions.length === 0) { fail('stuck', 'no pending decision but no outcome'); break; }
          if (step % viewEvery === 0) checkViews(game, state, players, fail);
          if (game.invariants) for (const problem of game.invariants(state)) fail('invariant', problem);
          if (step % determinizeEvery === 0) checkDeterminize(game, state, decisions[0]!.player, rng, fail);

          const decision = rng.pick(decisions);
          const legal = game.legalActions(state, decision.player);
          if (legal.length === 0) { fail('no-legal-action', `player ${decision.player} must decide '${decision.kind}' but has no legal action`); break; }
          if (step % probeEvery === 0) probes += probeIllegal(game, state, decisions, legal, seen, rng, opts, fail);

          const action = rng.pick(legal);
          const before = image;
          // The trusted path of search (`play`) must give exactly the state `step` gives.
          const trusted = game.play && step % probeEvery === 0 ? game.clone(state) : null;
          if (trusted) game.play!(trusted, decision.player, action);
          const error = game.step(state, decision.player, action);
          if (error) { fail('legal-action-rejected', `${stableStringify(action)} rejected: ${error.rule}: ${error.message}`); break; }
          image = fingerprint(state);
          if (trusted && fingerprint(trusted) !== image && hashState(trusted) !== hashState(state)) {
            fail('trusted-play-differs', `play(${stableStringify(action)}) gave another state than step`);
          }
          if (image === before) {
            // A legal action that changes nothing at all would let a game loop forever without progress.
            fail('stuck', `${stableStringify(action)} changed nothing`);
            break;
          }
          log.push({ player: decision.player, action });
          if (seen.length < 400) seen.push(action);
          step++;
          actions++;
        }
        const outcome = game.outcome(state);
        if (outcome) {
          if (outcome.truncated) truncated++;
          if (outcome.scores.length !== players) fail('bad-outcome', `${outcome.scores.length} scores for ${players} players`);
          if (!outcome.truncated && outcome.winners.length === 0) fail('bad-outcome', 'no winner');
          if (outcome.winners.some((w) => w < 0 || w >= players)) fail('bad-outcome', `winner out of range: ${outcome.winners.join(',')}`);
          if (game.pending(state).length !== 0) fail('bad-outcome', 'decisions still pending after the end');
        }
        checkViews(game, state, players, fail);
        // Saved as the store saves it: the stored form as JSON, read back into a state in play.
        const text = serializeState(storedState(game, state));
        const restored = restoredState(game, deserializeState(text));
        if (hashState(restored) !== hashState(state)) fail('serialize-roundtrip', 'state changed through its stored form (serialize/deserialize)');
        const replayed = replay(game, options, seed, log);
        if (!replayed.ok) fail('replay-mismatch', `replay refused action ${replayed.error.index}: ${replayed.error.error.message}`);
        else if (hashState(replayed.value) !== hashState(state)) fail('replay-mismatch', 'replaying seed + actions gave another state');
        else {
          // Once more keeping the game log (the game above kept none): the log is no part of the state.
          const entries: LogRecord[] = [];
          const logged = replay(game, options, seed, log, entries);
          if (!logged.ok || hashState(logged.value) !== hashState(state)) fail('log-changes-state', 'replaying seed + actions with the game log gave another state');
          else if (game.logLines) {
            const lines = game.logLines(entries, logged.value);
            if (lines.length !== entries.length || lines.some((l) => typeof l.text !== 'string' || l.text.length === 0)) fail('log-changes-state', 'a log entry has no words');
          }
        }
      } catch (e) {
        fail('crash', e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e));
      }
      games++;
      if (failures.length >= maxFailures) break outer;
    }
  }
  return { games, actions, probes, truncated, failures };
}

function checkViews(game: AnyGame, state: unknown, players: number, fail: (c: ConformanceCheck, d: string) => void): void {
  for (let p = 0; p < players; p++) {
    const hidden = game.hiddenFrom(state, p);
    if (hidden.length === 0) continue;
    const visible = stringsIn(game.view(state, p));
    const leaked = hidden.filter((id) => visible.has(id));
    if (leaked.length > 0) fail('hidden-card-in-view', `player ${p} sees hidden ${leaked.slice(0, 5).join(', ')}`);
    if (game.preview) {
      const previewed = stringsIn(game.preview(state, p, game.legalActions(state, p)));
      const told = hidden.filter((id) => previewed.has(id));
      if (told.length > 0) fail('hidden-card-in-view', `player ${p}'s preview names hidden ${told.slice(0, 5).join(', ')}`);
    }
  }
}

function checkDeterminize(game: AnyGame, state: unknown, player: PlayerId, rng: Rng, fail: (c: ConformanceCheck, d: string) => void): void {
  const view = game.view(state, player);
  const seed = rng.u32();
  const guess = game.determinize(view, new Rng(seed));
  // The two-part determinizer of search deals exactly what `determinize` deals.
  if (game.determinizer && hashState(game.determinizer(view)(new Rng(seed))) !== hashState(guess)) fail('determinize-inconsistent', `player ${player}'s determinizer dealt another state than determinize`);
  const again = game.view(guess, player);
  if (stableStringify(again) !== stableStringify(view)) fail('determinize-inconsistent', `player ${player}'s view of a determinized state differs from the view it came from`);
  if (game.invariants) for (const problem of game.invariants(guess)) fail('determinize-inconsistent', `determinized state breaks an invariant: ${problem}`);
}

function probeIllegal(
  game: AnyGame,
  state: unknown,
  decisions: readonly { player: PlayerId }[],
  legal: readonly unknown[],
  seen: readonly unknown[],
  rng: Rng,
  opts: ConformanceOptions,
  fail: (c: ConformanceCheck, d: string) => void,
): number {
  const deciding = new Set(decisions.map((d) => d.player));
  const legalByPlayer = new Map<PlayerId, Set<string>>();
  const legalFor = (p: PlayerId): Set<string> => {
    let set = legalByPlayer.get(p);
    if (!set) { set = new Set(game.legalActions(state, p).map(stableStringify)); legalByPlayer.set(p, set); }
    return set;
  };
  const players = (state as { players?: unknown }).players;
  const count = typeof players === 'number' ? players : Array.isArray(players) ? players.length : 2;
  const candidates: { player: PlayerId; action: unknown }[] = [];
  const decider = rng.pick([...deciding]);
  for (const a of GARBAGE) candidates.push({ player: decider, action: a });
  for (let i = 0; i < 3 && seen.length > 0; i++) candidates.push({ player: decider, action: rng.pick(seen) });
  for (let p = 0; p < count; p++) if (!deciding.has(p)) candidates.push({ player: p, action: rng.pick(legal) });
  candidates.push({ player: count + 3, action: rng.pick(legal) });
  if (opts.illegalSamples) for (const a of opts.illegalSamples(state, decider, rng)) candidates.push({ player: decider, action: a });

  let probes = 0;
  const before = fingerprint(state);
  const same = (other: unknown): boolean => {
    const text = fingerprint(other);
    // Equal text is equal data; unequal text may only be the same data with keys in another order.
    return text === before || hashState(other) === hashState(state);
  };
  for (const { player, action } of candidates) {
    if (player >= 0 && player < count && legalFor(player).has(stableStringify(action))) continue;
    probes++;
    const trial = game.clone(state);
    let error;
    try {
      error = game.step(trial, player, action);
    } catch (e) {
      fail('crash', `step threw on illegal ${stableStringify(action)} by ${player}: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    if (!error) { fail('illegal-action-accepted', `${stableStringify(action)} by player ${player} is not a legal action but was accepted`); continue; }
    if (error.kind !== 'rule' || typeof error.rule !== 'string' || error.rule.length === 0 || typeof error.message !== 'string') {
      fail('rejection-untyped', `rejection of ${stableStringify(action)} is not a typed RuleError`);
    }
    // Comparing whole states is the costliest check here: a quarter of the refusals, drawn at random, are compared
    // (over thousands of probes every kind of refusal is); the original state is always compared at the end.
    if (rng.float() < MUTATION_SAMPLE && !same(trial)) fail('rejection-mutated-state', `rejecting ${stableStringify(action)} changed the state`);
  }
  if (fingerprint(state) !== before) fail('rejection-mutated-state', 'probing changed the original state');
  return probes;
}
