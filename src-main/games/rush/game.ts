// The World of Tanks: Rush Game (../shared/rulebooks/world-of-tanks-rush.txt) made from one card set: a pure Game over
// flat-array states. `step` accepts exactly the actions legalActions lists (actions.ts) and changes nothing otherwise.
import type { RuleError } from '@shared/contract/errors';
import type { Decision, Game } from '@main/engine/game';
import { refuseOtherSet } from '@main/engine/own-set';
import { renamedFields } from '@main/engine/storage';
import { CATALOGUES, refusal } from '@shared/games/catalogues';
import { neutralNames, tell, type Message, type Param } from '@shared/games/words';
import { newMemo } from './action-table';
import { isLegal, legal, parse, parseLegal, perform, refusalOf } from './actions';
import { bit } from './bases';
import { BARRACKS, BASE, compileCardSet, MAX_PLAYERS, type Compiled } from './compiled';
import { cardParams, decodeLog, logging, seat } from './rules';
import { scoreRush } from './score';
import { setupRush } from './turn';
import { OVER, PHASE_NAMES, RUSH_STORED_NAMES, SABOTAGE, type RushAction, type RushOptions, type RushState, type RushView } from './state';
import { hiddenFrom, rushDeterminizer, viewOf } from './view';
import { nums } from './zones';

/** The empty list pending() returns once the game is over, shared by every game and so frozen, like DECISIONS. */
const NONE = Object.freeze([]) as unknown as never[];
/** The one-decision lists pending() returns, shared (callers must not mutate them): by phase, then seat. */
const DECISIONS: Decision[][][] = PHASE_NAMES.map((kind) => Array.from({ length: MAX_PLAYERS }, (_, player) => Object.freeze([Object.freeze({ player, kind })]) as unknown as Decision[]));

/** A deep enough copy of a state: its arrays copied, its zone strings shared (strings never change). */
export function cloneRush(s: RushState): RushState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    hands: s.hands.slice(), hangars: s.hangars.slice(), depots: s.depots.slice(), bases: s.bases.slice(), defenders: s.defenders.slice(),
    oneMedalDecks: s.oneMedalDecks.slice(), twoMedalDecks: s.twoMedalDecks.slice(), achievements: s.achievements.slice(), achievementBox: s.achievementBox.slice(),
    credit: s.credit.slice(), assaultKills: s.assaultKills.slice(), sabotage: s.sabotage.slice(),
  };
}

/** What must hold of every state: each card in exactly one zone, no negative count, no damage without a card. */
export function rushInvariants(s: RushState, c: Compiled): string[] {
  const problems: string[] = [];
  const seen = new Uint8Array(c.total);
  const inZone = (name: string, z: string | readonly number[]): void => {
    for (const x of typeof z === 'string' ? nums(z) : z) {
      if (!Number.isInteger(x) || x < 0 || x >= c.total) { problems.push(`${name} holds a bad card number ${x}`); continue; }
      if (seen[x]) problems.push(`${c.ids[x]} is in two zones (again in ${name})`);
      seen[x] = 1;
    }
  };
  for (let player = 0; player < s.players; player++) { inZone(`hand ${player}`, s.hands[player]!); inZone(`hangar ${player}`, s.hangars[player]!); inZone(`depot ${player}`, s.depots[player]!); }
  inZone('bases', s.bases.filter((x) => x >= 0)); inZone('defenders', s.defenders.filter((x) => x >= 0));
  inZone('deck', s.deck); inZone('discard', s.discard); inZone('reserve', s.reserve); inZone('graveyard', s.grave);
  s.oneMedalDecks.forEach((o, i) => inZone(`one-medal deck ${i}`, o)); s.twoMedalDecks.forEach((x, i) => inZone(`two-medal deck ${i}`, x));
  inZone('attackers', s.attackers);
  if (s.inPlay >= 0) inZone('in play', [s.inPlay]);
  for (let i = 0; i < c.total; i++) {
    const exists = !((c.cardClass[i] === BARRACKS || c.cardClass[i] === BASE) && c.owner[i]! >= s.players);
    if (exists && !seen[i]) problems.push(`${c.ids[i]} is in no zone`);
    if (!exists && seen[i]) problems.push(`${c.ids[i]} belongs to a seat not in this game`);
  }
  const ach = [...s.achievements, ...s.achievementBox].sort((a, b) => a - b);
  if (ach.length !== c.set.achievements.length || ach.some((a, i) => a !== i)) problems.push('achievement cards lost or duplicated');
  if (s.reserve.length > 4) problems.push(`the reserve holds ${s.reserve.length} cards`);
  for (const [name, v] of [['owed', s.owed], ['kills', s.kills], ['fired', s.fired], ['repaired', s.repaired], ['turns', s.turns]] as const) if (v < 0) problems.push(`${name} is negative: ${v}`);
  if (s.credit.some((x) => x < 0)) problems.push('a resource credit is negative');
  if (s.assaultKills.some((x) => x < 0)) problems.push('an assault count is negative');
  for (let slot = 0; slot < s.bases.length; slot++) {
    if (s.bases[slot]! < 0 && (s.defenders[slot]! >= 0 || (s.baseDamage & bit(slot)))) problems.push(`a destroyed base slot ${slot} still has a defender or damage`);
    if (s.defenders[slot]! < 0 && (s.defenderDamage & bit(slot))) problems.push(`base slot ${slot} has a damaged defender but no defender`);
  }
  for (let player = 0; player < s.players; player++) if (nums(s.hands[player]!).some((x) => c.cardClass[x] === BASE)) problems.push(`player ${player} holds a base card in hand (it goes to the depot as soon as it is drawn)`);
  if (s.turns < 0) problems.push('turns is negative');
  return problems;
}

