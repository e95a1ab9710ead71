// Runs of several games stepped in turn, one step each: the self-contained-game tests of both games compare such
// interleaved runs with each run played alone.

/** A game run that gives the hash of each step it takes, and null once it is over. */
export interface SteppedRun { next(): string | null }

/** Steps every run in turn, one step each, until all are over; the hashes of each run in order. */
export function interleaved(runs: readonly SteppedRun[]): string[][] {
  const out: string[][] = runs.map(() => []);
  for (let live = true; live;) {
    live = false;
    runs.forEach((run, i) => {
      const hash = run.next();
      if (hash !== null) { out[i]!.push(hash); live = true; }
    });
  }
  return out;
}
