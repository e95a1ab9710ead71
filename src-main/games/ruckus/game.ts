// The Ruckus Game: a game made from one card set (makeRuckusGame), its outcome and its actions in words. The rules it
// plays are in the files beside this one; nothing here or there keeps state outside the game object and its states.
import type { Game, Outcome } from '@main/engine/game';
import { refuseOtherSet } from '@main/engine/own-set';
import { renamedFields } from '@main/engine/storage';
import type { Rng } from '@main/engine/rng';
import { CATALOGUES } from '@shared/games/catalogues';
import { neutralNames, seatParam, tell, type Message, type Params } from '@shared/games/words';
import { checkCardSet, type CardSet } from '@shared/games/ruckus/cards';
import { MUG_FACE_DOWN } from '@shared/games/ruckus-view';
import { legalActions, pendingDecisions, playAction, stepAction, type RuckusAction } from './actions';
import { defaultCardSet } from './card-set';
import { determinizeView, ruckusDeterminizer } from './determinize';
import { ruckusPreview } from './preview';
import { scoreOf } from './round-end';
import { cardName, logging, logLinesOf } from './rules';
import { setupState } from './setup';
import { buildCards, RUCKUS_STORED_NAMES, type Cards, type RuckusOptions, type RuckusState } from './state';
import { cloneState, hiddenFrom, invariantsOf, revealedSince, viewOf, type RuckusView } from './view';

export type { PlayerView, RuckusView } from './view';
export { unitOfView, unitView } from './view';

export function outcomeOf(s: RuckusState, cards: Cards): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.seats.map((_, seat) => scoreOf(s, cards, seat));
  const tieBreakWords: Message[] = [];
  let winners: number[] = [];
  if (s.truncated) winners = [];
  else if (s.winner >= 0) {
    winners = [s.winner];
    const top = Math.max(...scores);
    if (scores.filter((x) => x === top).length > 1) {
      tieBreakWords.push({ msg: 'ruckus.tieVictoryCards', params: {} });
      if (s.endReason === 'sudden death') tieBreakWords.push({ msg: 'ruckus.tieSuddenDeath', params: {} });
    }
  } else {
    const top = Math.max(...scores);
    winners = scores.flatMap((x, seat) => (x === top ? [seat] : []));
    tieBreakWords.push({ msg: 'ruckus.tieShared', params: {} });
  }
  const tieBreaks = tieBreakWords.map((m) => tell(CATALOGUES, m, neutralNames(s.players)));
  return {
    scores, winners, tieBreaks, tieBreakWords, truncated: s.truncated || undefined,
    breakdown: {
      rounds: s.round, results: s.results, endReason: s.endReason,
      players: s.seats.map((player) => ({
        guild: player.guild,
        victoryCards: player.won.map((id) => ({ name: cards.victory[id].name, vp: cards.victory[id].vp })),
        tokens: player.tokens.length, usedAddOns: player.used.length, buried: player.sidelined.reduce((n, sidelined) => n + sidelined.buried.length, 0),
      })),
    },
  };
}

/** An action's description as a message of the Ruckus catalogue (src-shared/games/ruckus-words.ts), cards by name. */
export function actionWords(cards: Cards, a: RuckusAction, s?: RuckusState): Message {
  const name = (id: string): string => cardName(cards, id);
  const m = (key: string, params: Params = {}): Message => ({ msg: `ruckus.act.${key}`, params });
  switch (a.type) {
    case 'pick': return m('pick', { card: name(a.card) });
    case 'done': return m('done');
    case 'place': return m('place', { card: name(a.card), row: a.row + 1 });
    case 'confirm': return m('confirm');
    case 'recruit': return m('recruit', { card: name(a.unit) });
    case 'end-recruit': return m('endRecruit');
    case 'activate': return m('activate', { card: name(a.unit) });
    case 'add-on': return m('addOn', { card: name(a.unit) });
    case 'pass': return m('pass');
    case 'assign': return m('assign', { card: name(a.unit) });
    case 'absorb': return m('absorb', a.amount === undefined ? { card: name(a.unit) } : { card: name(a.unit), amount: a.amount });
    case 'prevent': return m('prevent', { card: name(a.unit) });
    case 'choose':
      if (a.option === MUG_FACE_DOWN) return m('chooseFaceDown');
      if (s && cards.token[a.option]) return m('chooseAddOn');
      if (s?.prompts[0]?.kind === 'reaction') return m('react', { card: name(a.option) });
      return /^p\d+$/.test(a.option) ? m('chooseSeat', { seat: seatParam(Number(a.option.slice(1))) }) : m('choose', { card: name(a.option) });
    case 'decline': return m(s?.prompts[0]?.kind === 'reaction' ? 'endReactions' : 'decline');
    case 'fall': return m('fall', { card: name(a.unit) });
    case 'end-fall': return m('endFall');
    case 'react': return m('react', { card: name(a.unit) });
    case 'end-reactions': return m('noMoreReactions');
    case 'bury': return m('bury', { card: name(a.card), under: name(a.under) });
    case 'end-bury': return m('endBury');
    case 'upgrade': return a.card ? m('upgradeTo', { remove: name(a.remove), card: name(a.card) }) : m('upgrade', { remove: name(a.remove) });
    case 'decline-upgrade': return m('declineUpgrade');
  }
}

