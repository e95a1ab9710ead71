// Scenario support for Ruckus: a position (formations, markers, tokens, sidelined cards, decks) and expectations.
// The format is documented in tests/scenarios/ruckus/FORMAT.md.
import { z } from 'zod';
import { stableStringify } from '@main/engine/hash';
import { seedRng } from '@main/engine/rng';
import type { AnyGame, LogEntry } from '@main/engine/game';
import { stringsIn } from '@main/engine/conformance';
import type { ScenarioFile, ScenarioSupport } from '@main/engine/scenario';
import { checkCardSet, Guild } from '@shared/games/ruckus/cards';
import { defaultCardSet } from './card-set';
import { recruitUnits } from './effects';
import { advance, beginActivation, declarationPhase } from './phases';
import { scoreOf } from './round-end';
import { logging } from './rules';
import { cardSetKey, F, type Cards, type Hit, type Player, type RuckusState, type Unit } from './state';
import { isTournament, type RuckusAnyGame, type TournamentState } from './tournament';
import { invariantsOf } from './view';

const Ids = z.array(z.string());
const UnitPos = z.union([
  z.string(),
  z.object({
    id: z.string(), damage: z.number().int().min(0).optional(), marker: z.boolean().optional(), zombie: z.boolean().optional(),
    owner: z.number().int().min(0).optional(), addOns: Ids.optional(), attached: Ids.optional(),
    noMelee: z.boolean().optional(), noAttack: z.boolean().optional(), armed: z.boolean().optional(), loan: z.boolean().optional(),
    recruited: z.boolean().optional(),
  }).strict(),
]);
const PlayerPos = z.object({
  guild: Guild.optional(),
  /** Units everyone knows this player holds (public knowledge: a Basic army, drafted units); none when absent. */
  known: Ids.optional(),
  /** Formation rows, front first: each a list of unit ids or unit objects. */
  rows: z.array(z.array(UnitPos)).max(3).optional(),
  hand: Ids.optional(), draw: Ids.optional(), discard: Ids.optional(), tokens: Ids.optional(), used: Ids.optional(),
  removed: Ids.optional(), beside: Ids.optional(), won: Ids.optional(), upgrades: Ids.optional(),
  sidelined: z.array(z.object({ id: z.string(), buried: Ids.default([]) }).strict()).optional(),
  held: z.boolean().optional(), bonus: z.number().int().min(0).optional(), topShown: z.boolean().optional(),
  done: z.boolean().optional(), inRound: z.boolean().optional(), points: z.number().int().min(0).optional(),
}).strict();
const HitPos = z.object({
  to: z.number().int().min(0), amount: z.number().int().min(1), blockable: z.boolean().default(true), row: z.number().int().min(-1).max(2).default(0),
  from: z.number().int().min(-1).default(-1), behind: z.number().int().min(0).default(0),
}).strict();

export const RuckusPosition = z.object({
  /** Where play starts: the named phase (declaration runs the Declaration Phase at once). */
  phase: z.enum(['formation', 'recruit', 'activation', 'declaration', 'resolution', 'fall', 'after-fall', 'bury', 'upgrade']).default('activation'),
  first: z.number().int().min(0).default(0),
  round: z.number().int().min(1).default(1),
  prize: z.string().nullable().optional(),
  victoryDeck: Ids.optional(), victoryOut: Ids.optional(), upgrade: Ids.optional(), kickers: Ids.optional(), kickerDiscard: Ids.optional(),
  tokenPool: Ids.optional(),
  /** Round winners so far (-1 for none); the last one decides who may upgrade. */
  results: z.array(z.number().int().min(-1)).optional(),
  hits: z.array(HitPos).optional(),
  players: z.array(PlayerPos).min(2).max(4),
}).strict();
export type RuckusPosition = z.infer<typeof RuckusPosition>;

const GUILD_OF: Record<string, Guild> = { F: 'fighters', T: 'thieves', C: 'clerics', N: 'necromancers' };

