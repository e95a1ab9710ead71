// Ruckus decisions: whose decision it is, the legal actions of a player, and their effect. Every action is checked by
// membership in `legalActions` (stepAction) before anything changes; refusals.ts names the rule a refused one breaks.
import type { RuleError } from '@shared/contract/errors';
import { refusal } from '@shared/games/catalogues';
import type { Decision } from '@main/engine/game';
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
// The actions cross to the renderer, so their type lives in src-shared (declared once).
import { legalShape, type RuckusAction } from '@shared/games/ruckus-view';
import { assignHit, hitCandidates, hitReactions, reactToHit, useReaction } from './damage';
import { draftChoices, pick, pureChoices } from './draft';
import { absorbAmounts, activationUseful, buryMax, effectRules, recruitInto, recruitUnits, resolvePrompt, runEffect } from './effects';
import type { EffectOf } from './effects/types';
import { afterFallUnits, fallForward, fallMoves, fallRequired } from './fall';
import { advance } from './phases';
import { explainRefusal } from './refusals';
import { buryTargets, canUpgrade } from './round-end';
import { cardName, logRule, RULE } from './rules';
import { F, type Cards, type RuckusState } from './state';
import { skillOf } from './stats';
import { isFieldable, rowCounts, seatAt } from './zones';
export type { RuckusAction };

/** Whose decision it is, and which. */
export function pendingDecisions(s: RuckusState): Decision[] {
  if (s.phase === 'over') return [];
  if (s.prompts.length > 0) return [{ player: s.prompts[0].player, kind: s.prompts[0].kind }];
  if (s.hits.length > 0) return [{ player: s.hits[0].to, kind: 'assign-damage' }];
  const out: Decision[] = [];
  switch (s.phase) {
    case 'build': case 'pure-upgrades': case 'formation': case 'recruit':
      for (let seat = 0; seat < s.players; seat++) if (!s.seats[seat].done) out.push({ player: seat, kind: s.phase });
      return out;
    case 'draft':
      return [{ player: seatAt(s, s.turn % s.players), kind: 'draft' }];
    case 'activation':
      return [{ player: seatAt(s, s.turn), kind: 'activation' }];
    case 'fall':
      return [{ player: seatAt(s, s.turn), kind: 'fall-forward' }];
    case 'after-fall':
      return [{ player: seatAt(s, s.turn), kind: 'after-fall' }];
    case 'bury':
      return [{ player: seatAt(s, s.turn), kind: 'bury' }];
    case 'upgrade':
      return [{ player: seatAt(s, s.turn), kind: 'upgrade' }];
    default:
      return out;
  }
}

