// Bounds on the shape of any payload, measured without recursion so that a hostile value (thousands of nested
// arrays, a cycle through structured clone, a million keys) is refused before any schema or JSON.stringify walks it.
import type { ValidationIssue } from './errors';

/** Deepest nesting of arrays and objects accepted in a payload (a card set or a match file needs fewer than 12). */
export const MAX_PAYLOAD_DEPTH = 32;
/** Most values (objects, arrays, primitives) in one payload; a 4 MB request of small values stays below it. */
export const MAX_PAYLOAD_NODES = 1_000_000;
/** Most validation issues one reply lists; the rest are counted in one last issue. */
export const MAX_ISSUES = 100;

export type Measure =
  | { readonly ok: true; readonly depth: number; readonly nodes: number; readonly chars: number }
  | { readonly ok: false; readonly path: string; readonly message: string };

export interface MeasureLimits {
  readonly maxDepth?: number;
  readonly maxNodes?: number;
  /** A bound on the JSON text the value would make (strings, keys and numbers counted; punctuation roughly). */
  readonly maxChars?: number;
}

/**
 * Walks a value iteratively and stops at the first limit passed: depth, number of values, or size as JSON. Only plain
 * JSON-like data passes (objects, arrays, strings, finite numbers, booleans, null; `undefined` inside objects is
 * dropped as JSON would); functions, symbols, bigints and non-finite numbers are refused.
 */
export function measure(value: unknown, limits: MeasureLimits = {}): Measure {
  const maxDepth = limits.maxDepth ?? MAX_PAYLOAD_DEPTH;
  const maxNodes = limits.maxNodes ?? MAX_PAYLOAD_NODES;
  const maxChars = limits.maxChars ?? Number.POSITIVE_INFINITY;
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: '' }];
  let nodes = 0, chars = 0, deepest = 0;
  const refuse = (path: string, message: string): Measure => ({ ok: false, path: path || '(root)', message });
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!;
    if (++nodes > maxNodes) return refuse(path, `more than ${maxNodes} values`);
    if (depth > deepest) deepest = depth;
    switch (typeof v) {
      case 'string':
        chars += v.length + 2;
        break;
      case 'number':
        if (!Number.isFinite(v)) return refuse(path, 'a number must be finite');
        chars += 8;
        break;
      case 'boolean':
        chars += 5;
        break;
      case 'undefined':
        chars += 4;
        break;
      case 'object': {
        if (v === null) { chars += 4; break; }
        if (depth >= maxDepth) return refuse(path, `nested deeper than ${maxDepth} levels`);
        chars += 2;
        if (Array.isArray(v)) {
          for (let i = v.length - 1; i >= 0; i--) {
            stack.push({ v: v[i], depth: depth + 1, path: path ? `${path}.${i}` : String(i) });
            if (stack.length > maxNodes) return refuse(path, `more than ${maxNodes} values`);
          }
        } else {
          const keys = Object.keys(v);
          for (let i = keys.length - 1; i >= 0; i--) {
            const k = keys[i]!;
            chars += k.length + 4;
            stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: path ? `${path}.${k.slice(0, 40)}` : k.slice(0, 40) });
            if (stack.length > maxNodes) return refuse(path, `more than ${maxNodes} values`);
          }
        }
        break;
      }
      default:
        return refuse(path, `a ${typeof v} is not data`);
    }
    if (chars > maxChars) return refuse(path, `larger than ${maxChars} characters as JSON`);
  }
  return { ok: true, depth: deepest, nodes, chars };
}

/** At most `max` issues, then one that says how many more there were. */
export function capIssues(issues: readonly ValidationIssue[], max = MAX_ISSUES): ValidationIssue[] {
  if (issues.length <= max) return [...issues];
  const more = issues.length - max;
  return [...issues.slice(0, max), { path: '(more)', message: `and ${more} more problem${more === 1 ? '' : 's'}` }];
}

/** Text safe to put in one log line: control characters (newlines included) shown as escapes, and a bounded length. */
export function logSafe(text: unknown, max = 200): string {
  let s: string;
  try {
    s = typeof text === 'string' ? text : String(text);
  } catch {
    s = '(an unprintable value)';
  }
  const clean = s.slice(0, max).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return s.length > max ? `${clean}…` : clean;
}
