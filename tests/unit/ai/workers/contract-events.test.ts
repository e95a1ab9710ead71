import { describe, expect, it } from 'vitest';
import { AiAdvice, AiThinking, aiService } from '@shared/contract/ai';
import { toThinkingEvent } from '@main/ai/workers/contract-events';

const best = { action: { type: 'commit', card: 'c3' }, description: 'Commit c3', visitShare: 0.62, winChance: 0.71, visits: 620, reason: 'Takes the trick.' };

describe('ai.thinking push event', () => {
  it('is built from a progress tick and satisfies the contract, dropping search-only fields', () => {
    const event = toThinkingEvent({ jobId: 'ai-4', matchId: 'm9', player: 2, iterations: 4000, best, elapsedMs: 350 });
    expect(event).toEqual({ jobId: 'ai-4', matchId: 'm9', player: 2, iterations: 4000, elapsedMs: 350, best: { action: { type: 'commit', card: 'c3' }, description: 'Commit c3', visitShare: 0.62, winChance: 0.71, reason: 'Takes the trick.' } });
    expect(AiThinking.parse(event)).toEqual(event);
    expect(aiService.events.thinking).toBe(AiThinking);
  });

  it('is not sent for a job without a match', () => {
    expect(toThinkingEvent({ jobId: 'ai-1', player: 0, iterations: 1, elapsedMs: 0 })).toBeUndefined();
  });

  it('rejects shares outside 0..1 and actions that are not plain JSON', () => {
    const ok = toThinkingEvent({ jobId: 'ai-4', matchId: 'm9', player: 2, iterations: 4000, best, elapsedMs: 350 })!;
    expect(AiThinking.safeParse({ ...ok, best: { ...ok.best!, winChance: 1.2 } }).success).toBe(false);
    expect(AiThinking.safeParse({ ...ok, best: { ...ok.best!, action: () => 1 } }).success).toBe(false);
    expect(AiThinking.safeParse({ ...ok, player: -1 }).success).toBe(false);
  });

  it('advice holds at most three options', () => {
    const option = { action: 1, description: 'x', visitShare: 0.25, winChance: 0.5 };
    const advice = { matchId: 'm', player: 0, options: [option, option, option], iterations: 10, elapsedMs: 5, source: 'search' };
    expect(AiAdvice.safeParse(advice).success).toBe(true);
    expect(AiAdvice.safeParse({ ...advice, options: [option, option, option, option] }).success).toBe(false);
  });
});
