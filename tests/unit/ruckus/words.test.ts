// Ruckus in words (issue 22): the engine, its Draft Tournament included, writes every log line as a message of its
// catalogue and describes every action as one, with seats and card names as parameters; the catalogue
// (src-shared/games/ruckus-words.ts) makes every sentence. Whole seeded games of every setup check that no line falls
// back to the raw message, that no card id reaches the words, that "You" reads right, that a tournament table's lines
// name their table and the tournament's seats, and that a log saved as sentences before messages still reads.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Rng } from '@main/engine/rng';
import { isLogMessage, type LogMessage } from '@main/engine/log';
import type { AnyGame, LogRecord } from '@main/engine/game';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';
import { CATALOGUES } from '@shared/games/catalogues';
import { RUCKUS_WORDS } from '@shared/games/ruckus-words';
import { isSeat, neutralNames, tell, type Message, type Param } from '@shared/games/words';

const game = ruckusAnyGame as AnyGame;
/** Card ids of the built-in set (units F07, T11, C03, N02; Kickers K3; Victory cards V2; tokens P12). */
const CARD_ID = /\b[FTCNKVP]\d{1,2}\b/;
// "4 damage to you has nowhere to go" is right: the damage is its subject.
const YOU_GRAMMAR = /(?<!to )\b(You|you) (draws|has|is|takes|reveals|discards|wins|deals|drafts|shuffles|holds|brings|removes|puts|plays|sidelines|finds|buries|attaches|activates|goes)\b|\b[Yy]ou's\b|\bYour's\b/;
const PLURAL_OF_ONE = /(^|[^\d.])1 (cards|combat rounds)\b/;
const YOU_NAMES = ['You', 'Anders', 'Bea', 'Cid'];

interface Played { label: string; players: number; state: unknown; log: LogRecord[]; actions: Message[] }

/** Plays one seeded game with a log to its end by random moves, keeping each distinct description of a legal action. */
function play(label: string, options: Record<string, unknown>, players: number, seed: number): Played {
  const log: LogRecord[] = [];
  const state = game.setup({ ...options, players }, seed, log);
  const rng = new Rng(seed);
  const actions = new Map<string, Message>();
  for (let i = 0; i < 40_000 && !game.outcome(state); i++) {
    const d = rng.pick(game.pending(state));
    const legal = game.legalActions(state, d.player);
    for (const a of legal) {
      const words = game.words!(a, state);
      actions.set(JSON.stringify(words), words);
      // Both agree by construction: the description is the message told with neutral names.
      expect(game.describe(a, state)).toBe(tell(CATALOGUES, words, neutralNames((state as { players: number }).players)));
    }
    expect(game.step(state, d.player, rng.pick(legal), log)).toBeNull();
  }
  expect(game.outcome(state), label).not.toBeNull();
  return { label, players, state, log, actions: [...actions.values()] };
}

let played: Played[] = [];
beforeAll(() => {
  played = [
    play('basic 2p', { setup: 'basic' }, 2, 1),
    play('basic 4p', { setup: 'basic' }, 4, 2),
    play('advanced 3p', { setup: 'advanced' }, 3, 3),
    play('draft 2p', { setup: 'draft' }, 2, 4),
    play('pure 4p', { setup: 'pure' }, 4, 5),
    play('tournament', { setup: 'tournament' }, 4, 6),
  ];
}, 120_000);

const keyOf = (msg: string): string => msg.slice('ruckus.'.length);
const catalogued = (msg: string): boolean => msg.startsWith('ruckus.') && Object.prototype.hasOwnProperty.call(RUCKUS_WORDS, keyOf(msg));
const seatsIn = (p: Param): number[] => (isSeat(p) ? [p.seat] : Array.isArray(p) ? (p as readonly Param[]).flatMap(seatsIn) : []);

