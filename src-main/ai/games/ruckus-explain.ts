// The Ruckus AI's reasons: what each option of a decision does, in the game's words and true of that option (its own
// unit's numbers, a hit played by the rules on a copy of the position, the army planner's figures for building).
import { Rng } from '@main/engine/rng';
import { cardName } from '@main/games/ruckus/rules';
import type { RuckusView } from '@main/games/ruckus/game';
import { F, type Unit } from '@main/games/ruckus/state';
import type { RuckusAnyGame, TournamentView } from '@main/games/ruckus/tournament';
import { MUG_FACE_DOWN } from '@shared/games/ruckus-view';
import { mapSeats, seatParam as S, type Message, type Params } from '@shared/games/words';
import { buildPickReason, choosePureUpgrade, chooseUpgrade, draftPickReason, type UpgradeOption } from './ruckus-army';
import { printed, statsOf, type AiCards, type Stats } from './ruckus-estimates';
import { buildChoices, draftedBy, draftSituation, policyView, unitIn, upgradeCardValue, viewOfPolicy, type Act, type PolicyView } from './ruckus-policy';
import { valueIn } from './ruckus-values';

/** A message of the Ruckus catalogue's reasons: 'ruckus.why.<key>'. */
const why = (key: string, params: Params = {}): Message => ({ msg: `ruckus.why.${key}`, params });
const statParams = (stats: Stats): Params => ({ melee: stats.melee, ranged: stats.ranged, shields: stats.shields, hearts: stats.hearts });

/** A unit in the player's view after `a`, played by the rules on one deal of what the view hides (2-4 player games). */
function unitAfter(game: RuckusAnyGame, v: PolicyView, a: Act, id: string): { unit: Unit | undefined; view: PolicyView } | null {
  const state = game.determinize(viewOfPolicy(v), new Rng(0x5eed));
  if (game.step(state, v.me, a)) return null;
  const after = policyView(game.view(state, v.me) as RuckusView);
  for (const side of after.seats) { const u = unitIn(side.army, id); if (u) return { unit: u, view: after }; }
  return { unit: undefined, view: after };
}

/**
 * What each option does, in the game's words, true of that option: its own unit's numbers, and for damage where it
 * falls, the rules' own outcome (the move played on a copy of the position). Only the option's own cards, the player's
 * own and public zones are named. A message ('ruckus.why.<key>') whose seats are the game's; in a Draft Tournament they
 * are told as the tournament's seats.
 */
export function explainAction(game: RuckusAnyGame, cards: AiCards, a: Act, view: RuckusView | TournamentView, legal: readonly Act[] = []): Message {
  if ((view as { kind?: string }).kind !== 'tournament') return explainIn(game, cards, a, policyView(view as RuckusView), false, legal);
  const tv = view as TournamentView;
  // The seat's own game in progress (a view of the other table has `me` -1), else its game of the stage.
  const own = tv.games.findIndex((game) => game.me >= 0 && game.phase !== 'over');
  const g = own >= 0 ? own : Math.max(0, tv.games.findIndex((game) => game.me >= 0));
  const seats = tv.seats[g] ?? [];
  const table = tv.games[g];
  return mapSeats(explainIn(game, cards, a, table && policyView(table), true, legal), (k) => seats[k] ?? k);
}

