import { DEFAULT_SETTINGS, Settings, type ServiceImpl, type SettingsPatch, type settingsService } from '@shared/contract';
import type { EventBus } from './events';
import type { Logger } from './logger';

/** Where settings persist. The SQLite store provides one; tests and first runs use memory. */
export interface SettingsPersistence {
  load(): unknown;
  save(settings: Settings): void;
}

export function memorySettings(initial?: unknown): SettingsPersistence {
  let saved = initial;
  return { load: () => saved, save: (s) => { saved = structuredClone(s); } };
}

export class SettingsMainService implements ServiceImpl<typeof settingsService> {
  private current: Settings;

  constructor(private readonly persistence: SettingsPersistence, private readonly events: EventBus, log: Logger) {
    const stored = persistence.load();
    // Stored settings from an older or damaged file: keep what is valid, default the rest.
    const merged = Settings.safeParse({ ...DEFAULT_SETTINGS, ...(typeof stored === 'object' && stored ? stored : {}) });
    if (stored !== undefined && stored !== null && !merged.success) log.warn('stored settings were invalid; using defaults');
    this.current = merged.success ? merged.data : { ...DEFAULT_SETTINGS };
  }

  get() {
    return structuredClone(this.current);
  }

  /** Saves first: a change the store refuses leaves the settings in memory as they were. */
  set(patch: SettingsPatch) {
    // A key sent as undefined (structured clone keeps them) changes nothing, as if it were absent.
    const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    return this.replace(Settings.parse({ ...this.current, ...given }));
  }

  reset() {
    return this.replace({ ...DEFAULT_SETTINGS });
  }

  private replace(next: Settings): Settings {
    this.persistence.save(next);
    this.current = next;
    this.events.emit('settings.changed', this.get());
    return this.get();
  }
}
