// @vitest-environment happy-dom
// Whole games played by the AI (each game's baseline bot in every seat), told in a player's words: at every decision
// the choices and the AI's reason for each, the whole log as the log drawer shows it, and the end screen. No internal
// id of the card set (france-amx-38, F07), no instance id (v55, p1-b3, p2-base1), no "Player 1" and no raw nation key
// ("medal of usa") may reach the page, in World of Tanks: Rush with 2 to 5 players and in every Ruckus setup.
import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { App } from 'vue';
import { SeatView } from '@shared/contract';
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { gameAiFor } from '@main/ai/game-ai';
import { rushModule } from '@main/games/rush/module';
import { ruckusModule, SETUPS } from '@main/games/ruckus/module';
import { provideApi } from '@renderer/api/use-api';
import EndScreen from '@renderer/components/end/EndScreen.vue';
import GameLog from '@renderer/components/GameLog.vue';
import { playerWords, tellMessage } from '@renderer/words/log';

const NAMES = ['You', 'Anders', 'Bea', 'Cid', 'Dov'];

/** Every card id of a card set that does not read as a word (it has a digit or a hyphen): those must never show. */
function cardIds(set: unknown): string[] {
  const out = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const id = (x as { id?: unknown }).id;
      if (typeof id === 'string' && /[\d-]/.test(id)) out.add(id);
      Object.values(x).forEach(walk);
    }
  };
  walk(set);
  return [...out];
}

function leakPattern(set: unknown): RegExp {
  const ids = cardIds(set).map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  expect(ids.length).toBeGreaterThan(20);
  return new RegExp(`(?<![\\w-])(?:${ids.join('|')}|v\\d+|p\\d+-b\\d+|p\\d+-base\\d+)(?![\\w-])|\\b[Pp]layer \\d\\b|\\bof (?:usa|ussr|germany|france)\\b`);
}

interface Played { state: unknown; log: unknown[]; choices: number; reasons: number }

/** Plays a whole game with the game's AI bot in every seat, checking seat 0's choices and the AI's reasons as it goes. */
function playByAi(game: AnyGame, options: Record<string, unknown>, seed: number, leak: RegExp): Played {
  const ai = gameAiFor(game);
  const rng = new Rng(seed);
  const log: unknown[] = [];
  const s = game.setup(options as never, seed, log);
  let choices = 0, reasons = 0;
  for (let n = 0; n < 50_000 && !game.outcome(s); n++) {
    const decision = game.pending(s)[0]!;
    const player = decision.player;
    const legal = game.legalActions(s, player);
    if (player === 0) {
      const view = game.view(s, 0);
      for (const a of legal) {
        const text = playerWords(game.describe(a, s), NAMES);
        expect(text, 'a choice').not.toMatch(leak);
        choices++;
        const why = tellMessage(ai.explain(a, view, legal), NAMES);
        expect(why, `the AI's reason for "${text}"`).not.toMatch(leak);
        reasons++;
      }
    }
    const action = ai.heuristicBot.choose({ game, player, decision, legal, view: () => game.view(s, player), rng });
    const error = game.step(s, player, action, log);
    if (error) throw new Error(error.message);
  }
  expect(game.outcome(s), 'the game ends').not.toBeNull();
  return { state: s, log, choices, reasons };
}

let wrapper: VueWrapper | null = null;
afterEach(() => { wrapper?.unmount(); wrapper = null; document.body.innerHTML = ''; });

/** The seat's view of the finished game as the match screen gets it, seat 0 being "You" against AI seats. */
function seatView(game: AnyGame, gameId: string, s: unknown, log: unknown[], players: number, options: Record<string, unknown>): SeatView {
  const outcome = game.outcome(s)!;
  // Through the contract's schema, as the main side's answer would be.
  return SeatView.parse({
    gameId,
    match: {
      id: 'm1', gameId, options, status: 'finished', actionCount: 300, winners: [...outcome.winners], createdAt: 0, updatedAt: 0, finishedAt: 1,
      seats: NAMES.slice(0, players).map((name, i) => (i === 0 ? { kind: 'human' as const, name } : { kind: 'ai' as const, name, difficulty: 'easy' as const })),
    },
    seat: 0, view: game.view(s, 0), pending: [], legal: [], log: [...(game.logLines?.(log, s) ?? [])],
    outcome: { scores: [...outcome.scores], winners: [...outcome.winners], tieBreaks: [...outcome.tieBreaks], breakdown: outcome.breakdown },
    canUndo: false,
  });
}

async function pageText(view: SeatView, set: unknown): Promise<{ end: string; log: string }> {
  const client = {
    api: { match: { create: async () => view.match, cardSet: async () => ({ gameId: view.match.gameId, content: structuredClone(set) }) }, campaign: { list: async () => [] } },
    on: () => () => undefined,
  };
  const router = createRouter({ history: createMemoryHistory(), routes: ['/', '/match/:id', '/replay/:id', '/review/:id'].map((path, i) => ({ path, name: ['home', 'match', 'replay', 'review'][i], component: { template: '<div />' } })) });
  await router.push('/match/m1');
  wrapper = mount(EndScreen, { props: { view, title: 'The game' }, global: { plugins: [router, { install: (app: App) => provideApi(app, client as never) }] }, attachTo: document.body });
  await flushPromises();
  const end = wrapper.text();
  wrapper.unmount();
  wrapper = mount(GameLog, { props: { entries: view.log, names: view.match.seats.map((x) => x.name) }, attachTo: document.body });
  await flushPromises();
  return { end, log: wrapper.text() };
}

async function wholeGame(module: typeof rushModule | typeof ruckusModule, gameId: string, options: Record<string, unknown>, players: number, seed: number): Promise<void> {
  const game = module.game as AnyGame;
  const leak = leakPattern(module.defaultCardSet);
  const played = playByAi(game, { ...options, players }, seed, leak);
  expect(played.choices).toBeGreaterThan(10);
  const view = seatView(game, gameId, played.state, played.log, players, options);
  expect(view.log.length).toBeGreaterThan(20);
  // The raw log does carry ids and seat numbers: what is checked is the words made of it.
  expect(view.log.map((e) => e.text).join('\n')).toMatch(leak);
  const { end, log } = await pageText(view, module.defaultCardSet);
  expect(end).toMatch(/wins\.|win\.|Shared victory|Tournament|1st/);
  expect(end, 'the end screen').not.toMatch(leak);
  expect(log.length).toBeGreaterThan(500);
  expect(log, 'the log').not.toMatch(leak);
  expect(log).not.toMatch(/\bYou (?:is|has|buys|plays|takes|draws|reveals|deals|wins|places)\b/);
}

describe('a whole World of Tanks: Rush game played by the AI, in a player\'s words', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players`, async () => { await wholeGame(rushModule, 'rush', {}, players, 30 + players); }, 60_000);
  }
});

describe('a whole Ruckus game played by the AI, in a player\'s words', () => {
  for (const [setup, players] of [['basic', 2], ['advanced', 3], ['draft', 2], ['pure', 4], ['child', 3], ['tournament', 4]] as const) {
    it(`${setup}, ${players} players`, async () => { await wholeGame(ruckusModule, 'ruckus', { ...SETUPS[setup] }, players, 40 + players); }, 60_000);
  }
});
