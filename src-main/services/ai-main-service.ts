// Hints for a human's pending decision and "why did the AI do that" for a move an AI seat played.
import { ServiceFailure, type AiAdvice, type ServiceImpl, type aiService } from '@shared/contract';
import type { Message } from '@shared/games/words';
import { levelName, oneIn, ordinal } from '@main/ai/hints';
import type { AiAdvisor, AiOptionStat } from './ai-player';
import type { MatchMainService } from './match-main-service';

/** How long a hint may think (ms). */
const HINT_BUDGET_MS = 1_500;

/**
 * One option of the AI's advice for the contract. The AI sees only a view, so it describes actions by their card ids
 * ("Take F07"); `describe` (the game's own, given the match's state) names the cards as the table's choices do, and
 * `words` gives the same description as a message of the game's catalogue, for the renderer to tell with names.
 */
export const toOption = (o: AiOptionStat, describe?: (action: unknown) => string, words?: (action: unknown) => Message | undefined): AiAdvice['options'][number] => ({
  action: o.action as AiAdvice['options'][number]['action'], description: describedOr(o, describe), visitShare: clamp01(o.visitShare), winChance: clamp01(o.winChance),
  ...optionWords(o, words),
  ...(o.visits !== undefined && Number.isFinite(o.visits) && o.visits >= 0 ? { visits: o.visits } : {}),
  ...(o.rank !== undefined && Number.isInteger(o.rank) && o.rank >= 1 ? { rank: o.rank } : {}),
  ...(o.pickChance !== undefined ? { pickChance: clamp01(o.pickChance) } : {}),
  ...(o.reason !== undefined ? { reason: o.reason } : {}),
  ...(o.note ? { note: o.note } : {}),
});

/** An option without its comparison with the move played: for a seat that may not learn which move that was. */
export function withoutNote(o: AiAdvice['options'][number]): AiAdvice['options'][number] {
  if (!o.note) return o;
  const { note, ...rest } = o;
  return { ...rest, ...(o.reason?.endsWith(note) ? { reason: o.reason.slice(0, o.reason.length - note.length) } : {}) };
}

const pct = (x: number): string => `${Math.round(x * 100)}%`;

/**
 * What an AI seat played and why, in the advice's own figures: how its search ranked the move, and for a level that
 * plays weaker moves on purpose, how often it does at this decision. Built from the advice as the asking seat may see
 * it (a withheld move is not named).
 */
export function whySummary(advice: AiAdvice, name: string): string {
  const c = advice.chosen;
  const noise = advice.noise ? ` ${levelName(advice.noise.level)} picks a weaker move on purpose: at this decision ${oneIn(advice.noise.weaker)}.` : '';
  if (advice.source === 'fallback') {
    return c ? `${name} played “${c.description}”: the search ran out of time, so this is the quick rule-of-thumb choice.` : `${name}'s search ran out of time; the quick rule-of-thumb choice stood in.`;
  }
  if (!c) return `${name} made a move you cannot see yet.${noise}`;
  if ((c.visits ?? 0) === 0 && advice.iterations === 0 && advice.options.length <= 1) {
    return `${name} played “${c.description}”: the choice of its planner, which settles this kind of decision without a search (estimated win chance ${pct(c.winChance)}).`;
  }
  if (advice.options.length === 1 && c.visitShare >= 1 && !advice.withheld) {
    return `${name} played “${c.description}”, the only move open to it (estimated win chance ${pct(c.winChance)}).`;
  }
  const rank = c.rank ?? 1 + Math.max(0, advice.options.findIndex((o) => o.description === c.description));
  const playouts = advice.iterations > 0 ? ` of ${advice.iterations.toLocaleString('en')} playouts` : ' of the playouts';
  const figures = `${pct(c.visitShare)}${playouts}, estimated win chance ${pct(c.winChance)}`;
  return rank === 1
    ? `${name} played “${c.description}”, the move its search tried most (${figures}).${noise}`
    : `${name} played “${c.description}”, its search's ${ordinal(rank)} choice (${figures}).${noise}${noise ? ' This time it did.' : ''}`;
}

/** The hint's one line: the search's first choice for the player, in its figures. */
function hintSummary(options: readonly AiAdvice['options'][number][], iterations: number): string | undefined {
  const first = options[0];
  if (!first) return undefined;
  return `The search's first choice for you: “${first.description}” (${pct(first.visitShare)} of ${iterations.toLocaleString('en')} playouts, estimated win chance ${pct(first.winChance)}).`;
}

/** The game's description when it can give one (the match may be gone by the time a hint answers), else the AI's. */
function describedOr(o: AiOptionStat, describe?: (action: unknown) => string): string {
  try {
    return describe?.(o.action) ?? o.description;
  } catch {
    return o.description;
  }
}

/** The option's message, when the game has a catalogue and can describe the action in the match's position. */
function optionWords(o: AiOptionStat, words?: (action: unknown) => Message | undefined): { words?: Message } {
  try {
    const message = words?.(o.action);
    return message ? { words: message } : {};
  } catch {
    return {};
  }
}

const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

export class AiMainService implements ServiceImpl<typeof aiService> {
  constructor(private readonly deps: { match: MatchMainService; advisor: AiAdvisor; onAiFallback?: (what: string, reason: string) => void }) {}

  async hint(input: { matchId: string; player: number; staged?: unknown[] }): Promise<AiAdvice> {
    const decision = this.deps.match.decisionFor(input.matchId, input.player, input.staged);
    if (!decision) throw new ServiceFailure({ kind: 'rule', rule: 'no-decision', message: 'That seat has nothing to decide now.' });
    const answer = await this.deps.advisor.advise({ ...decision, difficulty: 'expert', budgetMs: HINT_BUDGET_MS });
    const options = (answer.stats?.options ?? []).slice(0, 3).map((o) => toOption(o, (a) => this.deps.match.describeAction(input.matchId, a), (a) => this.deps.match.actionWords(input.matchId, a)));
    const summary = answer.fallback ? undefined : hintSummary(options, answer.iterations);
    if (answer.fallback) this.deps.onAiFallback?.(`a hint for seat ${input.player} of match ${input.matchId}`, answer.fallbackReason ?? 'the search gave no answer');
    return {
      matchId: input.matchId, player: input.player, options,
      iterations: answer.iterations, elapsedMs: answer.elapsedMs, source: answer.fallback || !answer.stats ? 'fallback' : 'search', ...(summary ? { summary } : {}),
    };
  }

  why(input: { matchId: string; moveIndex?: number; seat?: number }): AiAdvice | null {
    return this.deps.match.adviceFor(input.matchId, input.moveIndex, input.seat);
  }
}
