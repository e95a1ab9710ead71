// Game review benchmark: how long the review of a whole finished 2-player game takes at the Hard budget, as the app
// runs it (one decision per job on a real AI worker thread, REVIEW_BUDGET_MS per decision). The games are played by the
// heuristic bot in both seats; seat 0 is reviewed. `npm run bench -- review`; REVIEW_BENCH_GAMES=N games per game (1).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { heuristicBot } from '@main/ai/difficulty';
import { reviewPoints, type HistoryStep } from '@main/ai/review';
import { createAppAiSupervisor } from '@main/ai/workers/app-ai';
import { playSteps } from '@main/ai/simulate';
import { gameModule } from '@main/games/index';
import { workerPoolAi } from '@main/services/ai-player';
import { REVIEW_BUDGET_MS, REVIEW_LEVEL } from '@main/services/review-main-service';

const load = (): string => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const median = (xs: number[]): number => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };

function game(gameId: string, seed: number): HistoryStep[] {
  return playSteps(gameModule(gameId)!.game, { ...(gameId === 'ruckus' ? { setup: 'basic' } : {}), players: 2 }, seed, heuristicBot).steps;
}

export async function benchReview(out: (line: string) => void): Promise<void> {
  const games = Number(process.env.REVIEW_BENCH_GAMES ?? 1);
  const supervisor = createAppAiSupervisor({ script: new URL('../src-main/ai/workers/worker-main.ts', import.meta.url), tsx: true, size: 1, now: () => performance.now() });
  const advisor = workerPoolAi(supervisor, { error: () => {} }).advisor;
  try {
    for (const gameId of ['rush', 'ruckus']) {
      const module = gameModule(gameId)!;
      for (let g = 0; g < games; g++) {
        const steps = game(gameId, 700 + g);
        const points = reviewPoints(module.game, steps, 0);
        const perDecision: number[] = [];
        let unrated = 0, changed = 0;
        const started = performance.now();
        for (const p of points) {
          const t = performance.now();
          const answer = await advisor.review({
            matchId: 'bench', module, seat: 0, decisionKind: p.decisionKind, difficulty: REVIEW_LEVEL, view: p.view, legal: p.legal, played: p.played, seed: p.index, budgetMs: REVIEW_BUDGET_MS,
          }).answer;
          perDecision.push(performance.now() - t);
          if (!answer || answer.kind !== 'rated') unrated++;
          else if (!answer.sameMove) changed++;
        }
        const total = (performance.now() - started) / 1000;
        out(`${module.game.name} 2p, seed ${700 + g}: ${steps.length} actions, ${points.length} decisions of seat 0 reviewed in ${total.toFixed(0)} s `
          + `(median ${Math.round(median(perDecision))} ms a decision, longest ${Math.round(Math.max(...perDecision))} ms; ${changed} where Hard would play otherwise, ${unrated} unrated) `
          + `at ${REVIEW_BUDGET_MS} ms a decision; load ${load()}`);
      }
    }
  } finally {
    await supervisor.shutdown();
  }
}
