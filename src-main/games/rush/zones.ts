// Card zones as compact strings, one character per card (card number + OFFSET): cloning a state copies a few
// string references, and hashing or serializing a zone is one native string operation.
export const OFFSET = 0x100;
const CH: string[] = Array.from({ length: 2048 }, (_, n) => String.fromCharCode(n + OFFSET));

export const ch = (n: number): string => CH[n]!;
export const at = (z: string, i: number): number => z.charCodeAt(i) - OFFSET;
export const top = (z: string): number => z.charCodeAt(z.length - 1) - OFFSET;
export const has = (z: string, n: number): boolean => z.indexOf(CH[n]!) >= 0;
export const without = (z: string, n: number): string => {
  const i = z.indexOf(CH[n]!);
  return i < 0 ? z : z.slice(0, i) + z.slice(i + 1);
};
export function nums(z: string): number[] {
  const out: number[] = new Array(z.length);
  for (let i = 0; i < z.length; i++) out[i] = z.charCodeAt(i) - OFFSET;
  return out;
}
export function zone(list: readonly number[]): string {
  let out = '';
  for (const n of list) out += CH[n]!;
  return out;
}
