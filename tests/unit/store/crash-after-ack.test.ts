// SIGKILL right after the n-th acknowledged action (n random): the next append is cut off at a random point.
import { afterAll, describe, expect, it } from 'vitest';
import { budget } from '../../budget';
import { crashScenario } from './crash-harness';
import { tempDir } from './helpers';

const data = tempDir('skirmish-crash-');
const KILLS = budget(10, 50);
afterAll(() => data.cleanup());

describe('SIGKILL in the middle of a long game (after acknowledgements)', () => {
  it(`keeps every acknowledged action and an intact replay across ${KILLS} kills`, async () => {
    const result = await crashScenario(data.dir, KILLS, (rng) => ({ afterAcks: 1 + rng.int(20) }), 'after-ack');
    expect(result.killedMidGame).toBe(KILLS);
    expect(result.acknowledged).toBeGreaterThanOrEqual(KILLS);
  }, 600_000);
});
