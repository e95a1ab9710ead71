// The Ruckus rules' fixed numbers, the rulebook passages the game log cites, and the log's one writer. The rules
// themselves live beside this file: the phase loop (phases.ts), damage (damage.ts), the draft (draft.ts), and each
// skill's effect kind in effects/<kind>.ts.
import type { LogEntry, LogRecord } from '@main/engine/game';
import { logging, logLinesOf as engineLogLines, say } from '@main/engine/log';
import { CATALOGUES } from '@shared/games/catalogues';
import type { Params } from '@shared/games/words';
import { ROW_CAP, type Cards } from './state';

export const VICTORY_DECK_SIZE = 5;
export const DRAW_LIMIT = 5;
export const DRAFT_POINTS = 12;
export const PURE_UPGRADE_DECK = 5;
/** Safety net: a combat round that runs this many cycles is a stalemate (see RULES.md). */
export const MAX_CYCLES = 100;

/** Rulebook passages the log cites; log entries keep the key, `expandCite` gives the quotation. */
export const RULE_TEXT = {
  draw: 'Draw and Formation Phase: "draw 5 cards from the top of this deck into their hand"',
  reshuffle: 'Draw and Formation Phase: "Anytime a player no longer has cards remaining in their draw pile, they must immediately shuffle their entire discard pile"',
  held: 'Draw and Formation Phase: "they must discard all cards remaining in their hand at the end of the Formation Phase"',
  reveal: 'Draw and Formation Phase: "they remove their Battle Screens to reveal their armies"',
  holdBack: 'Draw and Formation Phase: "Should a player not be able or not want to arrange all 5 units from their hand into their army\'s formation, they may hold back cards into their hand"',
  recruit: 'Recruit: "draws and plays 1 additional card from their draw pile ... into the row featuring the recruiting card, ignoring the 3-2-1 rule"',
  recruitNonUnit: 'Recruit: "If a player draws a non-unit card, such as a Victory card, the card would be discarded"',
  play: 'Play: "REACTION: WHEN YOU PLAY THIS CARD ... activated when that card is revealed"',
  declaration: 'Declaration Phase: "all melee and ranged attack damage are combined"',
  applying: 'Resolution Phase: "the player with the highest total damage output deals that amount of damage to all other players. The player with the second highest ... to the player who had the highest"',
  spill: 'Resolution Phase: "The remaining, \'spill over\' damage is simply ignored"',
  shield: 'Shield: "can defend against 1 point of damage before taking any additional damage"',
  defeated: 'Heart: "Once all of a unit\'s hearts are covered by action markers that unit is defeated"; "all defeated units are to be discarded"',
  zombie: 'Zombie: "Once defeated, a Zombie card is returned to that player\'s discard pile"',
  addOnDefeated: 'Add-On Tokens: "the player first removes the add-on token and then places it face up in their player area"',
  attach: 'Attach: "Cards attached to units are discarded when the unit to which they are attached is also discarded"',
  borrowed: 'FAQ Cards Recruited from Other Players: "returned to the discard pile of the player from which it was taken"',
  bandit: 'FAQ Bandit: "at the start of the next Activation Phase if undefeated, the recruited card will be returned"',
  fall: 'Falling Forward: "if a player has an empty 1st or 2nd row, they must fall a unit forward from a row behind that row"',
  win: 'Winning a Combat Round: "until only one player has units left on the battlefield. This player wins that combat round"',
  mutual: 'Winning a Combat Round: "if two or more players were to simultaneously defeat each other ... the available Victory card would not be gained"',
  stalemate: 'Winning a Combat Round: "two or more players are left in a stalemate, unable to defeat one another in combat, no players win that combat round" (Skirmish calls it a stalemate when no army can still damage another, or when a combat round runs to 100 cycles)',
  reactive: 'Reactive Skills: "Using a reactive skill is optional"',
  upgrade: 'Upgrade Phase: "remove 1 unit of their choice from their discard pile ... draw a card from the top of the upgrade deck and place it on the top of their draw pile"',
  token: 'Upgrade Phase: "the 1st Player Token is passed clockwise one player"',
  end: 'Winning the Game: "Once the 5th Victory card has been won, players will count the total number of VP"',
  suddenDeath: 'Winning the Game: "randomly select 1 unused Victory card and have all tied players start a new combat round"',
  firstPlayer: '1st Player Token: "The player holding the Kicker card with the highest number gains the 1st Player Token"',
  kickerReshuffle: 'Kicker Cards: "Once all Kicker cards have been discarded, reshuffle the cards"',
  kickerNoEffect: 'FAQ Kicker / Victory Cards: "If game conditions prevent a player from gaining the effect ... the played card would just be discarded"',
  draftPass: 'Draft Gameplay Setup: "The 1st player will now pass the 1st Player Token to the player on their right"',
  draftLayout: 'Draft Gameplay Setup: "players will lay out all of the remaining units from their Guilds on the table face up"',
  advanced: 'Advanced Gameplay Setup: "each player has 12 draft points available from which they can choose the units to build their army"',
  upgradeDeck: 'Basic Gameplay Setup: "the remaining units from each Guild being used in this game should be combined and shuffled into one Upgrade deck"',
  zombieRaise: 'Zombie: "draw the top card from their discard pile and play it face down into the corresponding row"',
  poison: 'FAQ Poison Pete: "prevents a unit from attacking during the next Declaration Phase"',
  mugger: 'FAQ Mugger: "the player controlling Mugger must select a VP token from that player in order to resolve the skill"',
  banditFaq: 'FAQ Bandit: "the remaining revealed cards are returned face up to the top of their draw piles"',
  kickerPlayed: 'Kicker Cards: "Once a Kicker card is drawn, it is played instantly and its effect is resolved immediately"',
  shotInTheDark: 'FAQ Shot in the Dark: "if a player draws a ranged attack VP Token, the token is attached to the unit that drew this Kicker card"',
  cleaver: 'FAQ Cleaver / Cleaver\'s Brother: "Their corresponding skill damage would be applied immediately to the row behind the unit first declared as absorbing the damage"',
  drafting: 'Draft Gameplay Setup: "each player drafting 1 card at a time"',
  speed: 'Speed Enhanced Gameplay: "all skills will now have to be activated to be used"',
  addOn: 'Add-On Tokens: "they may play it into battle during the Activation Phase on their turn instead of activating a skill"',
  bury: 'Bury: "choose the card they wish to bury from their discard pile, placing it face down under the sidelined card"',
  absorbFaq: 'FAQ Cleaver: "an opposing player chooses to absorb and apply all damage dealt to their army with reactions from other units (e.g. Shepherd, Warden, or Saint)"',
  tournament: 'Draft Gameplay Tournament Setup: "players need to set up two 1-on-1 games of Ruckus (games will play simultaneously). All players will share the components and cards placed in one Camp"',
  tournamentNext: 'Draft Gameplay Tournament Setup: "winner VS winner from the first game, loser VS loser from the first game. The winner of this game will be declared the Tournament winner"',
  child: 'Child Friendly Gameplay: "ignoring all skills on every unit in the game, including reactive skills"',
} as const;

