// SIGKILL right after the n-th acknowledged action (n random): the next append is cut off at a random point.
import { afterAll, describe, expect, it } from 'vitest';
import { crashScenario } from './crash-harness';
import { tempDir } from './helpers';

const data = tempDir('skirmish-crash-');
afterAll(() => data.cleanup());

describe('SIGKILL in the middle of a long game (after acknowledgements)', () => {
  it('keeps every acknowledged action and an intact replay across 10 kills', async () => {
    const result = await crashScenario(data.dir, 10, (rng) => ({ afterAcks: 1 + rng.int(20) }), 'after-ack');
    expect(result.killedMidGame).toBe(10);
    expect(result.acknowledged).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
