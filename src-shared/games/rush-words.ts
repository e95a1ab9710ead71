// World of Tanks: Rush in words: every log line and every description of an action the engine
// (src-main/games/rush) writes, by message id ('rush.<key>'). The engine sends ids and parameters only; these
// entries are the one place its sentences are made, so a translation is another catalogue with the same keys.
//
// Parameters: a seat is a SeatParam (`by`, `owner`, `to`); a card is its name (`card`, `target`); a card that may be a
// base is named by its owner and number instead (`<key>Owner` and `<key>Base`, e.g. targetOwner and targetBase); a
// nation is its key ('ussr', 'usa', 'germany', 'france'); counts are numbers.
import type { Catalogue, Param, Params, Words } from './words';

const NATION: Record<string, string> = { ussr: 'the USSR', usa: 'the USA', germany: 'Germany', france: 'France' };
export const nationWords = (key: Param | undefined): string => NATION[String(key)] ?? String(key);

/** A base by its owner and number: "Anders's base 2", "your base 1". */
export const baseWords = (owner: Param | undefined, n: Param | undefined, w: Words): string => `${w.owner(owner)} base ${Number(n)}`;

const s = (p: Params, key: string): string => String(p[key] ?? '');
const n = (p: Params, key: string): number => Number(p[key] ?? 0);

/** A card that may be a base: the base by its owner and number (`<key>Owner`, `<key>Base`), else the card's name. */
export const cardWords = (p: Params, key: string, w: Words): string =>
  p[`${key}Base`] !== undefined ? baseWords(p[`${key}Owner`], p[`${key}Base`], w) : s(p, key);

/** A clause's first word as a capital after a colon ("Turn 4: You lay out …"). */
const cap = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** "1 two-medal card and 2 one-medal cards": the medal cards taken, each kind only when there is one. */
function medalCards(twos: number, ones: number, w: Words): string {
  const kinds = [twos > 0 ? w.count(twos, 'two-medal card') : '', ones > 0 ? w.count(ones, 'one-medal card') : ''].filter(Boolean);
  return w.list(kinds);
}

const ENDS = ' the game ends when the round is complete.';

/** The tie-break rules in the order the rulebook applies them (rush/RULES.md), as the scoring table names them. */
const TIE_RULES: Record<string, string> = {
  medals: 'Tied on medals; more vehicles destroyed (medals on medal cards)',
  bases: 'Still tied; more bases destroyed',
  achievements: 'Still tied; more achievements',
};
const seatList = (p: Params, key: string): readonly Param[] => (Array.isArray(p[key]) ? (p[key] as readonly Param[]) : []);

