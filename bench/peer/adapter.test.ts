// The boardgame.io peer of the AI benchmark: boardgame.io is installed apart from the app, in bench/peer
// (`npm run peer:install`; CI installs it). Without it these tests are skipped, and say why.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { rushGame } from '@main/games/rush/game';

const installed = existsSync(new URL('./node_modules/boardgame.io/package.json', import.meta.url));
if (!installed) console.warn('bench/peer/adapter.test.ts: skipped, boardgame.io is not installed in bench/peer (npm run peer:install)');
// Loaded only when installed: the adapter requires boardgame.io as it loads.
const { actThrough, mctsChoose, startPeerGame } = installed ? await import('./adapter') : ({} as typeof import('./adapter'));

describe.skipIf(!installed)('the boardgame.io adapter of Rush (bench peer; needs npm run peer:install)', () => {
  it('plays the same game as our engine, with our pending players active, and ends it with our winner', () => {
    const start = startPeerGame(21, 2);
    const reducer = start.reducer;
    let state = start.state;
    const ours = rushGame.setup({ players: 2 }, 21);
    expect(stableStringify(state.G.rush.state)).toBe(stableStringify(ours));
    const rng = new Rng(4);
    let moves = 0;
    while (rushGame.outcome(ours) === null && moves < 3000) {
      const d = rushGame.pending(ours)[0]!;
      expect(Object.keys(state.ctx.activePlayers ?? {})).toContain(String(d.player));
      const action = rng.pick(rushGame.legalActions(ours, d.player));
      state = actThrough(reducer, state, d.player, action);
      expect(rushGame.step(ours, d.player, action)).toBeNull();
      moves++;
    }
    expect(stableStringify(state.G.rush.state)).toBe(stableStringify(ours));
    const outcome = rushGame.outcome(ours)!;
    expect(outcome).not.toBeNull();
    expect(state.ctx.gameover).toEqual(outcome.winners.length === 1 ? { winner: String(outcome.winners[0]) } : { draw: true });
  });

  it('refuses an action our rules refuse, and MCTSBot answers with a legal action of the true state', () => {
    const { state, reducer } = startPeerGame(5, 2);
    const d = rushGame.pending(state.G.rush.state)[0]!;
    const other = 1 - d.player;
    expect(() => actThrough(reducer, state, other, rushGame.legalActions(state.G.rush.state, d.player)[0]!)).toThrow(/refused/);
    let t = 0;
    const made = mctsChoose(state, d.player, 5, 'seed', () => (t += 1));
    const legal = rushGame.legalActions(state.G.rush.state, d.player).map(stableStringify);
    expect(legal).toContain(stableStringify(made.action));
    expect(made.iterations).toBeGreaterThanOrEqual(1);
  });
});
