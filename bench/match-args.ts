// The arguments bench/cheat-match.ts and bench/draft-match.ts share: the level both sides play, and the series' whole
// numbers (players, first game, games, seed), each checked with a clear error.
import { type Difficulty, type DifficultyName, difficulties } from '@main/ai/difficulty';

export interface MatchArgs {
  readonly levelName: DifficultyName;
  readonly level: Difficulty;
  readonly players: number;
  readonly first: number;
  readonly games: number;
  readonly seed: number;
}

type Given = { readonly level?: string; readonly players?: string; readonly first?: string; readonly games?: string; readonly seed?: string };

export function matchArgs(values: Given): MatchArgs {
  const levelName = (values.level ?? 'hard') as DifficultyName;
  const level = difficulties[levelName];
  if (!level) throw new Error(`--level must be one of ${Object.keys(difficulties).join(', ')}`);
  const whole = (text: string | undefined, fallback: number): number => {
    const n = Number(text ?? fallback);
    if (!Number.isInteger(n) || n < 0) throw new Error(`not a whole number: ${text}`);
    return n;
  };
  return { levelName, level, players: whole(values.players, 2), first: whole(values.first, 0), games: whole(values.games, 2), seed: whole(values.seed, 1) };
}
