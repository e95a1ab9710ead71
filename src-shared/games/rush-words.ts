// World of Tanks: Rush in words: every log line and every description of an action the engine
// (src-main/games/rush) writes, by message id ('rush.<key>'). The engine sends ids and parameters only; these
// entries are the one place its sentences are made, so a translation is another catalogue with the same keys.
import type { Catalogue, Param, Params, Words } from './words';

const NATION: Record<string, string> = { ussr: 'the USSR', usa: 'the USA', germany: 'Germany', france: 'France' };
export const nationWords = (key: Param | undefined): string => NATION[String(key)] ?? String(key);

/** A base by its owner and number: "Anders's base 2", "your base 1". */
export const baseWords = (owner: Param | undefined, n: Param | undefined, w: Words): string => `${w.owner(owner)} base ${Number(n)}`;

const s = (p: Params, key: string): string => String(p[key] ?? '');

export const RUSH_WORDS: Catalogue = {
  // ---------- log lines ----------
  buy: (p, w) => `${w.subject(p.by, 'buys')} ${s(p, 'card')}, cost ${Number(p.cost)}.`,
  // ---------- descriptions of actions ----------
  'act.buy': (p) => `Buy ${s(p, 'card')} from the reserve`,
  'act.end': () => 'End the turn',
};
