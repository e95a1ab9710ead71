import { z } from 'zod';
import { defineService, type ServiceApi } from './define';

export const Difficulty = z.enum(['easy', 'normal', 'hard', 'expert']);
export type Difficulty = z.infer<typeof Difficulty>;

export const Settings = z.object({
  /** Colour theme of the renderer. */
  theme: z.enum(['system', 'light', 'dark']),
  /** Text size as a factor of the default. */
  textScale: z.number().min(0.75).max(2),
  /** Default difficulty for new AI seats. */
  defaultDifficulty: Difficulty,
  /** How fast AI moves are shown. */
  aiPace: z.enum(['slow', 'normal', 'fast']),
  /** The least time an AI move takes to appear, so it never feels instant (ms). */
  minAiDelayMs: z.number().int().min(0).max(10_000),
  animations: z.boolean(),
  /** The new-game wizard's last choices (game, seats, setup), offered again next time. */
  lastSetup: z.record(z.string(), z.unknown()).nullable(),
  /** Window bounds remembered by the desktop shell. */
  window: z.object({ x: z.number().int(), y: z.number().int(), width: z.number().int().min(400), height: z.number().int().min(300), maximized: z.boolean() }).nullable(),
}).strict();
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Settings = {
  theme: 'system',
  textScale: 1,
  defaultDifficulty: 'normal',
  aiPace: 'normal',
  minAiDelayMs: 600,
  animations: true,
  lastSetup: null,
  window: null,
};

export const SettingsPatch = Settings.partial().strict();
export type SettingsPatch = z.infer<typeof SettingsPatch>;

export const settingsService = defineService({
  name: 'settings',
  methods: {
    get: { input: z.object({}).strict().optional(), output: Settings, summary: 'The current user settings.' },
    set: { input: SettingsPatch, output: Settings, summary: 'Changes some settings; returns them all.' },
    reset: { input: z.object({}).strict().optional(), output: Settings, summary: 'Back to the defaults.' },
  },
  events: {
    changed: Settings,
  },
});
export type SettingsService = ServiceApi<typeof settingsService>;
