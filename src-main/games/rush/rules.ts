// World of Tanks: Rush (../shared/rulebooks/world-of-tanks-rush.txt): the rulebook passages the log cites, and the log
// writer. The rules are split along the rulebook's words: zones, bases, combat, purchase, card-play, abilities/<keyword>,
// medals, turn, actions (the one legality path), view, score; game.ts makes the Game. Judgement calls: RULES.md.
import type { LogEntry, LogRecord } from '@main/engine/game';
import { logging, logLinesOf, say } from '@main/engine/log';
import { CATALOGUES } from '@shared/games/catalogues';
import { seatParam, type Param } from '@shared/games/words';
import { BASE, type Compiled } from './compiled';

/** Rulebook passages quoted by log entries (refusals quote theirs in the catalogue, src-shared/games/rush-words.ts). */
export const CITE = {
  layOut: 'I. ... the player lays his hand (normally three cards) face up on the table in front of him.',
  repairDamage: 'I. If the player has damaged base cards or damaged vehicle cards defending his bases, he turns them back to their original position.',
  baseCard: 'Cards of destroyed bases that come into hand cannot be played in any way. They immediately go to the depot.',
  buy: 'Use the card\'s resources to buy: chooses from the reserve one vehicle card whose cost is equal to or less than the sum of resources on the played cards, and places it in his depot.',
  buyOne: '1) A player may play one or more hand cards that show resources and use their total resource value to buy one card from the reserve.',
  unwanted: 'If a hand card cannot be played in any way (or the player does not want to play it), it goes to the player\'s depot.',
  refill: 'Shifts the reserve cards away from the vehicle deck ... reveals the top card of the vehicle deck and places it face up in the freed space in the reserve.',
  deckOut: 'The cards from the discard pile will form a new deck when the vehicle deck runs out.',
  hangarOut: 'If the hangar has no cards, the player must shuffle all the cards of his depot ... this is the renewed hangar.',
  defence: 'If a player plays the ability of a vehicle card whose armour indicator is "1" or "2", he must, after carrying out the ability\'s action, place this card on defence of one of his bases.',
  replaceDefender: 'If all of the player\'s bases are already defended, then before placing a new card on defence of one of the bases, he must first send the previous defending card to the depot.',
  toDepot: 'Cards that show no armour, and cards with armour "0", cannot be placed on defence of a base. After using their ability, such cards go to the depot.',
  destroyVehicle: 'If the attacking card\'s strength is greater than or equal to the armour of the enemy card ... the enemy card is destroyed and goes to that opponent\'s depot.',
  damageVehicle: 'If the attacking card\'s strength is less than the armour of the enemy card, the enemy card is damaged ... If the attacked enemy card has already been damaged, it is destroyed.',
  damageBase: 'If a player attacks an opponent\'s base with an attacking card, the base is damaged ... If the attacked base has already been damaged, it is destroyed.',
  heavyBase: 'If a player attacks an enemy base with a heavy tank, the base is destroyed.',
  baseToAttacker: 'A destroyed base goes to the depot of the player who destroyed it.',
  medals: 'At the end of the attack the player receives 1 medal for each destroyed unit of vehicles ... from the medal deck of the nation to which his attacking vehicle belonged.',
  noMedal: 'A player must take a card with one medal ... but such cards have run out. In this case the player does not receive a medal card.',
  refresh: 'III. Places the outermost reserve card, the one farthest from the vehicle deck, in the vehicle deck\'s discard pile face up, shifts the reserve cards and reveals the top card of the vehicle deck.',
  unplayed: 'III. If the player still has unplayed cards in hand, they are placed in his depot. The player draws three top cards from the hangar.',
  endTrigger: 'The game ends when one of the players has all of his bases destroyed, or the last, ninth card showing 1 medal has been taken from a medal deck.',
  endRound: 'The players continue to take turns until the player sitting to the right of the first player finishes his turn.',
  reinforcement: 'Reinforcement. Draw the indicated number of cards from the hangar into your hand.',
  summon: 'Summon. This turn you may buy as many vehicle cards as you like.',
  scouting: 'Scouting. Place all reserve cards in the vehicle deck\'s discard pile. Lay out 4 new reserve cards.',
  sabotage: 'Sabotage. Each of your opponents chooses 1 card in his hand and places it in his depot.',
  assault: 'Assault. Choose an enemy base or a vehicle unit defending his base. Deal damage to it.',
  assaultBase: 'If a defended base is destroyed, the armoured vehicle that defended it goes to the opponent\'s depot.',
  research: 'Research. Discard this card to the graveyard. Take from the reserve a vehicle card costing no more than the indicated number.',
  repair: 'Repair. Choose 1 or 2 cards from your depot and discard them to the graveyard.',
  invulnerability: 'Invulnerability. Take from the medal deck a card with one medal of the nation to which the invulnerability card belongs.',
} as const;


// The game log is no part of the state: setup and step write it with the engines' one log writer
// (@main/engine/log) to the list they are given, for the length of the call; with none, the lines' parameters are not
// even made (`logOn`). A line is a message of the Rush catalogue (src-shared/games/rush-words.ts) with the key of its
// rulebook passage in CITE; the catalogue makes the sentence.
export { logging };
export { logOn } from '@main/engine/log';
export type CiteKey = keyof typeof CITE;
/** Writes a log line: a message of the Rush catalogue and the key of the passage behind it. */
export const note = (key: string, params: Record<string, Param>, cite?: CiteKey): void => say(`rush.${key}`, params, cite);

/** Separates a line saved before messages (one string) from the key of its rulebook passage. */
const US = '\u00a6';

/** A log entry saved before messages, a sentence with the key of its rulebook passage after US, as a line. */
export function legacyLine(entry: unknown): LogEntry {
  const line = String(entry);
  const cut = line.indexOf(US);
  return cut < 0 ? { text: line } : { text: line.slice(0, cut), cites: CITE[line.slice(cut + 1) as CiteKey] };
}

/** Log entries as setup and step write them (or wrote them before messages), as lines with the cited passages. */
export function decodeLog(entries: readonly LogRecord[], players: number): LogEntry[] {
  return logLinesOf(entries, CATALOGUES, players, (key) => CITE[key as CiteKey], legacyLine);
}

export const seat = seatParam;
/** A card as a log parameter: its name (never its instance id). */
export const cardName = (c: Compiled, card: number): string => c.names[card]!;
/** A base card's number among its owner's bases (1 to basesPer). */
export const baseNo = (c: Compiled, card: number): number => card - c.BASE0 - c.owner[card]! * c.basesPer + 1;
/** A card that may be a base as parameters: a base by its owner and number (`<key>Owner`, `<key>Base`), else its name. */
export function cardParams(c: Compiled, key: string, card: number): Record<string, Param> {
  return c.cardClass[card] === BASE ? { [`${key}Owner`]: seat(c.owner[card]!), [`${key}Base`]: baseNo(c, card) } : { [key]: c.names[card]! };
}

export type { LogEntry };
