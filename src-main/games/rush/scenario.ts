// Scenario support for Rush: builds a state from an explicit position and checks expectations on a state.
// The formats are documented in tests/scenarios/rush/FORMAT.md.
import type { AnyGame, LogEntry } from '@main/engine/game';
import type { ScenarioFile, ScenarioSupport } from '@main/engine/scenario';
import { stableStringify } from '@main/engine/hash';
import { NATIONS } from '@shared/games/rush/cards';
import { BARRACKS, BASE, type Compiled } from './compiled';
import { cloneRush, rushInvariants, type RushGame } from './game';
import { logging } from './rules';
import { scoreRush } from './score';
import { startTurn } from './turn';
import { OVER, PHASE_NAMES, PLAY, type RushState } from './state';
import { nums, zone } from './zones';

type Json = Record<string, unknown>;

function resolver(c: Compiled): (id: unknown) => number {
  const byKind = new Map<string, number>();
  c.set.vehicles.forEach((v, i) => byKind.set(v.id, i));
  return (id) => {
    if (typeof id !== 'string') return -1;
    const n = c.byId.get(id) ?? byKind.get(id);
    return n === undefined ? -1 : n;
  };
}

function buildPosition(g: RushGame, position: unknown, scenario: ScenarioFile): { ok: true; state: RushState } | { ok: false; issues: string[] } {
  const issues: string[] = [];
  if (typeof position !== 'object' || position === null) return { ok: false, issues: ['position must be an object'] };
  const pos = position as Json;
  let s: RushState;
  try {
    s = g.setup({
      players: scenario.players, firstPlayer: (pos.first as number | undefined) ?? 0,
      cardSet: scenario.options?.cardSet, maxTurns: (scenario.options?.maxTurns as number | undefined) ?? 0,
    }, scenario.seed);
  } catch (e) {
    return { ok: false, issues: [e instanceof Error ? e.message : String(e)] };
  }
  const c = g.cards;
  const resolve = resolver(c);
  const placed = new Uint8Array(c.total);
  const take = (where: string, list: unknown): number[] => {
    if (list === undefined) return [];
    if (!Array.isArray(list)) { issues.push(`${where} must be a list of card ids`); return []; }
    const out: number[] = [];
    for (const id of list) {
      const n = resolve(id);
      if (n < 0 || ((c.cardClass[n] === BARRACKS || c.cardClass[n] === BASE) && c.owner[n]! >= s.players)) { issues.push(`${where}: no card ${JSON.stringify(id)} in this game`); continue; }
      if (placed[n]) { issues.push(`${where}: ${c.ids[n]} is already placed elsewhere`); continue; }
      placed[n] = 1;
      out.push(n);
    }
    return out;
  };
  const players = (pos.players as Json[] | undefined) ?? [];
  if (!Array.isArray(players) || players.length !== s.players) issues.push(`position.players must list ${s.players} players`);
  s.bases.fill(-1); s.defenders.fill(-1); s.baseDamage = 0; s.defenderDamage = 0;
  const hangars: number[][] = [];
  for (let p = 0; p < s.players; p++) {
    const given = (players[p] ?? {}) as Json;
    s.hands[p] = zone(take(`players[${p}].hand`, given.hand));
    hangars[p] = take(`players[${p}].hangar`, given.hangar).reverse();
    s.depots[p] = zone(take(`players[${p}].depot`, given.depot));
    const bases = given.bases as (Json | null)[] | undefined;
    for (let k = 0; k < c.basesPer; k++) {
      const slot = p * c.basesPer + k;
      if (bases === undefined) {
        s.bases[slot] = c.BASE0 + p * c.basesPer + k;
        continue;
      }
      const b = bases[k];
      if (b === null || b === undefined) continue;
      const [card] = take(`players[${p}].bases[${k}].card`, [b.card]);
      if (card === undefined) continue;
      if (c.cardClass[card] !== BASE || c.owner[card] !== p) issues.push(`players[${p}].bases[${k}]: ${c.ids[card]} is not one of this player's base cards`);
      s.bases[slot] = card;
      if (b.damaged) s.baseDamage |= 1 << slot;
      if (b.defender !== undefined && b.defender !== null) {
        const [d] = take(`players[${p}].bases[${k}].defender`, [b.defender]);
        if (d !== undefined) {
          if (c.armour[d]! <= 0 || c.cardClass[d]! > 4) issues.push(`players[${p}].bases[${k}].defender: ${c.ids[d]} has no armour and cannot defend`);
          s.defenders[slot] = d;
          if (b.defenderDamaged) s.defenderDamage |= 1 << slot;
        }
      }
    }
  }
  s.reserve = zone(take('reserve', pos.reserve));
  const deckTop = take('deck', pos.deck);
  s.discard = zone(take('discard', pos.discard));
  s.grave = zone(take('graveyard', pos.graveyard));
  if (s.reserve.length > 4) issues.push('the reserve holds at most 4 cards');
  // Cards not mentioned go to their natural place: vehicles under the listed deck, barracks under their owner's hangar, medals in their deck.
  const rest: number[] = [];
  for (let i = 0; i < c.V; i++) if (!placed[i]) rest.push(i);
  const restTo = (pos.restOfVehicles as string | undefined) ?? 'deck';
  if (restTo === 'discard') { s.discard += zone(rest); rest.length = 0; }
  else if (restTo === 'graveyard') { s.grave += zone(rest); rest.length = 0; }
  else if (restTo !== 'deck') issues.push("position.restOfVehicles is 'deck', 'discard' or 'graveyard'");
  s.deck = zone([...rest.reverse(), ...deckTop.slice().reverse()]);
  for (let p = 0; p < s.players; p++) {
    const bottom: number[] = [];
    for (let k = 0; k < c.B; k++) { const n = c.BAR0 + p * c.B + k; if (!placed[n]) bottom.push(n); }
    s.hangars[p] = zone([...bottom.reverse(), ...hangars[p]!]);
    for (let k = 0; k < c.basesPer; k++) {
      const n = c.BASE0 + p * c.basesPer + k;
      if (!placed[n] && !s.bases.includes(n)) issues.push(`${c.ids[n]} is destroyed (not on the table) but in no zone`);
    }
  }
  s.oneMedalDecks = c.oneMedalCards.map((o) => zone(o.filter((m) => !placed[m])));
  s.twoMedalDecks = c.twoMedalCards.map((x) => zone(x.filter((m) => !placed[m])));
  if (pos.achievements !== undefined) {
    const list = pos.achievements as unknown[];
    const idx = Array.isArray(list) ? list.map((id) => c.set.achievements.findIndex((a) => a.id === id)) : [];
    if (!Array.isArray(list) || idx.some((i) => i < 0)) issues.push('position.achievements lists achievement ids of the card set');
    else { s.achievements = idx; s.achievementBox = c.set.achievements.map((_, i) => i).filter((i) => !idx.includes(i)); }
  } else {
    s.achievements = c.set.achievements.slice(0, s.players + 1).map((_, i) => i);
    s.achievementBox = c.set.achievements.map((_, i) => i).slice(s.players + 1);
  }
  const cur = (pos.current as number | undefined) ?? s.first;
  if (!Number.isInteger(cur) || cur < 0 || cur >= s.players) issues.push('position.current is a seat of the game');
  s.current = cur;
  s.turns = (pos.turns as number | undefined) ?? 0;
  s.trigger = (pos.trigger as RushState['trigger'] | undefined) ?? '';
  if (!['', 'last-base', 'ninth-medal'].includes(s.trigger)) issues.push("position.trigger is '', 'last-base' or 'ninth-medal'");
  else issues.push(...triggerIssues(s, c));
  s.phase = PLAY;
  const step = (pos.step as string | undefined) ?? 'II';
  if (step !== 'I' && step !== 'II') issues.push("position.step is 'I' (before the repair and the lay-out) or 'II' (playing hand cards)");
  // Draws send base cards to the depot at once; only a hand not yet laid out (step I, active player) may show one.
  for (let p = 0; p < s.players; p++) {
    if (step === 'I' && p === cur) continue;
    if (nums(s.hands[p] ?? '').some((x) => c.cardClass[x] === BASE)) issues.push(`players[${p}].hand: a base card that comes into hand goes to the depot at once`);
  }
  const turn = (pos.turn ?? {}) as Json;
  if (step === 'I' && Object.keys(turn).length > 0) issues.push('position.turn: at step I nothing of the turn has happened yet');
  if (turn.summon) s.summon = 1;
  if (turn.attackDone) s.attackDone = 1;
  if (turn.bought) s.bought = 1;
  if (issues.length === 0 && step === 'I') startTurn(s, c);
  if (issues.length === 0) for (const problem of rushInvariants(s, c)) issues.push(problem);
  return issues.length ? { ok: false, issues } : { ok: true, state: s };
}

