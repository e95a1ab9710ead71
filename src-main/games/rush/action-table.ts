// The game's table of action objects, and an action as card numbers. Legal actions are immutable, so each distinct
// one is made once per game (card set) and shared: legalActions is hot, and step finds an action in the legal list by
// identity. A table belongs to one game (makeRushGame makes it), never to the module.
import type { Compiled } from './compiled';
import type { RushAction } from './state';

/** An action as card numbers: its type, its card, its other card (a base or a target), its number (ability, doubles). */
export type Parsed = { type: string; card: number; other: number; n: number };

export type OneArg = 'buy' | 'pay' | 'finish' | 'research' | 'repair' | 'sabotage' | 'declare' | 'hold' | 'assault' | 'medals' | 'discard';
export type TwoArgs = 'ability' | 'defend' | 'fire';
export interface Memo {
  /** The game's one scratch action: step() parses, checks and performs synchronously, so it is never shared. */
  readonly parsed: Parsed;
  readonly one: Record<OneArg, (RushAction | undefined)[]>;
  readonly two: Record<TwoArgs, ((RushAction | undefined)[] | undefined)[]>;
}
// Card numbers stay below 1024 (at most 100 vehicles, 50 barracks, 25 bases and 160 medal cards).
export const SPAN = 1024;
const slots = <T>(): (T | undefined)[] => new Array<T | undefined>(SPAN).fill(undefined);
export const END_ACTION: RushAction = Object.freeze({ type: 'end' });
export const REPAIR_DONE: RushAction = Object.freeze({ type: 'repair-done' });

export function newMemo(): Memo {
  return {
    parsed: { type: '', card: -1, other: -1, n: 0 },
    one: { buy: slots(), pay: slots(), finish: slots(), research: slots(), repair: slots(), sabotage: slots(), declare: slots(), hold: slots(), assault: slots(), medals: slots(), discard: slots() },
    two: { ability: slots(), defend: slots(), fire: slots() },
  };
}


/** An action with one card (or target, or number) argument. */
export function act1(c: Compiled, m: Memo, type: OneArg, n: number): RushAction {
  const row = m.one[type];
  return row[n] ??= type === 'assault' ? Object.freeze({ type, target: c.ids[n]! }) as RushAction
    : type === 'medals' ? Object.freeze({ type, doubles: n }) as RushAction
    : Object.freeze({ type, card: c.ids[n]! }) as RushAction;
}


/** An action with a card and a second argument (an ability index, a base, a target). */
export function act2(c: Compiled, m: Memo, type: TwoArgs, card: number, other: number): RushAction {
  const rows = m.two[type];
  const row = rows[card] ??= slots();
  return row[other] ??= type === 'ability' ? Object.freeze({ type, card: c.ids[card]!, ability: other }) as RushAction
    : type === 'defend' ? Object.freeze({ type, card: c.ids[card]!, base: c.ids[other]! }) as RushAction
    : Object.freeze({ type, card: c.ids[card]!, target: c.ids[other]! }) as RushAction;
}