/** The state a scenario's position describes, in the game of `cards` (a scenario's `options.cardSet` must be that set). */
export function buildPosition(cards: Cards, position: unknown, scenario: ScenarioFile): { ok: true; state: RuckusState } | { ok: false; issues: string[] } {
  const parsed = RuckusPosition.safeParse(position);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const pos = parsed.data;
  const opts = scenario.options ?? {};
  if (pos.players.length !== scenario.players) return { ok: false, issues: [`players: ${pos.players.length} players in the position, ${scenario.players} in the scenario`] };
  // options.cardSet: a whole user card set (validated as a card-set file is), played by the game made from it.
  if (opts.cardSet !== undefined) {
    const check = checkCardSet(opts.cardSet);
    if (!check.ok || !check.set) return { ok: false, issues: check.issues.map((i) => `options.cardSet.${i.path}: ${i.message}`) };
    const key = opts.cardSet === defaultCardSet ? 'default' : cardSetKey(check.set);
    if (key !== cards.key) return { ok: false, issues: [`options.cardSet: this game plays card set '${cards.key}': run the scenario with the module of its set (withCardSet)`] };
  }
  const issues: string[] = [];
  const used = new Set<string>();
  const claim = (id: string, where: string): string => {
    if (!cards.kind[id]) issues.push(`${where}: no card '${id}' in the card set`);
    else if (used.has(id)) issues.push(`${where}: card '${id}' is placed twice`);
    used.add(id);
    return id;
  };
  const ids = (xs: string[] | undefined, where: string): string[] => (xs ?? []).map((id, i) => claim(id, `${where}[${i}]`));
  const players: Player[] = pos.players.map((given, seat) => {
    const army: Unit[] = [];
    (given.rows ?? []).forEach((row, r) => row.forEach((u, k) => {
      const o = typeof u === 'string' ? { id: u } : u;
      const where = `players[${seat}].rows[${r}][${k}]`;
      claim(o.id, where);
      let f = 0;
      if ('marker' in o && o.marker) f |= F.MARKER;
      if ('zombie' in o && o.zombie) f |= F.ZOMBIE;
      if ('noMelee' in o && o.noMelee) f |= F.NO_MELEE;
      if ('noAttack' in o && o.noAttack) f |= F.NO_ATTACK;
      if ('armed' in o && o.armed) f |= F.ARMED;
      if ('loan' in o && o.loan) f |= F.LOAN;
      if ('recruited' in o && o.recruited) f |= F.RECRUITED;
      const unit: Unit = {
        id: o.id, row: r, damage: 'damage' in o ? o.damage ?? 0 : 0, flags: f, owner: 'owner' in o ? o.owner ?? seat : seat,
        addOns: ids('addOns' in o ? o.addOns : undefined, `${where}.addOns`), attached: ids('attached' in o ? o.attached : undefined, `${where}.attached`),
      };
      if (cards.kind[o.id] && cards.kind[o.id] !== 'unit' && !cards.victory[o.id]?.unit && !(f & F.ZOMBIE)) issues.push(`${where}: '${o.id}' is not a unit`);
      army.push(unit);
    }));
    const firstUnit = army[0]?.id ?? given.draw?.[0] ?? given.hand?.[0] ?? '';
    return {
      guild: given.guild ?? GUILD_OF[firstUnit[0]] ?? 'fighters', known: (given.known ?? []).slice(), draw: ids(given.draw, `players[${seat}].draw`), topShown: given.topShown ?? false,
      hand: ids(given.hand, `players[${seat}].hand`), held: given.held ?? false, discard: ids(given.discard, `players[${seat}].discard`), army,
      done: given.done ?? false, beside: ids(given.beside, `players[${seat}].beside`),
      sidelined: (given.sidelined ?? []).map((sidelined, k) => ({ id: claim(sidelined.id, `players[${seat}].sidelined[${k}]`), buried: ids(sidelined.buried, `players[${seat}].sidelined[${k}].buried`) })),
      won: given.won ?? [], tokens: ids(given.tokens, `players[${seat}].tokens`), used: ids(given.used, `players[${seat}].used`),
      removed: ids(given.removed, `players[${seat}].removed`), bonus: given.bonus ?? 0, upgrades: ids(given.upgrades, `players[${seat}].upgrades`),
      points: given.points ?? 12, inRound: given.inRound ?? true, acts: 0,
    };
  });
  players.forEach((player, seat) => player.won.forEach((id, k) => { if (!cards.victory[id]) issues.push(`players[${seat}].won[${k}]: '${id}' is not a Victory card`); }));
  const prize = pos.prize === undefined ? null : pos.prize;
  if (prize) claim(prize, 'prize');
  const s: RuckusState = {
    players: scenario.players, setup: (opts.setup as RuckusState['setup']) ?? 'basic', child: !!opts.child, noUpgrades: !!opts.noUpgrades,
    speed: !!opts.speed, maxRounds: 0, setKey: cards.key, rng: seedRng(scenario.seed), phase: 'activation', round: pos.round, first: pos.first,
    turn: 0, active: false, cycle: 0, victoryDeck: ids(pos.victoryDeck, 'victoryDeck'), prize, victoryOut: ids(pos.victoryOut, 'victoryOut'),
    upgrade: ids(pos.upgrade, 'upgrade'), kickers: ids(pos.kickers, 'kickers'), kickerDiscard: ids(pos.kickerDiscard, 'kickerDiscard'),
    tokenPool: ids(pos.tokenPool, 'tokenPool'), boxed: [], draftPool: [], seats: players, hits: [], prompts: [], declared: [],
    results: pos.results ?? [], suddenDeath: false, winner: -1, endReason: '', truncated: false, picks: [],
  };
  if (pos.first >= scenario.players) issues.push(`first: there is no player ${pos.first}`);
  if (issues.length > 0) return { ok: false, issues };
  // Every card the position does not place is out of the game.
  for (const id of cards.all) if (!used.has(id)) s.boxed.push(id);
  switch (pos.phase) {
    case 'formation': s.phase = 'formation'; for (const player of s.seats) player.done = player.done || !player.inRound; break;
    case 'recruit': s.phase = 'recruit'; s.seats.forEach((player, seat) => { player.done = !player.inRound || recruitUnits(s, cards, seat).length === 0; }); break;
    case 'activation': beginActivation(s, cards); break;
    case 'declaration': s.cycle = 1; s.active = true; declarationPhase(s, cards); break;
    case 'resolution':
      s.cycle = 1; s.active = true; s.phase = 'resolution';
      s.hits = (pos.hits ?? []).map((hit): Hit => ({ ...hit, landed: 0, firstRow: -1, reacted: [], started: false, cite: 'applying' }));
      break;
    default: s.phase = pos.phase; s.cycle = 1; s.active = true; s.turn = 0; break;
  }
  advance(s, cards);
  const broken = invariantsOf(s, cards);
  if (broken.length > 0) return { ok: false, issues: broken };
  return { ok: true, state: s };
}