/** An action in words with neutral seat names ("Player 2"); the renderer tells `actionWords` with the players' names. */
export function describeAction(cards: Cards, a: RuckusAction, s?: RuckusState): string {
  return tell(CATALOGUES, actionWords(cards, a, s), neutralNames(s?.players ?? 4));
}

/** A Ruckus game made from one card set: the Game, and the lookup tables of its set that its rules, previews and AI read. */
export interface RuckusGame extends Game<RuckusState, RuckusAction, RuckusView, RuckusOptions> {
  readonly cards: Cards;
}

/**
 * The game of one card set, given as content (a user's JSON, validated here; absent for the default set). Its functions
 * close over the set's tables, so games of different sets never share anything mutable. Its states and views carry the
 * set's key; one of another set is refused where it comes in (step, legalActions, view, determinize, outcome).
 */
export function makeRuckusGame(content?: unknown): RuckusGame {
  const cards = buildCards(validSet(content));
  const own = (key: string): void => refuseOtherSet('Ruckus', key, cards.key);
  return {
    id: 'ruckus',
    name: 'Ruckus: The Goblin Army Game',
    minPlayers: 2,
    maxPlayers: 4,
    cards,
    setup: (options, seed, log) => logging(log, () => setupState(cards, options, seed)),
    pending: pendingDecisions,
    legalActions(s, player) {
      if (s.setKey !== cards.key) own(s.setKey);
      return legalActions(s, cards, player);
    },
    step(s, player, action, log) {
      if (s.setKey !== cards.key) own(s.setKey);
      return log ? logging(log, () => stepAction(s, cards, player, action)) : stepAction(s, cards, player, action);
    },
    play: (s, player, action) => playAction(s, cards, player, action),
    view(s, player) {
      if (s.setKey !== cards.key) own(s.setKey);
      return viewOf(s, cards, player);
    },
    determinize(v, rng: Rng) {
      own(v.setKey);
      return determinizeView(cards, v, rng);
    },
    determinizer(v) {
      own(v.setKey);
      return ruckusDeterminizer(cards, v);
    },
    outcome(s) {
      if (s.setKey !== cards.key) own(s.setKey);
      return outcomeOf(s, cards);
    },
    describe: (action, s) => describeAction(cards, action, s),
    words: (action, s) => actionWords(cards, action, s),
    clone: cloneState,
    hiddenFrom,
    revealedSince,
    invariants: (s) => invariantsOf(s, cards),
    /** The log with each cite key expanded to the rulebook passage or card text it stands for. */
    logLines: (entries, s) => logLinesOf(entries, s.players, cards),
    /** Effective numbers with reasons, totals with each unit's share, what each legal action would do (preview.ts). */
    preview: (s, player, legal) => ruckusPreview(s, cards, player, legal),
    storage: ruckusStorage,
  };
}

const ruckusStorage = renamedFields<RuckusState>(RUCKUS_STORED_NAMES);

/** A card set's content checked (the project's own set object as it is); throws on an invalid set. */
function validSet(content: unknown): CardSet {
  if (content === undefined || content === null || content === defaultCardSet) return defaultCardSet;
  const check = checkCardSet(content);
  if (!check.ok || !check.set) throw new RangeError(`invalid card set: ${check.issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return check.set;
}

/** The game of the project's default card set (the game of another set: makeRuckusGame). */
export const ruckusGame: RuckusGame = makeRuckusGame();
