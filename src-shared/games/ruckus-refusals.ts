// Ruckus refusals in words: why the engine (src-main/games/ruckus, with its Draft Tournament) refuses an action, by
// message id ('ruckus.no.<key>', spread into RUCKUS_WORDS). The engine returns the rule id and these messages' ids and
// parameters only (card names, never ids; seats as seats; rows and counts as numbers).
import type { Param, Params, Say, Words } from './words';

const s = (p: Params, key: string): string => String(p[key] ?? '');
const n = (p: Params, key: string): number => Number(p[key] ?? 0);
const list = (p: Params, key: string): readonly Param[] => (Array.isArray(p[key]) ? (p[key] as readonly Param[]) : []);
/** A card the refusal names, or "That card" when the action named no card of the set. */
const card = (p: Params, key: string, none: string): string => (p[key] === undefined ? none : s(p, key));

/** The phases by the rulebook's names. */
const PHASES: Readonly<Record<string, string>> = {
  build: 'army building', draft: 'Draft', 'pure-upgrades': 'Pure Guild upgrade deck', formation: 'Draw and Formation', recruit: 'Recruit',
  activation: 'Activation', resolution: 'Resolution', fall: 'Fall Forward', 'after-fall': 'Fall Forward', bury: 'Bury', upgrade: 'Upgrade', over: 'game over',
};
/** An action's type as a player reads it. */
const ACTIONS: Readonly<Record<string, string>> = {
  pick: 'Taking a unit', done: 'Finishing the army', place: 'Placing a unit', confirm: 'Confirming the formation', recruit: 'Recruiting',
  'end-recruit': 'Stopping recruiting', activate: 'Activating a skill', 'add-on': 'Attaching an add-on token', pass: 'Passing', assign: 'Assigning damage',
  absorb: 'Taking damage for the army', prevent: 'Preventing damage', choose: 'Choosing', decline: 'Declining', fall: 'Falling forward',
  'end-fall': 'Stopping falling forward', react: 'Using a reaction', 'end-reactions': 'Ending the reactions', bury: 'Burying a card',
  'end-bury': 'Stopping burying', upgrade: 'Upgrading', 'decline-upgrade': 'Declining the upgrade',
};

/** A prompt's options: each a nested message ('no.opt-*'). */
const options = (p: Params, w: Words): string => w.list(list(p, 'options').map((o) => w.tell(o)));

export const RUCKUS_REFUSALS: Readonly<Record<string, Say>> = {
  'no.game-over': () => 'The game is over.',
  'no.tournament-over': () => 'The tournament is over.',
  'no.no-such-player': (p) => `There is no player ${s(p, 'player')}.`,
  'no.unknown-action': () => 'That is not a Ruckus action.',
  'no.not-your-decision': (p, w) => `${w.subject(p.by, 'has')} no decision to make now.`,
  'no.card-choice': (p, w) => `Choose one of: ${options(p, w)}${p.optional ? ', or decline' : ''}.`,
  'no.opt-card': (p) => s(p, 'card'),
  'no.opt-seat': (p, w) => w.seat(p.seat),
  'no.opt-face-down': () => 'a face-down VP token',
  'no.opt-token': () => 'a used add-on token',
  'no.assign-row': (p) => `Damage must go to a unit in row ${n(p, 'row')} that is not defeated.`,
  'no.assign-army': (p, w) => `Damage must go to a unit of ${w.owner(p.by)} army that is not defeated.`,
  'no.reaction': () => 'That unit has no reaction available against this damage (once per hit, before applying it; markers once a round).',
  'no.assign-first': (p, w) => `${w.subject(p.by, 'has')} to assign the damage taken first.`,
  'no.not-in-hand': (p, w) => `${card(p, 'card', 'That card')} is not in ${w.owner(p.by)} hand.`,
  'no.units-only': () => 'Only unit cards may be placed into a battle formation.',
  'no.three-rows': () => 'A formation has 3 combat rows.',
  'no.row-full': (p, w) => `Row ${n(p, 'row')} already holds ${w.count(n(p, 'cap'), 'unit')} (3-2-1 rule).`,
  'no.row-gap': (p) => `Row ${n(p, 'before')} must hold a unit before row ${n(p, 'row')} does.`,
  'no.not-in-army': (p, w) => `${card(p, 'card', 'That unit')} is not in ${w.owner(p.by)} army.`,
  'no.no-skill': (p) => `${s(p, 'card')} has no skill to activate.`,
  'no.marker': () => 'An action marker is already socketed: the skill may not be activated again this combat round.',
  'no.active-only': () => 'Only active skills are activated; passive skills and reactions work on their own.',
  'no.no-effect': () => 'This skill would have no effect now (no target).',
  'no.add-on': (p, w) => `Only a held melee, ranged or heart add-on token can be placed on a unit of ${w.owner(p.by)} army.`,
  'no.fall-row': () => 'A unit falls forward one row at a time, never into a full row (3-2-1 rule).',
  'no.must-fall': () => 'An empty 1st or 2nd row must be refilled from a row behind it.',
  'no.draft-points': (p) => `That unit is not available or costs more draft points than are left (Level 1 = 1, Level 2 = 2, ${n(p, 'points')} in all).`,
  'no.upgrade-who': () => 'Only players who did not win the Victory card, with a discard pile, may upgrade.',
  'no.upgrade-remove': (p, w) => `Remove one unit of ${w.owner(p.by)} discard pile from the game to upgrade.`,
  'no.bury': (p, w) => `Bury a card of ${w.owner(p.by)} discard pile under a sidelined card that still has room.`,
  'no.phase-order': (p) => `${ACTIONS[s(p, 'action')] ?? 'That action'} is not a decision of the ${PHASES[s(p, 'phase')] ?? s(p, 'phase')} phase.`,
  'no.rat-and-tat': () => 'FAQ Rat & Tat: "Rat & Tat do not stack. A player may only activate 2 skills on their turn during the Activation Phase regardless of how many RAT & TAT cards a player may have in play."',
  'no.one-skill': (p, w) => `Activation Phase: "each player may activate and resolve 1 skill or place 1 add-on token on his or her turn"; ${w.owner(p.by)} turn of this Activation Phase is over.`,
  'no.upgrade-winner': (p, w) => `Upgrade Phase: "Any player that does not win a Victory card during a combat round may choose to upgrade": ${w.subject(p.by, 'won')} it.`,
  'no.upgrade-once': (p, w) => `Upgrade Phase: "In player order, players may remove 1 unit": one upgrade a round, and ${w.owner(p.by)} turn of it is over (or ${w.subject(p.by, 'has')} no unit in the discard pile).`,
  'no.upgrade-when': () => 'Upgrade Phase: players upgrade "at the end of that round", once, in player order.',
  'no.formation-confirmed': () => 'Draw and Formation Phase: a confirmed formation waits behind the Battle Screen until every player has finished, and does not change.',
  'no.bury-over': (p, w) => `Bury: "All players may bury cards if able", in player order: ${w.owner(p.by)} turn of it is over.`,
};
