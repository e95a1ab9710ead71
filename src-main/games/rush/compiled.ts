// A card set compiled to flat numeric tables indexed by card-instance number, so the rules read cards
// without object graphs. States name their set by a key (`cardSetKey`); a game made from a set (makeRushGame in
// game.ts) holds its compiled tables itself, so nothing here is cached.
import { hashText, stableStringify } from '@main/engine/hash';
import { type Ability, type CardSet, checkCardSet, NATIONS, CLASSES } from '@shared/games/rush/cards';
import { defaultCardSet } from './default-set';

export const MAX_PLAYERS = 5;
/** Class codes: 0-4 vehicle classes in CLASSES order, then the other card types. */
export const LIGHT = 0, MEDIUM = 1, SPG = 2, HEAVY = 3, AUXILIARY = 4, BARRACKS = 5, MEDAL = 6, BASE = 7;
/** Passive bits. */
export const ONLY_BASES = 1, ONLY_VEHICLES = 2, NATIONAL = 4;

export interface Compiled {
  readonly key: string;
  readonly set: CardSet;
  /** Vehicles 0..V-1, then barracks (B per seat), bases (per seat), medals by nation (one-medal cards, then two-medal cards). */
  readonly V: number;
  readonly B: number;
  readonly basesPer: number;
  readonly BAR0: number;
  readonly BASE0: number;
  readonly MED0: number;
  readonly total: number;
  /** Instance number -> string instance id ('v17', 'p1-b3', 'p2-base1', 'm1-ussr-4'). */
  readonly ids: string[];
  readonly byId: Map<string, number>;
  /** Instance number -> what the card is, without which copy (for public knowledge of hidden zones). */
  readonly kindKey: string[];
  readonly names: string[];
  readonly cost: Int8Array;
  readonly resources: Int8Array;
  readonly strength: Int8Array;
  readonly armour: Int8Array;
  readonly nation: Int8Array;
  readonly cardClass: Int8Array;
  readonly medals: Int8Array;
  readonly passives: Int8Array;
  /** Seat a barracks or base card started with, else -1. */
  readonly owner: Int8Array;
  readonly abilities: (readonly Ability[])[];
  /** Medal card numbers per nation. */
  readonly oneMedalCards: number[][];
  readonly twoMedalCards: number[][];
}

function compile(key: string, set: CardSet): Compiled {
  const V = set.vehicles.length;
  const B = set.barracks.reduce((s, b) => s + b.count, 0);
  const basesPer = set.base.perPlayer;
  const BAR0 = V, BASE0 = V + MAX_PLAYERS * B, MED0 = BASE0 + MAX_PLAYERS * basesPer;
  const medalCount = NATIONS.reduce((s, n) => s + set.medals[n].one + set.medals[n].two, 0);
  const total = MED0 + medalCount;
  const ids: string[] = new Array(total), kindKey: string[] = new Array(total), names: string[] = new Array(total);
  const cost = new Int8Array(total), resources = new Int8Array(total), strength = new Int8Array(total), armour = new Int8Array(total);
  const nation = new Int8Array(total).fill(-1), cardClass = new Int8Array(total), medals = new Int8Array(total), passives = new Int8Array(total);
  const owner = new Int8Array(total).fill(-1);
  const abilities: (readonly Ability[])[] = new Array(total).fill([]);
  set.vehicles.forEach((v, i) => {
    ids[i] = `v${i + 1}`; kindKey[i] = v.id; names[i] = v.name;
    cost[i] = v.cost; resources[i] = v.resources; strength[i] = v.strength; armour[i] = v.armour;
    nation[i] = NATIONS.indexOf(v.nation); cardClass[i] = CLASSES.indexOf(v.class); abilities[i] = v.abilities;
    passives[i] = (v.passives.includes('only-against-bases') ? ONLY_BASES : 0) | (v.passives.includes('only-against-vehicles') ? ONLY_VEHICLES : 0) | (v.passives.includes('national-resources') ? NATIONAL : 0);
  });
  for (let p = 0; p < MAX_PLAYERS; p++) {
    let k = 0;
    for (const b of set.barracks) {
      for (let c = 0; c < b.count; c++, k++) {
        const i = BAR0 + p * B + k;
        ids[i] = `p${p + 1}-b${k + 1}`; kindKey[i] = `p${p + 1}:${b.id}`; names[i] = b.name;
        resources[i] = b.resources; cardClass[i] = BARRACKS; abilities[i] = b.abilities; owner[i] = p;
      }
    }
    for (let k2 = 0; k2 < basesPer; k2++) {
      const i = BASE0 + p * basesPer + k2;
      ids[i] = `p${p + 1}-base${k2 + 1}`; kindKey[i] = `base:p${p + 1}`; names[i] = `${set.base.name} of player ${p + 1}`;
      cardClass[i] = BASE; owner[i] = p;
    }
  }
  const oneMedalCards: number[][] = [], twoMedalCards: number[][] = [];
  let m = MED0;
  NATIONS.forEach((n, ni) => {
    const deck = set.medals[n];
    oneMedalCards.push([]); twoMedalCards.push([]);
    for (let c = 0; c < deck.one; c++, m++) {
      ids[m] = `m1-${n}-${c + 1}`; kindKey[m] = `m1:${n}`; names[m] = `${deck.name} (1 medal)`;
      cardClass[m] = MEDAL; medals[m] = 1; resources[m] = 1; nation[m] = ni; oneMedalCards[ni]!.push(m);
    }
    for (let c = 0; c < deck.two; c++, m++) {
      ids[m] = `m2-${n}-${c + 1}`; kindKey[m] = `m2:${n}`; names[m] = `${deck.name} (2 medals)`;
      cardClass[m] = MEDAL; medals[m] = 2; resources[m] = 2; nation[m] = ni; twoMedalCards[ni]!.push(m);
    }
  });
  const byId = new Map<string, number>();
  ids.forEach((id, i) => byId.set(id, i));
  return { key, set, V, B, basesPer, BAR0, BASE0, MED0, total, ids, byId, kindKey, names, cost, resources, strength, armour, nation, cardClass, medals, passives, owner, abilities, oneMedalCards, twoMedalCards };
}

/** The key states of a card set carry: 'default' for the project's set (absent content), else a hash of the content. */
export function cardSetKey(content: unknown): string {
  return content === undefined || content === null || content === 'default' ? 'default' : `u${hashText(stableStringify(content))}`;
}

/**
 * Compiles a card set given as content (a user's JSON, validated here; absent or 'default' for the default set).
 * Throws on an invalid set.
 */
export function compileCardSet(content: unknown): Compiled {
  const key = cardSetKey(content);
  if (key === 'default') return compile(key, defaultCardSet);
  const check = checkCardSet(content);
  if (!check.ok || !check.set) throw new Error(`invalid Rush card set: ${check.issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return compile(key, check.set);
}
