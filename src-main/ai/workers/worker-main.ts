// Entry point of an AI worker thread in the app: serves jobs with the app's solver (games from the games registry),
// and battles of whole games ("test this army").
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { gameModuleFor } from '@main/games';
import { playBattle } from './battle';
import { solve } from './solver';
import { threadPort } from './thread-port';
import { serveJobs } from './worker-loop';

if (!parentPort) throw new Error('worker-main.ts runs only as a worker thread');
serveJobs(threadPort(parentPort), {
  solve,
  now: () => performance.now(),
  battle: (job, onGame, isCancelled) => {
    const game = gameModuleFor(job.gameId, job.cardSet)?.game;
    if (!game) throw new Error(`unknown game '${job.gameId}'`);
    return playBattle(game, job, onGame, isCancelled);
  },
});
