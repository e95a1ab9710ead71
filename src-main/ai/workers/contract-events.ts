// Turns the supervisor's progress ticks into the contract's `ai.thinking` push event.
import type { AiOption, AiThinking } from '@shared/contract/ai';
import type { AiOptionStat } from './protocol';
import type { AiProgress } from './supervisor';

export function toAiOption(o: AiOptionStat): AiOption {
  return { action: o.action as AiOption['action'], description: o.description, visitShare: o.visitShare, winChance: o.winChance, ...(o.reason !== undefined ? { reason: o.reason } : {}) };
}

/** The push event for a progress tick; undefined for a job without a match (a headless request has no one to tell). */
export function toThinkingEvent(p: AiProgress): AiThinking | undefined {
  if (p.matchId === undefined) return undefined;
  return { jobId: p.jobId, matchId: p.matchId, player: p.player, iterations: p.iterations, elapsedMs: p.elapsedMs, ...(p.best ? { best: toAiOption(p.best) } : {}) };
}
