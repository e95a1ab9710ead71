// The Ruckus rules: setup, the phases of a combat round, damage, falling forward, upgrades and scoring.
// `advance` runs every automatic step until some player must decide; actions.ts validates and applies decisions.
import type { LogEntry, LogRecord } from '@main/engine/game';
import { logging, logLinesOf as engineLogLines, logOn, say } from '@main/engine/log';
import { CATALOGUES } from '@shared/games/catalogues';
import { seatParam as S, type Params } from '@shared/games/words';
import { nextInt, seedRng, shuffleInPlace } from '@main/engine/rng';
import { ABSORB_ALL, GUILDS, type Effect, type EffectKind, type Guild, type Skill, type UnitCard } from '@shared/games/ruckus/cards';
import { guildsWithArmies, seatArmies, takeArmies } from './army';
import { checkCardSet } from '@shared/games/ruckus/cards';
import { defaultCardSet } from './card-set';
import { MUG_FACE_DOWN } from '@shared/games/ruckus-view';
import {
  F, ROW_CAP, registerCardSet, tableFor,
  type DeclaredPart, type Hit, type Player, type Prompt, type PromptKind, type RuckusOptions, type RuckusState, type Table, type Unit,
} from './state';
import { declaredTotal, hasRangedAddOn, heartsOf, passiveOn, shieldsOf, skillOf } from './stats';

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
export function expandCite(key: string, setKey = 'default'): string {
  if (key.startsWith('#')) {
    const t = tableFor(setKey);
    const id = key.slice(1);
    const text = t.unit[id]?.skill?.text ?? t.kicker[id]?.text ?? t.victory[id]?.text;
    return text ? `${cardName(t, id)}: "${text}"` : key;
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
export function logRule(_s: unknown, key: string, params: Params = {}, cites?: string): void {
  say(`ruckus.${key}`, params, cites);
}

/** The log in words: each message told with neutral seat names, its cite expanded; a line saved as a sentence read as before. */
export function logLinesOf(entries: readonly LogRecord[], players: number, setKey: string): LogEntry[] {
  return engineLogLines(entries, CATALOGUES, players, (key) => expandCite(key, setKey), (entry) => logEntry(entry, setKey));
}

/** A log entry saved as a sentence string (before messages), its cite key expanded to the quotation. */
export function logEntry(entry: LogRecord, setKey: string): LogEntry {
  const line = String(entry);
  const at = line.indexOf(CITE_MARK);
  return at < 0 ? { text: line } : { text: line.slice(0, at), cites: expandCite(line.slice(at + 1), setKey) };
}

export const seat = (p: number): string => `Player ${p + 1}`;

/** Seats in player order, starting with the 1st Player. */
export function order(s: RuckusState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.players; i++) out.push((s.first + i) % s.players);
  return out;
}

export const seatAt = (s: RuckusState, i: number): number => (s.first + i) % s.players;

export function standing(s: RuckusState, pl: Player): boolean {
  for (const u of pl.army) if (!(u.f & F.DEFEATED)) return true;
  return false;
}

// ---------------------------------------------------------------- setup

function newPlayer(guild: Guild): Player {
  return {
    guild, known: [], draw: [], topShown: false, hand: [], held: false, discard: [], army: [], done: false, beside: [], sidelined: [],
    won: [], tokens: [], used: [], removed: [], bonus: 0, upgrades: [], points: DRAFT_POINTS, inRound: true, acts: 0,
  };
}

export function setupState(options: RuckusOptions, seed: number | string): RuckusState {
  const players = options.players;
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new RangeError(`Ruckus takes 2 to 4 players, not ${players}`);
  let setKey = 'default';
  if (options.cardSet && options.cardSet !== defaultCardSet) {
    const check = checkCardSet(options.cardSet);
    if (!check.ok || !check.set) throw new RangeError(`invalid card set: ${check.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    setKey = registerCardSet(check.set);
  }
  const t = tableFor(setKey);
  // Armies brought to the game (saved armies): checked before anything is dealt.
  const armies = options.armies !== undefined ? seatArmies(t.set, options) : null;
  const rng = seedRng(seed);
  const s: RuckusState = {
    players, setup: options.setup ?? 'basic', child: !!options.child, noUpgrades: !!options.noUpgrades, speed: !!options.speed,
    maxRounds: options.maxRounds ?? 0, setKey, rng, phase: 'build', round: 0, first: 0, turn: 0, active: false, cycle: 0,
    victoryDeck: [], prize: null, victoryOut: [], upgrade: [], kickers: [], kickerDiscard: [], tokenPool: [], boxed: [], draftPool: [],
    p: [], hits: [], prompts: [], declared: [], results: [], suddenDeath: false, winner: -1, endReason: '', truncated: false, picks: [],
  };
  // Camp: 5 random Victory cards face up, the top one the first prize.
  const victory = shuffleInPlace(rng, t.set.victory.map((v) => v.id));
  s.victoryDeck = victory.slice(0, VICTORY_DECK_SIZE);
  s.victoryOut = victory.slice(VICTORY_DECK_SIZE);
  s.prize = s.victoryDeck.pop() ?? null;
  s.tokenPool = shuffleInPlace(rng, t.set.tokens.map((k) => k.id));
  s.kickers = shuffleInPlace(rng, t.set.kickers.map((k) => k.id));
  // First player: each draws a Kicker, highest number wins, the cards go back to the bottom.
  const drawn: string[] = [];
  let best = 0;
  for (let p = 0; p < players; p++) {
    const k = s.kickers.pop()!;
    drawn.push(k);
    if (t.kicker[k].number > t.kicker[drawn[best]].number) best = p;
  }
  s.kickers.unshift(...drawn);
  s.first = best;
  if (logOn()) logRule(s, 'firstPlayer', { seats: drawn.map((_, p) => S(p)), draws: drawn.map((k) => t.kicker[k].number), first: S(best) }, RULE.firstPlayer);
  let guilds = options.guilds;
  if (!guilds) guilds = armies ? guildsWithArmies(armies, shuffleInPlace(rng, GUILDS.slice())) : shuffleInPlace(rng, GUILDS.slice()).slice(0, players);
  if (guilds.length !== players) throw new RangeError(`${guilds.length} guilds for ${players} players`);
  s.p = guilds.map((g) => newPlayer(g));
  const inPlay = new Set(guilds);
  for (const u of t.set.units) if (!inPlay.has(u.guild)) s.boxed.push(u.id);
  const setup = s.setup;
  if (setup === 'basic') {
    const taken = new Set<string>();
    s.p.forEach((pl, pi) => {
      const army = armies?.[pi];
      const inArmy = (u: UnitCard): boolean => (army ? u.level === 'S' || army.units.includes(u.id) : u.star);
      for (const u of t.set.units) {
        if (u.guild !== pl.guild || !inArmy(u) || taken.has(u.id)) continue;
        pl.draw.push(u.id);
        taken.add(u.id);
        // A Basic army is public; a saved army's picks are as secret as an Advanced build.
        if (!army || u.level === 'S') pl.known.push(u.id);
      }
    });
    for (const u of t.set.units) if (inPlay.has(u.guild) && !taken.has(u.id)) s.upgrade.push(u.id);
    beginGame(s);
  } else {
    const taken = new Set<string>();
    s.p.forEach((pl) => {
      for (const u of t.set.units) if (u.guild === pl.guild && u.level === 'S' && !taken.has(u.id)) { pl.draw.push(u.id); pl.known.push(u.id); taken.add(u.id); }
    });
    // Advanced and Pure: the unchosen units wait in the (face-down) Upgrade deck while players build.
    for (const u of t.set.units) if (inPlay.has(u.guild) && !taken.has(u.id)) (setup === 'draft' ? s.draftPool : s.upgrade).push(u.id);
    if (setup === 'draft') {
      s.phase = 'draft';
      s.turn = 0;
      if (logOn()) logRule(s, 'draftLayout', {}, RULE.draftLayout);
    } else {
      s.phase = 'build';
      for (const pl of s.p) pl.done = false;
      if (logOn()) logRule(s, 'advancedSetup', { points: DRAFT_POINTS }, RULE.advanced);
      if (armies) takeArmies(s, t, armies);
    }
    advance(s);
  }
  return s;
}

/** After building: shuffle each army into a draw pile and the rest into the Upgrade deck, then the first combat round. */
export function beginGame(s: RuckusState): void {
  if (s.setup === 'pure') {
    // Pure Guild: everything not in an army or a personal Upgrade deck leaves the game.
    for (const id of s.upgrade) s.boxed.push(id);
    s.upgrade = [];
  }
  shuffleInPlace(s.rng, s.upgrade);
  for (const pl of s.p) shuffleInPlace(s.rng, pl.draw);
  if (s.setup === 'pure') { if (logOn()) logRule(s, 'upgradeDecks', { seats: s.p.map((_, pi) => S(pi)), cards: s.p.map((pl) => pl.upgrades.length) }, RULE.upgradeDeck); }
  else { if (logOn()) logRule(s, 'upgradeDeck', { cards: s.upgrade.length }, RULE.upgradeDeck); }
  startRound(s);
}

// ---------------------------------------------------------------- drawing

/** Draws the top card of a player's draw pile, reshuffling the discard pile when the draw pile is empty. */
export function drawCard(s: RuckusState, pi: number): string | null {
  const pl = s.p[pi];
  if (pl.draw.length === 0) {
    if (pl.discard.length === 0) return null;
    pl.draw = shuffleInPlace(s.rng, pl.discard);
    pl.discard = [];
    pl.topShown = false;
    if (logOn()) logRule(s, 'reshuffle', { by: S(pi) }, RULE.reshuffle);
  }
  pl.topShown = false;
  return pl.draw.pop()!;
}

/** A Victory card's "WHEN YOU DRAW THIS CARD" directions; returns true when the card left the hand. */
function onVictoryDraw(s: RuckusState, t: Table, pi: number, id: string): boolean {
  const v = t.victory[id];
  const d = v?.onDraw;
  if (!d) return false;
  const pl = s.p[pi];
  const cite = `#${id}`;
  if (d.kind === 'beside') {
    pl.beside.push(id);
    if (logOn()) logRule(s, 'drawsBeside', { by: S(pi), card: v.name }, cite);
    return true;
  }
  if (d.kind === 'sideline-bury') {
    pl.sidelined.push({ id, buried: [] });
    if (logOn()) logRule(s, 'drawsSideline', { by: S(pi), card: v.name }, cite);
    return true;
  }
  if (d.kind === 'take-token') {
    const tk = s.tokenPool.pop();
    if (tk) pl.tokens.push(tk);
    if (logOn()) logRule(s, 'drawsToken', { by: S(pi), card: v.name, token: !!tk }, cite);
    return false;
  }
  pl.beside.push(id);
  const at = topUnitIndex(t, pl.discard);
  if (at >= 0) {
    pl.hand.push(pl.discard.splice(at, 1)[0]);
    if (logOn()) logRule(s, 'drawsReplay', { by: S(pi), card: v.name }, cite);
  } else { if (logOn()) logRule(s, 'drawsNoReplay', { by: S(pi), card: v.name }, RULE.kickerNoEffect); }
  return true;
}

/** Index of the topmost unit card in a pile, or -1. */
export function topUnitIndex(t: Table, pile: string[]): number {
  for (let i = pile.length - 1; i >= 0; i--) if (t.kind[pile[i]] === 'unit') return i;
  return -1;
}

/** Cards that may stand in a formation: units, and Victory cards with unit statistics (G-800). */
export const isFieldable = (t: Table, id: string): boolean => t.kind[id] === 'unit' || !!t.victory[id]?.unit;

// ---------------------------------------------------------------- combat round

export function startRound(s: RuckusState): void {
  if (s.maxRounds > 0 && s.round >= s.maxRounds) {
    s.truncated = true;
    s.endReason = `stopped at the simulation limit of ${s.maxRounds} combat rounds`;
    s.phase = 'over';
    if (logOn()) logRule(s, 'stopped', { rounds: s.round });
    return;
  }
  s.round++;
  s.cycle = 0;
  const t = tableFor(s.setKey);
  if (logOn()) logRule(s, 'round', { round: s.round, prize: s.prize ? t.victory[s.prize].name : '' });
  for (const pi of order(s)) {
    const pl = s.p[pi];
    pl.done = !pl.inRound;
    if (!pl.inRound) continue;
    pl.held = pl.hand.length > 0;
    let drawn = 0;
    for (let i = 0; i < DRAW_LIMIT; i++) {
      const id = drawCard(s, pi);
      if (id === null) break;
      drawn++;
      if (!onVictoryDraw(s, t, pi, id)) pl.hand.push(id);
    }
    if (logOn()) logRule(s, 'draws', { by: S(pi), cards: drawn, kept: pl.held }, RULE.draw);
  }
  s.phase = 'formation';
}

function finishFormation(s: RuckusState): void {
  const t = tableFor(s.setKey);
  for (const pi of order(s)) {
    const pl = s.p[pi];
    if (!pl.inRound) continue;
    if (pl.held && pl.hand.length > 0) {
      if (logOn()) logRule(s, 'discardsHeld', { by: S(pi), cards: pl.hand.length }, RULE.held);
      for (const id of pl.hand) pl.discard.push(id);
      pl.hand = [];
    }
    pl.held = false;
  }
  for (const pi of order(s)) {
    const pl = s.p[pi];
    if (!pl.inRound) continue;
    const rows = [0, 0, 0];
    for (const u of pl.army) rows[u.row]++;
    if (pl.army.length === 0) { if (logOn()) logRule(s, 'holdsAll', { by: S(pi) }, RULE.holdBack); }
    else { if (logOn()) logRule(s, 'reveals', { by: S(pi), shape: rows.filter((n, i) => n > 0 || i === 0).join('-') }, RULE.reveal); }
  }
  for (const pi of order(s)) for (const u of s.p[pi].army.slice()) onPlay(s, t, pi, u);
  s.phase = 'recruit';
  for (let pi = 0; pi < s.players; pi++) s.p[pi].done = !s.p[pi].inRound || recruitUnits(s, t, pi).length === 0;
}

/** Units of a player that may still recruit in the recruiting step. */
export function recruitUnits(s: RuckusState, t: Table, pi: number): string[] {
  if (s.child || s.speed) return [];
  const pl = s.p[pi];
  if (pl.draw.length === 0 && pl.discard.length === 0) return [];
  const out: string[] = [];
  for (const u of pl.army) if (!(u.f & (F.RECRUITED | F.DEFEATED)) && skillOf(t, u)?.effect.kind === 'recruit') out.push(u.id);
  return out;
}

/** Draws one card and plays it into `row` when it is a unit (Recruit). */
export function recruitInto(s: RuckusState, t: Table, pi: number, row: number, by: string): void {
  const id = drawCard(s, pi);
  const pl = s.p[pi];
  const name = t.unit[by]?.name ?? by;
  if (id === null) { { if (logOn()) logRule(s, 'recruitsNothing', { by: S(pi), card: name }, RULE.recruit); } return; }
  if (isFieldable(t, id)) {
    if (logOn()) logRule(s, 'recruits', { by: S(pi), card: name, recruit: cardName(t, id), row: row + 1 }, RULE.recruit);
    enterPlay(s, t, pi, id, row, pi, 0);
    return;
  }
  if (onVictoryDraw(s, t, pi, id)) return;
  pl.discard.push(id);
  if (logOn()) logRule(s, 'recruitsNonUnit', { by: S(pi), card: name }, RULE.recruitNonUnit);
}

export function cardName(t: Table, id: string): string {
  return t.unit[id]?.name ?? t.victory[id]?.name ?? t.kicker[id]?.name ?? id;
}

/** A card comes onto the battlefield: "REACTION: WHEN YOU PLAY THIS CARD" fires, and a recruit card mid-combat may recruit. */
export function enterPlay(s: RuckusState, t: Table, pi: number, id: string, row: number, owner: number, f: number): Unit {
  const u: Unit = { id, row, dmg: 0, f, owner, addOns: [], attached: [] };
  s.p[pi].army.push(u);
  onPlay(s, t, pi, u);
  const sk = skillOf(t, u);
  if (sk?.effect.kind === 'recruit' && !s.child && !s.speed && s.phase !== 'formation' && s.phase !== 'recruit') {
    s.prompts.push({ player: pi, kind: 'recruit-now', unit: id, options: ['recruit'], optional: true, amount: row, card: '' });
  }
  return u;
}

function onPlay(s: RuckusState, t: Table, pi: number, u: Unit): void {
  const sk = skillOf(t, u);
  if (!sk || sk.trigger !== 'on-play' || s.child || s.speed) return;
  // "Using a reactive skill is optional": its player decides (Plague Rat's damage may defeat a unit whose own reaction hurts back).
  offerReactions(s, pi, [u.id]);
}

/**
 * Optional reactions of `pi`'s units to resolve now (on playing a card, on being discarded): one prompt, one unit at a
 * time in the order the player picks, the rest offered again after each; declining lets the rest lapse.
 */
function offerReactions(s: RuckusState, pi: number, units: string[]): void {
  if (units.length === 0) return;
  const open = s.prompts.find((pr) => pr.kind === 'reaction' && pr.player === pi);
  if (open) { for (const id of units) open.options.push(id); return; }
  s.prompts.push({ player: pi, kind: 'reaction', unit: units[0], options: units.slice(), optional: true, amount: 0, card: '' });
}

/** Resolves one offered reaction: a played card's or a discarded unit's unblockable damage, or Zeke's sidelining. */
function resolveReaction(s: RuckusState, t: Table, pi: number, id: string): void {
  const sk = t.unit[id]?.skill;
  if (!sk) return;
  const pl = s.p[pi];
  if (sk.effect.kind === 'bury') {
    const at = pl.discard.lastIndexOf(id);
    if (at < 0) return;
    pl.discard.splice(at, 1);
    pl.sidelined.push({ id, buried: [] });
    if (logOn()) logRule(s, 'sidelined', { by: S(pi), card: cardName(t, id) }, `#${id}`);
    return;
  }
  const on = findUnit(s, id);
  runEffect(s, t, pi, on && on.pi === pi ? on.u : { id, row: 0, dmg: 0, f: 0, owner: pi, addOns: [], attached: [] }, sk, true);
}

// ---------------------------------------------------------------- effects

/** Applies a skill's effect for the unit's controller (one handler per effect kind). */
export function runEffect(s: RuckusState, t: Table, pi: number, u: Unit, sk: Skill, automatic: boolean): void {
  const e = sk.effect;
  const pl = s.p[pi];
  const who = (): Params => ({ by: S(pi), card: cardName(t, u.id) });
  const cite = `#${u.id}`;
  switch (e.kind) {
    case 'damage-bonus':
      pl.bonus += e.amount;
      if (logOn()) logRule(s, 'addsDamage', { ...who(), amount: e.amount }, cite);
      return;
    case 'unblockable':
      if (logOn()) logRule(s, 'unblockable', { ...who(), amount: e.amount, firstRow: e.to === 'each-opponent-first-row' }, cite);
      unblockableToOpponents(s, pi, e.amount, e.to === 'each-opponent-first-row' ? 0 : -1, cite);
      return;
    case 'zombie': {
      const top = pl.discard.pop();
      if (top === undefined) { { if (logOn()) logRule(s, 'noRaise', who(), cite); } return; }
      enterPlay(s, t, pi, top, u.row, pi, F.ZOMBIE);
      if (logOn()) logRule(s, 'raises', { ...who(), row: u.row + 1 }, RULE.zombieRaise);
      return;
    }
    case 'draw-kicker':
      drawKicker(s, t, pi, u);
      return;
    case 'heal':
      targetPrompt(s, pi, 'heal', u, healTargets(s, pi), e.amount, false);
      return;
    case 'disable-melee':
      // How long the card says: no melee damage this combat round (Saboteur), or no attack in the next Declaration
      // Phase (Poison Pete). A reaction's choice may be declined ("Using a reactive skill is optional").
      targetPrompt(s, pi, e.until === 'next-declaration' ? 'poison' : 'disable', u, opponentUnits(s, pi), 0, automatic);
      return;
    case 'mug':
      targetPrompt(s, pi, 'mug', u, mugTargets(s, pi), 0, false);
      return;
    case 'replay': {
      const at = topUnitIndex(t, pl.discard);
      if (at < 0) { { if (logOn()) logRule(s, 'noReplay', who(), RULE.kickerNoEffect); } return; }
      const id = pl.discard.splice(at, 1)[0];
      if (logOn()) logRule(s, 'replays', { ...who(), target: cardName(t, id), row: u.row + 1 }, cite);
      enterPlay(s, t, pi, id, u.row, pi, 0);
      return;
    }
    case 'row-behind':
      u.f |= F.ARMED;
      if (logOn()) logRule(s, 'readies', who(), cite);
      return;
    case 'recruit':
      u.f |= F.RECRUITED;
      recruitInto(s, t, pi, u.row, u.id);
      return;
    case 'bandit': {
      const options: string[] = [];
      for (const o of order(s)) {
        if (o === pi || !s.p[o].inRound) continue;
        const op = s.p[o];
        if (op.draw.length === 0 && op.discard.length > 0) { op.draw = shuffleInPlace(s.rng, op.discard); op.discard = []; }
        if (op.draw.length === 0) continue;
        op.topShown = true;
        const top = op.draw[op.draw.length - 1];
        if (isFieldable(t, top)) options.push(top);
      }
      if (logOn()) logRule(s, 'revealsTops', who(), cite);
      targetPrompt(s, pi, 'bandit', u, options, 0, true);
      return;
    }
    case 'raise':
      targetPrompt(s, pi, 'raise', u, raiseTargets(s, t, pi), 0, true);
      return;
    case 'absorb': case 'prevent-all': case 'row-bonus': case 'self-bonus': case 'row-shield': case 'extra-activation': case 'bury':
      return;
  }
}

function targetPrompt(s: RuckusState, pi: number, kind: PromptKind, u: Unit, options: string[], amount: number, optional: boolean): void {
  if (options.length === 0) { { if (logOn()) logRule(s, 'noTarget', { by: S(pi), kind }, RULE.kickerNoEffect); } return; }
  s.prompts.push({ player: pi, kind, unit: u.id, options, optional, amount, card: '' });
}

export function healTargets(s: RuckusState, pi: number): string[] {
  const out: string[] = [];
  for (const u of s.p[pi].army) if (u.dmg > 0 && !(u.f & F.DEFEATED)) out.push(u.id);
  return out;
}

export function opponentUnits(s: RuckusState, pi: number): string[] {
  const out: string[] = [];
  for (const o of order(s)) if (o !== pi && s.p[o].inRound) for (const u of s.p[o].army) if (!(u.f & F.DEFEATED)) out.push(u.id);
  return out;
}

export function mugTargets(s: RuckusState, pi: number): string[] {
  const out: string[] = [];
  for (const o of order(s)) {
    const op = s.p[o];
    if (o === pi || !op.inRound || op.tokens.length + op.used.length === 0) continue;
    for (const u of op.army) if ((u.f & F.MARKER) && !(u.f & F.DEFEATED)) out.push(u.id);
  }
  return out;
}

export function raiseTargets(s: RuckusState, t: Table, pi: number): string[] {
  const out: string[] = [];
  for (const o of order(s)) if (o !== pi && topUnitIndex(t, s.p[o].discard) >= 0) out.push(`p${o}`);
  return out;
}

export function findUnit(s: RuckusState, id: string): { pi: number; u: Unit } | null {
  for (let pi = 0; pi < s.players; pi++) for (const u of s.p[pi].army) if (u.id === id) return { pi, u };
  return null;
}

/** Resolves a prompt's chosen option (the validity was checked by the caller). */
export function resolvePrompt(s: RuckusState, pr: Prompt, option: string | null): void {
  const t = tableFor(s.setKey);
  const pi = pr.player;
  const src = findUnit(s, pr.unit);
  const who = (): Params => ({ by: S(pi), card: cardName(t, pr.unit) });
  if (option === null) { { if (logOn()) logRule(s, 'declined', who(), pr.kind === 'reaction' ? RULE.reactive : undefined); } return; }
  switch (pr.kind) {
    case 'heal': {
      const target = findUnit(s, option)!.u;
      const healed = Math.min(pr.amount, target.dmg);
      target.dmg -= healed;
      if (logOn()) logRule(s, 'heals', { ...who(), amount: healed, target: cardName(t, option) });
      return;
    }
    case 'disable': case 'poison': {
      const target = findUnit(s, option)!.u;
      target.f |= pr.kind === 'disable' ? F.NO_MELEE : F.NO_ATTACK;
      if (logOn()) logRule(s, pr.kind === 'disable' ? 'disables' : 'poisons', { ...who(), target: cardName(t, option) },
        pr.kind === 'poison' ? RULE.poison : `#${pr.unit}`);
      return;
    }
    case 'mug': {
      const found = findUnit(s, option)!;
      found.u.f &= ~F.MARKER;
      const op = s.p[found.pi];
      if (logOn()) logRule(s, 'mugs', { ...who(), target: cardName(t, option) }, RULE.mugger);
      // FAQ Mugger: "may choose to resolve the skill by choosing a VP token that has been previously played as an add-on token".
      if (op.tokens.length > 0 && op.used.length > 0) {
        s.prompts.unshift({ player: pi, kind: 'mug-token', unit: pr.unit, options: [MUG_FACE_DOWN, ...new Set(op.used)], optional: false, amount: found.pi, card: '' });
      } else mugToken(s, pi, found.pi, op.tokens.length > 0 ? MUG_FACE_DOWN : op.used[0]);
      return;
    }
    case 'mug-token': mugToken(s, pi, pr.amount, option); return;
    case 'bullet-proof': {
      const target = findUnit(s, option)!.u;
      target.attached.push(pr.card);
      if (logOn()) logRule(s, 'attachesBulletProof', { by: S(pi), target: cardName(t, option) });
      return;
    }
    case 'bandit': {
      let from = -1;
      for (let o = 0; o < s.players; o++) if (o !== pi && s.p[o].topShown && s.p[o].draw[s.p[o].draw.length - 1] === option) from = o;
      const op = s.p[from];
      op.draw.pop();
      op.topShown = false;
      if (logOn()) logRule(s, 'banditRecruits', { ...who(), target: cardName(t, option), from: S(from) }, RULE.banditFaq);
      enterPlay(s, t, pi, option, src ? src.u.row : 0, from, F.LOAN);
      return;
    }
    case 'raise': {
      const o = Number(option.slice(1));
      const op = s.p[o];
      const at = topUnitIndex(t, op.discard);
      const id = op.discard.splice(at, 1)[0];
      if (logOn()) logRule(s, 'recruitsBorrowed', { ...who(), target: cardName(t, id), from: S(o) }, RULE.borrowed);
      enterPlay(s, t, pi, id, src ? src.u.row : 0, o, 0);
      return;
    }
    case 'reaction': {
      const rest = pr.options.filter((id) => id !== option);
      if (rest.length > 0) s.prompts.unshift({ ...pr, unit: rest[0], options: rest });
      resolveReaction(s, t, pi, option);
      return;
    }
    case 'recruit-now': {
      if (src) { src.u.f |= F.RECRUITED; recruitInto(s, t, pi, src.u.row, pr.unit); }
      return;
    }
  }
}

/** The Mugger's pick among a mugged player's tokens: a face-down one (a blind, random pick) or a used add-on token. */
export { MUG_FACE_DOWN };

function mugToken(s: RuckusState, pi: number, from: number, option: string): void {
  const op = s.p[from];
  const pl = s.p[pi];
  if (option === MUG_FACE_DOWN) pl.tokens.push(op.tokens.splice(nextInt(s.rng, op.tokens.length), 1)[0]);
  else pl.used.push(op.used.splice(op.used.indexOf(option), 1)[0]);
  if (logOn()) logRule(s, 'mugsToken', { by: S(pi), faceDown: option === MUG_FACE_DOWN, from: S(from) }, RULE.mugger);
}

function drawKicker(s: RuckusState, t: Table, pi: number, u: Unit): void {
  if (s.kickers.length === 0) {
    s.kickers = shuffleInPlace(s.rng, s.kickerDiscard);
    s.kickerDiscard = [];
    if (logOn()) logRule(s, 'kickerReshuffle', {}, RULE.kickerReshuffle);
  }
  const k = s.kickers.pop();
  if (!k) return;
  const card = t.kicker[k];
  const cite = `#${k}`;
  const pl = s.p[pi];
  const e = card.effect;
  if (logOn()) logRule(s, 'kickerDrawn', { by: S(pi), card: cardName(t, u.id), kicker: card.name }, RULE.kickerPlayed);
  switch (e.kind) {
    case 'bullet-proof': {
      const options: string[] = [];
      for (const o of pl.army) if (!(o.f & (F.DEFEATED | F.ZOMBIE)) && t.unit[o.id]?.level === 1) options.push(o.id);
      if (options.length === 0) { s.kickerDiscard.push(k); { if (logOn()) logRule(s, 'bulletProofNone', {}, RULE.kickerNoEffect); } return; }
      if (options.length === 1) { findUnit(s, options[0])!.u.attached.push(k); { if (logOn()) logRule(s, 'bulletProofAttaches', { target: cardName(t, options[0]) }, cite); } return; }
      // Held aside until the player chooses; the prompt resolution attaches it.
      s.prompts.push({ player: pi, kind: 'bullet-proof', unit: u.id, options, optional: false, amount: 0, card: k });
      return;
    }
    case 'attach-stat':
      u.attached.push(k);
      if (logOn()) logRule(s, 'kickerAttaches', { kicker: card.name, target: cardName(t, u.id) }, cite);
      return;
    case 'shot-in-the-dark': {
      s.kickerDiscard.push(k);
      const tk = s.tokenPool.pop();
      if (!tk) { { if (logOn()) logRule(s, 'noToken', {}, RULE.kickerNoEffect); } return; }
      if (t.token[tk].addOn === 'ranged') { u.addOns.push(tk); { if (logOn()) logRule(s, 'rangedToken', { target: cardName(t, u.id) }, RULE.shotInTheDark); } }
      else { s.tokenPool.unshift(tk); { if (logOn()) logRule(s, 'tokenBack', {}, cite); } }
      return;
    }
    case 'replay': {
      s.kickerDiscard.push(k);
      const at = topUnitIndex(t, pl.discard);
      if (at < 0) { { if (logOn()) logRule(s, 'noUnitToPlay', {}, RULE.kickerNoEffect); } return; }
      const id = pl.discard.splice(at, 1)[0];
      enterPlay(s, t, pi, id, u.row, pi, 0);
      if (logOn()) logRule(s, 'kickerPlays', { kicker: card.name, target: cardName(t, id), row: u.row + 1 }, cite);
      return;
    }
    case 'unblockable':
      s.kickerDiscard.push(k);
      unblockableToOpponents(s, pi, e.amount, -1, cite);
      return;
    case 'heal':
      s.kickerDiscard.push(k);
      u.dmg = Math.max(0, u.dmg - e.amount);
      if (logOn()) logRule(s, 'kickerHeals', { kicker: card.name, target: cardName(t, u.id) }, cite);
      return;
    case 'damage-bonus':
      s.kickerDiscard.push(k);
      pl.bonus += e.amount;
      if (logOn()) logRule(s, 'kickerDamage', { kicker: card.name, amount: e.amount }, cite);
      return;
  }
}


function newHit(to: number, amount: number, blockable: boolean, row: number, from: number, behind: number, cite: string): Hit {
  return { to, amount, blockable, row, from, behind, landed: 0, firstRow: -1, reacted: [], started: false, cite };
}

/** "Unblockable damage is not combined": one hit per source and receiver, in player order. */
export function unblockableToOpponents(s: RuckusState, pi: number, amount: number, row: number, cite: string): void {
  for (const o of order(s)) {
    if (o === pi || !s.p[o].inRound || !standing(s, s.p[o])) continue;
    s.hits.push(newHit(o, amount, false, row, -1, 0, cite));
  }
}

// ---------------------------------------------------------------- damage

/** Units that may take the current hit. */
export function hitCandidates(s: RuckusState, h: Hit): Unit[] {
  const out: Unit[] = [];
  for (const u of s.p[h.to].army) if (!(u.f & F.DEFEATED) && (h.row < 0 || u.row === h.row)) out.push(u);
  return out;
}

/** Reactions (absorb, prevent) the receiver may use before the hit is applied. */
export function hitReactions(s: RuckusState, h: Hit): { unit: string; kind: 'absorb' | 'prevent' }[] {
  if (!h.blockable || h.started || s.child) return [];
  const t = tableFor(s.setKey);
  const out: { unit: string; kind: 'absorb' | 'prevent' }[] = [];
  for (const u of s.p[h.to].army) {
    if (u.f & F.DEFEATED) continue;
    const sk = skillOf(t, u);
    if (!sk || sk.trigger !== 'on-damage' || h.reacted.includes(u.id) || !reactionReady(s, u, sk)) continue;
    if (sk.effect.kind === 'absorb') out.push({ unit: u.id, kind: 'absorb' });
    else if (sk.effect.kind === 'prevent-all' && h.from >= 0) out.push({ unit: u.id, kind: 'prevent' });
  }
  return out;
}

/** A reactive skill can be used now: not in Child Friendly; one with a marker only once a round (in Speed Enhanced, once armed). */
export function reactionReady(s: RuckusState, u: Unit, sk: Skill): boolean {
  if (s.child) return false;
  if (s.speed) return (u.f & F.MARKER) !== 0 && (!sk.marker || !(u.f & F.SPENT));
  return !sk.marker || !(u.f & F.MARKER);
}

export function useReaction(s: RuckusState, u: Unit, sk: Skill): void {
  if (!sk.marker) return;
  if (s.speed) u.f |= F.SPENT;
  else u.f |= F.MARKER;
}

/** What `amount` of a hit would do to one unit, without doing it: prevented whole (Bullet Proof), else blocked and taken. */
export function hitOnUnit(s: RuckusState, t: Table, h: Hit, pi: number, u: Unit, amount: number): { prevented: boolean; blocked: number; take: number } {
  if (h.blockable && h.from >= 0 && !(u.f & F.BP_USED) && u.attached.some((k) => t.kicker[k]?.effect.kind === 'bullet-proof')) return { prevented: true, blocked: 0, take: 0 };
  const blocked = h.blockable ? Math.min(shieldsOf(t, s, s.p[pi], u), amount) : 0;
  return { prevented: false, blocked, take: Math.min(amount - blocked, heartsOf(t, u) - u.dmg) };
}

/** Applies up to `amount` of a hit to one unit: shields first (blockable only), then hearts; returns points used. */
function damageUnit(s: RuckusState, t: Table, h: Hit, pi: number, u: Unit, amount: number): number {
  const { prevented, blocked, take } = hitOnUnit(s, t, h, pi, u, amount);
  if (prevented) {
    u.f |= F.BP_USED;
    if (logOn()) logRule(s, 'bulletProofPrevents', { target: cardName(t, u.id), amount }, `#${u.attached.find((k) => t.kicker[k]?.effect.kind === 'bullet-proof')}`);
    if (h.firstRow < 0) h.firstRow = u.row;
    return amount;
  }
  u.dmg += take;
  h.landed += take;
  if (take > 0) s.active = true;
  if (h.firstRow < 0) h.firstRow = u.row;
  if (u.dmg >= heartsOf(t, u)) u.f |= F.DEFEATED;
  if (logOn()) logRule(s, 'takesDamage', { by: S(pi), card: cardName(t, u.id), amount: take, blocked, defeated: (u.f & F.DEFEATED) !== 0 },
    blocked ? RULE.shield : h.cite);
  return blocked + take;
}

export function assignHit(s: RuckusState, u: Unit): void {
  const t = tableFor(s.setKey);
  const h = s.hits[0];
  h.started = true;
  h.amount -= damageUnit(s, t, h, h.to, u, h.amount);
  settleHit(s);
}

/** The amounts a unit's absorbing reaction may take of the current hit: "up to" N is any of 1..N, "all of it" the whole. */
export function absorbAmounts(h: Hit, sk: Skill): number[] {
  if (sk.effect.kind !== 'absorb') return [];
  const most = Math.min(sk.effect.amount, h.amount);
  if (sk.effect.amount >= ABSORB_ALL) return most > 0 ? [most] : [];
  const out: number[] = [];
  for (let x = 1; x <= most; x++) out.push(x);
  return out;
}

export function absorbHit(s: RuckusState, u: Unit, sk: Skill, amount?: number): void {
  const t = tableFor(s.setKey);
  const h = s.hits[0];
  h.reacted.push(u.id);
  useReaction(s, u, sk);
  if (sk.effect.kind === 'prevent-all') {
    if (logOn()) logRule(s, 'preventsAll', { by: S(h.to), card: cardName(t, u.id), amount: h.amount }, `#${u.id}`);
    h.amount = 0;
    settleHit(s);
    return;
  }
  const cap = sk.effect.kind === 'absorb' ? sk.effect.amount : 0;
  const x = Math.min(amount ?? cap, cap, h.amount);
  if (logOn()) logRule(s, 'absorbs', { by: S(h.to), card: cardName(t, u.id), amount: x }, `#${u.id}`);
  const before = h.landed;
  damageUnit(s, t, h, h.to, u, x);
  // Absorbing counts as applying the damage to the army (FAQ Cleaver: Shepherd, Warden, Saint).
  h.landed = before + x;
  h.amount -= x;
  settleHit(s);
}

/** Ends the current hit when it is used up or nothing can take it; Cleaver's damage follows at once. */
function settleHit(s: RuckusState): void {
  const h = s.hits[0];
  if (h.amount > 0 && hitCandidates(s, h).length > 0) return;
  s.hits.shift();
  if (h.amount > 0) { if (logOn()) logRule(s, 'spill', { amount: h.amount, to: S(h.to) }, RULE.spill); }
  if (h.behind > 0 && h.landed > 0 && h.firstRow >= 0 && h.firstRow < 2) {
    s.hits.unshift(newHit(h.to, h.behind, true, h.firstRow + 1, -1, 0, RULE.cleaver));
  }
}

/** Hits that need no decision resolve themselves: nothing to hit, or a single unit and no reaction. */
function autoHits(s: RuckusState): boolean {
  while (s.hits.length > 0) {
    const h = s.hits[0];
    if (h.amount <= 0) { settleHit(s); continue; }
    const c = hitCandidates(s, h);
    if (c.length === 0) { settleHit(s); continue; }
    if (c.length === 1 && hitReactions(s, h).length === 0) { assignHit(s, c[0]); continue; }
    return false;
  }
  return true;
}

/** Discards defeated units and resolves their reactions (Bang, Boom, Poison Pete, Zeke) before anything else. */
function sweep(s: RuckusState): boolean {
  const t = tableFor(s.setKey);
  let any = false;
  for (const pi of order(s)) {
    const pl = s.p[pi];
    const reacting: string[] = [];
    for (let i = 0; i < pl.army.length; i++) {
      const u = pl.army[i];
      if (!(u.f & F.DEFEATED)) continue;
      any = true;
      pl.army.splice(i--, 1);
      leaveBattlefield(s, t, pi, u, true, reacting);
    }
    // FAQ Unblockable Damage: Bang and Boom resolve separately, in the order their player chooses; each is optional.
    offerReactions(s, pi, reacting);
  }
  if (any) s.active = true;
  return any;
}

/**
 * A unit leaves the battlefield: tokens, attachments and the card go where the rules send them. Its optional
 * reactions to being discarded (Bang, Boom, Zeke's sidelining) join `reacting`, which the caller offers to its player.
 */
function leaveBattlefield(s: RuckusState, t: Table, pi: number, u: Unit, defeated: boolean, reacting: string[]): void {
  const pl = s.p[pi];
  for (const tk of u.addOns) pl.used.push(tk);
  for (const k of u.attached) s.kickerDiscard.push(k);
  const sk = skillOf(t, u);
  const skillWorks = !!sk && !s.child && (!s.speed || (u.f & F.MARKER) !== 0);
  s.p[u.owner].discard.push(u.id);
  if (defeated) {
    const cite = u.f & F.ZOMBIE ? RULE.zombie : u.owner !== pi ? RULE.borrowed : RULE.defeated;
    if (logOn()) logRule(s, 'discarded', { by: S(pi), card: u.f & F.ZOMBIE ? 'Zombie' : cardName(t, u.id) }, cite);
  }
  if (!skillWorks || sk!.trigger !== 'on-discard') return;
  // Zeke: "When this unit is discarded, sideline it" (also when the round's last units are cleared away).
  if (sk!.effect.kind === 'bury') { if (u.owner === pi) reacting.push(u.id); return; }
  if (!defeated) return;
  if (sk!.effect.kind === 'unblockable') reacting.push(u.id);
  else runEffect(s, t, pi, u, sk!, true);
}

// ---------------------------------------------------------------- phases

export function beginActivation(s: RuckusState): void {
  const t = tableFor(s.setKey);
  for (let pi = 0; pi < s.players; pi++) {
    const pl = s.p[pi];
    for (let i = 0; i < pl.army.length; i++) {
      const u = pl.army[i];
      if (!(u.f & F.LOAN)) continue;
      pl.army.splice(i--, 1);
      for (const tk of u.addOns) pl.used.push(tk);
      for (const k of u.attached) s.kickerDiscard.push(k);
      s.p[u.owner].discard.push(u.id);
      if (logOn()) logRule(s, 'returns', { card: cardName(t, u.id), owner: S(u.owner) }, RULE.bandit);
    }
  }
  s.cycle++;
  s.active = false;
  s.phase = 'activation';
  // Child Friendly: "all players will disregard the Activation Phase".
  s.turn = s.child ? s.players : 0;
  if (s.child) { if (logOn()) logRule(s, 'activationSkipped', {}, RULE.child); }
  beginTurn(s);
}

/** Sets up the activation turn of the player at `s.turn`, skipping players with no army. */
function beginTurn(s: RuckusState): void {
  const t = tableFor(s.setKey);
  while (s.turn < s.players) {
    const pi = seatAt(s, s.turn);
    const pl = s.p[pi];
    if (pl.inRound && standing(s, pl)) {
      pl.acts = 1;
      if (!s.speed && !s.child) for (const u of pl.army) if (skillOf(t, u)?.effect.kind === 'extra-activation') pl.acts = 2;
      return;
    }
    s.turn++;
  }
  declarationPhase(s);
}

/** The highest and second highest declared totals among `seats` (player order); ties go to the player closest to the 1st Player. */
export function highestTwo(s: RuckusState, seats: readonly number[]): { hi: number; second: number } {
  let hi = -1, second = -1;
  for (const pi of seats) if (hi < 0 || s.declared[pi] > s.declared[hi]) hi = pi;
  for (const pi of seats) if (pi !== hi && (second < 0 || s.declared[pi] > s.declared[second])) second = pi;
  return { hi, second };
}

export function declarationPhase(s: RuckusState): void {
  const t = tableFor(s.setKey);
  const seats = order(s).filter((pi) => s.p[pi].inRound && standing(s, s.p[pi]));
  s.declared = s.p.map(() => -1);
  const parts: DeclaredPart[][] = s.p.map(() => []);
  const behind: number[] = s.p.map(() => 0);
  for (const pi of seats) {
    const pl = s.p[pi];
    s.declared[pi] = declaredTotal(t, s, pl, (amount, source, part) => parts[pi].push({ amount, source, part }));
    pl.bonus = 0;
    for (const u of pl.army) {
      const sk = skillOf(t, u);
      if (sk?.effect.kind !== 'row-behind') continue;
      const ready = sk.trigger === 'active' ? (u.f & F.ARMED) !== 0 : passiveOn(s, u);
      const attacks = !(u.f & (F.NO_MELEE | F.NO_ATTACK)) && (u.row === 0 || hasRangedAddOn(t, u));
      if (ready && attacks) behind[pi] += sk.effect.amount;
      u.f &= ~F.ARMED;
    }
  }
  s.declaredParts = parts;
  if (logOn()) logRule(s, 'declared', { seats: seats.map((pi) => S(pi)), totals: seats.map((pi) => s.declared[pi]) }, RULE.declaration);
  for (const pi of seats) for (const u of s.p[pi].army) u.f &= ~F.NO_ATTACK;
  const { hi, second } = highestTwo(s, seats);
  s.phase = 'resolution';
  if (hi < 0) return;
  for (const pi of seats) {
    const from = pi === hi ? second : hi;
    if (from < 0 || s.declared[from] <= 0) continue;
    s.hits.push(newHit(pi, s.declared[from], true, 0, from, behind[from], RULE.applying));
  }
  if (second >= 0) { if (logOn()) logRule(s, 'applies', { highest: S(hi), dealt: s.declared[hi], second: S(second), back: s.declared[second] }, RULE.applying); }
}

/** Fall-forward moves open to a player: units that may step one row forward. */
export function fallMoves(s: RuckusState, pi: number): string[] {
  const pl = s.p[pi];
  const rows = [0, 0, 0];
  for (const u of pl.army) rows[u.row]++;
  const out: string[] = [];
  for (const u of pl.army) if (u.row > 0 && rows[u.row - 1] < ROW_CAP[u.row - 1]) out.push(u.id);
  return out;
}

/** An empty 1st or 2nd row with units behind it must be refilled. */
export function fallRequired(s: RuckusState, pi: number): boolean {
  const rows = [0, 0, 0];
  for (const u of s.p[pi].army) rows[u.row]++;
  return (rows[0] === 0 && rows[1] + rows[2] > 0) || (rows[1] === 0 && rows[2] > 0);
}

/** After-fall reactions (Raisin, Bandit) a player may still use this cycle. */
export function afterFallUnits(s: RuckusState, t: Table, pi: number): string[] {
  const out: string[] = [];
  if (s.child) return out;
  for (const u of s.p[pi].army) {
    const sk = skillOf(t, u);
    if (!sk || sk.trigger !== 'after-fall' || !reactionReady(s, u, sk)) continue;
    if (sk.effect.kind === 'raise' && raiseTargets(s, t, pi).length === 0) continue;
    if (sk.effect.kind === 'bandit' && !order(s).some((o) => o !== pi && s.p[o].inRound && s.p[o].draw.length + s.p[o].discard.length > 0)) continue;
    out.push(u.id);
  }
  return out;
}

/** Whether activating this unit's skill now would do anything (no wasted markers on skills without a target). */
export function activationUseful(s: RuckusState, t: Table, pi: number, u: Unit): boolean {
  const sk = skillOf(t, u);
  if (!sk || s.child || (u.f & F.MARKER)) return false;
  if (!s.speed && sk.trigger !== 'active') return false;
  const pl = s.p[pi];
  switch (sk.effect.kind) {
    case 'zombie': return pl.discard.length > 0;
    case 'draw-kicker': return s.kickers.length + s.kickerDiscard.length > 0;
    case 'heal': return sk.trigger === 'active' ? healTargets(s, pi).length > 0 : true;
    case 'disable-melee': return sk.trigger === 'active' ? opponentUnits(s, pi).length > 0 : true;
    case 'mug': return mugTargets(s, pi).length > 0;
    case 'replay': return topUnitIndex(t, pl.discard) >= 0;
    case 'recruit': return pl.draw.length + pl.discard.length > 0;
    default: return true;
  }
}

/**
 * Skills whose unused activation could still let an army damage another whatever the formations: unblockable damage
 * (shields never block it), units brought onto the battlefield, a Kicker drawn (Powder Keg, War Cry, Double Whammy),
 * a VP token taken (it may be an add-on). Damage bonuses count in `mostDamage` instead, where they can be weighed.
 */
const REACHING: ReadonlySet<EffectKind> = new Set<EffectKind>(['unblockable', 'zombie', 'draw-kicker', 'replay', 'mug', 'recruit']);
/** In Speed Enhanced every skill needs its activation: these are the ones that can add damage once switched on. */
const OFFENSIVE: ReadonlySet<EffectKind> = new Set<EffectKind>([...REACHING, 'damage-bonus', 'row-bonus', 'self-bonus', 'row-behind', 'extra-activation']);

/** Something an army could still do that may let it damage another army, whatever the formations (see `stalemated`). */
function reachingMeans(s: RuckusState, t: Table, pi: number, fighters: number): boolean {
  if (s.child) return false;
  const pl = s.p[pi];
  for (const u of pl.army) {
    if (u.f & F.DEFEATED) continue;
    // Poisoned for the next Declaration only: its damage is back after that.
    if (u.f & F.NO_ATTACK) return true;
    const sk = skillOf(t, u);
    if (!sk || !activationUseful(s, t, pi, u)) continue;
    if (s.speed ? OFFENSIVE.has(sk.effect.kind) : REACHING.has(sk.effect.kind)) return true;
    // With 3 or 4 players only the two highest totals deal damage: stopping another army's melee can change who they are.
    if (fighters > 2 && sk.effect.kind === 'disable-melee') return true;
  }
  return afterFallUnits(s, t, pi).length > 0;
}

/**
 * The most damage an army could declare from here: its total in the best formation falling forward can still reach,
 * plus its unused damage-bonus skills and its melee and ranged add-on tokens (one point each).
 */
export function mostDamage(s: RuckusState, t: Table, pi: number): number {
  const pl = s.p[pi];
  const units = pl.army.filter((u) => !(u.f & F.DEFEATED));
  let extra = 0;
  if (!s.child) {
    for (const u of units) {
      const sk = skillOf(t, u);
      if (sk?.effect.kind === 'damage-bonus' && activationUseful(s, t, pi, u)) extra += sk.effect.amount;
    }
    for (const id of pl.tokens) if (t.token[id]?.addOn === 'melee' || t.token[id]?.addOn === 'ranged') extra++;
  }
  // Units only ever fall forward: try every formation reachable that way (at most 6 units, 3 rows).
  const rows = units.map((u) => u.row);
  let best = 0;
  const counts = [0, 0, 0];
  const joined = [false, false, false];
  const tryRow = (k: number): void => {
    if (k === units.length) {
      // No empty row in front of a unit; no row that a unit fell into holds more than the 3-2-1 rule allows.
      if (counts[0] === 0 || (counts[1] === 0 && counts[2] > 0)) return;
      for (let r = 0; r < 3; r++) if (joined[r] && counts[r] > ROW_CAP[r]) return;
      best = Math.max(best, declaredTotal(t, s, pl));
      return;
    }
    for (let r = 0; r <= rows[k]; r++) {
      const was = joined[r];
      if (r < rows[k]) joined[r] = true;
      units[k].row = r; counts[r]++;
      tryRow(k + 1);
      counts[r]--;
      joined[r] = was;
    }
    units[k].row = rows[k];
  };
  tryRow(0);
  units.forEach((u, k) => { u.row = rows[k]; });
  return best + extra;
}

/**
 * Whether an army can block a hit of `amount` completely, every time: shields of a 1st-row unit plus what absorbing
 * reactions usable on every hit (no action marker) take and block themselves. Once-a-round protections (Bullet Proof,
 * Wallace, Warden, Saint) only put damage off, so they do not count.
 */
export function blocksEveryHit(s: RuckusState, t: Table, pi: number, amount: number): boolean {
  const pl = s.p[pi];
  let front = 0, absorbed = 0;
  for (const u of pl.army) {
    if (u.f & F.DEFEATED) continue;
    if (u.row === 0) front = Math.max(front, shieldsOf(t, s, pl, u));
    const sk = skillOf(t, u);
    if (!s.child && sk?.trigger === 'on-damage' && sk.effect.kind === 'absorb' && !sk.marker && reactionReady(s, u, sk)) {
      const shields = shieldsOf(t, s, pl, u);
      if (sk.effect.amount < ABSORB_ALL) absorbed += Math.min(sk.effect.amount, shields);
      else if (amount <= shields) return true;
    }
  }
  return amount <= front + absorbed;
}

/**
 * "Two or more players are left in a stalemate, unable to defeat one another in combat" (Winning a Combat Round): at
 * the end of a cycle, no army standing could ever again put damage on another. That holds when no army has a means
 * that reaches whatever the formations (`reachingMeans`) and, for every pair, the most damage one army could declare
 * (`mostDamage`) is blocked completely by the other's lasting defences (`blocksEveryHit`). Damage that lands is
 * progress (hearts are few, healing is once a round per unit), so otherwise the round goes on. RULES.md.
 */
export function stalemated(s: RuckusState): boolean {
  const t = tableFor(s.setKey);
  const fighting = order(s).filter((pi) => s.p[pi].inRound && standing(s, s.p[pi]));
  if (fighting.length < 2) return false;
  for (const pi of fighting) if (reachingMeans(s, t, pi, fighting.length)) return false;
  for (const x of fighting) {
    const most = mostDamage(s, t, x);
    if (most <= 0) continue;
    for (const y of fighting) if (y !== x && !blocksEveryHit(s, t, y, most)) return false;
  }
  return true;
}

/** Ends the combat round when at most one army stands; returns whether it ended. */
function checkRoundEnd(s: RuckusState): boolean {
  let alive = -1, count = 0;
  for (const pi of order(s)) if (s.p[pi].inRound && standing(s, s.p[pi])) { alive = pi; count++; }
  if (count > 1) return false;
  endRound(s, count === 1 ? alive : -1, count === 1 ? 'win' : 'mutual');
  return true;
}

export function endRound(s: RuckusState, winner: number, reason: 'win' | 'mutual' | 'stalemate'): void {
  const t = tableFor(s.setKey);
  s.results.push(winner);
  s.hits = [];
  for (const pr of s.prompts) if (pr.card) s.kickerDiscard.push(pr.card);
  s.prompts = [];
  if (winner >= 0) { if (logOn()) logRule(s, 'winsRound', { by: S(winner), prize: s.prize ? t.victory[s.prize].name : '' }, RULE.win); }
  else if (reason === 'mutual') { if (logOn()) logRule(s, s.cycle === 0 ? 'noArmies' : 'mutual', {}, RULE.mutual); }
  else { if (logOn()) logRule(s, 'stalemate', {}, RULE.stalemate); }
  const gainedSuddenDeath = winner >= 0 && s.suddenDeath;
  if (winner >= 0 && s.prize) {
    const w = s.p[winner];
    const v = t.victory[s.prize];
    w.discard.push(s.prize);
    w.won.push(s.prize);
    for (let i = 0; i < (v.onWinTokens ?? 0); i++) { const tk = s.tokenPool.pop(); if (tk) w.tokens.push(tk); }
    s.prize = s.suddenDeath ? null : s.victoryDeck.pop() ?? null;
  }
  for (const pi of order(s)) {
    const pl = s.p[pi];
    const reacting: string[] = [];
    for (const u of pl.army) leaveBattlefield(s, t, pi, u, false, reacting);
    offerReactions(s, pi, reacting);
    pl.army = [];
    for (const id of pl.beside) pl.discard.push(id);
    pl.beside = [];
    pl.bonus = 0;
    pl.topShown = false;
  }
  if (gainedSuddenDeath) {
    s.prompts = [];
    s.winner = winner;
    s.endReason = 'sudden death';
    s.phase = 'over';
    if (logOn()) logRule(s, 'winsSuddenDeath', { by: S(winner) }, RULE.suddenDeath);
    return;
  }
  s.phase = 'bury';
  s.turn = 0;
}

function buryCapacity(s: RuckusState, t: Table, pi: number): string[] {
  const out: string[] = [];
  const pl = s.p[pi];
  if (s.child || pl.discard.length === 0) return out;
  for (const sd of pl.sidelined) if (sd.buried.length < buryMax(t, sd.id)) out.push(sd.id);
  return out;
}

export function buryMax(t: Table, id: string): number {
  const sk = t.unit[id]?.skill;
  if (sk?.effect.kind === 'bury') return sk.effect.max;
  const d = t.victory[id]?.onDraw;
  return d?.kind === 'sideline-bury' ? d.max : 0;
}

export function buryTargets(s: RuckusState, pi: number): string[] {
  return buryCapacity(s, tableFor(s.setKey), pi);
}

export function canUpgrade(s: RuckusState, pi: number): boolean {
  if (s.noUpgrades) return false;
  const pl = s.p[pi];
  const last = s.results[s.results.length - 1];
  if (!pl.inRound || (last >= 0 && last === pi)) return false;
  const deck = s.setup === 'pure' ? pl.upgrades : s.upgrade;
  if (deck.length === 0) return false;
  const t = tableFor(s.setKey);
  return pl.discard.some((id) => t.kind[id] === 'unit');
}

function finishRound(s: RuckusState): void {
  s.first = (s.first + 1) % s.players;
  if (logOn()) logRule(s, 'tokenPasses', { to: S(s.first) }, RULE.token);
  if (s.prize === null) { finalScoring(s); return; }
  startRound(s);
}

export function scoreOf(s: RuckusState, pi: number): number {
  const t = tableFor(s.setKey);
  const pl = s.p[pi];
  let vp = 0;
  for (const id of pl.won) vp += t.victory[id].vp;
  for (const id of pl.tokens) vp += t.token[id].addOn ? 1 : t.token[id].vp;
  vp += pl.used.length;
  for (const sd of pl.sidelined) {
    const d = t.victory[sd.id]?.onDraw;
    vp += sd.buried.length * (d?.kind === 'sideline-bury' ? d.vpPer : t.unit[sd.id] ? 1 : 0);
  }
  return vp;
}

function finalScoring(s: RuckusState): void {
  const scores = s.p.map((_, pi) => scoreOf(s, pi));
  const top = Math.max(...scores);
  let tied = s.p.map((_, pi) => pi).filter((pi) => scores[pi] === top);
  if (logOn()) logRule(s, 'finalVp', { seats: scores.map((_, pi) => S(pi)), scores }, RULE.end);
  if (tied.length > 1) {
    const most = Math.max(...tied.map((pi) => s.p[pi].won.length));
    tied = tied.filter((pi) => s.p[pi].won.length === most);
  }
  if (tied.length === 1) {
    s.winner = tied[0];
    s.endReason = '5 Victory cards won';
    s.phase = 'over';
    if (logOn()) logRule(s, 'winsGame', { by: S(tied[0]!) }, RULE.end);
    return;
  }
  if (s.victoryOut.length === 0) {
    s.winner = -1;
    s.endReason = 'tie with no unused Victory card left';
    s.phase = 'over';
    return;
  }
  const pick = s.victoryOut.splice(nextInt(s.rng, s.victoryOut.length), 1)[0];
  s.prize = pick;
  s.suddenDeath = true;
  for (let pi = 0; pi < s.players; pi++) s.p[pi].inRound = tied.includes(pi);
  if (logOn()) logRule(s, 'suddenDeath', { tied: tied.map((pi) => S(pi)) }, RULE.suddenDeath);
  startRound(s);
}

// ---------------------------------------------------------------- the automatic loop

/** Runs automatic steps until a player must decide or the game is over. */
export function advance(s: RuckusState): void {
  const t = tableFor(s.setKey);
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.phase === 'over') return;
    if (s.prompts.length > 0) {
      const pr = s.prompts[0];
      if (pr.options.length === 1 && !pr.optional) { s.prompts.shift(); resolvePrompt(s, pr, pr.options[0]); continue; }
      return;
    }
    if (!autoHits(s)) return;
    if (sweep(s)) continue;
    switch (s.phase) {
      case 'build': case 'pure-upgrades': case 'formation':
        if (s.p.some((pl) => !pl.done)) return;
        if (s.phase === 'build') {
          if (s.setup === 'pure') { s.phase = 'pure-upgrades'; for (const pl of s.p) pl.done = pureChoices(s, t, pl).length === 0; continue; }
          beginGame(s);
        } else if (s.phase === 'pure-upgrades') beginGame(s);
        else finishFormation(s);
        continue;
      case 'draft': {
        const pi = seatAt(s, s.turn % s.players);
        if (s.p.every((pl) => pl.done)) { finishDraft(s); continue; }
        const pl = s.p[pi];
        if (!pl.done && draftChoices(s, t, pl).length === 0) pl.done = true;
        if (pl.done) { s.turn++; continue; }
        return;
      }
      case 'recruit':
        for (let pi = 0; pi < s.players; pi++) if (!s.p[pi].done && recruitUnits(s, t, pi).length === 0) s.p[pi].done = true;
        if (s.p.some((pl) => !pl.done)) return;
        if (checkRoundEnd(s)) continue;
        beginActivation(s);
        continue;
      case 'activation': {
        if (s.turn >= s.players) { declarationPhase(s); continue; }
        const pl = s.p[seatAt(s, s.turn)];
        if (checkRoundEnd(s)) continue;
        if (pl.acts > 0 && standing(s, pl)) return;
        s.turn++;
        beginTurn(s);
        continue;
      }
      case 'resolution':
        if (checkRoundEnd(s)) continue;
        s.phase = 'fall';
        s.turn = 0;
        continue;
      case 'fall': {
        if (s.turn >= s.players) { s.phase = 'after-fall'; s.turn = 0; continue; }
        const pi = seatAt(s, s.turn);
        const moves = fallMoves(s, pi);
        if (moves.length === 0 || !s.p[pi].inRound) { s.turn++; continue; }
        if (fallRequired(s, pi) && moves.length === 1) { fallForward(s, pi, moves[0]); continue; }
        return;
      }
      case 'after-fall': {
        if (s.turn >= s.players) {
          if (checkRoundEnd(s)) continue;
          if (s.cycle >= MAX_CYCLES || stalemated(s)) { endRound(s, -1, 'stalemate'); continue; }
          beginActivation(s);
          continue;
        }
        const pi = seatAt(s, s.turn);
        if (!s.p[pi].inRound || afterFallUnits(s, t, pi).length === 0) { s.turn++; continue; }
        return;
      }
      case 'bury': {
        if (s.turn >= s.players) { s.phase = 'upgrade'; s.turn = 0; continue; }
        if (buryCapacity(s, t, seatAt(s, s.turn)).length === 0) { s.turn++; continue; }
        return;
      }
      case 'upgrade': {
        if (s.turn >= s.players) { finishRound(s); continue; }
        if (!canUpgrade(s, seatAt(s, s.turn))) { s.turn++; continue; }
        return;
      }
    }
  }
  throw new Error('Ruckus: automatic steps did not settle');
}

export function fallForward(s: RuckusState, pi: number, id: string): void {
  const u = s.p[pi].army.find((x) => x.id === id)!;
  u.row--;
  if (logOn()) logRule(s, 'falls', { by: S(pi), card: cardName(tableFor(s.setKey), id), row: u.row + 1 }, RULE.fall);
}

/** Units a player may take while building: the shared draft layout, or (Advanced) the unchosen cards of the own guild. */
export function draftChoices(s: RuckusState, t: Table, pl: Player): string[] {
  const out: string[] = [];
  const draft = s.phase === 'draft';
  for (const id of draft ? s.draftPool : s.upgrade) {
    const u = t.unit[id];
    if (u.level !== 'S' && u.level <= pl.points && (draft || u.guild === pl.guild)) out.push(id);
  }
  return out;
}

/** Pure Guild: the unchosen cards of one's own guild, for the personal Upgrade deck. */
export function pureChoices(s: RuckusState, t: Table, pl: Player): string[] {
  if (pl.upgrades.length >= PURE_UPGRADE_DECK) return [];
  const out: string[] = [];
  for (const id of s.upgrade) if (t.unit[id].guild === pl.guild) out.push(id);
  return out;
}

function finishDraft(s: RuckusState): void {
  s.upgrade = s.draftPool;
  s.draftPool = [];
  s.first = (s.first - 1 + s.players) % s.players;
  if (logOn()) logRule(s, 'draftOver', { to: S(s.first) }, RULE.draftPass);
  beginGame(s);
}

export { RULE, ROW_CAP };
export type { Effect };
