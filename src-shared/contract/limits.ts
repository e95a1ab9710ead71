// Bounds on the shape of any payload, measured without recursion so that a hostile value (thousands of nested
// arrays, a cycle through structured clone, a million keys) is refused before any schema or JSON.stringify walks it.
import type { ValidationIssue } from './errors';

/** Deepest nesting of arrays and objects accepted in a payload (a card set or a match file needs fewer than 12). */
export const MAX_PAYLOAD_DEPTH = 32;
/** Most values (objects, arrays, primitives) in one payload; a 4 MB request of small values stays below it. */
export const MAX_PAYLOAD_NODES = 1_000_000;
/** Most keys of one object: every object of the contract has a handful, records (options, settings) a few dozen. */
export const MAX_OBJECT_KEYS = 1_000;
/** Most items of one array: the longest the contract takes is a match file's actions (100,000). */
export const MAX_ARRAY_ITEMS = 100_000;
/** Most validation issues one reply lists; the rest are counted in one last issue. */
export const MAX_ISSUES = 100;

export type Measure =
  | { readonly ok: true; readonly depth: number; readonly nodes: number; readonly chars: number }
  | { readonly ok: false; readonly path: string; readonly message: string };

export interface MeasureLimits {
  readonly maxDepth?: number;
  readonly maxNodes?: number;
  readonly maxKeys?: number;
  readonly maxItems?: number;
  /** A bound on the JSON text the value would make (strings, keys and numbers counted; punctuation roughly). */
  readonly maxChars?: number;
}

/**
 * Walks a value iteratively and stops at the first limit passed: depth, values in all, keys of an object, items of an
 * array, or size as JSON. Only plain JSON-like data passes (objects, arrays, strings, finite numbers, booleans, null;
 * `undefined` as JSON drops it); functions, symbols, bigints and non-finite numbers are refused. The cost is one step
 * per value, and the path of a refused value is worked out only when there is one.
 */
export function measure(value: unknown, limits: MeasureLimits = {}): Measure {
  const maxDepth = limits.maxDepth ?? MAX_PAYLOAD_DEPTH;
  const maxNodes = limits.maxNodes ?? MAX_PAYLOAD_NODES;
  const maxKeys = limits.maxKeys ?? MAX_OBJECT_KEYS;
  const maxItems = limits.maxItems ?? MAX_ARRAY_ITEMS;
  const maxChars = limits.maxChars ?? Number.POSITIVE_INFINITY;
  // The stack, as parallel arrays: the value, its depth, the node it sits in and its key there.
  const values: unknown[] = [value];
  const depths: number[] = [0];
  const parents: number[] = [-1];
  const keys: (string | number)[] = [''];
  // For each node taken off the stack: its parent node and key, to name the path of a refused one.
  const parentOf: number[] = [];
  const keyOf: (string | number)[] = [];
  let nodes = 0, chars = 0, deepest = 0;
  const refuse = (node: number, message: string): Measure => {
    const parts: string[] = [];
    for (let n = node; n > 0; n = parentOf[n]!) parts.push(String(keyOf[n]).slice(0, 40));
    return { ok: false, path: parts.reverse().join('.') || '(root)', message };
  };
  while (values.length > 0) {
    const v = values.pop();
    const depth = depths.pop()!;
    const node = nodes++;
    parentOf.push(parents.pop()!);
    keyOf.push(keys.pop()!);
    if (nodes > maxNodes) return refuse(node, `more than ${maxNodes} values`);
    if (depth > deepest) deepest = depth;
    switch (typeof v) {
      case 'string':
        chars += v.length + 2;
        break;
      case 'number':
        if (!Number.isFinite(v)) return refuse(node, 'a number must be finite');
        chars += 8;
        break;
      case 'boolean':
      case 'undefined':
        chars += 5;
        break;
      case 'object': {
        chars += 2;
        if (v === null) break;
        if (depth >= maxDepth) return refuse(node, `nested deeper than ${maxDepth} levels`);
        if (Array.isArray(v)) {
          if (v.length > maxItems) return refuse(node, `more than ${maxItems} items`);
          if (values.length + v.length > maxNodes) return refuse(node, `more than ${maxNodes} values`);
          for (let i = v.length - 1; i >= 0; i--) {
            values.push(v[i]);
            depths.push(depth + 1);
            parents.push(node);
            keys.push(i);
          }
        } else {
          const own = Object.keys(v);
          if (own.length > maxKeys) return refuse(node, `more than ${maxKeys} keys`);
          if (values.length + own.length > maxNodes) return refuse(node, `more than ${maxNodes} values`);
          for (let i = own.length - 1; i >= 0; i--) {
            const k = own[i]!;
            chars += k.length + 4;
            values.push((v as Record<string, unknown>)[k]);
            depths.push(depth + 1);
            parents.push(node);
            keys.push(k);
          }
        }
        break;
      }
      default:
        return refuse(node, `a ${typeof v} is not data`);
    }
    if (chars > maxChars) return refuse(node, `larger than ${maxChars} characters as JSON`);
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
