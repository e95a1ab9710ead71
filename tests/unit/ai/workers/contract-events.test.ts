import { describe, expect, it } from 'vitest';
import { AiAdvice, AiOption } from '@shared/contract/ai';
import { toAiOption } from '@main/ai/workers/contract-events';

const best = { action: { type: 'commit', card: 'c3' }, description: 'Commit c3', visitShare: 0.62, winChance: 0.71, visits: 620, reason: 'Takes the trick.' };

describe('AI options in the contract', () => {
  it('are built from the search\'s statistics, dropping search-only fields', () => {
    const option = toAiOption(best);
    expect(option).toEqual({ action: { type: 'commit', card: 'c3' }, description: 'Commit c3', visitShare: 0.62, winChance: 0.71, reason: 'Takes the trick.' });
    expect(AiOption.parse(option)).toEqual(option);
  });

  it('reject shares outside 0..1 and actions that are not plain JSON', () => {
    const ok = toAiOption(best);
    expect(AiOption.safeParse({ ...ok, winChance: 1.2 }).success).toBe(false);
    expect(AiOption.safeParse({ ...ok, action: () => 1 }).success).toBe(false);
  });

  it('advice holds at most three options', () => {
    const option = { action: 1, description: 'x', visitShare: 0.25, winChance: 0.5 };
    const advice = { matchId: 'm', player: 0, options: [option, option, option], iterations: 10, elapsedMs: 5, source: 'search' };
    expect(AiAdvice.safeParse(advice).success).toBe(true);
    expect(AiAdvice.safeParse({ ...advice, options: [option, option, option, option] }).success).toBe(false);
  });
});
