// "Two or more players are left in a stalemate, unable to defeat one another in combat" (Winning a Combat Round): when
// no army standing could ever again put damage on another, the round ends without a winner (RULES.md).
import { reactionReady } from './damage';
import { activationUseful, effectRules } from './effects';
import { ROW_CAP, F, type Cards, type RuckusState } from './state';
import { declaredTotal, shieldsOf, skillOf } from './stats';
import { afterFallUnits } from './fall';
import { order, standing } from './zones';

/**
 * Something an army could still do that may let it damage another army, whatever the formations: a skill whose kind
 * reaches (unblockable damage, units brought in, a Kicker or VP token drawn; in Speed Enhanced any skill that adds
 * damage once switched on), a poisoned unit's attack coming back, an after-fall reaction. Damage bonuses count in
 * `mostDamage` instead, where they can be weighed.
 */
function reachingMeans(s: RuckusState, cards: Cards, seat: number, fighters: number): boolean {
  if (s.child) return false;
  const player = s.seats[seat];
  for (const unit of player.army) {
    if (unit.flags & F.DEFEATED) continue;
    // Poisoned for the next Declaration only: its damage is back after that.
    if (unit.flags & F.NO_ATTACK) return true;
    const skill = skillOf(cards, unit);
    if (!skill || !activationUseful(s, cards, seat, unit)) continue;
    const rules = effectRules(skill.effect);
    if (s.speed ? rules.addsDamage : rules.reaches) return true;
    // With 3 or 4 players only the two highest totals deal damage: stopping another army's melee can change who they are.
    if (fighters > 2 && rules.stopsDamage) return true;
  }
  return afterFallUnits(s, cards, seat).length > 0;
}

/**
 * The most damage an army could declare from here: its total in the best formation falling forward can still reach,
 * plus its unused damage-bonus skills and its melee and ranged add-on tokens (one point each).
 */
export function mostDamage(s: RuckusState, cards: Cards, seat: number): number {
  const player = s.seats[seat];
  const units = player.army.filter((unit) => !(unit.flags & F.DEFEATED));
  let extra = 0;
  if (!s.child) {
    for (const unit of units) {
      const skill = skillOf(cards, unit);
      const unusedDamage = skill && effectRules(skill.effect).unusedDamage;
      if (unusedDamage && activationUseful(s, cards, seat, unit)) extra += unusedDamage(skill.effect);
    }
    for (const id of player.tokens) if (cards.token[id]?.addOn === 'melee' || cards.token[id]?.addOn === 'ranged') extra++;
  }
  // Units only ever fall forward: try every formation reachable that way (at most 6 units, 3 rows).
  const rows = units.map((unit) => unit.row);
  let best = 0;
  const counts = [0, 0, 0];
  const joined = [false, false, false];
  const tryRow = (k: number): void => {
    if (k === units.length) {
      // No empty row in front of a unit; no row that a unit fell into holds more than the 3-2-1 rule allows.
      if (counts[0] === 0 || (counts[1] === 0 && counts[2] > 0)) return;
      for (let r = 0; r < 3; r++) if (joined[r] && counts[r] > ROW_CAP[r]) return;
      best = Math.max(best, declaredTotal(cards, s, player));
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
  units.forEach((unit, k) => { unit.row = rows[k]; });
  return best + extra;
}

/**
 * Whether an army can block a hit of `amount` completely, every time: shields of a 1st-row unit plus what absorbing
 * reactions usable on every hit (no action marker) take and block themselves. Once-a-round protections (Bullet Proof,
 * Wallace, Warden, Saint) only put damage off, so they do not count.
 */
export function blocksEveryHit(s: RuckusState, cards: Cards, seat: number, amount: number): boolean {
  const player = s.seats[seat];
  let front = 0, absorbed = 0;
  for (const unit of player.army) {
    if (unit.flags & F.DEFEATED) continue;
    if (unit.row === 0) front = Math.max(front, shieldsOf(cards, s, player, unit));
    const skill = skillOf(cards, unit);
    const lastingBlock = skill && !s.child && skill.trigger === 'on-damage' && !skill.marker ? effectRules(skill.effect).onDamage?.lastingBlock : undefined;
    if (lastingBlock && reactionReady(s, unit, skill!)) {
      const part = lastingBlock(skill!.effect, shieldsOf(cards, s, player, unit), amount);
      if (part === Infinity) return true;
      absorbed += part;
    }
  }
  return amount <= front + absorbed;
}

/**
 * At the end of a cycle: no army has a means that reaches whatever the formations (`reachingMeans`) and, for every
 * pair, the most damage one army could declare (`mostDamage`) is blocked completely by the other's lasting defences
 * (`blocksEveryHit`). Damage that lands is progress (hearts are few, healing is once a round per unit), so otherwise
 * the round goes on.
 */
export function stalemated(s: RuckusState, cards: Cards): boolean {
  const fighting = order(s).filter((seat) => s.seats[seat].inRound && standing(s.seats[seat]));
  if (fighting.length < 2) return false;
  for (const seat of fighting) if (reachingMeans(s, cards, seat, fighting.length)) return false;
  for (const x of fighting) {
    const most = mostDamage(s, cards, x);
    if (most <= 0) continue;
    for (const y of fighting) if (y !== x && !blocksEveryHit(s, cards, y, most)) return false;
  }
  return true;
}
