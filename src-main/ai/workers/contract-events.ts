// Turns the search's option statistics into the contract's AiOption (hints and "why did the AI do that").
import type { AiOption } from '@shared/contract/ai';
import type { AiOptionStat } from './protocol';

export function toAiOption(o: AiOptionStat): AiOption {
  return { action: o.action as AiOption['action'], description: o.description, visitShare: o.visitShare, winChance: o.winChance, ...(o.reason !== undefined ? { reason: o.reason } : {}) };
}
