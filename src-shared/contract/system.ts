import { z } from 'zod';
import { StorageProblem } from './data';
import { defineService, type ServiceApi } from './define';

export const HostKind = z.enum(['electron', 'web', 'cli', 'test']);

export const SystemInfo = z.object({
  app: z.literal('Skirmish'),
  version: z.string(),
  host: HostKind,
  dataDir: z.string(),
  node: z.string(),
});
export type SystemInfo = z.infer<typeof SystemInfo>;

export const Health = z.object({
  ok: z.boolean(),
  uptimeMs: z.number().nonnegative(),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() })),
  /** Why saved games cannot be kept (null when the store works): the sentence is for the player. */
  storage: StorageProblem.nullable(),
  /** AI moves and hints the heuristic fallback played because the search could not answer, since start. */
  aiFallbacks: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof Health>;

const NoInput = z.object({}).strict().optional();

export const systemService = defineService({
  name: 'system',
  methods: {
    info: { input: NoInput, output: SystemInfo, summary: 'App version, host kind and data directory.' },
    health: { input: NoInput, output: Health, summary: 'Health checks of the main side.' },
    echo: {
      input: z.object({ text: z.string().max(10_000) }).strict(),
      output: z.object({ text: z.string(), at: z.number() }),
      summary: 'Returns its text: a round trip for diagnostics and tests.',
    },
  },
  events: {
    notice: z.object({ level: z.enum(['info', 'warning', 'error']), message: z.string() }),
  },
});
export type SystemService = ServiceApi<typeof systemService>;