export type RuleKey = keyof typeof RULE_TEXT;
/** Each rule key maps to itself, so `RULE.held` is the key stored in a log entry. */
const RULE = Object.fromEntries(Object.keys(RULE_TEXT).map((k) => [k, k])) as { [K in RuleKey]: K };

/** The quotation behind a log entry's cite key: a rulebook passage, or '#id' for a card's printed text. */
export function expandCite(key: string, cards: Cards): string {
  if (key.startsWith('#')) {
    const id = key.slice(1);
    const text = cards.unit[id]?.skill?.text ?? cards.kicker[id]?.text ?? cards.victory[id]?.text;
    return text ? `${cardName(cards, id)}: "${text}"` : key;
  }
  return (RULE_TEXT as Record<string, string>)[key] ?? key;
}

/** Separates a log entry's text from its cite key. */
export const CITE_MARK = '\u001f';

// The game log is no part of the state: setup and step write it through the engines' one writer (src-main/engine/log.ts)
// to the list they are given. An entry is a message of the Ruckus catalogue (src-shared/games/ruckus-words.ts), its
// parameters and the key of the rule or card text behind it: no sentence is made here.
export { logging };

/**
 * Writes the log line `ruckus.<key>` with its parameters and the key of the rule or card text it follows. Callers
 * check `logOn()` first, so that search and simulation, which play without a log, make no parameters.
 */
export function logRule(key: string, params: Params = {}, cites?: string): void {
  say(`ruckus.${key}`, params, cites);
}

/** The log in words: each message told with neutral seat names, its cite expanded; a line saved as a sentence read as before. */
export function logLinesOf(entries: readonly LogRecord[], players: number, cards: Cards): LogEntry[] {
  return engineLogLines(entries, CATALOGUES, players, (key) => expandCite(key, cards), (entry) => logEntry(entry, cards));
}

/** A log entry saved as a sentence string (before messages), its cite key expanded to the quotation. */
export function logEntry(entry: LogRecord, cards: Cards): LogEntry {
  const line = String(entry);
  const at = line.indexOf(CITE_MARK);
  return at < 0 ? { text: line } : { text: line.slice(0, at), cites: expandCite(line.slice(at + 1), cards) };
}

/** A card's name in the set, or its id when the set has no such card. */
export function cardName(cards: Cards, id: string): string {
  return cards.unit[id]?.name ?? cards.victory[id]?.name ?? cards.kicker[id]?.name ?? id;
}

export const seatName = (seat: number): string => `Player ${seat + 1}`;

export { RULE, ROW_CAP };
