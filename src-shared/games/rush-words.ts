// World of Tanks: Rush in words: every log line, every description of an action and every refusal ('no.*') the engine
// (src-main/games/rush) writes, and the AI's reasons for its options ('why.*', src-main/ai/games/rush-explain.ts), by
// message id ('rush.<key>'). The engine sends ids and parameters only; these entries are the one place its sentences
// are made, so a translation is another catalogue with the same keys.
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
/**
 * Reasons saved before their figures were named in the rulebook's words (game reviews keep them) call a vehicle's class,
 * strength, armour and resources `cls`, `str`, `arm` and `res`: those names are read where the new one is absent.
 */
const SAVED_AS: Readonly<Record<string, string>> = { vehicleClass: 'cls', strength: 'str', armour: 'arm', resources: 'res' };
const figure = (p: Params, key: string): number => Number(p[key] ?? p[SAVED_AS[key]!] ?? 0);

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

/** Nations as adjectives, classes and abilities in words: the AI's reasons ('why.*'). */
const NATION_ADJECTIVES: Record<string, string> = { ussr: 'Soviet', usa: 'American', germany: 'German', france: 'French' };
const CLASS_WORDS: Record<string, string> = { light: 'light tank', medium: 'medium tank', spg: 'SPG', heavy: 'heavy tank', auxiliary: 'auxiliary troops' };
const ABILITY_WORDS: Record<string, string> = {
  invulnerability: 'takes a one-medal card',
  reinforcement: 'draws more cards from the hangar into the hand',
  sabotage: 'makes each opponent discard a hand card',
  assault: 'damages an enemy base or defender outside the attack',
  research: 'takes a reserve card for free',
  repair: 'sends up to two depot cards to the graveyard',
  summon: 'allows any number of purchases this turn',
  scouting: 'lays out a new reserve',
};
/** An ability's name from its kind: 'repair' is "Repair". */
const abilityName = (kind: Param | undefined): string => cap(String(kind ?? ''));
/** "the T-34", or a base by its owner and number ("Anders's base 2"). */
const theCard = (p: Params, key: string, w: Words): string => (p[`${key}Base`] !== undefined ? cardWords(p, key, w) : `the ${s(p, key)}`);
/** "light tank, strength 1, armour 1": a vehicle by its class key (`vehicleClass`), `strength` and `armour`. */
const vehicleWords = (p: Params): string => `${CLASS_WORDS[String(p.vehicleClass ?? p.cls ?? '')] ?? 'card'}, strength ${figure(p, 'strength')}, armour ${figure(p, 'armour')}`;
/** What a hand card could do besides this option (`alsoAttack` strength, `alsoPlay` ability kinds, `alsoPay` resources). */
function otherUses(p: Params, w: Words): string[] {
  const plays = seatList(p, 'alsoPlay');
  return [
    n(p, 'alsoAttack') > 0 ? `attack with strength ${n(p, 'alsoAttack')}` : '',
    plays.length > 0 ? `play ${plays.map(abilityName).join(' or ')}` : '',
    n(p, 'alsoPay') > 0 ? `pay ${w.count(n(p, 'alsoPay'), 'resource')}` : '',
  ].filter(Boolean);
}
/** " It cannot also attack with strength 2 or pay 1 resource this turn.", or nothing. */
const givesUp = (p: Params, w: Words): string => {
  const uses = otherUses(p, w);
  return uses.length ? ` It cannot also ${uses.join(' or ')} this turn.` : '';
};
/** " with the T-34" for an attack (`card`), " by Assault" without one. */
const strikeBy = (p: Params, w: Words): string => (p.card !== undefined || p.cardBase !== undefined ? ` with ${theCard(p, 'card', w)}` : ' by Assault');
const REPAIRED = ' a second hit this turn destroys it (its owner repairs it at the start of their turn).';
const PASSING: Record<string, string> = { purchase: 'a purchase', attack: 'an attack', ability: 'an ability' };

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

  // ---------- refusals: why the rules refuse an action ('rush.no.<key>'; the rule id is the RuleError's) ----------
  // Addressed to the player who tried the action ("your hand"); a card by name, a base by its owner and number.
  'no.action-object': () => 'An action is an object with a type.',
  'no.action-type': (p) => `Unknown action type ${s(p, 'type')}.`,
  'no.action-fields': (p) => `A '${s(p, 'type')}' action has exactly the fields type${seatList(p, 'fields').map((k) => `, ${String(k)}`).join('')}.`,
  'no.action-integer': (p) => `'${s(p, 'field')}' is an integer.`,
  'no.action-card-id': (p) => `'${s(p, 'field')}' is a card id.`,
  'no.no-such-card': () => 'There is no such card in this game.',
  'no.no-such-player': (p) => `There is no player ${s(p, 'player')}.`,
  'no.game-over': () => 'The game is over.',
  'no.not-your-turn': (p, w) => `It is ${w.owner(p.seat)} turn.`,
  'no.wrong-phase': (p) => `'${s(p, 'type')}' is not possible now: ${s(p, 'phase')}.`,
  'no.nothing-to-decide': () => 'Nothing to decide.',
  'no.base-card-unplayable': () => 'Cards of destroyed bases that come into hand cannot be played in any way. They immediately go to the depot.',
  'no.card-not-in-hand': (p, w) => `${cardWords(p, 'card', w)} is not in your hand.`,
  'no.finish-card-first': () => 'Finish playing the card in play before another card.',
  'no.discard-no-effect': () => 'An unplayed card goes to the depot at the end of the turn; it goes there earlier only while a Repair or a Reinforcement that renews the hangar could still reach it this turn.',
  // buying
  'no.buy-once-per-turn': () => '1) A player may play one or more hand cards that show resources and use their total resource value to buy one card from the reserve. Only Summon allows more purchases in a turn.',
  'no.buy-not-in-reserve': () => 'Only a card in the reserve can be bought.',
  'no.buy-insufficient-resources': (p) => `Your hand cards do not give ${n(p, 'cost')} resources usable for ${s(p, 'card')}.`,
  'no.pay-no-purchase': () => 'Choose a reserve card to buy before paying.',
  'no.finish-purchase-first': () => 'Finish paying for the card you are buying.',
  'no.buy-no-resources': () => 'If a card shows no resources, it cannot be used to buy.',
  'no.buy-national-resources': () => 'National resources can be used only to acquire cards of the card\'s nation.',
  // abilities and defence
  'no.ability-not-on-card': (p, w) => `${cardWords(p, 'card', w)} has no ability ${n(p, 'n')}.`,
  'no.ability-already-used': () => 'Each ability of a card is played once.',
  'no.defend-no-armour': () => 'Only a vehicle card with armour 1 or 2 can be placed on defence of a base.',
  'no.defend-researched': () => 'A card that used Research goes to the graveyard.',
  'no.defend-own-base': () => 'A card defends one of your own bases still in play.',
  'no.defend-base-choice': () => 'A defended base gets a new defender only when all your bases are defended.',
  'no.defend-required': () => 'If a player plays the ability of a vehicle card whose armour indicator is "1" or "2", he must, after carrying out the ability\'s action, place this card on defence of one of his bases.',
  'no.research-choose': () => 'Take a card from the reserve for Research.',
  'no.research-not-in-reserve': () => 'Research takes a card from the reserve.',
  'no.research-too-expensive': (p) => `Research ${n(p, 'n')} takes a card costing no more than ${n(p, 'n')}.`,
  'no.repair-choose': () => 'Choose depot cards for Repair.',
  'no.repair-at-least-one': () => 'Repair removes 1 or 2 cards from your depot.',
  'no.repair-not-in-depot': () => 'Repair removes cards from your own depot.',
  'no.assault-choose': () => 'Choose a target for Assault.',
  'no.assault-no-such-target': () => 'Assault targets an enemy base or a vehicle defending it.',
  'no.assault-own-target': () => 'Assault targets an enemy base or vehicle.',
  'no.sabotage-waiting': () => 'Your opponents are choosing the cards they place in their depots for your Sabotage.',
  'no.sabotage-one-card': () => 'Sabotage: "Each of your opponents chooses 1 card in his hand and places it in his depot", one card each, and you have no card to give now.',
  'no.sabotage-choose': () => 'Choose a hand card to place in your depot (Sabotage).',
  'no.sabotage-not-in-hand': () => 'Sabotage discards a card from your own hand.',
  // attacking
  'no.attack-once-per-turn': () => 'On his turn a player may make one and only one attack.',
  'no.attack-hand-only': () => 'Only hand cards can attack.',
  'no.attack-no-strength': () => 'All vehicle cards used in the attack must have a strength of 1 or 2.',
  'no.attack-same-nation': () => 'All vehicle cards used in the attack must belong to the same nation.',
  'no.attack-no-target': () => 'This card has nothing it may attack.',
  'no.attack-declared-first': () => 'The attacking cards are declared when the attack begins.',
  'no.attack-not-declared': (p, w) => `${cardWords(p, 'card', w)} was not declared for this attack.`,
  'no.attack-target-available': () => 'A declared card attacks while it has a target.',
  'no.attack-no-such-target': () => 'The target must be a vehicle defending a base or a base still in play.',
  'no.attack-own-target': () => 'The target must belong to an opponent.',
  'no.attack-defended-base': () => 'A player cannot attack a defended base; destroy its defender first.',
  'no.attack-only-against-vehicles': () => '"Only against vehicles": this card cannot attack bases.',
  'no.attack-only-against-bases': () => '"Only against bases": this card cannot attack vehicles.',
  'no.finish-attack-first': () => 'Finish the attack before playing other cards.',
  'no.finish-medals-first': () => 'Take your medals first.',
  'no.medals-doubles': (p) => `You may take 0 to ${n(p, 'max')} two-medal cards.`,

  // ---------- the AI's reasons: what an option gains and gives up ('rush.why.<key>'), without a subject ----------
  // `me` is the seat deciding ("your depot" only for a reader who is that seat); `owner` a base's owner.
  'why.buy': (p, w) => {
    const options = n(p, 'options'), dearer = n(p, 'dearer');
    const canBuy = `${w.seat(p.me)} can buy`;
    const rank = options < 2 ? ''
      : dearer > 0 ? `; ${w.count(dearer, 'vehicle')} ${canBuy} ${dearer === 1 ? 'costs' : 'cost'} more`
        : n(p, 'equal') > 1 ? `, as dear as any of the ${options} vehicles ${canBuy}` : `, the dearest of the ${options} vehicles ${canBuy}`;
    return `Buys ${theCard(p, 'card', w)} (${vehicleWords(p)}) for ${w.count(n(p, 'cost'), 'resource')}${rank}. It goes to ${w.owner(p.me)} depot and comes into a later hand; the cards that pay for it are spent this turn.`;
  },
  'why.pay': (p, w) => {
    const toward = p.target !== undefined || p.targetBase !== undefined ? theCard(p, 'target', w) : 'the purchase';
    return `Pays ${w.count(n(p, 'paid'), 'resource')} with ${theCard(p, 'card', w)} toward ${toward}${n(p, 'left') > 0 ? ` (${n(p, 'left')} still owed)` : ', which completes the payment'}.${givesUp(p, w)}`;
  },
  'why.ability': (p, w) => {
    const kind = p.kind === undefined ? '' : s(p, 'kind');
    const facts: string[] = [];
    if (p.drawn !== undefined) facts.push(`${w.count(n(p, 'drawn'), 'card')} more into ${w.owner(p.me)} hand`);
    if (p.hit !== undefined) facts.push(n(p, 'hit') > 0 ? `${w.count(n(p, 'hit'), 'opponent')} with cards in hand` : 'no opponent has a card in hand to discard');
    if (n(p, 'gained') > 0) facts.push(`+${w.count(n(p, 'gained'), 'medal')} now`);
    const does = kind ? ABILITY_WORDS[kind] ?? 'uses its ability' : 'uses its ability';
    const defends = p.defends === true ? ` Afterwards it defends one of ${w.owner(p.me)} bases.` : '';
    return `Plays ${kind ? abilityName(kind) : 'an ability'} of ${theCard(p, 'card', w)}: it ${does}${facts.length ? ` (${facts.join('; ')})` : ''}.${defends}${givesUp(p, w)}`;
  },
  'why.defend': (p, w) => {
    const base = p.owner !== undefined ? `${w.owner(p.owner)} base` : 'a base';
    const replaced = p.replaced !== undefined || p.replacedBase !== undefined ? ` ${cap(theCard(p, 'replaced', w))} defending it now goes to the depot.` : '';
    return `Puts ${theCard(p, 'card', w)} (armour ${figure(p, 'armour')}) on defence of ${base}${p.damaged === true ? ' (damaged)' : ''}: an opponent must destroy it before attacking that base.${replaced}${givesUp(p, w)}`;
  },
  'why.finish': (p, w) => `Finishes playing ${theCard(p, 'card', w)} without placing it on defence: it goes to the depot.`,
  'why.research': (p, w) => `Takes ${theCard(p, 'card', w)} (${vehicleWords(p)}, cost ${n(p, 'cost')}) from the reserve for free with Research.`,
  'why.repair': (p, w) => {
    const resources = figure(p, 'resources');
    return `Sends ${theCard(p, 'card', w)} from ${w.owner(p.me)} depot to the graveyard: one card fewer in the squad, so the others come into hand more often${resources > 0 ? `, though its ${w.count(resources, 'resource')} ${resources === 1 ? 'is' : 'are'} gone for good` : ''}.`;
  },
  'why.repair-done': (p, w) => `Stops repairing: the rest of the depot stays in the squad${n(p, 'repaired') > 0 ? ` (${w.count(n(p, 'repaired'), 'card')} repaired away)` : ''}.`,
  'why.strike': (p, w) => (p.card !== undefined || p.cardBase !== undefined ? `Attacks ${theCard(p, 'target', w)}${strikeBy(p, w)}.` : `Assaults ${theCard(p, 'target', w)}.`),
  'why.destroy-base': (p, w) => `Destroys ${w.owner(p.owner)} base${strikeBy(p, w)}: the base card joins ${w.owner(p.me)} squad, worth ${w.count(n(p, 'medals'), 'medal')}${n(p, 'gained') > 0 ? ` (+${n(p, 'gained')} now)` : ''}.`,
  'why.damage-base': (p, w) => `Damages ${w.owner(p.owner)} base${strikeBy(p, w)}:${REPAIRED}`,
  'why.destroy-defender': (p, w) => `Destroys ${theCard(p, 'target', w)} defending ${w.owner(p.owner)} base${strikeBy(p, w)}: a medal at the end of the attack${p.open === true ? ', and the base is open to the next attacker' : ''}.`,
  'why.damage-defender': (p, w) => `Damages ${theCard(p, 'target', w)} defending ${w.owner(p.owner)} base${strikeBy(p, w)}:${REPAIRED}`,
  'why.sabotage': (p, w) => {
    const uses = otherUses(p, w);
    return `Discards ${theCard(p, 'card', w)} to the Sabotage: ${w.owner(p.me)} next hand is a card short without it${uses.length ? ` (it could ${uses.join(' or ')})` : ', and it had no use there'}.`;
  },
  'why.declare': (p, w) => {
    const then = p.total !== undefined ? `the declared cards then have strength ${n(p, 'total')}` : `only ${NATION_ADJECTIVES[s(p, 'nation')] ?? 'same-nation'} vehicles can join it`;
    return `Declares ${theCard(p, 'card', w)} (strength ${figure(p, 'strength')}) for the attack: ${then}.${givesUp(p, w)}`;
  },
  'why.discard': (p, w) => `Puts ${theCard(p, 'card', w)} in the depot unplayed, where this turn's Repair or renewed hangar can reach it.`,
  'why.hold': (p, w) => `${cap(theCard(p, 'card', w))} has no target it can attack left: it goes to the depot.`,
  'why.medals-doubles': (p, w) => `Takes ${w.count(n(p, 'doubles'), 'two-medal card')}: the same medals with fewer one-medal cards used up (a later end) and progress toward the double-medals achievement.`,
  'why.medals-ones': () => 'Takes one-medal cards.',
  'why.medals-last': (p) => `Takes the last one-medal cards of the ${s(p, 'deck')} deck:${ENDS}`,
  'why.medals-left': (p, w) => `Takes one-medal cards: the same medals, and the ${s(p, 'deck')} deck is down to ${w.count(n(p, 'left'), 'one-medal card')} (the last one ends the game).`,
  'why.end': (p, w) => {
    const hand = n(p, 'hand');
    const passing = seatList(p, 'passing').map((k) => PASSING[String(k)] ?? String(k));
    const unplayed = hand > 0 ? `; ${w.count(hand, 'card')} still in hand ${hand === 1 ? 'goes' : 'go'} to the depot unplayed` : '';
    return `Ends the turn${unplayed}${passing.length ? `, passing up ${passing.join(' and ')}` : ', with nothing left worth playing'}.`;
  },
  // An action the reasons above do not know: its description.
  'why.move': (p, w) => `${w.tell(p.move)}.`,
};
