// The list of games Skirmish plays. Each game folder exports one GameModule (see registry.ts).
import { hashText, stableStringify } from '@main/engine/hash';
import type { GameModule } from './registry';
import { rushModule } from './rush/module';
import { ruckusModule } from './ruckus/module';

const modules: readonly GameModule[] = [
  rushModule,
  ruckusModule,
];

const byId = new Map(modules.map((m) => [m.game.id, m]));

export function gameModule(id: string): GameModule | undefined {
  return byId.get(id);
}

export function gameIds(): string[] {
  return [...byId.keys()];
}

/**
 * The games made from user card sets in this process (thread), by game and content hash, the most recently used
 * last. The one place a set's content is looked up: a game holds its own set, and the rules keep no state of their
 * own, so this is only a saving (a set compiled and its caches warmed once, not per match, job or replay).
 */
const made = new Map<string, GameModule>();
const MADE_KEPT = 16;

/**
 * The module of game `id` playing the card set `content` (a user's set as stored with the match or sent with an AI
 * job; validated, so this throws on an invalid one), or the game's own module when `content` is absent.
 */
export function gameModuleFor(id: string, content?: unknown): GameModule | undefined {
  const module = byId.get(id);
  if (!module || content === undefined || content === null) return module;
  const key = `${id}:${hashText(stableStringify(content))}`;
  let found = made.get(key);
  if (found) made.delete(key);
  else {
    found = module.withCardSet(content);
    if (made.size >= MADE_KEPT) made.delete(made.keys().next().value!);
  }
  made.set(key, found);
  return found;
}
