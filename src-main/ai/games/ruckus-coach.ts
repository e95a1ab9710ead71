// The army builder's draft coach: each candidate unit with its value and value per draft point (self-play data, or the
// printed worth mapped onto it) and its fit with the army so far, best first, with why it ranks where it does.
import { DRAFT_POINTS } from '@main/games/ruckus/rules';
import { GUILDS, type CardSet, type Guild } from '@shared/games/ruckus/cards';
import { neutral } from '@shared/games/catalogues';
import type { Message, Params } from '@shared/games/words';
import { assess, fitNote, shapeOf, type ArmySoFar } from './ruckus-army';
import { ratingOf, ratingsFor, unitValueData, type Ratings } from './ruckus-values';

export interface UnitAdvice {
  card: string; points: number; value: number; valuePerPoint: number; fit: number;
  /** `why` in words (no seats: neutral names are the players' names). */
  reason: string;
  /** Why, as a message of the Ruckus catalogue ('ruckus.coach.unit'). */
  why: Message;
}

/**
 * The army builder's draft coach: each candidate with its value and value per draft point (self-play data, or the
 * printed worth mapped onto it when the data lacks the card) and its fit with the army so far; best first.
 */
export function draftCoach(cardSet: CardSet, guild: Guild, picked: readonly string[], candidates: readonly string[], options?: { child?: boolean; players?: number }): UnitAdvice[] {
  if (!(GUILDS as readonly string[]).includes(guild)) throw new RangeError(`'${guild}' is not a guild (one of ${GUILDS.join(', ')})`);
  const r = ratingsFor(cardSet, !!options?.child, unitValueData, options?.players ?? 2);
  for (const id of [...picked, ...candidates]) {
    const x = r.byId.get(id);
    if (!x) throw new RangeError(`no unit has the id '${id}' in the card set '${cardSet.name}'`);
    if (x.cost === 0) throw new RangeError(`${x.card.name} is a Starting unit: it is always in its guild's army and is not drafted`);
  }
  const army: ArmySoFar = { guild, picked };
  const shape = shapeOf(r, army);
  let spent = 0;
  for (const id of picked) spent += ratingOf(r, id).cost;
  const left = DRAFT_POINTS - spent;
  const advice = candidates.map((id) => {
    const a = assess(r, army, id, shape);
    const x = ratingOf(r, id);
    const params: Params = {
      card: x.card.name, value: a.base, cost: a.cost, calibrated: r.calibrated, source: x.source === 'self-play' ? 'self-play' : 'printed', armies: x.n,
      ...fitNote(a, guild), ...(a.cost > left ? { over: true, left } : {}),
    };
    return { card: id, points: a.cost, value: a.base, valuePerPoint: a.base / a.cost, fit: a.fit, params, rank: a.value / a.cost, affordable: a.cost <= left };
  });
  advice.sort((x, y) => Number(y.affordable) - Number(x.affordable) || y.rank - x.rank || (x.card < y.card ? -1 : 1));
  const nameOf = (id: string): string => ratingOf(r, id).card.name;
  return advice.map(({ card, points, value, valuePerPoint, fit, params, affordable }, i) => {
    const note = affordable ? rankNote(advice, i, nameOf, r) : null;
    const message: Message = { msg: 'ruckus.coach.unit', params: note ? { ...params, rank: note } : params };
    return { card, points, value, valuePerPoint, fit, reason: neutral(message), why: message };
  });
}

/**
 * Why the coach ranks a unit where it does, in the figures it shows: the order is by value per point with the army's
 * fit added (balance, named allies), so a unit that shows more value, or even more value a point, can rank below another.
 */
function rankNote(list: readonly { card: string; value: number; valuePerPoint: number; rank: number; affordable: boolean }[], i: number, nameOf: (id: string) => string, r: Ratings): Message | null {
  const me = list[i]!;
  if (i === 0) return { msg: 'ruckus.coach.first', params: {} };
  const above = list.slice(0, i).filter((x) => x.affordable);
  const perPoint = above.find((x) => x.valuePerPoint < me.valuePerPoint - 1e-9);
  if (perPoint) {
    return {
      msg: 'ruckus.coach.below-fit',
      params: { other: nameOf(perPoint.card), theirs: perPoint.valuePerPoint, mine: me.valuePerPoint, theirsRank: perPoint.rank, mineRank: me.rank },
    };
  }
  const worth = above.find((x) => x.value < me.value - 1e-9);
  if (worth) return { msg: 'ruckus.coach.below-worth', params: { other: nameOf(worth.card), value: worth.value, calibrated: r.calibrated, theirs: worth.valuePerPoint, mine: me.valuePerPoint } };
  return null;
}
