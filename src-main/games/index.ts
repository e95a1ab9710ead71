// The list of games Skirmish plays. Each game folder exports one GameModule (see registry.ts).
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