function deepSubset(actual: unknown, expected: unknown, path: string, out: string[]): void {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected) && actual !== null && typeof actual === 'object' && !Array.isArray(actual)) {
    for (const [k, v] of Object.entries(expected)) deepSubset((actual as Record<string, unknown>)[k], v, `${path}.${k}`, out);
    return;
  }
  if (stableStringify(actual) !== stableStringify(expected)) out.push(`${path}: expected ${stableStringify(expected)}, got ${stableStringify(actual)}`);
}

function unitView(u: Unit): Record<string, unknown> {
  return {
    row: u.row, damage: u.damage, marker: (u.flags & F.MARKER) !== 0, zombie: (u.flags & F.ZOMBIE) !== 0, owner: u.owner, addOns: u.addOns, attached: u.attached,
    noMelee: (u.flags & F.NO_MELEE) !== 0, noAttack: (u.flags & F.NO_ATTACK) !== 0, armed: (u.flags & F.ARMED) !== 0,
  };
}

/** What an `expect` step may name, computed from the state. */
function observe(cards: Cards, s: RuckusState, key: string, game: AnyGame): unknown {
  switch (key) {
    case 'phase': return s.phase;
    case 'first': return s.first;
    case 'round': return s.round;
    case 'prize': return s.prize;
    case 'victoryDeck': return s.victoryDeck;
    case 'victoryDeckCount': return s.victoryDeck.length;
    case 'victoryOutCount': return s.victoryOut.length;
    case 'boxedCount': return s.boxed.length;
    case 'draftPoolCount': return s.draftPool.length;
    case 'declared': return s.declared;
    case 'results': return s.results;
    case 'winner': return s.winner;
    case 'over': return s.phase === 'over';
    case 'pending': return game.pending(s);
    case 'hits': return s.hits.map((hit) => ({ to: hit.to, amount: hit.amount, row: hit.row, blockable: hit.blockable, from: hit.from }));
    case 'prompt': return s.prompts[0] ? { player: s.prompts[0].player, kind: s.prompts[0].kind, options: s.prompts[0].options, optional: s.prompts[0].optional } : null;
    case 'kickerDiscard': return s.kickerDiscard;
    case 'kickerCount': return s.kickers.length;
    case 'upgradeCount': return s.upgrade.length;
    case 'tokenPoolCount': return s.tokenPool.length;
    case 'scores': return s.seats.map((_, seat) => scoreOf(s, cards, seat));
    case 'outcome': return game.outcome(s);
    default: return undefined;
  }
}

