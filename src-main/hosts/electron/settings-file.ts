// Settings persisted as a JSON file in the data directory until the SQLite store takes them over.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '@shared/contract';
import type { Logger } from '@main/services/logger';
import type { SettingsPersistence } from '@main/services/settings-main-service';

export function jsonFileSettings(file: string, log: Logger): SettingsPersistence {
  return {
    load() {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as unknown;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') log.warn(`could not read ${file}; using default settings`);
        return undefined;
      }
    },
    save(settings: Settings) {
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        // Write then rename, so a crash mid-write never leaves a half file.
        const tmp = `${file}.tmp`;
        writeFileSync(tmp, JSON.stringify(settings, null, 2));
        renameSync(tmp, file);
      } catch (e) {
        log.error(`could not save settings to ${file}: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
  };
}
