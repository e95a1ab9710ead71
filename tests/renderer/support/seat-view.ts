// A seat view built from a real engine state, through the contract's schema as the main side's answer would be: the
// engine's view, actions, previews and breakdown must fit the per-game types the renderer reads.
import type { AnyGame } from '@main/engine/game';
import { SeatView, type MatchSummary } from '@shared/contract';

export interface SeatViewOptions {
  /** The match summary's fields to change (id 'm1', two human seats, active, by default). */
  match?: Partial<MatchSummary>;
  /** The seat's legal actions are offered (default: when the seat has a pending decision). */
  legal?: boolean;
  preview?: boolean;
  log?: SeatView['log'];
  canUndo?: boolean;
}

export function seatViewOf(gameId: 'rush' | 'ruckus', game: AnyGame, state: unknown, seat: number, options: SeatViewOptions = {}): SeatView {
  const pending = game.pending(state).map((d) => ({ player: d.player, kind: d.kind }));
  const legal = options.legal === false || !pending.some((d) => d.player === seat) ? [] : game.legalActions(state, seat);
  const outcome = game.outcome(state);
  return SeatView.parse({
    gameId,
    match: {
      id: 'm1', gameId, seats: [{ kind: 'human', name: 'Ada' }, { kind: 'human', name: 'Bea' }], options: {}, status: 'active',
      actionCount: 0, winners: null, createdAt: 0, updatedAt: 0, finishedAt: null, ...options.match,
    },
    seat,
    view: game.view(state, seat),
    pending,
    legal: legal.map((action) => ({ action, text: game.describe(action, state) })),
    ...(options.preview === false || !game.preview ? {} : { preview: game.preview(state, seat, legal) }),
    log: options.log ?? [],
    outcome: outcome ? { scores: [...outcome.scores], winners: [...outcome.winners], tieBreaks: [...outcome.tieBreaks], ...(outcome.breakdown === undefined ? {} : { breakdown: outcome.breakdown }) } : null,
    canUndo: options.canUndo ?? false,
  });
}