function observePlayer(cards: Cards, s: RuckusState, seat: number, key: string): unknown {
  const player = s.seats[seat];
  switch (key) {
    case 'army': { const o: Record<string, unknown> = {}; for (const u of player.army) o[u.id] = unitView(u); return o; }
    case 'armyIds': return player.army.map((u) => u.id).sort();
    case 'rows': { const rows: string[][] = [[], [], []]; for (const u of player.army) rows[u.row].push(u.id); return rows.map((r) => r.sort()); }
    case 'rowCounts': { const rows = [0, 0, 0]; for (const u of player.army) rows[u.row]++; return rows; }
    case 'drawCount': return player.draw.length;
    case 'drawTop': return player.draw[player.draw.length - 1] ?? null;
    case 'handCount': return player.hand.length;
    case 'tokenCount': return player.tokens.length;
    case 'score': return scoreOf(s, cards, seat);
    case 'wonCount': return player.won.length;
    default: return (player as unknown as Record<string, unknown>)[key];
  }
}

/** Expectations that only go through the Game interface: legal actions, a player's view, the invariants. */
function checkGeneric(cards: Cards, s: unknown, key: string, want: unknown, game: AnyGame): string[] {
  const out: string[] = [];
  if (key === 'legal') {
    const w = want as { player: number; includes?: unknown[]; excludes?: unknown[]; count?: number };
    const legal = game.legalActions(s, w.player).map(stableStringify);
    for (const a of w.includes ?? []) if (!legal.includes(stableStringify(a))) out.push(`legal: ${stableStringify(a)} is not legal for player ${w.player}`);
    for (const a of w.excludes ?? []) if (legal.includes(stableStringify(a))) out.push(`legal: ${stableStringify(a)} is legal for player ${w.player}`);
    if (w.count !== undefined && legal.length !== w.count) out.push(`legal: ${legal.length} actions, expected ${w.count}`);
  } else if (key === 'view') {
    const w = want as { player: number; hides?: string[]; shows?: string[] };
    const seen = stringsIn(game.view(s, w.player));
    for (const id of w.hides ?? []) if (seen.has(id)) out.push(`view: player ${w.player} sees ${id}`);
    for (const id of w.shows ?? []) if (!seen.has(id)) out.push(`view: player ${w.player} does not see ${id}`);
  } else {
    const broken = game.invariants ? game.invariants(s) : invariantsOf(s as RuckusState, cards);
    if (broken.length > 0) out.push(`invariants: ${broken.join('; ')}`);
  }
  return out;
}

