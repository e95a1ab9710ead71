// Flag parsing shared by the game commands: which game, and a user card set file.
import { gameIds, gameModule } from '@main/games/index';
import type { GameModule } from '@main/games/registry';
import { type CliIo, UsageError } from './command';

export type GameLookup = (id: string) => GameModule | undefined;

export const defaultLookup: GameLookup = gameModule;

export function requireGame(lookup: GameLookup, id: string | undefined, known: () => string[] = gameIds): GameModule {
  if (!id) throw new UsageError(`--game is required (one of: ${known().join(', ') || 'none registered'}).`);
  const module = lookup(id);
  if (!module) throw new UsageError(`Unknown game '${id}' (one of: ${known().join(', ') || 'none registered'}).`);
  return module;
}

export function wholeNumber(name: string, text: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not '${text}'.`);
  return n;
}

/** Reads and validates a card set file; prints its problems and returns null when it is not valid. */
export async function loadCardSet(module: GameModule, path: string, io: CliIo): Promise<{ set: unknown } | null> {
  let json: unknown;
  try {
    json = JSON.parse(await io.readFile(path));
  } catch (e) {
    io.err(`${path}: ${e instanceof SyntaxError ? `not valid JSON (${e.message})` : `cannot be read (${e instanceof Error ? e.message : String(e)})`}`);
    return null;
  }
  const check = module.validateCardSet(json);
  if (!check.ok) {
    io.err(`${path}: not a valid ${module.game.name} card set (${check.issues.length} problem${check.issues.length === 1 ? '' : 's'}):`);
    for (const issue of check.issues) io.err(`  ${issue.path}: ${issue.message}`);
    return null;
  }
  return { set: check.set };
}
