// Ruckus decisions: the legal actions of a player, their validation (before any mutation) and their effect.
import { ruleError, type RuleError } from '@shared/contract/errors';
import type { Decision } from '@main/engine/game';
import { F, ROW_CAP, tableFor, type RuckusState, type Unit } from './state';
import { skillOf } from './stats';
import {
  absorbAmounts, absorbHit, activationUseful, advance, afterFallUnits, assignHit, buryMax, buryTargets, canUpgrade, cardName, draftChoices,
  fallForward, fallMoves, fallRequired, hitCandidates, hitReactions, isFieldable, logRule, pureChoices, recruitInto, recruitUnits,
  resolvePrompt, RULE, runEffect, seat, seatAt, standing, useReaction,
} from './rules';

// The actions cross to the renderer, so their type lives in src-shared (declared once).
import { legalShape, type RuckusAction } from '@shared/games/ruckus-view';
import { seatParam as S } from '@shared/games/words';
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
  if (s.phase === 'over') return ruleError('game-over', 'The game is over.');
  if (!Number.isInteger(p) || p < 0 || p >= s.players) return ruleError('no-such-player', `There is no player ${p}.`);
  if (typeof action !== 'object' || action === null || Array.isArray(action) || typeof (action as { type?: unknown }).type !== 'string' || !KNOWN.has((action as { type: string }).type)) {
    return ruleError('unknown-action', 'That is not a Ruckus action.');
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

/** The rulebook rule an illegal action breaks. */
function explain(s: RuckusState, p: number, a: RuckusAction, hasDecision: boolean): RuleError {
  const t = tableFor(s.setKey);
  const pl = s.p[p];
  if (!hasDecision) return passedDecision(s, p, a) ?? ruleError('not-your-decision', `${seat(p)} has no decision to make now.`);
  if (s.prompts.length > 0) return ruleError('card-choice', `Choose one of: ${s.prompts[0].options.join(', ')}${s.prompts[0].optional ? ', or decline' : ''}.`);
  if (s.hits.length > 0) {
    const h = s.hits[0];
    if (a.type === 'assign') return ruleError(h.row === 0 ? 'damage-to-first-row' : 'assign-damage', `Damage must go to a unit ${h.row < 0 ? 'of your army' : `in row ${h.row + 1}`} that is not defeated.`);
    if (a.type === 'absorb' || a.type === 'prevent') return ruleError('reactive-skills', 'That unit has no reaction available against this damage (once per hit, before applying it; markers once a round).');
    return ruleError('assign-damage', 'Assign the damage you are taking first.');
  }
  switch (a.type) {
    case 'place': {
      if (s.phase !== 'formation') break;
      if (!pl.hand.includes(a.card)) return ruleError('card-not-in-hand', `${a.card} is not in your hand.`);
      if (!isFieldable(t, a.card)) return ruleError('formation-units-only', 'Only unit cards may be placed into a battle formation.');
      if (!Number.isInteger(a.row) || a.row < 0 || a.row > 2) return ruleError('three-rows', 'A formation has 3 combat rows.');
      const rows = rowCounts(pl.army);
      if (rows[a.row] >= ROW_CAP[a.row]) return ruleError('3-2-1-rule', `Row ${a.row + 1} already holds ${ROW_CAP[a.row]} units (3-2-1 rule).`);
      return ruleError('formation-shape', `Row ${a.row} must hold a unit before row ${a.row + 1} does.`);
    }
    case 'activate': {
      if (s.phase !== 'activation') break;
      const u = pl.army.find((x) => x.id === a.unit);
      if (!u) return ruleError('own-units-only', `${a.unit} is not in your army.`);
      const sk = skillOf(t, u);
      // (Child Friendly has no Activation Phase, so this is never reached there.)
      if (!sk) return ruleError('no-skill', `${cardName(t, a.unit)} has no skill to activate.`);
      if (u.f & F.MARKER) return ruleError('action-marker-socketed', 'An action marker is already socketed: the skill may not be activated again this combat round.');
      if (!s.speed && sk.trigger !== 'active') return ruleError('active-skills-only', 'Only active skills are activated; passive skills and reactions work on their own.');
      return ruleError('no-effect', 'This skill would have no effect now (no target).');
    }
    case 'add-on':
      if (s.phase !== 'activation') break;
      return ruleError('add-on-tokens', 'Only a held melee, ranged or heart add-on token can be placed on a unit of your army.');
    case 'fall':
      if (s.phase !== 'fall') break;
      return ruleError('3-2-1-rule', 'A unit falls forward one row at a time, never into a full row (3-2-1 rule).');
    case 'end-fall':
      if (s.phase !== 'fall') break;
      return ruleError('must-fall-forward', 'An empty 1st or 2nd row must be refilled from a row behind it.');
    case 'pick':
      if (s.phase !== 'build' && s.phase !== 'draft' && s.phase !== 'pure-upgrades') break;
      return ruleError('draft-points', 'That unit is not available or costs more draft points than you have left (Level 1 = 1, Level 2 = 2, 12 in all).');
    case 'upgrade':
      if (s.phase !== 'upgrade') break;
      if (!canUpgrade(s, p)) return ruleError('upgrade-phase', 'Only players who did not win the Victory card, with a discard pile, may upgrade.');
      return ruleError('upgrade-phase', 'Remove one unit of your discard pile from the game to upgrade.');
    case 'bury':
      if (s.phase !== 'bury') break;
      return ruleError('bury', 'Bury a card of your discard pile under a sidelined card that still has room.');
    default:
      break;
  }
  return ruleError('phase-order', `${a.type} is not a decision of the ${s.phase} phase.`);
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
      return ruleError('one-skill-per-turn', ratAndTat
        ? 'FAQ Rat & Tat: "Rat & Tat do not stack. A player may only activate 2 skills on their turn during the Activation Phase regardless of how many RAT & TAT cards a player may have in play."'
        : 'Activation Phase: "each player may activate and resolve 1 skill or place 1 add-on token on his or her turn"; your turn of this Activation Phase is over.');
    }
    case 'upgrade': case 'decline-upgrade': {
      if (s.phase === 'upgrade' && place > s.turn) return null;
      const last = s.results[s.results.length - 1];
      if (s.phase === 'upgrade' && last === p) return ruleError('upgrade-phase', 'Upgrade Phase: "Any player that does not win a Victory card during a combat round may choose to upgrade": you won it.');
      return ruleError('upgrade-phase', s.phase === 'upgrade'
        ? 'Upgrade Phase: "In player order, players may remove 1 unit": one upgrade a round, and your turn of it is over (or you have no unit in your discard pile).'
        : 'Upgrade Phase: players upgrade "at the end of that round", once, in player order.');
    }
    case 'place': case 'confirm':
      if (s.phase !== 'formation' || !pl.done) return null;
      return ruleError('formation-confirmed', 'Draw and Formation Phase: a confirmed formation waits behind the Battle Screen until every player has finished, and does not change.');
    case 'bury': case 'end-bury':
      if (s.phase !== 'bury' || place >= s.turn) return null;
      return ruleError('bury', 'Bury: "All players may bury cards if able", in player order: your turn of it is over.');
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
