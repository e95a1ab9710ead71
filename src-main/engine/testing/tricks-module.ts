// The Tricks test game as a GameModule, so the generic CLI commands can be tested without a real game.
import type { GameModule } from '@main/games/registry';
import { stableStringify } from '../hash';
import { seedRng } from '../rng';
import { tricksGame, type TricksState } from './tricks-game';

export const tricksModule: GameModule<TricksState> = {
  game: tricksGame,
  defaultCardSet: { cards: 12 },
  validateCardSet(json) {
    const n = (json as { cards?: unknown } | null)?.cards;
    return Number.isInteger(n) && (n as number) > 0 ? { ok: true, set: json, issues: [] } : { ok: false, issues: [{ path: 'cards', message: 'must be a positive whole number' }] };
  },
  // A Tricks state carries its own cards (setup's options), so one game plays every set.
  withCardSet: () => tricksModule,
  scenarios: {
    position(position, scenario) {
      const p = position as { hands?: unknown };
      if (!Array.isArray(p?.hands) || p.hands.length !== scenario.players) return { ok: false, issues: [`hands must list ${scenario.players} hands`] };
      const state = tricksGame.setup({ players: scenario.players }, scenario.seed);
      const hands = p.hands as string[][];
      const all = new Set(state.cards);
      for (const card of hands.flat()) if (!all.has(card)) return { ok: false, issues: [`unknown card ${card}`] };
      state.hands = hands.map((h) => h.slice());
      state.deck = state.cards.filter((c) => !hands.flat().includes(c));
      state.rng = seedRng(scenario.seed);
      return { ok: true, state };
    },
    expect(state, expectation) {
      const problems: string[] = [];
      if ('tricks' in expectation && stableStringify(state.tricks) !== stableStringify(expectation.tricks)) problems.push(`tricks are ${stableStringify(state.tricks)}, expected ${stableStringify(expectation.tricks)}`);
      if ('winners' in expectation && stableStringify(tricksGame.outcome(state)?.winners ?? null) !== stableStringify(expectation.winners)) problems.push(`winners are ${stableStringify(tricksGame.outcome(state)?.winners ?? null)}`);
      return problems;
    },
  },
  summary: (state) => ({ turns: state.played.length / state.players, endReason: 'hands-empty' }),
  simulationOptions: () => ({}),
};
