// World of Tanks: Rush in words (issue 22): the engine writes every log line as a message of its catalogue and
// describes every action as one, with seats, card names, bases by owner and number and nation keys as parameters;
// the catalogue (src-shared/games/rush-words.ts) makes every sentence. Whole seeded games check that no line falls
// back to the raw message, that no instance id reaches the words, that "You" reads right and counts of one are singular,
// and that a log saved as sentences before messages still reads.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rushGame } from '@main/games/rush/game';
import { CITE } from '@main/games/rush/rules';
import { rushGreedy } from '@main/ai/games/rush-policy';
import { Rng } from '@main/engine/rng';
import { isLogMessage, type LogMessage } from '@main/engine/log';
import type { LogRecord } from '@main/engine/game';
import type { RushAction, RushState } from '@main/games/rush/state';
import { CATALOGUES } from '@shared/games/catalogues';
import { RUSH_WORDS } from '@shared/games/rush-words';
import { isSeat, neutralNames, plural, seatParam, tell, type Message } from '@shared/games/words';

const INSTANCE_ID = /\b(v\d+|p\d+-b\d+|p\d+-base\d+|m[12]-[a-z]+-\d+)\b/;
const YOU_GRAMMAR = /\b(You|you) (buys|has|is|takes|plays|ends|draws|places|sends|declares|shuffles|repairs|does|lays)\b|\b[Yy]ou's\b|\bYour's\b/;
const PLURAL_OF_ONE = /(^|[^\d.])1 (cards|medals|two-medal cards|one-medal cards|players|bases|achievements|barracks cards)\b/;
const YOU_NAMES = ['You', 'Anders', 'Bea', 'Cid', 'Dana'];

interface Played { state: RushState; log: LogRecord[]; actions: Message[] }

/** Plays one seeded game with a log to its end: random moves, or the greedy policy with some random moves mixed in. */
function play(players: number, seed: number, bot: 'random' | 'greedy'): Played {
  const log: LogRecord[] = [];
  const state = rushGame.setup({ players }, seed, log);
  const rng = new Rng(seed);
  // Each distinct description once (the same action is legal at many decisions).
  const actions = new Map<string, Message>();
  for (let i = 0; i < 20_000 && !rushGame.outcome(state); i++) {
    const d = rng.pick(rushGame.pending(state));
    const legal = rushGame.legalActions(state, d.player);
    for (const a of legal) {
      const words = rushGame.words!(a, state);
      actions.set(JSON.stringify(words), words);
      // Both agree by construction: the description is the message told with neutral names.
      expect(rushGame.describe(a, state)).toBe(tell(CATALOGUES, words, neutralNames(players)));
    }
    const action: RushAction = bot === 'greedy' && rng.float() < 0.85 ? rushGreedy(state, d.player, legal) : rng.pick(legal);
    expect(rushGame.step(state, d.player, action, log)).toBeNull();
  }
  expect(rushGame.outcome(state)).not.toBeNull();
  return { state, log, actions: [...actions.values()] };
}

const GAMES: [number, number, 'random' | 'greedy'][] = [[2, 3, 'random'], [2, 8, 'greedy'], [3, 5, 'random'], [4, 11, 'random'], [4, 6, 'greedy'], [5, 2, 'greedy']];
let played: ({ players: number; seed: number; bot: string } & Played)[] = [];
beforeAll(() => {
  played = GAMES.map(([players, seed, bot]) => ({ players, seed, bot, ...play(players, seed, bot) }));
}, 60_000);

const keyOf = (msg: string): string => msg.slice('rush.'.length);
const catalogued = (msg: string): boolean => msg.startsWith('rush.') && Object.prototype.hasOwnProperty.call(RUSH_WORDS, keyOf(msg));