function explainIn(game: RuckusAnyGame, cards: AiCards, a: Act, v: PolicyView | undefined, tournament: boolean, legal: readonly Act[]): Message {
  const skillsOn = !v?.child;
  const name = (id: string): string => cardName(cards, id);
  const by = S(v?.me ?? 0);
  const mine = v ? v.seats[v.me]?.army ?? [] : [];
  const prompt = v?.prompts.find((prompt) => prompt.player === v.me) ?? v?.prompts[0];
  const engine = (id: string) => (v && !tournament ? unitAfter(game, v, a, id) : null);
  switch (a.type) {
    case 'place': {
      const stats = printed(cards, a.card);
      if (a.row === 0) return why('place-front', { card: name(a.card), ...statParams(stats) });
      return why('place-back', { card: name(a.card), row: a.row + 1, melee: stats.melee, ranged: stats.ranged });
    }
    case 'confirm': {
      const rest = v?.seats[v.me]?.hand?.filter((id) => cards.unit[id]).length ?? 0;
      return why('confirm', { placed: mine.length, rest, open: legal.some((x) => x.type === 'place') });
    }
    case 'recruit': {
      const u = unitIn(mine, a.unit);
      return why('recruit', { card: name(a.unit), by, draw: v?.seats[v.me]?.drawCount ?? 0, ...(u ? { row: u.row + 1 } : {}) });
    }
    case 'end-recruit': return why('end-recruit', { left: legal.filter((x) => x.type === 'recruit').length });
    case 'activate': {
      const skill = cards.unit[a.unit]?.skill;
      return why('activate', { card: name(a.unit), ...(skill ? { skill: skill.text } : {}) });
    }
    case 'add-on': {
      const u = unitIn(mine, a.unit);
      const stats = u ? statsOf(cards, u, skillsOn) : printed(cards, a.unit);
      return why('add-on', { kind: cards.token[a.token]?.addOn ?? '', card: name(a.unit), ...statParams(stats) });
    }
    case 'pass': return why('pass', { could: legal.filter((x) => x.type === 'activate' || x.type === 'add-on').length });
    case 'assign': {
      const u = unitIn(mine, a.unit);
      const hit = v?.hits[0];
      if (!u || !hit) return why('assign', { card: name(a.unit) });
      const stats = statsOf(cards, u, skillsOn);
      const result = engine(a.unit);
      const blocked = hit.blockable ? Math.min(stats.shields, hit.amount) : 0;
      const falls = result ? result.unit === undefined || (result.unit.flags & F.DEFEATED) !== 0 : hit.amount - blocked >= stats.hearts - u.damage;
      if (!falls) {
        const left = result?.unit ? stats.hearts - result.unit.damage : stats.hearts - u.damage - (hit.amount - blocked);
        return why('assign-survives', { amount: hit.amount, card: name(a.unit), blocked, left: Math.max(1, left) });
      }
      const skill = skillsOn ? cards.unit[a.unit]?.skill : undefined;
      return why('assign-falls', { amount: hit.amount, card: name(a.unit), by, melee: stats.melee, ranged: stats.ranged, skill: !!skill });
    }
    case 'absorb': return why('absorb', { card: name(a.unit), by });
    case 'prevent': return why('prevent', { card: name(a.unit) });
    case 'choose': return explainChoice(cards, v, prompt, a.option, skillsOn);
    case 'decline': return why('decline', prompt ? { kind: prompt.kind } : {});
    case 'fall': {
      const u = unitIn(mine, a.unit);
      if (!u) return why('fall', { card: name(a.unit) });
      const stats = statsOf(cards, u, skillsOn);
      const into = u.row - 1;
      return into === 0
        ? why('fall-front', { card: name(a.unit), melee: stats.melee, hearts: stats.hearts - u.damage })
        : why('fall-row', { card: name(a.unit), row: into + 1 });
    }
    case 'end-fall': return why('end-fall', { moves: legal.filter((x) => x.type === 'fall').length });
    case 'react': {
      const skill = cards.unit[a.unit]?.skill;
      return why('react', { card: name(a.unit), ...(skill ? { skill: skill.text } : {}) });
    }
    case 'end-reactions': return why('end-reactions', { left: legal.filter((x) => x.type === 'react').length });
    case 'bury': return why('bury', { card: name(a.card), under: name(a.under) });
    case 'end-bury': return why('end-bury');
    case 'upgrade': case 'decline-upgrade': case 'pick': case 'done':
      return v ? explainArmy(cards, v, a) : why('other', { action: a.type });
  }
}

