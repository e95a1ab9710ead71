// The long game the crash tests' child process plays: 600 actions, more than 10 kills of at most ~25 acknowledgements each can use up.
export const CRASH_MATCH = 'crash-game';
export const CRASH_SETUP = { players: 4, handSize: 150, seed: 'crash-seed', snapshotEvery: 40 } as const;
