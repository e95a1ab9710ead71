// Which of its game's setups a match is played with, by the setup options the main side lists for each setup.
import type { GameInfo } from '@shared/contract';

type Setup = GameInfo['setups'][number];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The setup whose options the match's options carry (every option of the setup equal), else null. */
export function setupOf(games: readonly GameInfo[], gameId: string, options: Record<string, unknown>): Setup | null {
  const setups = games.find((g) => g.id === gameId)?.setups ?? [];
  const fits = setups.filter((s) => Object.entries(s.options).every(([k, v]) => same(options[k], v)));
  // The setup that names the most options is the most specific one (a setup with no options fits every match).
  return fits.sort((a, b) => Object.keys(b.options).length - Object.keys(a.options).length)[0] ?? null;
}

/** "Ruckus: The Goblin Army Game · Pure Guild setup", or the game's name alone when it has no named setups. */
export function matchTitle(games: readonly GameInfo[], gameId: string, options: Record<string, unknown>): string {
  const game = games.find((g) => g.id === gameId);
  const setup = setupOf(games, gameId, options);
  const name = game?.name ?? gameId;
  return setup && (game?.setups.length ?? 0) > 1 ? `${name} · ${setup.name} setup` : name;
}