/** A prompt's option: what choosing it does, from the prompt's kind and the option's own unit or player. */
function explainChoice(cards: AiCards, v: PolicyView | undefined, prompt: RuckusView['prompts'][number] | undefined, option: string, skillsOn: boolean): Message {
  const name = (id: string): string => cardName(cards, id);
  if (!v || !prompt) return why('choose', { card: name(option) });
  const sideOf = (id: string): number => v.seats.findIndex((side) => unitIn(side.army, id) !== undefined);
  const unit = (id: string): Unit | undefined => { const seat = sideOf(id); return seat >= 0 ? unitIn(v.seats[seat]!.army, id) : undefined; };
  /** A seat of the game (the unit's owner), or none when the unit is not on the battlefield. */
  const seatOf = (seat: number): Params => (seat >= 0 ? { owner: S(seat) } : {});
  const u = unit(option);
  const stats = u ? statsOf(cards, u, skillsOn) : printed(cards, option);
  switch (prompt.kind) {
    case 'heal': {
      const dmg = u?.damage ?? 0;
      return why('heal', { card: name(option), removes: Math.min(prompt.amount, dmg), dmg, hearts: stats.hearts });
    }
    case 'disable': return why('disable', { ...seatOf(sideOf(option)), card: name(option), melee: stats.melee, ...(u && u.row !== 0 ? { row: u.row + 1 } : {}) });
    case 'poison': return why('poison', { ...seatOf(sideOf(option)), card: name(option), damage: stats.melee + stats.ranged });
    case 'mug': {
      const seat = sideOf(option);
      return why('mug', { ...seatOf(seat), by: S(v.me), card: name(option), tokens: v.seats[seat]?.tokenCount ?? 0 });
    }
    case 'bullet-proof': return why('bullet-proof', { card: name(option), hearts: stats.hearts });
    case 'bandit': {
      const from = v.seats.findIndex((side) => side.drawTop === option);
      return why('bandit', { card: name(option), ...statParams(printed(cards, option)), ...(from >= 0 ? { from: S(from) } : {}) });
    }
    case 'raise': {
      const seat = /^p\d$/.test(option) ? Number(option.slice(1)) : -1;
      const pile = seat >= 0 ? v.seats[seat]?.discard ?? [] : [];
      const top = [...pile].reverse().find((id) => cards.unit[id]);
      return why('raise', { ...(top ? { card: name(top), ...statParams(printed(cards, top)) } : {}), ...(seat >= 0 ? { from: S(seat) } : {}) });
    }
    case 'recruit-now': return why('recruit-now', { card: name(prompt.unit) });
    case 'reaction': {
      const skill = cards.unit[option]?.skill;
      return why('reaction', { card: name(option), ...(skill ? { skill: skill.text } : {}) });
    }
    case 'mug-token': return why('mug-token', { faceDown: option === MUG_FACE_DOWN });
  }
  return why('choose', { card: name(option) });
}

/** Reasons for army-building and upgrade actions, in the terms of ruckus-army.ts (value per point, fit, denial, points left). */
function explainArmy(cards: AiCards, v: PolicyView, a: Act): Message {
  const r = cards.ratings(v);
  const me = v.me;
  const side = v.seats[me];
  const name = (id: string): string => cardName(cards, id);
  const army = { guild: side.guild, picked: draftedBy(cards, v, me) };
  switch (a.type) {
    case 'pick':
      if (v.phase === 'draft') {
        const pool = v.draftPool.filter((id) => (cards.unit[id]?.level as number) <= side.points);
        return draftPickReason(r, draftSituation(cards, v, me, pool.includes(a.card) ? pool : [...pool, a.card]), a.card);
      }
      if (v.phase === 'pure-upgrades') {
        const choices = buildChoices(cards, v, me, Infinity);
        const best = choosePureUpgrade(r, side.guild, choices.includes(a.card) ? choices : [...choices, a.card], me);
        return best.card === a.card ? best.why : why('pure-put', { card: name(a.card), value: valueIn(r, a.card, side.guild), by: S(me) });
      }
      return buildPickReason(r, army, buildChoices(cards, v, me), side.points, a.card);
    case 'done':
      return why('done', { draft: v.phase === 'draft', points: side.points, total: 12 });
    case 'upgrade': {
      const c = chooseUpgrade(r, side.guild, [a.card ? { remove: a.remove, card: a.card } : { remove: a.remove }], upgradeCardValue(r, v), me);
      return c.option ? c.why : why('upgrade', { remove: name(a.remove), ...(a.card ? { card: name(a.card) } : {}) });
    }
    case 'decline-upgrade': {
      const units = [...new Set(side.discard.filter((id) => cards.kind[id] === 'unit'))];
      const options: UpgradeOption[] = units.flatMap((remove) => (v.setup === 'pure' ? (side.upgrades ?? []).map((card) => ({ remove, card })) : [{ remove }]));
      const c = chooseUpgrade(r, side.guild, options, upgradeCardValue(r, v), me);
      return c.option ? why('decline-upgrade', { gain: c.why }) : c.why;
    }
    default: return why('other', { action: a.type });
  }
}
