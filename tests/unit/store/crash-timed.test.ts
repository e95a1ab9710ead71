// SIGKILL a random number of milliseconds after the child resumed: anywhere in an append, a snapshot write or a commit.
import { afterAll, describe, expect, it } from 'vitest';
import { budget } from '../../budget';
import { crashScenario } from './crash-harness';
import { tempDir } from './helpers';

const data = tempDir('skirmish-crash-');
const KILLS = budget(10, 50);
afterAll(() => data.cleanup());

describe('SIGKILL in the middle of a long game (at random times)', () => {
  it(`keeps every acknowledged action and an intact replay across ${KILLS} kills`, async () => {
    const result = await crashScenario(data.dir, KILLS, (rng) => ({ msAfterResume: 20 + rng.int(300), afterAcks: 25 }), 'timed');
    expect(result.killedMidGame).toBeGreaterThanOrEqual(KILLS / 2);
  }, 600_000);
});
