// What each seat sees (rulebook, "Game Preparation" and the zones' rules: hands are hidden except the one laid out on
// the table, hangars and the deck are face down), and determinization: dealing the unseen cards again for the AI.
import type { PlayerId } from '@main/engine/game';
import type { Rng, RngState } from '@main/engine/rng';
import { NATIONS } from '@shared/games/rush/cards';
import { bit } from './bases';
import { BARRACKS, BASE, type Compiled } from './compiled';
import { OVER, PHASE_NAMES, type RushBaseView, type RushState, type RushView } from './state';
import { at, nums, zone } from './zones';

/** Whether seat `viewer` sees the hand of seat `player`: its own, and the current player's hand laid out on the table. */
export function handVisible(s: RushState, player: PlayerId, viewer: PlayerId): boolean {
  return player === viewer || (player === s.current && s.phase !== OVER);
}

function unseenKinds(s: RushState, c: Compiled, player: PlayerId, viewer: PlayerId): string[] {
  const out: string[] = [];
  const h = s.hangars[player]!;
  for (let i = 0; i < h.length; i++) out.push(c.kindKey[at(h, i)]!);
  if (!handVisible(s, player, viewer)) {
    const hand = s.hands[player]!;
    for (let i = 0; i < hand.length; i++) out.push(c.kindKey[at(hand, i)]!);
  }
  return out.sort();
}

/** The view of seat `me`: everything it may see, by card id, with the turn's figures by name. */
export function viewOf(s: RushState, c: Compiled, me: PlayerId): RushView {
  const ids = (z: string): string[] => nums(z).map((n) => c.ids[n]!);
  const idOr = (n: number): string | null => (n >= 0 ? c.ids[n]! : null);
  const medalDecks = (nation: number): { oneMedal: string[]; twoMedals: string[] } => ({ oneMedal: ids(s.oneMedalDecks[nation]!), twoMedals: ids(s.twoMedalDecks[nation]!) });
  const bases: RushBaseView[][] = [];
  for (let player = 0; player < s.players; player++) {
    const row: RushBaseView[] = [];
    for (let k = 0; k < c.basesPer; k++) {
      const slot = player * c.basesPer + k;
      row.push({ card: idOr(s.bases[slot]!), damaged: (s.baseDamage & bit(slot)) !== 0, defender: idOr(s.defenders[slot]!), defenderDamaged: (s.defenderDamage & bit(slot)) !== 0 });
    }
    bases.push(row);
  }
  return {
    me, set: s.set, players: s.players, first: s.first, turns: s.turns, maxTurns: s.maxTurns, current: s.current, phase: PHASE_NAMES[s.phase]!,
    hands: s.hands.map((h, player) => (handVisible(s, player, me) ? ids(h) : null)),
    handCounts: s.hands.map((h) => h.length),
    hangarCounts: s.hangars.map((h) => h.length),
    unseen: s.hands.map((_, player) => unseenKinds(s, c, player, me)),
    depots: s.depots.map(ids),
    bases,
    deckCount: s.deck.length,
    discard: ids(s.discard),
    reserve: ids(s.reserve),
    graveyard: ids(s.grave),
    medals: { ussr: medalDecks(0), usa: medalDecks(1), germany: medalDecks(2), france: medalDecks(3) },
    achievements: s.achievements.map((a) => c.set.achievements[a]!.id),
    achievementsInBox: s.achievementBox.length,
    turn: {
      summon: s.summon === 1, bought: s.bought === 1, credit: s.credit[0]!, nationalCredit: perNation((i) => s.credit[1 + i]!),
      attackDone: s.attackDone === 1, attackers: ids(s.attackers), fired: s.fired, attackNation: NATIONS[s.attackNation] ?? null, kills: s.kills,
      assaultKills: perNation((i) => s.assaultKills[i]!), inPlay: idOr(s.inPlay), usedAbilities: bitsOf(s.used),
      researched: s.researched === 1, target: idOr(s.target), owed: s.owed, researchN: s.researchN, repaired: s.repaired,
      sabotage: s.sabotage.slice(), medalNation: NATIONS[s.medalNation] ?? null, medalCount: s.medalCount, ending: s.ending === 1,
    },
    trigger: s.trigger, truncated: s.truncated === 1,
  };
}

/** A figure for each nation, by name (the state keeps them by index in NATIONS order). */
function perNation(of: (index: number) => number): Record<(typeof NATIONS)[number], number> {
  return { ussr: of(0), usa: of(1), germany: of(2), france: of(3) };
}

/** The indexes of the set bits of a small bit set, lowest first. */
function bitsOf(bits: number): number[] {
  const out: number[] = [];
  for (let i = 0; bits >> i; i++) if ((bits >> i) & 1) out.push(i);
  return out;
}

/**
 * Determinization in two parts: what every re-deal of the view shares (card numbers of the named cards, the unseen
 * instances of each player and of the deck before shuffling) is worked out once; each call shuffles and deals, and
 * copies what a step may change. Each call draws from `rng` exactly as the game's `determinize` does.
 */
