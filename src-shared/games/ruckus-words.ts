// Ruckus in words: every log line and every description of an action the engine (src-main/games/ruckus, with its
// Draft Tournament) writes, by message id ('ruckus.<key>'). The engine sends ids and parameters only; these entries
// are the one place its sentences are made, so a translation is another catalogue with the same keys. The rule
// refusals ('ruckus.no.*', ruckus-refusals.ts) and the AI's reasons ('ruckus.why.*', 'ruckus.coach.*',
// ruckus-reasons.ts) are kept in files of their own and spread into this one catalogue.
import type { Catalogue, Param, Params, Say, Words } from './words';
import { RUCKUS_REASONS } from './ruckus-reasons';
import { RUCKUS_REFUSALS } from './ruckus-refusals';

const s = (p: Params, key: string): string => String(p[key] ?? '');
const n = (p: Params, key: string): number => Number(p[key] ?? 0);
const list = (p: Params, key: string): readonly Param[] => (Array.isArray(p[key]) ? (p[key] as readonly Param[]) : []);
/** The verb alone, agreeing with its seat: "puts" for Anders, "put" for you (a second verb after "and"). */
const verb = (w: Words, seat: Param | undefined, verb3rd: string): string => w.subject(seat, verb3rd).slice(w.seat(seat).length + 1);
/** A unit by its owner: "Anders's Grunt", "your Grunt". */
const unit = (p: Params, w: Words): string => `${w.owner(p.by)} ${s(p, 'card')}`;
const upper = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