/** The end trigger a position names must match its bases and medal decks (a trigger is recorded when it happens). */
function triggerIssues(s: RushState, c: Compiled): string[] {
  const baseless: number[] = [];
  for (let p = 0; p < s.players; p++) {
    let left = 0;
    for (let k = 0; k < c.basesPer; k++) if (s.bases[p * c.basesPer + k]! >= 0) left++;
    if (left === 0) baseless.push(p);
  }
  const emptied = NATIONS.filter((_, n) => s.oneMedalDecks[n]!.length === 0);
  const happened = [...baseless.map((p) => `players[${p}] has no base left`), ...emptied.map((n) => `the ${n} deck has no one-medal card left`)];
  if (s.trigger === '' && happened.length > 0) return [`position.trigger: the end is already triggered (${happened.join('; ')}): name it ('last-base' or 'ninth-medal', whichever came first)`];
  if (s.trigger === 'last-base' && baseless.length === 0) return ["position.trigger: 'last-base', but every player still has a base"];
  if (s.trigger === 'ninth-medal' && emptied.length === 0) return ["position.trigger: 'ninth-medal', but every medal deck still has one-medal cards"];
  return [];
}

function sameList(a: readonly string[], b: readonly string[], ordered: boolean): boolean {
  if (a.length !== b.length) return false;
  const x = ordered ? a : a.slice().sort(), y = ordered ? b : b.slice().sort();
  return x.every((v, i) => v === y[i]);
}