describe('World of Tanks: Rush in words', () => {
  it('writes every log line as a message its catalogue holds, with the cited passage of the rulebook', () => {
    const seen = new Set<string>();
    for (const g of played) {
      expect(g.log.length).toBeGreaterThan(50);
      for (const entry of g.log) {
        expect(isLogMessage(entry), JSON.stringify(entry)).toBe(true);
        const m = entry as LogMessage;
        expect(catalogued(m.m), m.m).toBe(true);
        if (m.c !== undefined) expect(Object.keys(CITE), m.c).toContain(m.c);
        seen.add(m.m);
      }
      const lines = rushGame.logLines!(g.log, g.state);
      expect(lines).toHaveLength(g.log.length);
      lines.forEach((line, i) => {
        const m = g.log[i] as LogMessage;
        expect(line.msg).toBe(m.m);
        expect(line.text.startsWith(`${m.m} `), line.text).toBe(false);
        expect(line.cites).toBe(m.c === undefined ? undefined : CITE[m.c as keyof typeof CITE]);
      });
    }
    // The games reach most of what the engine says (so the checks below see it).
    expect(seen.size).toBeGreaterThanOrEqual(25);
  });

  it('holds every message the engine can write, also those too rare for the games above', () => {
    const dir = fileURLToPath(new URL('../../../src-main/games/rush', import.meta.url));
    const source = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    const keys = [...source.matchAll(/\bnote\('([a-z.-]+)'/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThanOrEqual(40);
    for (const key of keys) expect(Object.keys(RUSH_WORDS), key).toContain(key);
    const types = ['buy', 'pay', 'ability', 'defend', 'finish', 'research', 'repair', 'repair-done', 'assault', 'sabotage', 'declare', 'fire', 'hold', 'medals', 'discard', 'end'];
    for (const type of types) expect(Object.keys(RUSH_WORDS), type).toContain(`act.${type}`);
  });

  it('describes every legal action by a message its catalogue holds', () => {
    const kinds = new Set<string>();
    for (const g of played) for (const words of g.actions) {
      expect(catalogued(words.msg), words.msg).toBe(true);
      expect(words.msg.startsWith('rush.act.')).toBe(true);
      kinds.add(words.msg);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  });

  it('never names a card by its instance id, and reads right with "You" and with counts of one', () => {
    let told = 0;
    for (const g of played) {
      const names = YOU_NAMES.slice(0, g.players);
      const messages: Message[] = [...g.log.map((e) => ({ msg: (e as LogMessage).m, params: (e as LogMessage).p })), ...g.actions];
      for (const m of messages) {
        for (const text of [tell(CATALOGUES, m, neutralNames(g.players)), tell(CATALOGUES, m, names)]) {
          expect(text, text).not.toMatch(INSTANCE_ID);
          expect(text, text).not.toMatch(YOU_GRAMMAR);
          expect(text, text).not.toMatch(PLURAL_OF_ONE);
          expect(text, text).not.toMatch(/\bof (?:usa|ussr|germany|france)\b/);
          told++;
        }
        // With the players' names, no seat is "Player N".
        expect(tell(CATALOGUES, m, names)).not.toMatch(/\bPlayer \d\b/);
      }
    }
    expect(told).toBeGreaterThan(1_000);
  });

  it('a line whose subject is the seat named "You" takes the plural verb; other seats keep theirs', () => {
    let youLines = 0, otherLines = 0;
    for (const g of played) {
      const names = YOU_NAMES.slice(0, g.players);
      for (const e of g.log as LogMessage[]) {
        const neutral = tell(CATALOGUES, { msg: e.m, params: e.p }, neutralNames(g.players));
        const named = tell(CATALOGUES, { msg: e.m, params: e.p }, names);
        const subject = /(?:^|: )Player (\d) ([a-z]+)\b/.exec(neutral);
        if (!subject) continue;
        const verb = subject[2]!;
        if (subject[1] === '1') {
          expect(named, `${neutral} → ${named}`).toMatch(new RegExp(`(^|: )You ${plural(verb)}\\b`));
          if (verb !== plural(verb)) expect(named).not.toMatch(new RegExp(`\\bYou ${verb}\\b`));
          youLines++;
        } else {
          expect(named).toContain(`${names[Number(subject[1]) - 1]} ${verb}`);
          otherLines++;
        }
      }
    }
    expect(youLines).toBeGreaterThan(20);
    expect(otherLines).toBeGreaterThan(20);
  });

  it('tells bases by owner and number, medals by nation with the cards taken, and the improved phrasings', () => {
    const you = ['You', 'Anders'];
    const say = (key: string, params: Message['params'], names = you): string => tell(CATALOGUES, { msg: `rush.${key}`, params }, names);
    expect(say('lay-out', { by: seatParam(1), turn: 4, cards: 3 })).toBe('Turn 4: Anders lays out 3 cards.');
    expect(say('lay-out', { by: seatParam(0), turn: 1, cards: 1 })).toBe('Turn 1: You lay out 1 card.');
    expect(say('zero', { by: seatParam(0), card: 'AMX 38' })).toBe('You play AMX 38 without using an ability, to defend a base.');
    expect(say('medals', { by: seatParam(1), medals: 3, nation: 'ussr', twos: 1, ones: 1 })).toBe('Anders takes 3 medals of the USSR (1 two-medal card and 1 one-medal card).');
    expect(say('medals', { by: seatParam(0), medals: 1, nation: 'france', twos: 0, ones: 1 })).toBe('You take 1 medal of France (1 one-medal card).');
    expect(say('defend', { by: seatParam(0), card: 'AMX 38', base: 3 })).toBe('You place AMX 38 on defence of your base 3.');
    expect(say('base-destroyed', { owner: seatParam(0), base: 2, to: seatParam(1) })).toBe("Your base 2 is destroyed and goes to Anders's depot.");
    expect(say('defence-leave', { card: 'M36 Jackson', owner: seatParam(1), base: 3 })).toBe("M36 Jackson leaves the defence of Anders's base 3 for the depot.");
    expect(say('last-base', { owner: seatParam(0) })).toBe('You have lost the last base: the game ends when the round is complete.');
    expect(say('discard', { by: seatParam(0), card: 'Engineers' })).toBe('You do not play Engineers: it goes to the depot.');
    expect(say('act.fire', { card: 'T-26', targetOwner: seatParam(1), targetBase: 1 })).toBe("Attack Anders's base 1 with T-26");
    expect(say('act.defend', { card: 'M3 Stuart', baseOwner: seatParam(0), baseBase: 2 })).toBe('Place M3 Stuart on defence of your base 2');
    expect(say('act.medals', { doubles: 1 })).toBe('Take 1 two-medal card');
    expect(say('setup', { players: 2, bases: 3, barracks: 6, achievements: ['Largest squad', 'Heavy tanks', 'Light tanks'] }, neutralNames(2)))
      .toBe('Setup: 2 players, 3 bases and 6 barracks cards each, a reserve of 4; 3 achievements: Largest squad, Heavy tanks and Light tanks.');
  });

  it('describes an action with the names of its cards, with or without a state', () => {
    const s = rushGame.setup({ players: 2 }, 4);
    expect(rushGame.describe({ type: 'fire', card: 'v1', target: 'p2-base1' }, s)).toBe("Attack Player 2's base 1 with T-26");
    expect(rushGame.describe({ type: 'fire', card: 'v1', target: 'p2-base1' })).toBe("Attack Player 2's base 1 with T-26");
    expect(rushGame.describe({ type: 'defend', card: 'p1-b1', base: 'p1-base2' }, s)).toBe("Place Engineers on defence of Player 1's base 2");
    expect(rushGame.words!({ type: 'buy', card: 'v1' }, s)).toEqual({ msg: 'rush.act.buy', params: { card: 'T-26' } });
    expect(rushGame.describe({ type: 'end' }, s)).toBe('End the turn');
  });

  it('still reads a log saved before messages (sentences with the key of the passage behind them)', () => {
    const s = rushGame.setup({ players: 2 }, 4);
    const old: LogRecord[] = ['Setup: 2 players, 3 bases and 6 barracks cards each, a reserve of 4; 3 achievements: A, B, C.', 'Player 1 buys T-26 (v1), cost 1.\u00a6buy'];
    const lines = rushGame.logLines!([...old, { m: 'rush.end', p: { by: seatParam(1) } }], s);
    expect(lines[0]).toEqual({ text: old[0] });
    expect(lines[1]).toEqual({ text: 'Player 1 buys T-26 (v1), cost 1.', cites: CITE.buy });
    expect(lines[2]).toEqual({ text: 'Player 2 ends the turn.', msg: 'rush.end', params: { by: seatParam(1) } });
    expect(isSeat(lines[2]!.params!.by)).toBe(true);
  });
});
