// Seed budgets of the long randomized runs (whole-game conformance, crash loops, strength series). `npm test` plays
// the first games of each seeded family; `npm run soak` (SOAK=1) plays the whole family, as npm test did before. A
// game's seed depends only on its family's seed and its index, so npm test's games are the soak's first games.
export const SOAK = process.env['SOAK'] === '1';

/** `quick` in npm test, `soak` when SOAK=1. */
export function budget(quick: number, soak: number): number {
  return SOAK ? soak : quick;
}
