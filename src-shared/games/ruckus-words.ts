// Ruckus in words: every log line and every description of an action the engine (src-main/games/ruckus, with its
// Draft Tournament) writes, by message id ('ruckus.<key>'). The engine sends ids and parameters only; these entries
// are the one place its sentences are made, so a translation is another catalogue with the same keys.
import type { Catalogue, Params } from './words';

const s = (p: Params, key: string): string => String(p[key] ?? '');

export const RUCKUS_WORDS: Catalogue = {
  // ---------- log lines ----------
  drafts: (p, w) => `${w.subject(p.by, 'drafts')} ${s(p, 'card')}.`,
  // ---------- descriptions of actions ----------
  'act.pass': () => 'Pass',
  'act.place': (p) => `Place ${s(p, 'card')} in row ${Number(p.row)}`,
};
