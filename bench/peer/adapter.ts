// World of Tanks: Rush as a boardgame.io game, so boardgame.io's own MCTSBot can play it: G holds our true state,
// the pending decisions set the active players, one move ("act") takes any of our actions, endIf reads our outcome
// and ai.enumerate lists our legal actions. MCTSBot receives the whole boardgame.io state, hidden cards included.
import { createRequire } from 'node:module';
import type { Game as BgioGame, Ctx, State as BgioState } from 'boardgame.io';
import type { MCTSBot as MCTSBotType } from 'boardgame.io/ai';
import { rushGame } from '@main/games/rush/game';
import type { RushAction, RushState } from '@main/games/rush/state';

// boardgame.io's development checks walk the whole state after every move and refuse a class-instance holder: the
// peer runs as boardgame.io runs in production.
process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
// boardgame.io ships CommonJS; its package subpaths are folders, which Node's ESM loader does not resolve.
const { MCTSBot } = require('boardgame.io/ai') as { MCTSBot: typeof MCTSBotType };
const { CreateGameReducer, InitializeGame } = require('boardgame.io/internal') as typeof import('boardgame.io/internal');
const { INVALID_MOVE, Stage } = require('boardgame.io/core') as typeof import('boardgame.io/core');

/**
 * Holds one Rush state, treated as immutable: a move steps a clone and returns a new holder. A class instance is not
 * drafted by immer (which boardgame.io runs every move through), so our state is never read through a proxy.
 */
export class RushHolder {
  constructor(readonly state: RushState) {}
}

export interface PeerG { readonly rush: RushHolder }

/** boardgame.io's active players: whoever our game says must decide now. */
function activeOf(s: RushState): Record<string, string> {
  const active: Record<string, string> = {};
  for (const d of rushGame.pending(s)) active[String(d.player)] = Stage.NULL;
  return active;
}

export const peerRushGame: BgioGame<PeerG, Record<string, unknown>, { seed: number; players: number }> = {
  name: 'rush',
  minPlayers: 2,
  maxPlayers: 5,
  // The whole game is one boardgame.io turn, so undo history would grow with every move and slow each one down.
  disableUndo: true,
  setup: (_context, setupData) => ({ rush: new RushHolder(rushGame.setup({ players: setupData!.players }, setupData!.seed)) }),
  turn: {
    // One boardgame.io turn for the whole game: our rules say who acts through the active players.
    onBegin: ({ G, events }) => { events.setActivePlayers({ value: activeOf(G.rush.state) }); },
  },
  moves: {
    act: ({ G, playerID, events }, action: RushAction) => {
      const next = rushGame.clone(G.rush.state);
      if (rushGame.step(next, Number(playerID), action)) return INVALID_MOVE;
      if (rushGame.outcome(next) === null) events.setActivePlayers({ value: activeOf(next) });
      return { rush: new RushHolder(next) };
    },
  },
  endIf: ({ G }) => {
    const outcome = rushGame.outcome(G.rush.state);
    if (!outcome) return undefined;
    return outcome.winners.length === 1 ? { winner: String(outcome.winners[0]) } : { draw: true };
  },
  ai: {
    enumerate: (G, _ctx, playerID) => rushGame.legalActions(G.rush.state, Number(playerID)).map((a) => ({ move: 'act', args: [a] })),
  },
};

export type PeerState = BgioState<PeerG>;

/** The adapted game set up and ready: its initial state and the reducer that applies moves. */
export function startPeerGame(seed: number, players: number): { state: PeerState; reducer: ReturnType<typeof CreateGameReducer> } {
  const state = InitializeGame({ game: peerRushGame, numPlayers: players, setupData: { seed, players } }) as PeerState;
  return { state, reducer: CreateGameReducer({ game: peerRushGame }) };
}

/** Applies one of our actions for `player` through boardgame.io's reducer (so both sides play the same game). */
export function actThrough(reducer: ReturnType<typeof CreateGameReducer>, state: PeerState, player: number, action: RushAction): PeerState {
  const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: 'act', args: [action], playerID: String(player) } }) as PeerState;
  if (next === state || next._stateID === state._stateID) throw new Error(`boardgame.io refused ${rushGame.describe(action)} for player ${player}`);
  return next;
}

interface MctsNode { visits: number; children: MctsNode[]; parentAction?: { payload: { args: unknown[] } } }
/** MCTSBot's own steps (declared private in its types, public at run time): one iteration is these four in order. */
interface MctsSteps {
  createNode(args: { state: PeerState; playerID: string }): MctsNode;
  select(node: MctsNode): MctsNode;
  expand(node: MctsNode): MctsNode;
  playout(node: MctsNode): unknown;
  backpropagate(node: MctsNode, result: unknown): void;
}

/**
 * boardgame.io's MCTSBot with a time budget. Its own loop takes an iteration count and checks it only every 25
 * iterations, which overshoots a short budget many times over; this runs the same four steps of its algorithm
 * (select, expand, playout, backpropagate) until `ms` have passed (at least one iteration), then plays the most
 * visited move, as its own `play` does.
 */
export function mctsChoose(state: PeerState, player: number, ms: number, seed: string, now: () => number, playoutDepth = PLAYOUT_DEPTH): { action: RushAction; iterations: number; millis: number } {
  const started = now();
  const bot = new MCTSBot({ game: peerRushGame, enumerate: peerRushGame.ai!.enumerate, seed, playoutDepth }) as unknown as MctsSteps;
  const root = bot.createNode({ state, playerID: String(player) });
  let iterations = 0;
  do {
    const child = bot.expand(bot.select(root));
    bot.backpropagate(child, bot.playout(child));
    iterations++;
  } while (now() - started < ms);
  let best: MctsNode | null = null;
  for (const child of root.children) if (!best || child.visits > best.visits) best = child;
  if (!best?.parentAction) throw new Error('MCTSBot found no move');
  return { action: best.parentAction.payload.args[0] as RushAction, iterations, millis: now() - started };
}

/**
 * boardgame.io's default playout depth. MCTSBot scores only playouts that reach the end of the game (no objectives are
 * given: any would be our knowledge of Rush, not the peer's), so deeper playouts help it late in a game but cost time.
 */
export const PLAYOUT_DEPTH = 50;

export type { Ctx };
