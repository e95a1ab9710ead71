// Ruckus decisions: the legal actions of a player, their validation (before any mutation) and their effect.
import type { RuleError } from '@shared/contract/errors';
import { refusal } from '@shared/games/catalogues';
import type { Decision } from '@main/engine/game';
import { F, ROW_CAP, tableFor, type RuckusState, type Table, type Unit } from './state';
import { skillOf } from './stats';
import {
  absorbAmounts, absorbHit, activationUseful, advance, afterFallUnits, assignHit, buryMax, buryTargets, canUpgrade, cardName, draftChoices,
  fallForward, fallMoves, fallRequired, hitCandidates, hitReactions, isFieldable, logRule, pureChoices, recruitInto, recruitUnits,
  resolvePrompt, RULE, runEffect, seatAt, standing, useReaction,
} from './rules';

// The actions cross to the renderer, so their type lives in src-shared (declared once).
import { legalShape, MUG_FACE_DOWN, type RuckusAction } from '@shared/games/ruckus-view';
import { seatParam as S, type Message } from '@shared/games/words';
import { logOn } from '@main/engine/log';
export type { RuckusAction };

/** Whose decision it is, and which. */
export function pendingDecisions(s: RuckusState): Decision[] {
  if (s.phase === 'over') return [];
  if (s.prompts.length > 0) return [{ player: s.prompts[0].player, kind: s.prompts[0].kind }];
  if (s.hits.length > 0) return [{ player: s.hits[0].to, kind: 'assign-damage' }];
  const out: Decision[] = [];
  switch (s.phase) {
    case 'build': case 'pure-upgrades': case 'formation': case 'recruit':
      for (let p = 0; p < s.players; p++) if (!s.p[p].done) out.push({ player: p, kind: s.phase });
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

function rowCounts(army: Unit[]): number[] {
  const rows = [0, 0, 0];
  for (const u of army) rows[u.row]++;
  return rows;
}

export function legalActions(s: RuckusState, p: number): RuckusAction[] {
  const out: RuckusAction[] = [];
  if (s.phase === 'over' || !Number.isInteger(p) || p < 0 || p >= s.players) return out;
  const t = tableFor(s.setKey);
  const pl = s.p[p];
  if (s.prompts.length > 0) {
    const pr = s.prompts[0];
    if (pr.player !== p) return out;
    for (const option of pr.options) out.push({ type: 'choose', option });
    if (pr.optional) out.push({ type: 'decline' });
    return out;
  }
  if (s.hits.length > 0) {
    const h = s.hits[0];
    if (h.to !== p) return out;
    for (const r of hitReactions(s, h)) {
      if (r.kind === 'prevent') { out.push({ type: 'prevent', unit: r.unit }); continue; }
      const u = pl.army.find((x) => x.id === r.unit)!;
      for (const amount of absorbAmounts(h, skillOf(t, u)!)) out.push({ type: 'absorb', unit: r.unit, amount });
    }
    for (const u of hitCandidates(s, h)) out.push({ type: 'assign', unit: u.id });
    return out;
  }
  switch (s.phase) {
    case 'build':
      if (pl.done) return out;
      for (const card of draftChoices(s, t, pl)) out.push({ type: 'pick', card });
      out.push({ type: 'done' });
      return out;
    case 'pure-upgrades':
      if (pl.done) return out;
      for (const card of pureChoices(s, t, pl)) out.push({ type: 'pick', card });
      return out;
    case 'draft':
      if (seatAt(s, s.turn % s.players) !== p || pl.done) return out;
      for (const card of draftChoices(s, t, pl)) out.push({ type: 'pick', card });
      out.push({ type: 'done' });
      return out;
    case 'formation': {
      if (pl.done) return out;
      const rows = rowCounts(pl.army);
      for (const card of pl.hand) {
        if (!isFieldable(t, card)) continue;
        // The 3-2-1 rule and no row before the one in front: one definition (src-shared), which the formation editor stages by.
        for (let row = 0; row < 3; row++) if (legalShape(rows.map((n, r) => (r === row ? n + 1 : n)))) out.push({ type: 'place', card, row });
      }
      // Every card may be held back, so a formation may stay empty: that army sits the combat round out (RULES.md).
      out.push({ type: 'confirm' });
      return out;
    }
    case 'recruit':
      if (pl.done) return out;
      for (const unit of recruitUnits(s, t, p)) out.push({ type: 'recruit', unit });
      out.push({ type: 'end-recruit' });
      return out;
    case 'activation': {
      if (seatAt(s, s.turn) !== p) return out;
      for (const u of pl.army) if (!(u.f & F.DEFEATED) && activationUseful(s, t, p, u)) out.push({ type: 'activate', unit: u.id });
      if (!s.child) {
        const tokenKinds = new Set<string>();
        for (const token of pl.tokens) {
          const kind = t.token[token].addOn;
          if (!kind || tokenKinds.has(kind)) continue;
          // Tokens of one add-on kind are interchangeable; offer the first of each kind.
          tokenKinds.add(kind);
          for (const u of pl.army) if (!(u.f & F.DEFEATED)) out.push({ type: 'add-on', token, unit: u.id });
        }
      }
      out.push({ type: 'pass' });
      return out;
    }
    case 'fall':
      if (seatAt(s, s.turn) !== p) return out;
      for (const unit of fallMoves(s, p)) out.push({ type: 'fall', unit });
      if (!fallRequired(s, p)) out.push({ type: 'end-fall' });
      return out;
    case 'after-fall':
      if (seatAt(s, s.turn) !== p) return out;
      for (const unit of afterFallUnits(s, t, p)) out.push({ type: 'react', unit });
      out.push({ type: 'end-reactions' });
      return out;
    case 'bury':
      if (seatAt(s, s.turn) !== p) return out;
      for (const under of buryTargets(s, p)) for (const card of new Set(pl.discard)) out.push({ type: 'bury', card, under });
      out.push({ type: 'end-bury' });
      return out;
    case 'upgrade': {
      if (seatAt(s, s.turn) !== p) return out;
      if (canUpgrade(s, p)) {
        const units = [...new Set(pl.discard.filter((id) => t.kind[id] === 'unit'))];
        for (const remove of units) {
          if (s.setup === 'pure') for (const card of pl.upgrades) out.push({ type: 'upgrade', remove, card });
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

const KNOWN = new Set(['pick', 'done', 'place', 'confirm', 'recruit', 'end-recruit', 'activate', 'add-on', 'pass', 'assign', 'absorb', 'prevent',
  'choose', 'decline', 'fall', 'end-fall', 'react', 'end-reactions', 'bury', 'end-bury', 'upgrade', 'decline-upgrade']);

/** Validates, then applies. Returns a RuleError (state untouched) when the action is not legal. */
export function stepAction(s: RuckusState, p: number, action: unknown): RuleError | null {
  if (s.phase === 'over') return refusal('game-over', 'ruckus.no.game-over');
  if (!Number.isInteger(p) || p < 0 || p >= s.players) return refusal('no-such-player', 'ruckus.no.no-such-player', { player: String(p) });
  if (typeof action !== 'object' || action === null || Array.isArray(action) || typeof (action as { type?: unknown }).type !== 'string' || !KNOWN.has((action as { type: string }).type)) {
    return refusal('unknown-action', 'ruckus.no.unknown-action');
  }
  const legal = legalActions(s, p);
  let match: RuckusAction | null = null;
  const wanted = absorbWithAmount(s, p, action as RuckusAction);
  for (const a of legal) if (sameAction(a, wanted)) { match = a; break; }
  if (!match) return explain(s, p, action as RuckusAction, legal.length > 0);
  apply(s, p, match);
  advance(s);
  return null;
}

/** An `absorb` that names no amount takes the most the unit may take of the current hit. */
function absorbWithAmount(s: RuckusState, p: number, a: RuckusAction): RuckusAction {
  if (a.type !== 'absorb' || a.amount !== undefined || s.hits.length === 0 || s.hits[0].to !== p) return a;
  const u = s.p[p].army.find((x) => x.id === a.unit);
  const sk = u && skillOf(tableFor(s.setKey), u);
  const amounts = sk ? absorbAmounts(s.hits[0], sk) : [];
  return amounts.length > 0 ? { type: 'absorb', unit: a.unit, amount: amounts[amounts.length - 1] } : a;
}

/** The trusted path of search and simulation: applies an action legalActions(s, p) gave, without looking for it again. */
export function playAction(s: RuckusState, p: number, action: RuckusAction): void {
  apply(s, p, action);
  advance(s);
}

/** A card an action names, as a refusal's parameter: its name when the card set has it (never an unknown id). */
function known(t: Table, id: unknown): { card?: string } {
  return typeof id === 'string' && t.kind[id] ? { card: cardName(t, id) } : {};
}

/** A prompt's option in words, for a refusal listing them: a card by its name, a seat, or a VP token. */
function optionWords(t: Table, option: string): Message {
  if (option === MUG_FACE_DOWN) return { msg: 'ruckus.no.opt-face-down', params: {} };
  if (t.token[option]) return { msg: 'ruckus.no.opt-token', params: {} };
  if (/^p\d+$/.test(option)) return { msg: 'ruckus.no.opt-seat', params: { seat: S(Number(option.slice(1))) } };
  return { msg: 'ruckus.no.opt-card', params: { card: cardName(t, option) } };
}

/** The rulebook rule an illegal action breaks. */
function explain(s: RuckusState, p: number, a: RuckusAction, hasDecision: boolean): RuleError {
  const t = tableFor(s.setKey);
  const pl = s.p[p];
  const by = S(p);
  if (!hasDecision) return passedDecision(s, p, a) ?? refusal('not-your-decision', 'ruckus.no.not-your-decision', { by });
  if (s.prompts.length > 0) return refusal('card-choice', 'ruckus.no.card-choice', { options: s.prompts[0].options.map((o) => optionWords(t, o)), optional: s.prompts[0].optional });
  if (s.hits.length > 0) {
    const h = s.hits[0];
    if (a.type === 'assign') {
      return refusal(h.row === 0 ? 'damage-to-first-row' : 'assign-damage', h.row < 0 ? 'ruckus.no.assign-army' : 'ruckus.no.assign-row', h.row < 0 ? { by } : { row: h.row + 1 });
    }
    if (a.type === 'absorb' || a.type === 'prevent') return refusal('reactive-skills', 'ruckus.no.reaction');
    return refusal('assign-damage', 'ruckus.no.assign-first', { by });
  }
  switch (a.type) {
    case 'place': {
      if (s.phase !== 'formation') break;
      if (!pl.hand.includes(a.card)) return refusal('card-not-in-hand', 'ruckus.no.not-in-hand', { by, ...known(t, a.card) });
      if (!isFieldable(t, a.card)) return refusal('formation-units-only', 'ruckus.no.units-only');
      if (!Number.isInteger(a.row) || a.row < 0 || a.row > 2) return refusal('three-rows', 'ruckus.no.three-rows');
      const rows = rowCounts(pl.army);
      if (rows[a.row] >= ROW_CAP[a.row]) return refusal('3-2-1-rule', 'ruckus.no.row-full', { row: a.row + 1, cap: ROW_CAP[a.row] });
      return refusal('formation-shape', 'ruckus.no.row-gap', { before: a.row, row: a.row + 1 });
    }
    case 'activate': {
      if (s.phase !== 'activation') break;
      const u = pl.army.find((x) => x.id === a.unit);
      if (!u) return refusal('own-units-only', 'ruckus.no.not-in-army', { by, ...known(t, a.unit) });
      const sk = skillOf(t, u);
      // (Child Friendly has no Activation Phase, so this is never reached there.)
      if (!sk) return refusal('no-skill', 'ruckus.no.no-skill', { card: cardName(t, a.unit) });
      if (u.f & F.MARKER) return refusal('action-marker-socketed', 'ruckus.no.marker');
      if (!s.speed && sk.trigger !== 'active') return refusal('active-skills-only', 'ruckus.no.active-only');
      return refusal('no-effect', 'ruckus.no.no-effect');
    }
    case 'add-on':
      if (s.phase !== 'activation') break;
      return refusal('add-on-tokens', 'ruckus.no.add-on', { by });
    case 'fall':
      if (s.phase !== 'fall') break;
      return refusal('3-2-1-rule', 'ruckus.no.fall-row');
    case 'end-fall':
      if (s.phase !== 'fall') break;
      return refusal('must-fall-forward', 'ruckus.no.must-fall');
    case 'pick':
      if (s.phase !== 'build' && s.phase !== 'draft' && s.phase !== 'pure-upgrades') break;
      return refusal('draft-points', 'ruckus.no.draft-points', { points: 12 });
    case 'upgrade':
      if (s.phase !== 'upgrade') break;
      if (!canUpgrade(s, p)) return refusal('upgrade-phase', 'ruckus.no.upgrade-who');
      return refusal('upgrade-phase', 'ruckus.no.upgrade-remove', { by });
    case 'bury':
      if (s.phase !== 'bury') break;
      return refusal('bury', 'ruckus.no.bury', { by });
    default:
      break;
  }
  return refusal('phase-order', 'ruckus.no.phase-order', { action: a.type, phase: s.phase });
}

/**
 * The rule behind a refusal when the player's own decision of that kind is already behind them this cycle or round
 * (a third activation, the round's winner upgrading): the rule that ended it, not the turn order. Null otherwise.
 */
function passedDecision(s: RuckusState, p: number, a: RuckusAction): RuleError | null {
  const t = tableFor(s.setKey);
  const pl = s.p[p];
  const place = (p - s.first + s.players) % s.players;
  const cycle = s.phase === 'activation' || s.phase === 'resolution' || s.phase === 'fall' || s.phase === 'after-fall';
  switch (a.type) {
    case 'activate': case 'add-on': case 'pass': {
      if (!cycle || !pl.inRound || !standing(s, pl) || (s.phase === 'activation' && place >= s.turn)) return null;
      const ratAndTat = !s.speed && !s.child && pl.army.some((u) => skillOf(t, u)?.effect.kind === 'extra-activation');
      return refusal('one-skill-per-turn', ratAndTat ? 'ruckus.no.rat-and-tat' : 'ruckus.no.one-skill', { by: S(p) });
    }
    case 'upgrade': case 'decline-upgrade': {
      if (s.phase === 'upgrade' && place > s.turn) return null;
      const last = s.results[s.results.length - 1];
      if (s.phase === 'upgrade' && last === p) return refusal('upgrade-phase', 'ruckus.no.upgrade-winner', { by: S(p) });
      return refusal('upgrade-phase', s.phase === 'upgrade' ? 'ruckus.no.upgrade-once' : 'ruckus.no.upgrade-when', { by: S(p) });
    }
    case 'place': case 'confirm':
      if (s.phase !== 'formation' || !pl.done) return null;
      return refusal('formation-confirmed', 'ruckus.no.formation-confirmed');
    case 'bury': case 'end-bury':
      if (s.phase !== 'bury' || place >= s.turn) return null;
      return refusal('bury', 'ruckus.no.bury-over', { by: S(p) });
    default:
      return null;
  }
}

function apply(s: RuckusState, p: number, a: RuckusAction): void {
  const t = tableFor(s.setKey);
  const pl = s.p[p];
  switch (a.type) {
    case 'choose': { const pr = s.prompts.shift()!; resolvePrompt(s, pr, a.option); return; }
    case 'decline': { const pr = s.prompts.shift()!; resolvePrompt(s, pr, null); return; }
    case 'assign': assignHit(s, pl.army.find((u) => u.id === a.unit)!); return;
    case 'absorb': case 'prevent': {
      const u = pl.army.find((x) => x.id === a.unit)!;
      absorbHit(s, u, skillOf(t, u)!, a.type === 'absorb' ? a.amount : undefined);
      return;
    }
    case 'pick': {
      if (s.phase === 'pure-upgrades') {
        s.upgrade.splice(s.upgrade.indexOf(a.card), 1);
        pl.upgrades.push(a.card);
        if (pureChoices(s, t, pl).length === 0) pl.done = true;
        return;
      }
      const pool = s.phase === 'draft' ? s.draftPool : s.upgrade;
      pool.splice(pool.indexOf(a.card), 1);
      pl.draw.push(a.card);
      pl.points -= t.unit[a.card].level as number;
      if (s.phase === 'draft') {
        pl.known.push(a.card);
        s.picks.push({ seat: p, card: a.card });
        if (logOn()) logRule(s, 'drafts', { by: S(p), card: cardName(t, a.card) }, RULE.drafting);
        s.turn++;
      } else if (draftChoices(s, t, pl).length === 0) pl.done = true;
      return;
    }
    case 'done':
      pl.done = true;
      if (s.phase === 'draft') s.turn++;
      return;
    case 'place':
      pl.hand.splice(pl.hand.indexOf(a.card), 1);
      pl.army.push({ id: a.card, row: a.row, dmg: 0, f: 0, owner: p, addOns: [], attached: [] });
      return;
    case 'confirm':
      pl.done = true;
      return;
    case 'recruit': {
      const u = pl.army.find((x) => x.id === a.unit)!;
      u.f |= F.RECRUITED;
      recruitInto(s, t, p, u.row, u.id);
      return;
    }
    case 'end-recruit':
      pl.done = true;
      return;
    case 'activate': {
      const u = pl.army.find((x) => x.id === a.unit)!;
      const sk = skillOf(t, u)!;
      u.f |= F.MARKER;
      s.active = true;
      pl.acts--;
      if (s.speed && sk.trigger !== 'active') {
        if (logOn()) logRule(s, 'activates', { by: S(p), card: cardName(t, u.id) }, RULE.speed);
        if (sk.effect.kind === 'extra-activation') pl.acts += 2;
        else if (sk.effect.kind === 'recruit') { u.f |= F.RECRUITED; recruitInto(s, t, p, u.row, u.id); }
        return;
      }
      runEffect(s, t, p, u, sk, false);
      return;
    }
    case 'add-on': {
      const u = pl.army.find((x) => x.id === a.unit)!;
      pl.tokens.splice(pl.tokens.indexOf(a.token), 1);
      u.addOns.push(a.token);
      s.active = true;
      pl.acts--;
      if (logOn()) logRule(s, 'attachesAddOn', { by: S(p), addOn: t.token[a.token].addOn ?? '', card: cardName(t, u.id) }, RULE.addOn);
      return;
    }
    case 'pass':
      pl.acts = 0;
      return;
    case 'fall':
      fallForward(s, p, a.unit);
      return;
    case 'end-fall':
      s.turn++;
      return;
    case 'react': {
      const u = pl.army.find((x) => x.id === a.unit)!;
      const sk = skillOf(t, u)!;
      useReaction(s, u, sk);
      s.active = true;
      runEffect(s, t, p, u, sk, true);
      return;
    }
    case 'end-reactions':
      s.turn++;
      return;
    case 'bury': {
      pl.discard.splice(pl.discard.lastIndexOf(a.card), 1);
      const sd = pl.sidelined.find((x) => x.id === a.under)!;
      sd.buried.push(a.card);
      if (logOn()) logRule(s, 'buries', { by: S(p), card: cardName(t, a.under), buried: sd.buried.length, most: buryMax(t, a.under) }, RULE.bury);
      return;
    }
    case 'end-bury':
      s.turn++;
      return;
    case 'upgrade': {
      pl.discard.splice(pl.discard.lastIndexOf(a.remove), 1);
      pl.removed.push(a.remove);
      let card: string;
      if (s.setup === 'pure') card = pl.upgrades.splice(pl.upgrades.indexOf(a.card!), 1)[0];
      else card = s.upgrade.pop()!;
      pl.draw.push(card);
      pl.topShown = false;
      if (logOn()) logRule(s, 'upgrades', { by: S(p), card: cardName(t, a.remove) }, RULE.upgrade);
      s.turn++;
      return;
    }
    case 'decline-upgrade':
      s.turn++;
      return;
  }
}

export { standing };
