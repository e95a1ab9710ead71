// The long game the crash test's child process plays (shared by crash-child.ts and crash.test.ts).
export const CRASH_MATCH = 'crash-game';
export const CRASH_SETUP = { players: 4, handSize: 100, seed: 'crash-seed', snapshotEvery: 40 } as const;
