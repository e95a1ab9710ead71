// Near-miss illegal moves for the conformance kit's probes: each is almost legal in the given state.
import type { Rng } from '@main/engine/rng';
import { BASE } from './compiled';
import { rushGame, type RushGame } from './game';
import { PLAY, type RushState } from './state';
import { nums } from './zones';

export function rushIllegalSamples(s: RushState, player: number, rng: Rng, game: RushGame = rushGame): unknown[] {
  const c = game.cards;
  const out: unknown[] = [];
  const hand = nums(s.hands[player] ?? '');
  const id = (n: number): string => c.ids[n]!;
  // Overpaying: a reserve card dearer than everything in hand.
  let sum = 0;
  for (const h of hand) sum += c.resources[h]!;
  for (const r of nums(s.reserve)) if (c.cost[r]! > sum + (s.summon ? s.credit.reduce((a, b) => a + b, 0) : 0)) out.push({ type: 'buy', card: id(r) });
  // A second attack, or an attacker of another nation, or a card without strength.
  for (const h of hand) out.push({ type: 'declare', card: id(h) });
  // Attacking a defended base, and an own base.
  for (let slot = 0; slot < s.bases.length; slot++) {
    if (s.bases[slot]! >= 0) {
      for (const a of nums(s.attackers)) out.push({ type: 'fire', card: id(a), target: id(s.bases[slot]!) });
      if (hand.length > 0) out.push({ type: 'fire', card: id(rng.pick(hand)), target: id(s.bases[slot]!) });
    }
  }
  // A base card played from the depot or hand.
  for (const d of nums(s.depots[player] ?? '')) if (c.cardClass[d] === BASE) out.push({ type: 'ability', card: id(d), ability: 0 }, { type: 'defend', card: id(d), base: id(d) });
  // Paying with a card not in hand, an ability the card lacks, a defence of someone else's base.
  if (s.phase !== PLAY && hand.length > 0) out.push({ type: 'pay', card: id(rng.pick(hand)) });
  if (hand.length > 0) {
    const h = rng.pick(hand);
    out.push({ type: 'ability', card: id(h), ability: c.abilities[h]!.length }, { type: 'medals', doubles: 3 }, { type: 'repair-done' });
    const other = s.bases.findIndex((b, slot) => b >= 0 && Math.floor(slot / c.basesPer) !== player);
    if (other >= 0) out.push({ type: 'defend', card: id(h), base: id(s.bases[other]!) });
  }
  out.push({ type: 'end', extra: 1 }, { type: 'buy', card: 'v999' }, { type: 'ability', card: 'v1', ability: 0.5 });
  return out;
}