export const RUSH_WORDS: Catalogue = {
  // ---------- the outcome's tie-breaks ----------
  tieBreak: (p, w) => {
    const values = seatList(p, 'values');
    const leaders = seatList(p, 'leaders');
    const figures = seatList(p, 'seats').map((seat, i) => `${w.seat(seat)} ${Number(values[i] ?? 0)}`).join(', ');
    return `${TIE_RULES[s(p, 'rule')] ?? s(p, 'rule')}: ${figures}${leaders.length ? ` -> ${leaders.map((seat) => w.seat(seat)).join(', ')}` : ' (still tied)'}`;
  },
  sharedVictory: (p, w) => `Still tied: a shared victory for ${w.list(seatList(p, 'seats').map((seat) => w.seat(seat)))}.`,
  // ---------- log lines: setup and turns ----------
  setup: (p, w) => {
    const names = (Array.isArray(p.achievements) ? p.achievements : []).map(String);
    return `Setup: ${w.count(n(p, 'players'), 'player')}, ${w.count(n(p, 'bases'), 'base')} and ${w.count(n(p, 'barracks'), 'barracks card')} each, a reserve of 4; ${w.count(names.length, 'achievement')}: ${w.list(names)}.`;
  },
  'lay-out': (p, w) => `Turn ${n(p, 'turn')}: ${cap(w.subject(p.by, 'lays'))} out ${w.count(n(p, 'cards'), 'card')}.`,
  'repair-damage': (p, w) => `${w.subject(p.by, 'repairs')} damaged bases and defenders.`,
  'base-unplayable': (p, w) => `${baseWords(p.owner, p.base, w)} is a base card: it cannot be played and goes to the depot.`,
  end: (p, w) => `${w.subject(p.by, 'ends')} the turn.`,
  refresh: () => 'The reserve card farthest from the deck goes to the discard pile; the reserve is refilled.',
  'game-over': (p, w) => `${w.owner(p.by)} turn ends the round (the last seat, to the right of the first player): the game is over.`,
  'turn-limit': (p) => `The simulation stops at its turn limit of ${n(p, 'turns')}.`,
  // ---------- log lines: cards moving ----------
  'deck-out': () => 'The vehicle deck ran out: its discard pile is shuffled into a new deck.',
  'hangar-out': (p, w) => `${w.subject(p.by, 'shuffles')} the depot into a renewed hangar.`,
  'draw-base': (p, w) => `${w.subject(p.by, 'draws')} ${baseWords(p.owner, p.base, w)}, a base card, which goes straight to the depot.`,
  buy: (p, w) => `${w.subject(p.by, 'buys')} ${s(p, 'card')}, cost ${n(p, 'cost')}.`,
  discard: (p, w) => `${w.subject(p.by, 'does')} not play ${s(p, 'card')}: it goes to the depot.`,
  'to-depot': (p) => `${s(p, 'card')} goes to the depot.`,
  'to-graveyard': (p) => `${s(p, 'card')} goes to the graveyard.`,
  // ---------- log lines: defence ----------
  zero: (p, w) => `${w.subject(p.by, 'plays')} ${s(p, 'card')} without using an ability, to defend a base.`,
  defend: (p, w) => `${w.subject(p.by, 'places')} ${s(p, 'card')} on defence of ${baseWords(p.by, p.base, w)}.`,
  'defence-leave': (p, w) => `${s(p, 'card')} leaves the defence of ${baseWords(p.owner, p.base, w)} for the depot.`,
  // ---------- log lines: abilities ----------
  'ability.reinforcement': (p, w) => `${w.subject(p.by, 'plays')} Reinforcement ${n(p, 'n')} of ${s(p, 'card')}.`,
  'ability.summon': (p, w) => `${w.subject(p.by, 'plays')} Summon of ${s(p, 'card')}: any number of purchases this turn.`,
  'ability.scouting': (p, w) => `${w.subject(p.by, 'plays')} Scouting of ${s(p, 'card')}: a new reserve is laid out.`,
  'ability.sabotage': (p, w) => `${w.subject(p.by, 'plays')} Sabotage of ${s(p, 'card')}.`,
  'ability.assault': (p, w) => `${w.subject(p.by, 'plays')} Assault of ${s(p, 'card')}.`,
  'ability.research': (p, w) => `${w.subject(p.by, 'plays')} Research ${n(p, 'n')} of ${s(p, 'card')}.`,
  'ability.repair': (p, w) => `${w.subject(p.by, 'plays')} Repair of ${s(p, 'card')}.`,
  'ability.invulnerability': (p, w) => `${w.subject(p.by, 'plays')} Invulnerability of ${s(p, 'card')}.`,
  'research-take': (p, w) => `${w.subject(p.by, 'takes')} ${s(p, 'card')} from the reserve by Research.`,
  'repair-send': (p, w) => `${w.subject(p.by, 'sends')} ${cardWords(p, 'card', w)} from the depot to the graveyard.`,
  'sabotage-discard': (p, w) => `${w.subject(p.by, 'places')} ${s(p, 'card')} in the depot (Sabotage).`,
  'assault-damage': (p, w) => `${cardWords(p, 'target', w)} is damaged by Assault.`,
  // ---------- log lines: attacks ----------
  declare: (p, w) => `${w.subject(p.by, 'declares')} ${s(p, 'card')} for the attack.`,
  damage: (p, w) => `${s(p, 'card')} damages ${cardWords(p, 'target', w)}.`,
  heavy: (p, w) => `${s(p, 'card')} is a heavy tank: it destroys ${baseWords(p.owner, p.base, w)} outright.`,
  hold: (p) => `${s(p, 'card')} has no target left.`,
  'vehicle-destroyed': (p, w) => `${s(p, 'card')} is destroyed and goes to ${w.owner(p.owner)} depot.`,
  'base-destroyed': (p, w) => `${baseWords(p.owner, p.base, w)} is destroyed and goes to ${w.owner(p.to)} depot.`,
  'defender-lost': (p, w) => `${s(p, 'card')}, which defended it, goes to ${w.owner(p.owner)} depot.`,
  'last-base': (p, w) => `${w.subject(p.owner, 'has')} lost the last base:${ENDS}`,
  // ---------- log lines: medals ----------
  medals: (p, w) => `${w.subject(p.by, 'takes')} ${w.count(n(p, 'medals'), 'medal')} of ${nationWords(p.nation)} (${medalCards(n(p, 'twos'), n(p, 'ones'), w)}).`,
  'no-medal': (p) => `No one-medal card of ${nationWords(p.nation)} is left: no medal card for it.`,
  'last-medal': (p) => `The last one-medal card of ${nationWords(p.nation)} is taken:${ENDS}`,
  // ---------- descriptions of actions ----------
  'act.buy': (p) => `Buy ${s(p, 'card')} from the reserve`,
  'act.pay': (p) => `Pay with ${s(p, 'card')}`,
  'act.ability': (p) => `Play ability ${n(p, 'n')} of ${s(p, 'card')}`,
  'act.defend': (p, w) => `Place ${s(p, 'card')} on defence of ${cardWords(p, 'base', w)}`,
  'act.finish': (p) => `Finish playing ${s(p, 'card')}`,
  'act.research': (p) => `Research: take ${s(p, 'card')}`,
  'act.repair': (p, w) => `Repair: send ${cardWords(p, 'card', w)} to the graveyard`,
  'act.repair-done': () => 'Repair no more cards',
  'act.assault': (p, w) => `Assault ${cardWords(p, 'target', w)}`,
  'act.sabotage': (p) => `Discard ${s(p, 'card')} (Sabotage)`,
  'act.declare': (p) => `Declare ${s(p, 'card')} for the attack`,
  'act.fire': (p, w) => `Attack ${cardWords(p, 'target', w)} with ${s(p, 'card')}`,
  'act.hold': (p) => `${s(p, 'card')} has no target`,
  'act.medals': (p, w) => `Take ${w.count(n(p, 'doubles'), 'two-medal card')}`,
  'act.discard': (p) => `Put ${s(p, 'card')} in the depot unplayed`,
  'act.end': () => 'End the turn',
  'act.unknown': () => 'Unknown action',
};