const LINES: Readonly<Record<string, Say>> = {
  // ---------- setup and the draft ----------
  firstPlayer: (p, w) => `Kicker draw for the 1st Player Token: ${list(p, 'seats').map((seat, i) => `${w.seat(seat)} ${Number(list(p, 'draws')[i] ?? 0)}`).join(', ')}; ${w.subject(p.first, 'goes')} first.`,
  draftLayout: () => 'Draft: the non-Starting units of the guilds in play are laid out face up.',
  advancedSetup: (p) => `Advanced setup: each player builds an army on ${n(p, 'points')} draft points.`,
  bringsArmy: (p, w) => {
    const units = list(p, 'units').map(String);
    return `${w.subject(p.by, 'brings')} an army built beforehand: ${units.length ? units.join(', ') : 'the Starting units only'}.`;
  },
  upgradeDecks: (p, w) => `Armies shuffled into draw piles; each player has their own Upgrade deck (${list(p, 'seats').map((seat, i) => `${w.seat(seat)} ${w.count(Number(list(p, 'cards')[i] ?? 0), 'card')}`).join(', ')}).`,
  upgradeDeck: (p, w) => `Armies shuffled into draw piles; the Upgrade deck holds ${w.count(n(p, 'cards'), 'card')}.`,
  drafts: (p, w) => `${w.subject(p.by, 'drafts')} ${s(p, 'card')}.`,
  draftOver: (p, w) => `Drafting is over; the 1st Player Token passes to ${w.seat(p.to)}.`,
  // ---------- drawing and the formation ----------
  reshuffle: (p, w) => `${w.subject(p.by, 'shuffles')} the discard pile into a new draw pile.`,
  drawsBeside: (p, w) => `${w.subject(p.by, 'draws')} ${s(p, 'card')} and ${verb(w, p.by, 'plays')} it next to the formation.`,
  drawsSideline: (p, w) => `${w.subject(p.by, 'draws')} ${s(p, 'card')} and ${verb(w, p.by, 'sidelines')} it.`,
  drawsToken: (p, w) => `${w.subject(p.by, 'draws')} ${s(p, 'card')} and ${p.token ? `${verb(w, p.by, 'takes')} a VP token` : `${verb(w, p.by, 'finds')} no VP token left`}.`,
  drawsReplay: (p, w) => `${w.subject(p.by, 'draws')} ${s(p, 'card')}: the top unit of the discard pile returns to the hand.`,
  drawsNoReplay: (p, w) => `${w.subject(p.by, 'draws')} ${s(p, 'card')}, but the discard pile holds no unit.`,
  stopped: (p, w) => `Simulation stopped after ${w.count(n(p, 'rounds'), 'combat round')}.`,
  round: (p) => `Combat round ${n(p, 'round')} for ${s(p, 'prize') || 'no prize'}.`,
  draws: (p, w) => `${w.subject(p.by, 'draws')} ${w.count(n(p, 'cards'), 'card')}${p.kept ? ', keeping the cards held back' : ''}.`,
  discardsHeld: (p, w) => `${w.subject(p.by, 'discards')} ${w.count(n(p, 'cards'), 'card')} left in hand after holding cards back.`,
  holdsAll: (p, w) => `${w.subject(p.by, 'holds')} every card back: no army on the battlefield this combat round.`,
  reveals: (p, w) => `${w.subject(p.by, 'reveals')} a ${s(p, 'shape')} formation.`,
  // ---------- recruits and skills ----------
  recruitsNothing: (p, w) => `${unit(p, w)} recruits, but there is no card to draw.`,
  recruits: (p, w) => `${unit(p, w)} recruits ${s(p, 'recruit')} into row ${n(p, 'row')}.`,
  recruitsNonUnit: (p, w) => `${unit(p, w)} recruits a non-unit card, which is discarded.`,
  sidelined: (p, w) => `${unit(p, w)} is sidelined instead of discarded.`,
  activates: (p, w) => `${w.subject(p.by, 'activates')} ${s(p, 'card')}'s skill.`,
  attachesAddOn: (p, w) => `${w.subject(p.by, 'attaches')} a ${s(p, 'addOn')} add-on token to ${s(p, 'card')}.`,
  addsDamage: (p, w) => `${unit(p, w)} adds ${n(p, 'amount')} damage to the next Declaration.`,
  unblockable: (p, w) => `${unit(p, w)} deals ${n(p, 'amount')} unblockable damage to each opponent${p.firstRow ? "'s first row" : ''}.`,
  noRaise: (p, w) => `${unit(p, w)} finds no card to raise.`,
  raises: (p, w) => `${unit(p, w)} raises a Zombie into row ${n(p, 'row')}.`,
  noReplay: (p, w) => `${unit(p, w)} finds no unit in the discard pile.`,
  replays: (p, w) => `${unit(p, w)} replays ${s(p, 'target')} into row ${n(p, 'row')}.`,
  readies: (p, w) => `${unit(p, w)} readies his next attack.`,
  revealsTops: (p, w) => `${unit(p, w)} reveals the top card of each opponent's draw pile.`,
  noTarget: (p, w) => `${w.owner(p.by)} ${s(p, 'kind')} has no target.`,
  declined: (p, w) => `${unit(p, w)}: declined.`,
  heals: (p, w) => `${unit(p, w)} removes ${n(p, 'amount')} damage from ${s(p, 'target')}.`,
  disables: (p, w) => `${unit(p, w)}: ${s(p, 'target')} deals no melee damage this combat round.`,
  poisons: (p, w) => `${unit(p, w)}: ${s(p, 'target')} cannot attack during the next Declaration Phase.`,
  mugs: (p, w) => `${unit(p, w)} removes the action marker from ${s(p, 'target')}.`,
  mugsToken: (p, w) => `${w.subject(p.by, 'takes')} ${p.faceDown ? 'a face-down VP token' : 'a used add-on token (1 VP)'} from ${w.seat(p.from)}.`,
  attachesBulletProof: (p, w) => `${w.subject(p.by, 'attaches')} Bullet Proof to ${s(p, 'target')}.`,
  banditRecruits: (p, w) => `${unit(p, w)} recruits ${s(p, 'target')} from ${w.seat(p.from)}; the other revealed cards stay face up on their draw piles.`,
  recruitsBorrowed: (p, w) => `${unit(p, w)} recruits ${s(p, 'target')} from ${w.owner(p.from)} discard pile.`,
  // ---------- Kickers and tokens ----------
  kickerReshuffle: () => 'The Kicker discard pile is reshuffled into the Kicker deck.',
  kickerDrawn: (p, w) => `${unit(p, w)} draws the Kicker ${s(p, 'kicker')}.`,
  bulletProofNone: () => 'Bullet Proof has no Level 1 unit to attach to and is discarded.',
  bulletProofAttaches: (p) => `Bullet Proof attaches to ${s(p, 'target')}.`,
  kickerAttaches: (p) => `${s(p, 'kicker')} attaches to ${s(p, 'target')}.`,
  noToken: () => 'No VP token is left to draw.',
  rangedToken: (p) => `A ranged add-on token attaches to ${s(p, 'target')}.`,
  tokenBack: () => 'The token is not a ranged add-on and goes back face down.',
  noUnitToPlay: () => 'No unit in the discard pile to play.',
  kickerPlays: (p) => `${s(p, 'kicker')} plays ${s(p, 'target')} into row ${n(p, 'row')}.`,
  kickerHeals: (p) => `${s(p, 'kicker')} heals ${s(p, 'target')}.`,
  kickerDamage: (p) => `${s(p, 'kicker')} adds ${n(p, 'amount')} damage to the next Declaration.`,
  // ---------- damage ----------
  bulletProofPrevents: (p) => `Bullet Proof on ${s(p, 'target')} prevents ${n(p, 'amount')} damage.`,
  takesDamage: (p, w) => `${unit(p, w)} takes ${n(p, 'amount')} damage${n(p, 'blocked') ? ` (${n(p, 'blocked')} blocked by shields)` : ''}${p.defeated ? ' and is defeated' : ''}.`,
  preventsAll: (p, w) => `${unit(p, w)} prevents all ${n(p, 'amount')} damage.`,
  absorbs: (p, w) => `${unit(p, w)} takes ${n(p, 'amount')} of the damage.`,
  spill: (p, w) => `${n(p, 'amount')} damage to ${w.seat(p.to)} has nowhere to go and is ignored.`,
  discarded: (p, w) => `${unit(p, w)} is discarded.`,
  returns: (p, w) => `${s(p, 'card')} returns to ${w.owner(p.owner)} discard pile.`,
  activationSkipped: () => 'The Activation Phase is skipped.',
  declared: (p, w) => `Declared damage: ${list(p, 'seats').map((seat, i) => `${w.seat(seat)} ${Number(list(p, 'totals')[i] ?? 0)}`).join(', ')}.`,
  applies: (p, w) => `${w.subject(p.highest, 'deals')} ${n(p, 'dealt')} to every other player; ${w.subject(p.second, 'deals')} ${n(p, 'back')} to ${w.seat(p.highest)}.`,
  falls: (p, w) => `${unit(p, w)} falls forward to row ${n(p, 'row')}.`,
  // ---------- the end of a round, and of the game ----------
  winsRound: (p, w) => `${w.subject(p.by, 'is')} the last army standing and ${verb(w, p.by, 'wins')} ${s(p, 'prize') || 'the round'}.`,
  noArmies: () => 'No army takes the battlefield: nobody wins; the Victory card stays.',
  mutual: () => 'The armies defeat each other: nobody wins; the Victory card stays.',
  stalemate: () => 'Stalemate: the armies cannot defeat one another; nobody wins and the Victory card stays.',
  winsSuddenDeath: (p, w) => `${w.subject(p.by, 'wins')} the sudden-death Victory card and the game.`,
  tokenPasses: (p, w) => `The 1st Player Token passes to ${w.seat(p.to)}.`,
  upgrades: (p, w) => `${w.subject(p.by, 'removes')} ${s(p, 'card')} from the game and ${verb(w, p.by, 'puts')} an Upgrade card on top of the draw pile.`,
  buries: (p, w) => `${w.subject(p.by, 'buries')} a card under ${s(p, 'card')} (${n(p, 'buried')} of ${n(p, 'most')}).`,
  finalVp: (p, w) => `Final VP: ${list(p, 'seats').map((seat, i) => `${w.seat(seat)} ${Number(list(p, 'scores')[i] ?? 0)}`).join(', ')}.`,
  winsGame: (p, w) => `${w.subject(p.by, 'wins')} the game.`,
  suddenDeath: (p, w) => `Tied on VP and Victory cards: ${w.list(list(p, 'tied').map((seat) => w.seat(seat)))} fight a sudden-death round.`,
  tieVictoryCards: () => 'Equal VP: the player with the most Victory cards wins.',
  tieSuddenDeath: () => 'Still tied: a sudden-death combat round for a random unused Victory card.',
  tieShared: () => 'Equal VP and Victory cards with no unused Victory card left: a shared victory.',
  // ---------- the Draft Tournament ----------
  stage: (p, w) => `Stage ${n(p, 'stage')}: ${list(p, 'tables').map((pair) => (Array.isArray(pair) ? (pair as readonly Param[]) : []).map((seat) => w.seat(seat)).join(' vs ')).join('; ')}.`,
  winsTournament: (p, w) => `${w.subject(p.by, 'wins')} the tournament.`,
};

