// Hints for a human's pending decision and "why did the AI do that" for a move an AI seat played.
import { ServiceFailure, type AiAdvice, type ServiceImpl, type aiService } from '@shared/contract';
import type { AiAdvisor, AiOptionStat } from './ai-player';
import type { MatchMainService } from './match-main-service';

/** How long a hint may think (ms). */
const HINT_BUDGET_MS = 1_500;

/**
 * One option of the AI's advice for the contract. The AI sees only a view, so it describes actions by their card ids
 * ("Take F07"); `describe` (the game's own, given the match's state) names the cards as the table's choices do.
 */
export const toOption = (o: AiOptionStat, describe?: (action: unknown) => string): AiAdvice['options'][number] => ({
  action: o.action as AiAdvice['options'][number]['action'], description: describedOr(o, describe), visitShare: clamp01(o.visitShare), winChance: clamp01(o.winChance),
  ...(o.reason !== undefined ? { reason: o.reason } : {}),
});

/** The game's description when it can give one (the match may be gone by the time a hint answers), else the AI's. */
function describedOr(o: AiOptionStat, describe?: (action: unknown) => string): string {
  try {
    return describe?.(o.action) ?? o.description;
  } catch {
    return o.description;
  }
}

const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

export class AiMainService implements ServiceImpl<typeof aiService> {
  constructor(private readonly deps: { match: MatchMainService; advisor: AiAdvisor }) {}

  async hint(input: { matchId: string; player: number; staged?: unknown[] }): Promise<AiAdvice> {
    const decision = this.deps.match.decisionFor(input.matchId, input.player, input.staged);
    if (!decision) throw new ServiceFailure({ kind: 'rule', rule: 'no-decision', message: 'That seat has nothing to decide now.' });
    const answer = await this.deps.advisor.advise({ ...decision, difficulty: 'expert', budgetMs: HINT_BUDGET_MS });
    return {
      matchId: input.matchId, player: input.player, options: (answer.stats?.options ?? []).slice(0, 3).map((o) => toOption(o, (a) => this.deps.match.describeAction(input.matchId, a))),
      iterations: answer.iterations, elapsedMs: answer.elapsedMs, source: answer.fallback || !answer.stats ? 'fallback' : 'search',
    };
  }

  why(input: { matchId: string; moveIndex?: number; seat?: number }): AiAdvice | null {
    return this.deps.match.adviceFor(input.matchId, input.moveIndex, input.seat);
  }
}
