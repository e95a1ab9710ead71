// AI seats play on their own: when an AI seat must decide, a job goes to the AI and its answer is applied and saved like
// a human's action (again if the position moved on meanwhile), with what the AI weighed kept for "why did it do that".
import type { AiAdvice } from '@shared/contract';
import type { Message } from '@shared/games/words';
import { stableStringify } from '@main/engine/hash';
import type { SeatInfo } from '@main/store';
import type { AiAnswer } from './ai-player';
import { toOption } from './ai-main-service';
import { hashSeed, type Live } from './live-match';
import { MatchPositions } from './match-positions';

export abstract class MatchAiTurns extends MatchPositions {
  private readonly sleep: (ms: number) => Promise<void> = this.deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));

  /** The first pending decision that belongs to an AI seat, or null. */
  protected aiSeatToMove(live: Live): { seat: number; kind: string } | null {
    if (live.closed || live.record.status !== 'active') return null;
    for (const d of live.module.game.pending(live.state)) {
      if (live.record.seats[d.player]?.kind === 'ai') return { seat: d.player, kind: d.kind };
    }
    return null;
  }

  /** Starts the AI loop if an AI seat must decide and no loop runs; it never blocks the caller. */
  protected kickAi(live: Live): void {
    if (live.aiLoop || this.aiSeatToMove(live) === null) return;
    live.aiLoop = this.runAi(live).catch((e: unknown) => {
      this.deps.log.error(`AI loop of match ${live.record.id} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }).finally(() => { live.aiLoop = null; });
  }

  protected stopAi(live: Live): void {
    live.aiJob?.cancel();
    live.aiJob = null;
  }

  protected async runAi(live: Live): Promise<void> {
    for (;;) {
      const turn = this.aiSeatToMove(live);
      if (!turn) return;
      const seatInfo = live.record.seats[turn.seat] as SeatInfo & { difficulty: string };
      const { game } = live.module;
      const legal = game.legalActions(live.state, turn.seat);
      const actionCount = live.record.actionCount;
      const now = this.deps.now ?? Date.now;
      const started = now();
      const job = this.deps.ai.decide({
        matchId: live.record.id, module: live.module, seat: turn.seat, decisionKind: turn.kind, difficulty: seatInfo.difficulty,
        view: game.view(live.state, turn.seat), legal, seed: (hashSeed(live.record.id) + actionCount) >>> 0,
        ...(live.cardSet !== undefined ? { cardSet: live.cardSet } : {}),
      }, (p) => this.deps.events.emit('match.thinking', { matchId: live.record.id, seat: turn.seat, iterations: p.iterations, elapsedMs: p.elapsedMs, done: false }));
      live.aiJob = job;
      const answer = await job.answer;
      if (live.aiJob === job) live.aiJob = null;
      // The least delay is for people watching; a match between AI seats only plays at full speed.
      const minDelay = live.record.seats.some((s) => s.kind === 'human') ? (this.deps.minAiDelayMs?.() ?? 0) : 0;
      const waited = now() - started;
      if (minDelay > waited) await this.sleep(minDelay - waited);
      this.deps.events.emit('match.thinking', { matchId: live.record.id, seat: turn.seat, iterations: 0, elapsedMs: now() - started, done: true });
      if (!answer || live.closed) return;
      if (answer.fallback) this.deps.onAiFallback?.(`move ${actionCount + 1} of match ${live.record.id} (seat ${turn.seat})`, answer.fallbackReason ?? 'the search gave no answer');
      const applied = await this.exclusive(live, async () => {
        // The human may have undone or the match moved on while the AI thought: then think again.
        if (live.record.actionCount !== actionCount || live.record.status !== 'active') return false;
        let action = answer.action;
        const moveIndex = live.record.actionCount;
        const before = live.state;
        const describe = (a: unknown): string => game.describe(a, before);
        const words = game.words ? (a: unknown): Message => game.words!(a, before) : undefined;
        if (this.tryApplyAndSave(live, turn.seat, action)) {
          this.deps.log.error(`AI of match ${live.record.id} chose an illegal action; playing a legal one instead`);
          action = legal[0];
          this.applyAndSave(live, turn.seat, action);
        }
        this.keepAdvice(live.record.id, moveIndex, turn.seat, answer, action, describe, words);
        return true;
      });
      if (!applied && live.closed) return;
    }
  }

  /** Stores what the AI weighed for the move it just played, for "why did the AI do that" after any restart. */
  protected keepAdvice(matchId: string, moveIndex: number, seat: number, answer: AiAnswer, played: unknown, describe: (action: unknown) => string, words?: (action: unknown) => Message): void {
    const options = answer.stats?.options ?? [];
    const chosen = answer.stats?.chosen ?? options.find((o) => stableStringify(o.action) === stableStringify(played));
    const advice: AiAdvice = {
      matchId, player: seat, options: options.slice(0, 3).map((o) => toOption(o, describe, words)), ...(chosen ? { chosen: toOption(chosen, describe, words) } : {}),
      iterations: answer.iterations ?? 0, elapsedMs: answer.elapsedMs ?? 0, source: answer.fallback || !answer.stats ? 'fallback' : 'search',
      ...(answer.stats?.noise ? { noise: { level: answer.stats.noise.level, weaker: Math.min(1, Math.max(0, answer.stats.noise.weaker)) } } : {}),
    };
    try {
      this.deps.matches.saveAdvice(matchId, moveIndex, advice);
    } catch (e) {
      // The move itself is saved; only its explanation is lost.
      this.deps.log.warn(`could not keep AI advice for move ${moveIndex} of match ${matchId}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