const ACTIONS: Readonly<Record<string, Say>> = {
  pick: (p) => `Take ${s(p, 'card')}`,
  done: () => 'Finish building the army',
  place: (p) => `Place ${s(p, 'card')} in row ${n(p, 'row')}`,
  confirm: () => 'Confirm the formation',
  recruit: (p) => `Recruit with ${s(p, 'card')}`,
  endRecruit: () => 'Stop recruiting',
  activate: (p) => `Activate ${s(p, 'card')}`,
  addOn: (p) => `Attach an add-on token to ${s(p, 'card')}`,
  pass: () => 'Pass',
  assign: (p) => `Assign damage to ${s(p, 'card')}`,
  absorb: (p) => `${s(p, 'card')} takes ${p.amount === undefined ? 'damage' : `${n(p, 'amount')} damage`} for the army`,
  prevent: (p) => `${s(p, 'card')} prevents the damage`,
  chooseFaceDown: () => 'Take a face-down VP token (at random)',
  chooseAddOn: () => 'Take a used add-on token (1 VP)',
  chooseSeat: (p, w) => `Choose ${w.seat(p.seat)}`,
  choose: (p) => `Choose ${s(p, 'card')}`,
  react: (p) => `Use ${s(p, 'card')}'s reaction`,
  endReactions: () => 'Use no more of these reactions',
  decline: () => 'Decline',
  fall: (p) => `${s(p, 'card')} falls forward`,
  endFall: () => 'Stop falling forward',
  noMoreReactions: () => 'No more reactions',
  bury: (p) => `Bury ${s(p, 'card')} under ${s(p, 'under')}`,
  endBury: () => 'Stop burying',
  upgradeTo: (p) => `Remove ${s(p, 'remove')} and take ${s(p, 'card')} from your Upgrade deck`,
  upgrade: (p) => `Remove ${s(p, 'remove')} and upgrade`,
  declineUpgrade: () => 'Do not upgrade',
};

/** A Draft Tournament table's line says which table it comes from: "Table 2: Anders draws 5 cards." */
const atTable = (say: Say): Say => (p, w) => (p.table === undefined ? say(p, w) : `Table ${Number(p.table)}: ${upper(say(p, w))}`);

export const RUCKUS_WORDS: Catalogue = {
  ...Object.fromEntries(Object.entries(LINES).map(([key, say]) => [key, atTable(say)])),
  ...Object.fromEntries(Object.entries(ACTIONS).map(([key, say]) => [`act.${key}`, say])),
  // Refusals ('no.*') and the AI's reasons ('why.*', the draft coach's 'coach.*'), in files of their own.
  ...RUCKUS_REFUSALS,
  ...RUCKUS_REASONS,
};