/**
 * A card of an action as parameters, by its name in the game's set: a base by its owner and number. An id the set
 * lacks stays as it is, except a base id, named by its seat and number.
 */
function actionCard(c: Compiled, key: string, value: unknown): Record<string, Param> {
  const id = String(value);
  const card = c.byId.get(id);
  if (card !== undefined) return cardParams(c, key, card);
  const base = /^p(\d+)-base(\d+)$/.exec(id);
  return base ? { [`${key}Owner`]: seat(Number(base[1]) - 1), [`${key}Base`]: Number(base[2]) } : { [key]: id };
}

/** An action's description as a message of the Rush catalogue ('rush.act.<type>'), cards by name, never by id. */
export function rushWords(c: Compiled, action: RushAction): Message {
  const card = (key: string, id: string): Record<string, Param> => actionCard(c, key, id);
  const msg = (type: string, params: Record<string, Param> = {}): Message => ({ msg: `rush.act.${type}`, params });
  switch (action.type) {
    case 'buy': case 'pay': case 'finish': case 'research': case 'repair': case 'sabotage': case 'declare': case 'hold': case 'discard':
      return msg(action.type, card('card', action.card));
    case 'ability': return msg('ability', { ...card('card', action.card), n: action.ability + 1 });
    case 'defend': return msg('defend', { ...card('card', action.card), ...card('base', action.base) });
    case 'assault': return msg('assault', card('target', action.target));
    case 'fire': return msg('fire', { ...card('card', action.card), ...card('target', action.target) });
    case 'medals': return msg('medals', { doubles: action.doubles });
    case 'repair-done': case 'end': return msg(action.type);
  }
  return msg('unknown');
}

/** A Rush game made from one card set: the Game, and the compiled set its functions read (for its AI and previews). */
export interface RushGame extends Game<RushState, RushAction, RushView, RushOptions> {
  readonly cards: Compiled;
}

/**
 * The game of one card set, given as content (a user's JSON, validated here; absent for the default set) or compiled.
 * Its functions close over the compiled tables and the game's own memo, so games of different sets, and two games of
 * one set, never share mutable state. Its states carry the set's key; a state of another set is refused where it comes
 * in (step, legalActions, view, determinize, outcome).
 */
export function makeRushGame(set?: unknown): RushGame {
  const c = isCompiled(set) ? set : compileCardSet(set);
  const m = newMemo();
  const own = (key: string): void => refuseOtherSet('Rush', key, c.key);
  return {
    id: 'rush',
    name: 'World of Tanks: Rush',
    minPlayers: 2,
    maxPlayers: MAX_PLAYERS,
    cards: c,
    setup: (options, seed, log) => setupRush(c, options, seed, log),
    pending(s): Decision[] {
      if (s.phase === OVER) return NONE;
      if (s.phase === SABOTAGE) return s.sabotage.map((player) => ({ player, kind: 'sabotage-discard' }));
      return DECISIONS[s.phase]![s.current]!;
    },
    legalActions(s, player) {
      if (s.set !== c.key) own(s.set);
      return legal(s, c, m, player);
    },
    step(s, player, action, log): RuleError | null {
      if (s.set !== c.key) own(s.set);
      if (!Number.isInteger(player) || player < 0 || player >= s.players) return refusal('no-such-player', 'rush.no.no-such-player', { player });
      const parsed = parse(s, c, m, action);
      if ('kind' in parsed) return parsed;
      if (!isLegal(s, c, m, player, parsed)) return refusalOf(s, c, player, parsed);
      if (log) logging(log, () => perform(s, c, player, parsed));
      else perform(s, c, player, parsed);
      return null;
    },
    play(s, player, action) {
      perform(s, c, player, parseLegal(c, m, action));
    },
    view(s, me) {
      if (s.set !== c.key) own(s.set);
      return viewOf(s, c, me);
    },
    determinize(v, rng) {
      own(v.set);
      return rushDeterminizer(c, v)(rng);
    },
    determinizer(v) {
      own(v.set);
      return rushDeterminizer(c, v);
    },
    outcome(s) {
      if (s.set !== c.key) own(s.set);
      return s.phase === OVER ? scoreRush(s, c).outcome : null;
    },
    describe(action, s) {
      return tell(CATALOGUES, rushWords(c, action), neutralNames(s?.players ?? MAX_PLAYERS));
    },
    words: (action) => rushWords(c, action),
    clone: cloneRush,
    hiddenFrom: (s, player) => hiddenFrom(s, c, player),
    invariants: (s) => rushInvariants(s, c),
    logLines: (entries, s) => decodeLog(entries, s.players),
    storage: rushStorage,
  };
}


const rushStorage = renamedFields<RushState>(RUSH_STORED_NAMES);

const isCompiled = (set: unknown): set is Compiled => typeof set === 'object' && set !== null && 'byId' in set && 'kindKey' in set;

/** The game of the project's default card set (the game of another set: makeRushGame). */
export const rushGame: RushGame = makeRushGame();
