// Actions from outside and the one legality path: an action is parsed to card numbers, and `step` accepts it only when
// it is one of legalActions (found by identity in the game's action table). A refused action is told the rule it
// breaks by the refusal of its phase's module; refusals decide nothing.
import type { RuleError } from '@shared/contract/errors';
import { refusal } from '@shared/games/catalogues';
import type { PlayerId } from '@main/engine/game';
import { DECISION_OF_ACTION, DECISION_OF_PHASE } from './abilities';
import { act1, act2, END_ACTION, REPAIR_DONE, SPAN, type Memo, type OneArg, type Parsed, type TwoArgs } from './action-table';
import { abilityPhaseLegal, abilityPhaseRefusal, performAbility, performDefend, performDiscard, performEnd, playLegal, playRefusal } from './card-play';
import { finishCard } from './card-end';
import { attackLegal, attackRefusal, declare, performShot } from './combat';
import { BARRACKS, BASE, type Compiled } from './compiled';
import { medalsLegal, medalsRefusal, performMedals } from './medals';
import { payLegal, payRefusal, performBuy, performPay } from './purchase';
import { seat } from './rules';
import { ABILITY, ATTACK, MEDALS, OVER, PAY, PLAY, SABOTAGE, type RushAction, type RushState } from './state';

function num(c: Compiled, s: RushState, id: unknown): number {
  if (typeof id !== 'string') return -2;
  const n = c.byId.get(id);
  if (n === undefined) return -1;
  // Barracks and bases of seats not in this game do not exist.
  if ((c.cardClass[n] === BARRACKS || c.cardClass[n] === BASE) && c.owner[n]! >= s.players) return -1;
  return n;
}

const SHAPES: Record<string, readonly string[]> = {
  buy: ['card'], pay: ['card'], ability: ['card', 'ability'], defend: ['card', 'base'], finish: ['card'], research: ['card'],
  repair: ['card'], 'repair-done': [], assault: ['target'], sabotage: ['card'], declare: ['card'], fire: ['card', 'target'],
  hold: ['card'], medals: ['doubles'], discard: ['card'], end: [],
};

/** An action from outside as card numbers (in the game's scratch action), or the refusal of a malformed one. */
export function parse(s: RushState, c: Compiled, m: Memo, action: unknown): Parsed | RuleError {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return refusal('unknown-action', 'rush.no.action-object');
  const a = action as Record<string, unknown>;
  const shape = typeof a.type === 'string' ? SHAPES[a.type] : undefined;
  if (!shape) return refusal('unknown-action', 'rush.no.action-type', { type: String(JSON.stringify(a.type)) });
  let keys = 0;
  for (const k in a) if (Object.prototype.hasOwnProperty.call(a, k)) keys++;
  let missing = false;
  for (let i = 0; i < shape.length; i++) if (!(shape[i]! in a)) missing = true;
  if (keys !== shape.length + 1 || missing) return refusal('unknown-action', 'rush.no.action-fields', { type: a.type as string, fields: shape });
  // The game's one scratch object: step() parses, checks and performs synchronously, so it is never shared.
  const out = m.parsed;
  out.type = a.type as string; out.card = -1; out.other = -1; out.n = 0;
  for (const k of shape) {
    const v = a[k];
    if (k === 'ability' || k === 'doubles') {
      if (typeof v !== 'number' || !Number.isInteger(v)) return refusal('unknown-action', 'rush.no.action-integer', { field: k });
      out.n = v;
    } else {
      const n = num(c, s, v);
      if (n === -2) return refusal('unknown-action', 'rush.no.action-card-id', { field: k });
      if (n === -1) return refusal('no-such-card', 'rush.no.no-such-card', { id: String(v) });
      if (k === 'card') out.card = n; else out.other = n;
    }
  }
  return out;
}

/**
 * The trusted path's parse of an action legalActions made (well formed, every card in the game): its card numbers are
 * looked up, nothing is checked.
 */
