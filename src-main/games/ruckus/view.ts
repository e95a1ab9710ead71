// What each seat may see of a Ruckus game: its view (hidden zones as counts, flags by name), the card ids hidden from
// it, and the checks on a state's zones (every card once) that the conformance kit runs.
import type { RngState } from '@main/engine/rng';
// The view crosses to the renderer, so its types live in src-shared (declared once).
import type { PlayerView, RuckusView, Unit as UnitView, UnitFlags } from '@shared/games/ruckus-view';
import { seatName } from './rules';
import { F, ROW_CAP, type Cards, type Hit, type Phase, type Player, type Prompt, type RuckusState, type Sidelined, type Unit } from './state';
import { heartsOf } from './stats';
import { rowCounts } from './zones';
export type { PlayerView, RuckusView };

const copyUnit = (unit: Unit): Unit => ({ id: unit.id, row: unit.row, damage: unit.damage, flags: unit.flags, owner: unit.owner, addOns: unit.addOns.slice(), attached: unit.attached.slice() });
/** The flags of a unit by name, as a view shows them, and back (the state keeps them as bits). */
const FLAG_BITS: readonly (readonly [keyof UnitFlags, number])[] = [
  ['marker', F.MARKER], ['zombie', F.ZOMBIE], ['defeated', F.DEFEATED], ['noMelee', F.NO_MELEE], ['noAttack', F.NO_ATTACK],
  ['armed', F.ARMED], ['recruited', F.RECRUITED], ['bulletProofUsed', F.BP_USED], ['loan', F.LOAN], ['spent', F.SPENT],
];
export function unitView(unit: Unit): UnitView {
  const flags = {} as UnitFlags;
  for (const [name, bit] of FLAG_BITS) flags[name] = (unit.flags & bit) !== 0;
  return { id: unit.id, row: unit.row, damage: unit.damage, flags, owner: unit.owner, addOns: unit.addOns.slice(), attached: unit.attached.slice() };
}
export function unitOfView(unit: UnitView): Unit {
  let flags = 0;
  for (const [name, bit] of FLAG_BITS) if (unit.flags[name]) flags |= bit;
  return { id: unit.id, row: unit.row, damage: unit.damage, flags: flags, owner: unit.owner, addOns: unit.addOns.slice(), attached: unit.attached.slice() };
}
export const copySidelined = (list: Sidelined[]): Sidelined[] => list.map((sidelined) => ({ id: sidelined.id, buried: sidelined.buried.slice() }));
export const copyHit = (hit: Hit): Hit => ({ ...hit, reacted: hit.reacted.slice() });
export const copyPrompt = (prompt: Prompt): Prompt => ({ ...prompt, options: prompt.options.slice() });

function clonePlayer(player: Player): Player {
  return {
    guild: player.guild, known: player.known.slice(), draw: player.draw.slice(), topShown: player.topShown, hand: player.hand.slice(), held: player.held,
    discard: player.discard.slice(), army: player.army.map(copyUnit), done: player.done, beside: player.beside.slice(), sidelined: copySidelined(player.sidelined),
    won: player.won.slice(), tokens: player.tokens.slice(), used: player.used.slice(), removed: player.removed.slice(), bonus: player.bonus,
    upgrades: player.upgrades.slice(), points: player.points, inRound: player.inRound, acts: player.acts,
  };
}

export function cloneState(s: RuckusState): RuckusState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]] as RngState,
    victoryDeck: s.victoryDeck.slice(), victoryOut: s.victoryOut.slice(), upgrade: s.upgrade.slice(), kickers: s.kickers.slice(),
    kickerDiscard: s.kickerDiscard.slice(), tokenPool: s.tokenPool.slice(), boxed: s.boxed.slice(), draftPool: s.draftPool.slice(),
    seats: s.seats.map(clonePlayer), hits: s.hits.map(copyHit), prompts: s.prompts.map(copyPrompt), declared: s.declared.slice(),
    results: s.results.slice(), picks: s.picks.slice(),
  };
}

/** A player's army is behind the Battle Screen for the others while formations are placed. */
export const armyHidden = (s: { phase: Phase }, viewer: number, owner: number): boolean => s.phase === 'formation' && viewer !== owner;

export function viewOf(s: RuckusState, cards: Cards, me: number): RuckusView {
  return {
    me, players: s.players, setup: s.setup, child: s.child, noUpgrades: s.noUpgrades, speed: s.speed, maxRounds: s.maxRounds, setKey: s.setKey,
    phase: s.phase, round: s.round, first: s.first, turn: s.turn, active: s.active, cycle: s.cycle,
    victoryDeck: s.victoryDeck.slice(), prize: s.prize, victoryOutCount: s.victoryOut.length, upgradeCount: s.upgrade.length,
    kickerCount: s.kickers.length, kickerDiscard: s.kickerDiscard.slice(), tokenPoolCount: s.tokenPool.length, boxed: s.boxed.slice(),
    draftPool: s.draftPool.slice(),
    seats: s.seats.map((player, seat) => {
      const mine = seat === me;
      const hideArmy = armyHidden(s, me, seat);
      return {
        guild: player.guild, known: player.known.slice(), drawCount: player.draw.length,
        drawTop: player.topShown && player.draw.length > 0 ? player.draw[player.draw.length - 1] : null,
        drawCards: mine ? player.draw.slice().sort() : null, hand: mine ? player.hand.slice() : null, handCount: player.hand.length, held: player.held,
        discard: player.discard.slice(), army: hideArmy ? null : player.army.map(unitView), rows: rowCounts(player.army), done: player.done,
        beside: player.beside.slice(), sidelined: copySidelined(player.sidelined), won: player.won.map((id) => cards.victory[id].name),
        tokens: mine ? player.tokens.slice() : null, tokenCount: player.tokens.length, used: player.used.slice(), removed: player.removed.slice(),
        bonus: player.bonus, upgrades: mine ? player.upgrades.slice() : null, upgradeCount: player.upgrades.length, points: player.points,
        inRound: player.inRound, acts: player.acts,
      };
    }),
    hits: s.hits.map(copyHit), prompts: s.prompts.map(copyPrompt), declared: s.declared.slice(), results: s.results.slice(),
    suddenDeath: s.suddenDeath, winner: s.winner, endReason: s.endReason, truncated: s.truncated, picks: s.picks.slice(),
  };
}

