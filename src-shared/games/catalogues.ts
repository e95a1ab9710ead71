// Every game's catalogue of words, by the prefix of its message ids ('rush.buy' is RUSH_WORDS.buy).
import type { Catalogue } from './words';
import { RUSH_WORDS } from './rush-words';
import { RUCKUS_WORDS } from './ruckus-words';

export const CATALOGUES: Readonly<Record<string, Catalogue>> = { rush: RUSH_WORDS, ruckus: RUCKUS_WORDS };