export function parseLegal(c: Compiled, m: Memo, action: RushAction): Parsed {
  const a = action as { type: string; card?: string; target?: string; base?: string; ability?: number; doubles?: number };
  const out = m.parsed;
  out.type = a.type;
  out.card = a.card === undefined ? -1 : c.byId.get(a.card)!;
  const other = a.target ?? a.base;
  out.other = other === undefined ? -1 : c.byId.get(other)!;
  out.n = a.ability ?? a.doubles ?? 0;
  return out;
}

/** The legal actions of `player` (a new list of shared action objects). */
export function legal(s: RushState, c: Compiled, m: Memo, player: PlayerId): RushAction[] {
  const out: RushAction[] = [];
  if (s.phase === OVER) return out;
  if (s.phase !== SABOTAGE && player !== s.current) return out;
  switch (s.phase) {
    case PLAY: playLegal(s, c, m, out); break;
    case PAY: payLegal(s, c, m, out); break;
    case ABILITY: abilityPhaseLegal(s, c, m, out); break;
    case ATTACK: attackLegal(s, c, m, out); break;
    case MEDALS: medalsLegal(s, c, m, out); break;
    default: DECISION_OF_PHASE[s.phase]?.choices(s, c, m, player, out);
  }
  return out;
}

/** The shared action object of a parsed action (as legalActions makes it), or null when no legal action could be it. */
function tableAction(c: Compiled, m: Memo, a: Parsed): RushAction | null {
  switch (a.type) {
    case 'end': return END_ACTION;
    case 'repair-done': return REPAIR_DONE;
    case 'assault': return act1(c, m, 'assault', a.other);
    case 'medals': return a.n >= 0 && a.n < SPAN ? act1(c, m, 'medals', a.n) : null;
    case 'ability': return a.n >= 0 && a.n < c.abilities[a.card]!.length ? act2(c, m, 'ability', a.card, a.n) : null;
    case 'defend': case 'fire': return act2(c, m, a.type as TwoArgs, a.card, a.other);
    default: return act1(c, m, a.type as OneArg, a.card);
  }
}

/** Whether parsed action `a` is one of the legal actions of `player`. */
export function isLegal(s: RushState, c: Compiled, m: Memo, player: PlayerId, a: Parsed): boolean {
  const action = tableAction(c, m, a);
  return action !== null && legal(s, c, m, player).includes(action);
}

/** The rule an action outside legalActions breaks, named by the module of the decision open now. */
export function refusalOf(s: RushState, c: Compiled, player: PlayerId, a: Parsed): RuleError {
  return ruleBroken(s, c, player, a) ?? refusal('wrong-phase', 'rush.no.nothing-to-decide');
}

function ruleBroken(s: RushState, c: Compiled, player: PlayerId, a: Parsed): RuleError | null {
  if (s.phase === OVER) return refusal('game-over', 'rush.no.game-over');
  if (s.phase !== SABOTAGE && player !== s.current) return refusal('not-your-turn', 'rush.no.not-your-turn', { seat: seat(s.current) });
  switch (s.phase) {
    case PLAY: return playRefusal(s, c, a);
    case PAY: return payRefusal(s, c, a);
    case ABILITY: return abilityPhaseRefusal(s, c, a);
    case ATTACK: return attackRefusal(s, c, a);
    case MEDALS: return medalsRefusal(s, a);
  }
  return DECISION_OF_PHASE[s.phase]?.ruleBroken(s, c, player, a) ?? null;
}

/** Carries out a legal action. */
export function perform(s: RushState, c: Compiled, player: PlayerId, a: Parsed): void {
  switch (a.type) {
    case 'end': performEnd(s, c); return;
    case 'discard': performDiscard(s, c, a.card); return;
    case 'buy': performBuy(s, c, a.card); return;
    case 'pay': performPay(s, c, player, a); return;
    case 'ability': performAbility(s, c, a.card, a.n); return;
    case 'defend': performDefend(s, c, a.card, a.other); return;
    case 'finish': finishCard(s, c); return;
    case 'declare': declare(s, c, a.card); return;
    case 'fire': case 'hold': performShot(s, c, player, a); return;
    case 'medals': performMedals(s, c, player, a); return;
    default: DECISION_OF_ACTION[a.type]!.perform(s, c, player, a);
  }
}
