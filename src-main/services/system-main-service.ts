import type { ServiceImpl, StorageProblem, systemService } from '@shared/contract';
import { APP_VERSION } from '@shared/version';

export interface SystemContext {
  host: 'electron' | 'web' | 'cli' | 'test';
  dataDir: string;
  startedAt: number;
  now: () => number;
  /** Extra health checks contributed by other parts (the store, the AI pool). */
  checks?: () => { name: string; ok: boolean; detail: string }[];
  /** Why saved games cannot be kept, or null. */
  storage?: () => StorageProblem | null;
  /** AI moves and hints the fallback played since start. */
  aiFallbacks?: () => number;
}

export class SystemMainService implements ServiceImpl<typeof systemService> {
  constructor(private readonly ctx: SystemContext) {}

  info() {
    return { app: 'Skirmish' as const, version: APP_VERSION, host: this.ctx.host, dataDir: this.ctx.dataDir, node: process.versions.node };
  }

  health() {
    const checks = [{ name: 'main', ok: true, detail: 'serving' }, ...(this.ctx.checks?.() ?? [])];
    return {
      ok: checks.every((c) => c.ok), uptimeMs: Math.max(0, this.ctx.now() - this.ctx.startedAt), checks,
      storage: this.ctx.storage?.() ?? null, aiFallbacks: this.ctx.aiFallbacks?.() ?? 0,
    };
  }

  echo(input: { text: string }) {
    return { text: input.text, at: this.ctx.now() };
  }
}