/** Card ids `player` may not see: decks, face-down tokens, others' hands and secret formations. */
export function hiddenFrom(s: RuckusState, player: number): string[] {
  const out: string[] = [...s.upgrade, ...s.victoryOut, ...s.kickers, ...s.tokenPool];
  // Units known to be among a player's cards (a Basic army, drafted units) are named in every view; where each one
  // is (hand, draw pile, secret formation) stays hidden, which the view never says.
  const known = new Set<string>();
  for (const player of s.seats) for (const id of player.known) known.add(id);
  const secret = (id: string): void => { if (!known.has(id)) out.push(id); };
  for (let other = 0; other < s.players; other++) {
    if (other === player) continue;
    const opponent = s.seats[other];
    const visibleTop = opponent.topShown ? opponent.draw.length - 1 : -1;
    for (let i = 0; i < opponent.draw.length; i++) if (i !== visibleTop) secret(opponent.draw[i]);
    for (const id of opponent.hand) secret(id);
    for (const id of opponent.tokens) out.push(id);
    for (const id of opponent.upgrades) out.push(id);
    if (armyHidden(s, player, other)) for (const unit of opponent.army) secret(unit.id);
  }
  return out;
}

/**
 * A formation behind the Battle Screen was revealed to `player` since `before`: its units' ids may all be known (a
 * Basic army, drafted units), but where each one stands was not.
 */
export function revealedSince(before: RuckusState, now: RuckusState, player: number): boolean {
  return before.seats.some((opponent, other) => other !== player && opponent.army.length > 0 && armyHidden(before, player, other) && !armyHidden(now, player, other));
}

/** Every card id in a zone, in zone order (duplicates mean a card is in two zones). */
export function zoneCards(s: RuckusState): string[] {
  const out: string[] = [];
  const add = (xs: readonly string[]): void => { for (const x of xs) out.push(x); };
  add(s.victoryDeck); if (s.prize) out.push(s.prize); add(s.victoryOut); add(s.upgrade); add(s.kickers); add(s.kickerDiscard);
  add(s.tokenPool); add(s.boxed); add(s.draftPool);
  for (const player of s.seats) {
    add(player.draw); add(player.hand); add(player.discard); add(player.beside); add(player.tokens); add(player.used); add(player.removed); add(player.upgrades);
    for (const unit of player.army) { out.push(unit.id); add(unit.addOns); add(unit.attached); }
    for (const sidelined of player.sidelined) { out.push(sidelined.id); add(sidelined.buried); }
  }
  for (const prompt of s.prompts) if (prompt.card) out.push(prompt.card);
  return out;
}

export function invariantsOf(s: RuckusState, cards: Cards): string[] {
  const problems: string[] = [];
  const inZones = zoneCards(s);
  if (inZones.length !== cards.all.length) problems.push(`${inZones.length} cards in zones, the card set has ${cards.all.length}`);
  const seen = new Set<string>();
  for (const id of inZones) {
    if (seen.has(id)) problems.push(`${id} is in two zones`);
    seen.add(id);
    if (!cards.kind[id]) problems.push(`${id} is not a card of the set`);
  }
  for (let seat = 0; seat < s.players; seat++) {
    const player = s.seats[seat];
    if (player.points < 0) problems.push(`${seatName(seat)} has negative draft points`);
    if (player.bonus < 0 || player.acts < 0) problems.push(`${seatName(seat)} has a negative count`);
    for (const id of player.won) if (!cards.victory[id]) problems.push(`${seatName(seat)} won a non-Victory card ${id}`);
    const rows = rowCounts(player.army);
    if (s.phase === 'formation' && rows.some((n, r) => n > ROW_CAP[r])) problems.push(`${seatName(seat)}'s formation breaks the 3-2-1 rule`);
    for (const unit of player.army) {
      if (unit.row < 0 || unit.row > 2) problems.push(`${unit.id} is in row ${unit.row}`);
      if (unit.damage < 0) problems.push(`${unit.id} has negative damage`);
      if (unit.damage > heartsOf(cards, unit)) problems.push(`${unit.id} has more damage than hearts`);
    }
  }
  for (const hit of s.hits) if (hit.amount < 0) problems.push('a hit has negative damage');
  return problems;
}
