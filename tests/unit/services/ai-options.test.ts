import { describe, expect, it } from 'vitest';
import { AiAdvice, AiOption } from '@shared/contract/ai';
import { toOption } from '@main/services/ai-main-service';

const why = { msg: 'ai.plain', params: { text: 'Takes the trick.' } };
const noteWords = [{ msg: 'ai.worse', params: { played: true, mine: 40, theirs: 71 } }];
const best = { action: { type: 'buy', card: 'v3' }, description: 'Buy T-34', visitShare: 0.62, winChance: 0.71, visits: 620, rank: 1, reason: 'Takes the trick.', why, noteWords };

describe('AI options in the contract', () => {
  it('are built from the search\'s statistics, with the reason\'s messages, and pass the contract', () => {
    const option = toOption(best);
    expect(option).toEqual({ action: { type: 'buy', card: 'v3' }, description: 'Buy T-34', visitShare: 0.62, winChance: 0.71, visits: 620, rank: 1, reason: 'Takes the trick.', why, noteWords });
    expect(AiOption.parse(option)).toEqual(option);
    // Figures out of range are brought back into it rather than sent as they are.
    expect(toOption({ ...best, visitShare: 1.5, winChance: Number.NaN })).toMatchObject({ visitShare: 1, winChance: 0 });
  });

  it('reject shares outside 0..1 and actions that are not an action of one of the games', () => {
    const ok = toOption(best);
    expect(AiOption.safeParse({ ...ok, winChance: 1.2 }).success).toBe(false);
    expect(AiOption.safeParse({ ...ok, action: () => 1 }).success).toBe(false);
    expect(AiOption.safeParse({ ...ok, action: { type: 'commit', card: 'c3' } }).success).toBe(false);
    expect(AiOption.safeParse({ ...ok, action: { type: 'buy' } }).success).toBe(false);
  });

  it('advice holds at most three options', () => {
    const option = { action: { type: 'end' }, description: 'x', visitShare: 0.25, winChance: 0.5 };
    const advice = { matchId: 'm', player: 0, options: [option, option, option], iterations: 10, elapsedMs: 5, source: 'search' };
    expect(AiAdvice.safeParse(advice).success).toBe(true);
    expect(AiAdvice.safeParse({ ...advice, options: [option, option, option, option] }).success).toBe(false);
  });
});