describe('Ruckus in words', () => {
  it('writes every log line as a message its catalogue holds, with the rule or card text it follows', () => {
    const seen = new Set<string>();
    for (const g of played) {
      expect(g.log.length, g.label).toBeGreaterThan(30);
      const lines = game.logLines!(g.log, g.state);
      expect(lines).toHaveLength(g.log.length);
      g.log.forEach((entry, i) => {
        expect(isLogMessage(entry), JSON.stringify(entry)).toBe(true);
        const m = entry as LogMessage;
        expect(catalogued(m.m), m.m).toBe(true);
        expect(lines[i]!.msg).toBe(m.m);
        expect(lines[i]!.text.startsWith(`${m.m} `), lines[i]!.text).toBe(false);
        // A cited key is told as its passage, never left as the bare key.
        if (m.c !== undefined) expect(lines[i]!.cites, m.c).not.toBe(m.c);
        seen.add(m.m);
      });
    }
    expect(seen.size).toBeGreaterThanOrEqual(25);
  });

  it('holds every key the engine writes (the lines a few games never reach too)', () => {
    const dir = fileURLToPath(new URL('../../../src-main/games/ruckus/', import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join(dir, f), 'utf8'));
    const keys = new Set(files.flatMap((src) => [...src.matchAll(/logRule\((?:[^']*\? )?'([A-Za-z]+)'(?: : '([A-Za-z]+)')?/g)].flatMap((m) => [m[1]!, m[2]].filter((k): k is string => !!k))));
    expect(keys.size).toBeGreaterThanOrEqual(60);
    for (const key of keys) expect(Object.keys(RUCKUS_WORDS), key).toContain(key);
  });

  it('describes every legal action as a catalogued message that names cards, never their ids', () => {
    let n = 0;
    for (const g of played) {
      for (const words of g.actions) {
        expect(words.msg.startsWith('ruckus.act.'), words.msg).toBe(true);
        expect(catalogued(words.msg), words.msg).toBe(true);
        for (const names of [neutralNames(g.players), YOU_NAMES]) expect(tell(CATALOGUES, words, names)).not.toMatch(CARD_ID);
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });

  it('tells no card id, no "You draws", no count of one in the plural, with neutral names or the players\' names', () => {
    for (const g of played) {
      for (const entry of g.log) {
        const m = entry as LogMessage;
        for (const names of [neutralNames(g.players), YOU_NAMES]) {
          const text = tell(CATALOGUES, { msg: m.m, params: m.p }, names);
          expect(text, m.m).not.toMatch(CARD_ID);
          expect(text, m.m).not.toMatch(YOU_GRAMMAR);
          expect(text, m.m).not.toMatch(PLURAL_OF_ONE);
        }
      }
    }
  });

  it('gives "You" the plural verb, a second verb after "and" too, and "your" for what is yours', () => {
    const say = (msg: string, params: Record<string, Param>): string => tell(CATALOGUES, { msg: `ruckus.${msg}`, params }, YOU_NAMES);
    expect(say('draws', { by: { seat: 0 }, cards: 5, kept: false })).toBe('You draw 5 cards.');
    expect(say('draws', { by: { seat: 1 }, cards: 1, kept: true })).toBe('Anders draws 1 card, keeping the cards held back.');
    expect(say('upgrades', { by: { seat: 0 }, card: 'Grunt' })).toBe('You remove Grunt from the game and put an Upgrade card on top of the draw pile.');
    expect(say('winsRound', { by: { seat: 0 }, prize: 'Spoils of War' })).toBe('You are the last army standing and win Spoils of War.');
    expect(say('takesDamage', { by: { seat: 0 }, card: 'Grunt', amount: 1, blocked: 1, defeated: true })).toBe('Your Grunt takes 1 damage (1 blocked by shields) and is defeated.');
    expect(say('applies', { highest: { seat: 1 }, dealt: 5, second: { seat: 0 }, back: 2 })).toBe('Anders deals 5 to every other player; you deal 2 to Anders.');
  });

  it('marks a Draft Tournament table\'s lines with the table and tells them in the tournament\'s seats', () => {
    const g = played.find((p) => p.label === 'tournament')!;
    const tableLines = g.log.filter((e) => (e as LogMessage).p.table !== undefined) as LogMessage[];
    expect(tableLines.length).toBeGreaterThan(50);
    const text = (e: LogMessage): string => tell(CATALOGUES, { msg: e.m, params: e.p }, neutralNames(4));
    for (const e of tableLines) expect(text(e)).toMatch(/^Table [12]: [A-Z0-9]/);
    // Stage 1 seats Players 1-2 at table 1 and Players 3-4 at table 2: every seat a table-2 line names is 2 or 3.
    const stage2 = g.log.findIndex((e) => (e as LogMessage).m === 'ruckus.stage' && (e as LogMessage).p.stage === 2);
    expect(stage2).toBeGreaterThan(0);
    const table2 = tableLines.filter((e) => g.log.indexOf(e) < stage2 && e.p.table === 2);
    const seats = new Set(table2.flatMap((e) => Object.values(e.p).flatMap(seatsIn)));
    expect([...seats].sort()).toEqual([2, 3]);
    expect(table2.some((e) => e.m === 'ruckus.firstPlayer' && /Player [34] \d+, Player [34] \d+/.test(text(e)))).toBe(true);
  });

  it('reads a log saved as sentences before messages, with its cited passage', () => {
    const g = played.find((p) => p.label === 'basic 2p')!;
    const lines = game.logLines!(['Player 1 draws 5 cards.\u001fdraw', 'Combat round 1 for Spoils of War.'], g.state);
    expect(lines[0]!.text).toBe('Player 1 draws 5 cards.');
    expect(lines[0]!.cites).toMatch(/draw 5 cards/);
    expect(lines[0]!.msg).toBeUndefined();
    expect(lines[1]).toEqual({ text: 'Combat round 1 for Spoils of War.' });
  });
});