export function rushDeterminizer(c: Compiled, v: RushView): (rng: Rng) => RushState {
  const named = new Uint8Array(c.total);
  const n = (id: string): number => { const x = c.byId.get(id)!; named[x] = 1; return x; };
  const z = (list: readonly string[]): string => zone(list.map(n));
  const bases: number[] = [], defenders: number[] = [];
  let baseDamage = 0, defenderDamage = 0;
  v.bases.forEach((row) => row.forEach((b) => {
    const slot = bases.length;
    bases.push(b.card ? n(b.card) : -1);
    defenders.push(b.defender ? n(b.defender) : -1);
    if (b.damaged) baseDamage |= bit(slot);
    if (b.defenderDamaged) defenderDamage |= bit(slot);
  }));
  const depots = v.depots.map(z);
  const discard = z(v.discard), reserve = z(v.reserve), grave = z(v.graveyard);
  const oneMedalDecks = NATIONS.map((n) => z(v.medals[n].oneMedal)), twoMedalDecks = NATIONS.map((n) => z(v.medals[n].twoMedals));
  const attackers = z(v.turn.attackers);
  const inPlay = v.turn.inPlay ? n(v.turn.inPlay) : -1;
  const target = v.turn.target ? c.byId.get(v.turn.target)! : -1;
  const shownHands: string[] = v.hands.map((h) => (h ? z(h) : ''));
  // Unnamed card instances by kind, dealt out to each player's unseen cards; the vehicles left are the deck.
  const free = new Map<string, number[]>();
  for (let i = 0; i < c.total; i++) {
    if (named[i] || ((c.cardClass[i] === BARRACKS || c.cardClass[i] === BASE) && c.owner[i]! >= v.players)) continue;
    const k = c.kindKey[i]!;
    let list = free.get(k);
    if (!list) free.set(k, (list = []));
    list.push(i);
  }
  const unseen = v.unseen.map((kinds) => kinds.map((k) => free.get(k)!.pop()!));
  const deckCards: number[] = [];
  for (let i = 0; i < c.V; i++) { const l = free.get(c.kindKey[i]!); if (l && l.length > 0) deckCards.push(l.pop()!); }
  const achievements = v.achievements.map((id) => c.set.achievements.findIndex((a) => a.id === id));
  const boxed = c.set.achievements.map((_, i) => i).filter((i) => !achievements.includes(i));
  const turn = v.turn;
  const phase = PHASE_NAMES.indexOf(v.phase);
  // The view names the turn's figures; the state keeps them as numbers (nation indexes, bits).
  const credit = [turn.credit, ...NATIONS.map((n) => turn.nationalCredit[n])];
  const assaultKills = NATIONS.map((n) => turn.assaultKills[n]);
  const attackNation = turn.attackNation ? NATIONS.indexOf(turn.attackNation) : -1;
  const medalNation = turn.medalNation ? NATIONS.indexOf(turn.medalNation) : -1;
  const used = turn.usedAbilities.reduce((bits, i) => bits | (1 << i), 0);
  return (rng) => {
    const hands = shownHands.slice();
    const hangars: string[] = [];
    for (let player = 0; player < v.players; player++) {
      const pool = rng.shuffle(unseen[player]!.slice());
      if (!v.hands[player]) {
        // A hand never holds a base card (it goes to the depot when drawn), so unseen base cards are in the hangar.
        const hand: number[] = [];
        for (let i = 0; i < pool.length && hand.length < v.handCounts[player]!; i++) {
          if (c.cardClass[pool[i]!] !== BASE) { hand.push(pool[i]!); pool.splice(i--, 1); }
        }
        hands[player] = zone(hand);
      }
      hangars.push(zone(pool));
    }
    const achievementBox = rng.shuffle(boxed.slice());
    return {
      set: v.set, players: v.players, first: v.first, rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()] as RngState, turns: v.turns, maxTurns: v.maxTurns,
      current: v.current, phase,
      hands, hangars, depots: depots.slice(), bases: bases.slice(), defenders: defenders.slice(), baseDamage, defenderDamage, deck: zone(rng.shuffle(deckCards.slice())), discard, reserve, grave,
      oneMedalDecks: oneMedalDecks.slice(), twoMedalDecks: twoMedalDecks.slice(), achievements: achievements.slice(), achievementBox,
      summon: turn.summon ? 1 : 0, bought: turn.bought ? 1 : 0, credit: credit.slice(), attackDone: turn.attackDone ? 1 : 0, attackers, fired: turn.fired, attackNation,
      kills: turn.kills, assaultKills: assaultKills.slice(), inPlay, used, researched: turn.researched ? 1 : 0, target,
      owed: turn.owed, researchN: turn.researchN, repaired: turn.repaired, sabotage: turn.sabotage.slice(), medalNation, medalCount: turn.medalCount,
      ending: turn.ending ? 1 : 0, trigger: v.trigger, truncated: v.truncated ? 1 : 0,
    };
  };
}

/** The ids of every card `player` cannot see: hangars, hidden hands, the deck and the achievements left in the box. */
export function hiddenFrom(s: RushState, c: Compiled, player: PlayerId): string[] {
  const out: string[] = [];
  for (let owner = 0; owner < s.players; owner++) {
    for (const card of nums(s.hangars[owner]!)) out.push(c.ids[card]!);
    if (!handVisible(s, owner, player)) for (const card of nums(s.hands[owner]!)) out.push(c.ids[card]!);
  }
  for (const card of nums(s.deck)) out.push(c.ids[card]!);
  for (const a of s.achievementBox) out.push(c.set.achievements[a]!.id);
  return out;
}
