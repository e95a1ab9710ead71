// The Ruckus AI's quick figures for cards and units, on top of the rules' own statistics (stats.ts): a unit's attack,
// staying power and worth, and per card its worth and pull toward the 1st row. They are estimates, not the rules: a
// unit's own bonus counts only when it needs no other card, and row shields are left out (the rules count both when
// totals are declared). Made once per game (AiCards), so nothing is kept between games or card sets.
import { effectRules } from '@main/games/ruckus/effects';
import { cardStats, kickerBonus, printedStats, skillOf, tokenBonus, type PrintedStats } from '@main/games/ruckus/stats';
import { F, type Cards, type Unit } from '@main/games/ruckus/state';
import { isFieldable } from '@main/games/ruckus/zones';
import type { Guild, Skill } from '@shared/games/ruckus/cards';
import { DRAFT_POINTS } from '@main/games/ruckus/rules';
import { planArmy } from './ruckus-army';
import { printedWorth, ratingsFor, skillWorth, unitValueData, type Ratings } from './ruckus-values';

export type Stats = { melee: number; ranged: number; shields: number; hearts: number };
/** What a card that cannot fight counts as. */
const NONE: PrintedStats = { melee: 0, ranged: 0, shields: 0, hearts: 1 };

/** Per-card figures the policy needs again and again, computed once per game and skill mode. */
export interface CardInfo { readonly worth: number; readonly front: number; readonly frontWorthy: boolean; readonly ranged: number; readonly fieldable: boolean }

/** A game's card tables with the AI's figures of that game: card infos, unit values and ideal armies, each made once. */
export interface AiCards extends Cards {
  info(id: string, skillsOn: boolean): CardInfo;
  /** The unit values for a game's mode, at its player count where the data has tables for it. */
  ratings(s: { readonly child: boolean; readonly players: number }): Ratings;
  /** The value of the best Advanced army of a guild (all its non-Starting units to choose from, 12 points). */
  idealArmy(r: Ratings, guild: Guild): number;
}

export function makeAiCards(cards: Cards): AiCards {
  const infos = [new Map<string, CardInfo>(), new Map<string, CardInfo>()];
  const ratings = new Map<string, Ratings>();
  const ideals = new Map<string, number>();
  const out: AiCards = {
    ...cards,
    info(id, skillsOn) {
      const known = infos[skillsOn ? 1 : 0]!;
      let info = known.get(id);
      if (!info) {
        info = { worth: cardWorth(cards, id, skillsOn), front: frontKey(cards, id, skillsOn), frontWorthy: frontWorthy(cards, id, skillsOn), ranged: printed(cards, id).ranged, fieldable: isFieldable(cards, id) };
        known.set(id, info);
      }
      return info;
    },
    ratings(s) {
      const key = `${s.child ? 'child' : 'skills'}-${s.players}`;
      let r = ratings.get(key);
      if (!r) ratings.set(key, (r = ratingsFor(cards.set, s.child, unitValueData, s.players)));
      return r;
    },
    idealArmy(r, guild) {
      const key = `${r.child ? 'child' : 'skills'}/${r.players}/${guild}`;
      let value = ideals.get(key);
      if (value === undefined) {
        value = planArmy(r, { guild, picked: [] }, cards.set.units.filter((u) => u.guild === guild && u.level !== 'S').map((u) => u.id), DRAFT_POINTS).value;
        ideals.set(key, value);
      }
      return value;
    },
  };
  return out;
}

/** Printed statistics of a card id (a unit, or a Victory card that fights as a unit); a card that cannot fight has none. */
export function printed(cards: Cards, id: string): PrintedStats {
  return cardStats(cards, id) ?? NONE;
}

export const skillOfCard = (cards: Cards, id: string): Skill | undefined => cards.unit[id]?.skill;

/** A unit's statistics in play: printed plus add-on tokens and attached Kickers, and an own bonus that needs no other card. */
export function statsOf(cards: Cards, unit: Unit, skillsOn: boolean): Stats {
  const base = printedStats(cards, unit);
  let melee = base.melee + tokenBonus(cards, unit, 'melee') + kickerBonus(cards, unit, 'melee');
  let ranged = base.ranged + tokenBonus(cards, unit, 'ranged') + kickerBonus(cards, unit, 'ranged');
  const skill = skillsOn ? skillOf(cards, unit) : undefined;
  const steadyBonus = skill && skill.trigger === 'passive' ? effectRules(skill.effect).steadyBonus : undefined;
  if (steadyBonus) {
    melee += steadyBonus(skill!.effect, 'melee');
    ranged += steadyBonus(skill!.effect, 'ranged');
  }
  return { melee, ranged, shields: base.shields + kickerBonus(cards, unit, 'shields'), hearts: base.hearts + tokenBonus(cards, unit, 'heart') + kickerBonus(cards, unit, 'hearts') };
}

/** Worth of a card as a fighter (hand, draft, discard pile). */
function cardWorth(cards: Cards, id: string, skillsOn: boolean): number {
  if (!isFieldable(cards, id)) return 0;
  return printedWorth(printed(cards, id), skillsOn, skillOfCard(cards, id));
}

/** How much a card wants the 1st row: melee only counts there, shields and hearts soak the hits that land there. */
function frontKey(cards: Cards, id: string, skillsOn: boolean): number {
  const stats = printed(cards, id);
  const skill = skillsOn ? skillOfCard(cards, id) : undefined;
  let key = stats.melee * 2 + stats.shields * 1.5 + stats.hearts * 0.5;
  const frontPull = skill && effectRules(skill.effect).frontPull;
  if (frontPull) key += frontPull(skill.effect);
  return key;
}

/** Whether a card belongs in the 1st row rather than behind it. */
function frontWorthy(cards: Cards, id: string, skillsOn: boolean): boolean {
  const stats = printed(cards, id);
  const skill = skillsOn ? skillOfCard(cards, id) : undefined;
  if (skill && effectRules(skill.effect).staysBehind?.(skill.effect)) return false;
  return stats.melee > 0 || stats.shields >= 2;
}

/** Damage a unit deals in its row: melee from the 1st row (or with a ranged add-on), ranged from anywhere. */
export function attackOf(cards: Cards, unit: Unit, skillsOn: boolean): number {
  const stats = statsOf(cards, unit, skillsOn);
  const melee = unit.flags & (F.NO_MELEE | F.NO_ATTACK) ? 0 : unit.row === 0 || tokenBonus(cards, unit, 'ranged') > 0 ? stats.melee : 0;
  return (unit.flags & F.NO_ATTACK ? 0 : stats.ranged) + melee;
}

/** Hit points a unit still has against blockable damage (shields count once more per hit). */
export function toughness(cards: Cards, unit: Unit, skillsOn: boolean): number {
  const stats = statsOf(cards, unit, skillsOn);
  return stats.hearts - unit.damage + stats.shields * 1.5;
}

/** A unit's worth on the battlefield. */
export function unitWorth(cards: Cards, unit: Unit, skillsOn: boolean): number {
  return attackOf(cards, unit, skillsOn) * 1.5 + toughness(cards, unit, skillsOn) * 0.6 + (skillsOn ? skillWorth(skillOf(cards, unit)) : 0);
}
