// Input checks for repository methods, so bad input is a typed validation error rather than a SQLite crash.
import { z } from 'zod';
import { validationFailure } from './errors';

/** Parses `value` with `schema` or throws a validation failure naming every wrong field. */
export function check<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  throw validationFailure(`Invalid ${what}: ${issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}`, issues);
}

/** JSON text of a plain-data value; refuses what JSON would silently change (NaN, Infinity, undefined) or cannot hold (cycles, BigInt). */
export function toJsonText(value: unknown, what: string): string {
  let bad: string | null = null;
  let text: string | undefined;
  try {
    text = JSON.stringify(value, (key, v: unknown) => {
      if (bad === null && typeof v === 'number' && !Number.isFinite(v)) bad = `${key || 'value'} is ${v}, which JSON cannot hold`;
      if (bad === null && (typeof v === 'function' || typeof v === 'symbol')) bad = `${key || 'value'} is a ${typeof v}`;
      return v;
    });
  } catch (e) {
    bad = e instanceof Error ? e.message : String(e);
  }
  if (bad === null && text === undefined) bad = 'value is not JSON data';
  if (bad !== null) throw validationFailure(`Invalid ${what}: ${bad}`, [{ path: what, message: bad }]);
  return text!;
}

export function fromJsonText<T = unknown>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export const Id = z.string().min(1).max(200);
export const Name = z.string().trim().min(1).max(200);
export const GameId = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'a game id is lower-case letters, digits and dashes');
export const Seat = z.number().int().min(0).max(15);
export const Time = z.number().int().nonnegative();
export const Seed = z.union([z.number().int().refine(Number.isSafeInteger, 'a numeric seed must be a safe integer'), z.string().min(1).max(200)]);