export function legalActions(s: RuckusState, cards: Cards, seat: number): RuckusAction[] {
  const out: RuckusAction[] = [];
  if (s.phase === 'over' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return out;
  const player = s.seats[seat];
  if (s.prompts.length > 0) {
    const prompt = s.prompts[0];
    if (prompt.player !== seat) return out;
    for (const option of prompt.options) out.push({ type: 'choose', option });
    if (prompt.optional) out.push({ type: 'decline' });
    return out;
  }
  if (s.hits.length > 0) {
    const hit = s.hits[0];
    if (hit.to !== seat) return out;
    for (const reaction of hitReactions(s, cards, hit)) {
      if (reaction.kind === 'prevent') { out.push({ type: 'prevent', unit: reaction.unit }); continue; }
      const unit = player.army.find((x) => x.id === reaction.unit)!;
      for (const amount of absorbAmounts(hit, skillOf(cards, unit)!.effect as EffectOf<'absorb'>)) out.push({ type: 'absorb', unit: reaction.unit, amount });
    }
    for (const unit of hitCandidates(s, hit)) out.push({ type: 'assign', unit: unit.id });
    return out;
  }
  switch (s.phase) {
    case 'build':
      if (player.done) return out;
      for (const card of draftChoices(s, cards, player)) out.push({ type: 'pick', card });
      out.push({ type: 'done' });
      return out;
    case 'pure-upgrades':
      if (player.done) return out;
      for (const card of pureChoices(s, cards, player)) out.push({ type: 'pick', card });
      return out;
    case 'draft':
      if (seatAt(s, s.turn % s.players) !== seat || player.done) return out;
      for (const card of draftChoices(s, cards, player)) out.push({ type: 'pick', card });
      out.push({ type: 'done' });
      return out;
    case 'formation': {
      if (player.done) return out;
      const rows = rowCounts(player.army);
      for (const card of player.hand) {
        if (!isFieldable(cards, card)) continue;
        // The 3-2-1 rule and no row before the one in front: one definition (src-shared), which the formation editor stages by.
        for (let row = 0; row < 3; row++) if (legalShape(rows.map((n, r) => (r === row ? n + 1 : n)))) out.push({ type: 'place', card, row });
      }
      // Every card may be held back, so a formation may stay empty: that army sits the combat round out (RULES.md).
      out.push({ type: 'confirm' });
      return out;
    }
    case 'recruit':
      if (player.done) return out;
      for (const unit of recruitUnits(s, cards, seat)) out.push({ type: 'recruit', unit });
      out.push({ type: 'end-recruit' });
      return out;
    case 'activation': {
      if (seatAt(s, s.turn) !== seat) return out;
      for (const unit of player.army) if (!(unit.flags & F.DEFEATED) && activationUseful(s, cards, seat, unit)) out.push({ type: 'activate', unit: unit.id });
      if (!s.child) {
        const tokenKinds = new Set<string>();
        for (const token of player.tokens) {
          const kind = cards.token[token].addOn;
          if (!kind || tokenKinds.has(kind)) continue;
          // Tokens of one add-on kind are interchangeable; offer the first of each kind.
          tokenKinds.add(kind);
          for (const unit of player.army) if (!(unit.flags & F.DEFEATED)) out.push({ type: 'add-on', token, unit: unit.id });
        }
      }
      out.push({ type: 'pass' });
      return out;
    }
    case 'fall':
      if (seatAt(s, s.turn) !== seat) return out;
      for (const unit of fallMoves(s, seat)) out.push({ type: 'fall', unit });
      if (!fallRequired(s, seat)) out.push({ type: 'end-fall' });
      return out;
    case 'after-fall':
      if (seatAt(s, s.turn) !== seat) return out;
      for (const unit of afterFallUnits(s, cards, seat)) out.push({ type: 'react', unit });
      out.push({ type: 'end-reactions' });
      return out;
    case 'bury':
      if (seatAt(s, s.turn) !== seat) return out;
      for (const under of buryTargets(s, cards, seat)) for (const card of new Set(player.discard)) out.push({ type: 'bury', card, under });
      out.push({ type: 'end-bury' });
      return out;
    case 'upgrade': {
      if (seatAt(s, s.turn) !== seat) return out;
      if (canUpgrade(s, cards, seat)) {
        const units = [...new Set(player.discard.filter((id) => cards.kind[id] === 'unit'))];
        for (const remove of units) {
          if (s.setup === 'pure') for (const card of player.upgrades) out.push({ type: 'upgrade', remove, card });
          else out.push({ type: 'upgrade', remove });
        }
      }
      out.push({ type: 'decline-upgrade' });
      return out;
    }
    default:
      return out;
  }
}

/** The parameters an action may carry besides its type. */
type ActionFields = Partial<Record<'type' | 'card' | 'row' | 'unit' | 'token' | 'option' | 'under' | 'remove' | 'amount', unknown>>;

/** Same action: same type and same parameters (named fields, so property loads stay cheap; no allocation). */
export function sameAction(a: unknown, b: unknown): boolean {
  const x = a as ActionFields, y = b as ActionFields;
  return x.type === y.type && x.card === y.card && x.row === y.row && x.unit === y.unit && x.token === y.token
    && x.option === y.option && x.under === y.under && x.remove === y.remove && x.amount === y.amount;
}

const KNOWN: ReadonlySet<string> = new Set(['pick', 'done', 'place', 'confirm', 'recruit', 'end-recruit', 'activate', 'add-on', 'pass', 'assign', 'absorb', 'prevent',
  'choose', 'decline', 'fall', 'end-fall', 'react', 'end-reactions', 'bury', 'end-bury', 'upgrade', 'decline-upgrade']);

/** Validates, then applies. Returns a RuleError (state untouched) when the action is not legal. */
export function stepAction(s: RuckusState, cards: Cards, seat: number, action: unknown): RuleError | null {
  if (s.phase === 'over') return refusal('game-over', 'ruckus.no.game-over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return refusal('no-such-player', 'ruckus.no.no-such-player', { player: String(seat) });
  if (typeof action !== 'object' || action === null || Array.isArray(action) || typeof (action as { type?: unknown }).type !== 'string' || !KNOWN.has((action as { type: string }).type)) {
    return refusal('unknown-action', 'ruckus.no.unknown-action');
  }
  const legal = legalActions(s, cards, seat);
  let match: RuckusAction | null = null;
  const wanted = absorbWithAmount(s, cards, seat, action as RuckusAction);
  for (const a of legal) if (sameAction(a, wanted)) { match = a; break; }
  if (!match) return explainRefusal(s, cards, seat, action as RuckusAction, legal.length > 0);
  apply(s, cards, seat, match);
  advance(s, cards);
  return null;
}

/** An `absorb` that names no amount takes the most the unit may take of the current hit. */
function absorbWithAmount(s: RuckusState, cards: Cards, seat: number, action: RuckusAction): RuckusAction {
  if (action.type !== 'absorb' || action.amount !== undefined || s.hits.length === 0 || s.hits[0].to !== seat) return action;
  const unit = s.seats[seat].army.find((x) => x.id === action.unit);
  const skill = unit && skillOf(cards, unit);
  const amounts = skill?.effect.kind === 'absorb' ? absorbAmounts(s.hits[0], skill.effect) : [];
  return amounts.length > 0 ? { type: 'absorb', unit: action.unit, amount: amounts[amounts.length - 1] } : action;
}

/** The trusted path of search and simulation: applies an action legalActions(s, seat) gave, without looking for it again. */
export function playAction(s: RuckusState, cards: Cards, seat: number, action: RuckusAction): void {
  apply(s, cards, seat, action);
  advance(s, cards);
}

function apply(s: RuckusState, cards: Cards, seat: number, action: RuckusAction): void {
  const player = s.seats[seat];
  switch (action.type) {
    case 'choose': { const prompt = s.prompts.shift()!; resolvePrompt(s, cards, prompt, action.option); return; }
    case 'decline': { const prompt = s.prompts.shift()!; resolvePrompt(s, cards, prompt, null); return; }
    case 'assign': assignHit(s, cards, player.army.find((unit) => unit.id === action.unit)!); return;
    case 'absorb': case 'prevent': {
      const unit = player.army.find((x) => x.id === action.unit)!;
      reactToHit(s, cards, unit, skillOf(cards, unit)!, action.type === 'absorb' ? action.amount : undefined);
      return;
    }
    case 'pick':
      pick(s, cards, seat, action.card);
      return;
    case 'done':
      player.done = true;
      if (s.phase === 'draft') s.turn++;
      return;
    case 'place':
      player.hand.splice(player.hand.indexOf(action.card), 1);
      player.army.push({ id: action.card, row: action.row, damage: 0, flags: 0, owner: seat, addOns: [], attached: [] });
      return;
    case 'confirm':
      player.done = true;
      return;
    case 'recruit': {
      const unit = player.army.find((x) => x.id === action.unit)!;
      unit.flags |= F.RECRUITED;
      recruitInto(s, cards, seat, unit.row, unit.id);
      return;
    }
    case 'end-recruit':
      player.done = true;
      return;
    case 'activate': {
      const unit = player.army.find((x) => x.id === action.unit)!;
      const skill = skillOf(cards, unit)!;
      unit.flags |= F.MARKER;
      s.active = true;
      player.acts--;
      if (s.speed && skill.trigger !== 'active') {
        if (logOn()) logRule('activates', { by: S(seat), card: cardName(cards, unit.id) }, RULE.speed);
        effectRules(skill.effect).speedActivate?.(s, cards, seat, unit, skill.effect);
        return;
      }
      runEffect(s, cards, seat, unit, skill, false);
      return;
    }
    case 'add-on': {
      const unit = player.army.find((x) => x.id === action.unit)!;
      player.tokens.splice(player.tokens.indexOf(action.token), 1);
      unit.addOns.push(action.token);
      s.active = true;
      player.acts--;
      if (logOn()) logRule('attachesAddOn', { by: S(seat), addOn: cards.token[action.token].addOn ?? '', card: cardName(cards, unit.id) }, RULE.addOn);
      return;
    }
    case 'pass':
      player.acts = 0;
      return;
    case 'fall':
      fallForward(s, cards, seat, action.unit);
      return;
    case 'end-fall':
      s.turn++;
      return;
    case 'react': {
      const unit = player.army.find((x) => x.id === action.unit)!;
      const skill = skillOf(cards, unit)!;
      useReaction(s, unit, skill);
      s.active = true;
      runEffect(s, cards, seat, unit, skill, true);
      return;
    }
    case 'end-reactions':
      s.turn++;
      return;
    case 'bury': {
      player.discard.splice(player.discard.lastIndexOf(action.card), 1);
      const sidelined = player.sidelined.find((x) => x.id === action.under)!;
      sidelined.buried.push(action.card);
      if (logOn()) logRule('buries', { by: S(seat), card: cardName(cards, action.under), buried: sidelined.buried.length, most: buryMax(cards, action.under) }, RULE.bury);
      return;
    }
    case 'end-bury':
      s.turn++;
      return;
    case 'upgrade': {
      player.discard.splice(player.discard.lastIndexOf(action.remove), 1);
      player.removed.push(action.remove);
      const card = s.setup === 'pure' ? player.upgrades.splice(player.upgrades.indexOf(action.card!), 1)[0] : s.upgrade.pop()!;
      player.draw.push(card);
      player.topShown = false;
      if (logOn()) logRule('upgrades', { by: S(seat), card: cardName(cards, action.remove) }, RULE.upgrade);
      s.turn++;
      return;
    }
    case 'decline-upgrade':
      s.turn++;
      return;
  }
}