/** Expectations on a Draft Gameplay Tournament: the stage, pairings, shared Camp, each game by index, the outcome. */
function checkTournament(anyGame: RuckusAnyGame, ts: TournamentState, exp: Record<string, unknown>, game: AnyGame): string[] {
  const out: string[] = [];
  for (const [key, want] of Object.entries(exp)) {
    if (key === 'games') {
      for (const [g, sub] of Object.entries(want as Record<string, Record<string, unknown>>)) {
        const s = ts.games[Number(g)];
        if (!s) { out.push(`games.${g}: no such game`); continue; }
        for (const m of checkExpect(anyGame, s, sub, anyGame as unknown as AnyGame)) out.push(`games.${g}.${m}`);
      }
      continue;
    }
    if (key === 'legal' || key === 'invariants' || key === 'view') { out.push(...checkGeneric(anyGame.cards, ts, key, want, game)); continue; }
    const actual = key === 'stage' ? ts.stage : key === 'seats' ? ts.seats : key === 'winners' ? ts.winners : key === 'ranking' ? ts.ranking
      : key === 'over' ? ts.over : key === 'pending' ? game.pending(ts) : key === 'outcome' ? game.outcome(ts)
      : key === 'kickerCount' ? ts.kickers.length : key === 'tokenPoolCount' ? ts.tokenPool.length : undefined;
    if (actual === undefined) out.push(`${key}: not something a tournament expectation can name`);
    else deepSubset(actual, want, key, out);
  }
  return out;
}

export function checkExpect(anyGame: RuckusAnyGame, s: RuckusState, exp: Record<string, unknown>, game: AnyGame, log: readonly LogEntry[] = []): string[] {
  const cards = anyGame.cards;
  if (isTournament(s)) return checkTournament(anyGame, s, exp, game);
  const out: string[] = [];
  for (const [key, want] of Object.entries(exp)) {
    if (key === 'players') {
      for (const [p, fields] of Object.entries(want as Record<string, Record<string, unknown>>)) {
        const seat = Number(p);
        if (!s.seats[seat]) { out.push(`players.${p}: no such player`); continue; }
        for (const [field, value] of Object.entries(fields)) {
          const zoneCheck = /^(discard|hand|draw|tokens|used|removed|beside|upgrades)(Has|Lacks|OneOf)$/.exec(field);
          if (zoneCheck) {
            const zone = (s.seats[seat] as unknown as Record<string, string[]>)[zoneCheck[1]!]!;
            const where = `players.${p}.${field}`;
            if (zoneCheck[2] === 'OneOf') {
              // "One of these cards", for shuffled results: a list (at least one is there) or {cards, count} (exactly count are).
              const spec = Array.isArray(value) ? { cards: value as string[], count: undefined } : value as { cards: string[]; count?: number };
              const hits = zone.filter((id) => spec.cards.includes(id)).length;
              if (spec.count === undefined ? hits < 1 : hits !== spec.count) out.push(`${where}: ${hits} of ${spec.cards.join(',')} there, expected ${spec.count ?? 'at least 1'} (${zone.join(',')})`);
            } else {
              const yes = zoneCheck[2] === 'Has';
              for (const id of value as string[]) if (zone.includes(id) !== yes) out.push(`${where}: ${id} is ${yes ? 'not there' : 'there'} (${zone.join(',')})`);
            }
            continue;
          }
          deepSubset(observePlayer(cards, s, seat, field), value, `players.${p}.${field}`, out);
        }
      }
    } else if (key === 'legal' || key === 'view' || key === 'invariants') {
      out.push(...checkGeneric(cards, s, key, want, game));
    } else if (key === 'logIncludes') {
      const lines = log;
      for (const text of Array.isArray(want) ? want : [want]) {
        if (!lines.some((effect) => effect.text.includes(String(text)) || (effect.cites ?? '').includes(String(text)))) out.push(`logIncludes: no log line contains '${String(text)}'`);
      }
    } else {
      const actual = observe(cards, s, key, game);
      if (actual === undefined) out.push(`${key}: not something a Ruckus expectation can name`);
      else deepSubset(actual, want, key, out);
    }
  }
  return out;
}

/** Scenario support for one game (one card set): positions are built with its cards and checked with its rules. */
export function ruckusScenariosOf(anyGame: RuckusAnyGame): ScenarioSupport<RuckusState> {
  return {
    position: (position, scenario, log) => logging(log, () => buildPosition(anyGame.cards, position, scenario)),
    expect: (s, exp, game, log) => checkExpect(anyGame, s, exp, game, log),
  };
}
