// `npm run bench`: prints speed figures (medians of repeated runs); targets are checked by reading them, not by asserting.
import { performance } from 'node:perf_hooks';
import { randomBot } from '@main/ai/bot';
import { playGame } from '@main/ai/simulate';
import { tricksGame } from '@main/engine/testing/tricks-game';
import { benchAi } from './ai';
import { benchRuckus } from './ruckus';
import { benchRush } from './rush';
import { benchReview } from './review';
import { benchStore } from './store';

type Section = { title: string; run: (out: (line: string) => void) => Promise<void> };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function benchEngine(out: (line: string) => void): Promise<void> {
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const start = performance.now();
    let games = 0;
    while (performance.now() - start < 300) playGame(tricksGame, { players: 2 }, r * 100_000 + games++, [randomBot, randomBot]);
    runs.push(games / ((performance.now() - start) / 1000));
  }
  out(`engine test game (Tricks), random 2-player games: median ${Math.round(median(runs))} games/s over ${runs.length} runs`);
}

const sections: Section[] = [
  { title: 'Engine core', run: benchEngine },
  { title: 'World of Tanks: Rush', run: benchRush },
  { title: 'Ruckus', run: benchRuckus },
  { title: 'AI (ISMCTS)', run: benchAi },
  { title: 'Store (SQLite)', run: benchStore },
  { title: 'Game review', run: benchReview },
];

/** `npm run bench -- rush store` runs only the sections whose titles contain those words. */
async function main(): Promise<void> {
  const only = process.argv.slice(2);
  for (const section of sections) {
    if (only.length && !only.some((o) => section.title.toLowerCase().includes(o.toLowerCase()))) continue;
    process.stdout.write(`\n## ${section.title}\n`);
    await section.run((line) => process.stdout.write(`${line}\n`));
  }
}

void main();