function checkExpect(g: RushGame, s: RushState, e: Record<string, unknown>, game: AnyGame, log: readonly LogEntry[]): string[] {
  const c = g.cards;
  const resolve = resolver(c);
  const out: string[] = [];
  const names = (list: string | readonly number[]): string[] => (typeof list === 'string' ? nums(list) : list).map((n) => c.ids[n]!);
  const norm = (list: unknown, where: string): string[] => {
    if (!Array.isArray(list)) { out.push(`${where}: expected a list`); return []; }
    return list.map((id) => { const n = resolve(id); return n >= 0 ? c.ids[n]! : `?${String(id)}`; });
  };
  const eq = (where: string, actual: unknown, expected: unknown): void => {
    if (stableStringify(actual) !== stableStringify(expected)) out.push(`${where}: expected ${stableStringify(expected)}, got ${stableStringify(actual)}`);
  };
  const list = (where: string, actual: string | number[], expected: unknown, ordered: boolean): void => {
    const want = norm(expected, where);
    if (!sameList(names(actual), want, ordered)) out.push(`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(names(actual))}`);
  };
  const includes = (where: string, actual: string, expected: unknown, yes: boolean): void => {
    const have = new Set(names(actual));
    for (const id of norm(expected, where)) if (have.has(id) !== yes) out.push(`${where}: ${id} is ${yes ? 'missing' : 'present'}; zone holds ${JSON.stringify([...have])}`);
  };
  // "One of these cards", for shuffled results: a list (at least one is there) or {cards, count} (exactly count are).
  const oneOf = (where: string, actual: string, expected: unknown): void => {
    const spec = Array.isArray(expected) ? { cards: expected, count: undefined } : (expected as { cards?: unknown; count?: unknown } | null) ?? {};
    const want = new Set(norm(spec.cards, where));
    const hits = names(actual).filter((id) => want.has(id)).length;
    const ok = typeof spec.count === 'number' ? hits === spec.count : hits >= 1;
    if (!ok) out.push(`${where}: ${hits} of ${JSON.stringify([...want])} in the zone, expected ${typeof spec.count === 'number' ? spec.count : 'at least 1'}; zone holds ${JSON.stringify(names(actual))}`);
  };
  /** Includes / Excludes / OneOf on a named zone; false when `key` is not such a check. */
  const zoneCheck = (where: string, key: string, zones: Record<string, string>, value: unknown): boolean => {
    const m = /^(\w+?)(Includes|Excludes|OneOf)$/.exec(key);
    const zone = m ? zones[m[1]!] : undefined;
    if (!m || zone === undefined) return false;
    if (m[2] === 'OneOf') oneOf(where, zone, value); else includes(where, zone, value, m[2] === 'Includes');
    return true;
  };
  const tableZones = { reserve: s.reserve, discard: s.discard, graveyard: s.grave, deck: s.deck };
  for (const [key, value] of Object.entries(e)) {
    switch (key) {
      case 'phase': eq('phase', PHASE_NAMES[s.phase], value); break;
      case 'current': eq('current', s.current, value); break;
      case 'turns': eq('turns', s.turns, value); break;
      case 'trigger': eq('trigger', s.trigger, value); break;
      case 'over': eq('over', s.phase === OVER, value); break;
      case 'summon': eq('summon', s.summon === 1, value); break;
      case 'bought': eq('bought', s.bought === 1, value); break;
      case 'attackDone': eq('attackDone', s.attackDone === 1, value); break;
      case 'credit': eq('credit', s.credit, value); break;
      case 'reserve': list('reserve', s.reserve, value, true); break;
      case 'reserveCount': eq('reserveCount', s.reserve.length, value); break;
      case 'deckTop': {
        const want = norm(value, 'deckTop');
        const top = names(nums(s.deck).slice(-want.length).reverse());
        if (!sameList(top, want, true)) out.push(`deckTop: expected ${JSON.stringify(want)}, got ${JSON.stringify(top)}`);
        break;
      }
      case 'deckCount': eq('deckCount', s.deck.length, value); break;
      case 'discard': list('discard', s.discard, value, false); break;
      case 'discardCount': eq('discardCount', s.discard.length, value); break;
      case 'graveyard': list('graveyard', s.grave, value, false); break;
      case 'graveyardCount': eq('graveyardCount', s.grave.length, value); break;
      case 'medals': {
        for (const [nation, want] of Object.entries(value as Json)) {
          const i = NATIONS.indexOf(nation as (typeof NATIONS)[number]);
          if (i < 0) { out.push(`medals: no nation ${nation}`); continue; }
          eq(`medals.${nation}`, { ones: s.oneMedalDecks[i]!.length, twos: s.twoMedalDecks[i]!.length }, want);
        }
        break;
      }
      case 'players': {
        for (const [seat, want] of Object.entries(value as Json)) {
          const p = Number(seat);
          if (!(p >= 0 && p < s.players)) { out.push(`players.${seat}: no such seat`); continue; }
          for (const [k, v] of Object.entries(want as Json)) {
            const where = `players.${seat}.${k}`;
            switch (k) {
              case 'hand': list(where, s.hands[p]!, v, false); break;
              case 'handCount': eq(where, s.hands[p]!.length, v); break;
              case 'hangar': list(where, nums(s.hangars[p]!).reverse(), v, true); break;
              case 'hangarCount': eq(where, s.hangars[p]!.length, v); break;
              case 'depot': list(where, s.depots[p]!, v, false); break;
              case 'depotCount': eq(where, s.depots[p]!.length, v); break;

              case 'bases': {
                const rows = [];
                for (let k2 = 0; k2 < c.basesPer; k2++) {
                  const slot = p * c.basesPer + k2;
                  rows.push(s.bases[slot]! < 0 ? null : {
                    card: c.ids[s.bases[slot]!], damaged: (s.baseDamage & (1 << slot)) !== 0,
                    defender: s.defenders[slot]! >= 0 ? c.ids[s.defenders[slot]!] : null, defenderDamaged: (s.defenderDamage & (1 << slot)) !== 0,
                  });
                }
                const want2 = (v as (Json | null)[]).map((b) => (b === null ? null : {
                  card: b.card, damaged: b.damaged ?? false,
                  defender: b.defender === undefined || b.defender === null ? null : c.ids[resolve(b.defender)] ?? b.defender,
                  defenderDamaged: b.defenderDamaged ?? false,
                }));
                eq(where, rows, want2);
                break;
              }
              default:
                if (!zoneCheck(where, k, { hand: s.hands[p]!, hangar: s.hangars[p]!, depot: s.depots[p]! }, v)) out.push(`${where}: unknown expectation`);
            }
          }
        }
        break;
      }
      case 'pending': eq('pending', game.pending(s), value); break;
      case 'legal': {
        const spec = value as { player?: number; includes?: unknown[]; excludes?: unknown[]; count?: number };
        const player = spec.player ?? s.current;
        const have = new Set(game.legalActions(s, player).map((a: unknown) => stableStringify(a)));
        for (const a of spec.includes ?? []) if (!have.has(stableStringify(a))) out.push(`legal: ${stableStringify(a)} is not legal for player ${player}`);
        for (const a of spec.excludes ?? []) if (have.has(stableStringify(a))) out.push(`legal: ${stableStringify(a)} is legal for player ${player}`);
        if (spec.count !== undefined) eq('legal.count', have.size, spec.count);
        break;
      }
      case 'logIncludes': {
        for (const text of value as string[]) if (!log.some((l) => l.text.includes(text) || (l.cites ?? '').includes(text))) out.push(`log: no entry mentions ${JSON.stringify(text)}`);
        break;
      }
      case 'outcome': {
        const o = game.outcome(cloneRush(s));
        if (!o) { out.push('outcome: the game is not over'); break; }
        const want = value as Json;
        const b = scoreRush(s, c).breakdown;
        for (const [k, v] of Object.entries(want)) {
          switch (k) {
            case 'winners': eq('outcome.winners', o.winners, v); break;
            case 'scores': eq('outcome.scores', o.scores, v); break;
            case 'truncated': eq('outcome.truncated', o.truncated === true, v); break;
            case 'tieBreaks': eq('outcome.tieBreaks.length', o.tieBreaks.length, v); break;
            case 'endReason': eq('outcome.endReason', b.endReason, v); break;
            case 'achievements': {
              const got: Record<string, number | null> = {};
              for (const a of b.achievements) got[a.id] = a.awardedTo;
              eq('outcome.achievements', got, v);
              break;
            }
            case 'players': {
              for (const [seat, row] of Object.entries(v as Json)) {
                const actual = b.players[Number(seat)] as unknown as Json | undefined;
                if (!actual) { out.push(`outcome.players.${seat}: no such seat`); continue; }
                for (const [f, fv] of Object.entries(row as Json)) eq(`outcome.players.${seat}.${f}`, actual[f], fv);
              }
              break;
            }
            default: out.push(`outcome.${k}: unknown expectation`);
          }
        }
        break;
      }
      default: if (!zoneCheck(key, key, tableZones, value)) out.push(`${key}: unknown expectation`);
    }
  }
  return out;
}

/** Scenario support for the Rush game `g` (of one card set): positions and expectations read its cards. */
export function rushScenariosOf(g: RushGame): ScenarioSupport<RushState> {
  return {
    position: (position, scenario, log) => logging(log, () => buildPosition(g, position, scenario)),
    expect: (s, e, game, log) => checkExpect(g, s, e, game, log),
  };
}
