// Hints for a human's pending decision and "why did the AI do that" for a move an AI seat played.
import { ServiceFailure, type AiAdvice, type ServiceImpl, type aiService } from '@shared/contract';
import { CATALOGUES, neutral } from '@shared/games/catalogues';
import { type Message, type Params, tell } from '@shared/games/words';
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
  ...(o.why ? { why: o.why } : {}),
  ...(o.noteWords?.length ? { noteWords: [...o.noteWords] } : {}),
});

/** An option without its comparison with the move played: for a seat that may not learn which move that was. */
export function withoutNote(o: AiAdvice['options'][number]): AiAdvice['options'][number] {
  if (!o.note && !o.noteWords) return o;
  const { note, noteWords: _noteWords, ...rest } = o;
  return { ...rest, ...(note && o.reason?.endsWith(note) ? { reason: o.reason.slice(0, o.reason.length - note.length) } : {}) };
}

const pct = (x: number): number => Math.round(x * 100);
const ai = (msg: string, params: Params): Message => ({ msg: `ai.${msg}`, params });
/** The move an option names: its message when the game gave one, else its description. */
const moveOf = (o: AiAdvice['options'][number]): Message | string => o.words ?? o.description;

/**
 * What an AI seat played and why, in the advice's own figures: how its search ranked the move, and for a level that
 * plays weaker moves on purpose, how often it does at this decision. Built from the advice as the asking seat may see
 * it (a withheld move is not named). Messages of the AI's catalogue; `whySummary` tells them.
 */
export function whyWords(advice: AiAdvice): Message[] {
  const c = advice.chosen;
  const by = { seat: advice.player };
  const noise = advice.noise ? [ai('noise', { level: advice.noise.level, weaker: advice.noise.weaker })] : [];
  if (advice.source === 'fallback') return [c ? ai('played-fallback', { by, move: moveOf(c) }) : ai('unseen-fallback', { by })];
  if (!c) return [ai('unseen', { by }), ...noise];
  if ((c.visits ?? 0) === 0 && advice.iterations === 0 && advice.options.length <= 1) return [ai('planned', { by, move: moveOf(c), chance: pct(c.winChance) })];
  if (advice.options.length === 1 && c.visitShare >= 1 && !advice.withheld) return [ai('only', { by, move: moveOf(c), chance: pct(c.winChance) })];
  const rank = c.rank ?? 1 + Math.max(0, advice.options.findIndex((o) => o.description === c.description));
  const figures = { by, move: moveOf(c), share: pct(c.visitShare), iterations: advice.iterations, chance: pct(c.winChance) };
  return rank === 1 ? [ai('played-first', figures), ...noise] : [ai('played-nth', { ...figures, rank }), ...noise, ...(noise.length ? [ai('noise-took', {})] : [])];
}

/** `whyWords` told with the seats' names. */
export function whySummary(advice: AiAdvice, names: readonly string[]): string {
  return whyWords(advice).map((m) => tell(CATALOGUES, m, names)).join(' ');
}

/** The hint's one line: the search's first choice for the player, in its figures. */
function hintWords(options: readonly AiAdvice['options'][number][], iterations: number, player: number): Message[] | undefined {
  const first = options[0];
  if (!first) return undefined;
  return [ai('hint-first', { for: { seat: player }, move: moveOf(first), share: pct(first.visitShare), iterations, chance: pct(first.winChance) })];
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
    const summaryWords = answer.fallback ? undefined : hintWords(options, answer.iterations, input.player);
    if (answer.fallback) this.deps.onAiFallback?.(`a hint for seat ${input.player} of match ${input.matchId}`, answer.fallbackReason ?? 'the search gave no answer');
    return {
      matchId: input.matchId, player: input.player, options,
      iterations: answer.iterations, elapsedMs: answer.elapsedMs, source: answer.fallback || !answer.stats ? 'fallback' : 'search',
      ...(summaryWords ? { summary: summaryWords.map((m) => neutral(m)).join(' '), summaryWords } : {}),
    };
  }

  why(input: { matchId: string; moveIndex?: number; seat?: number }): AiAdvice | null {
    return this.deps.match.adviceFor(input.matchId, input.moveIndex, input.seat);
  }
}
