// The other seats' moves since the player's own last move, in words: each seen move on its line, and a run of moves
// the player could not see (cards placed behind the screen) as one line that says what they were for.
import type { Message } from '@shared/games/words';
import { told } from './log';

/** What a step needs to be told (the match store's MatchStep). */
export interface StepLike { seq: number; actionCount: number; player: number | null; text: string; words?: Message; hidden?: boolean; kind?: string }

/** One line of "since your last move": a seen move, or a run of hidden ones of one player for one decision. */
export interface StepLine { key: number; actionCount: number; player: number | null; text: string; count: number; hidden: boolean; kind: string }

/** What a run of hidden moves was for, by the decision it answered (the games' own keys). */
const HIDDEN_FOR: Record<string, string> = {
  formation: 'setting up a formation behind the screen',
  draft: 'picking units for the army',
  build: 'building the army',
  'pure-upgrades': 'choosing the cards of the Upgrade deck',
  'sabotage-discard': 'choosing cards for Sabotage',
};

/** "made 5 moves you cannot see yet: setting up a formation behind the screen". */
export function hiddenMoves(count: number, kind?: string): string {
  const what = kind ? HIDDEN_FOR[kind] : undefined;
  const moves = count === 1 ? 'a move' : `${count} moves`;
  return `made ${moves} you cannot see yet${what ? `: ${what}` : ''}`;
}

/** The steps as lines, oldest first: consecutive hidden moves of one player for one decision become one line. */
export function stepLines(steps: readonly StepLike[], names: readonly string[]): StepLine[] {
  const out: StepLine[] = [];
  for (const s of steps) {
    const prev = out.at(-1);
    if (s.hidden && prev?.hidden && prev.player === s.player && prev.kind === (s.kind ?? '')) {
      prev.count++;
      prev.actionCount = s.actionCount;
      prev.text = hiddenMoves(prev.count, s.kind);
      continue;
    }
    out.push({
      key: s.seq, actionCount: s.actionCount, player: s.player, count: 1, hidden: !!s.hidden, kind: s.kind ?? '',
      text: s.hidden ? hiddenMoves(1, s.kind) : told(s.text, s.words, names),
    });
  }
  return out;
}
