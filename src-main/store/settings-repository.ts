// Settings: one JSON value per key.
import { z } from 'zod';
import type { Connection } from './connection';
import { check, toJsonText } from './validate';

export interface SettingsRepository {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  /** True when the key existed. */
  delete(key: string): boolean;
  all(): Record<string, unknown>;
}

const Key = z.string().min(1).max(200);

export function settingsRepository(c: Connection, now: () => number): SettingsRepository {
  return {
    get<T>(key: string) {
      const k = check(Key, key, 'setting key');
      const row = c.read('Reading a setting', () => c.prepare('SELECT value FROM settings WHERE key = ?').get(k)) as { value: string } | undefined;
      return row ? (JSON.parse(row.value) as T) : undefined;
    },
    set(key, value) {
      const k = check(Key, key, 'setting key');
      const text = toJsonText(value, `setting ${k}`);
      c.write('Saving a setting', () =>
        c.prepare('INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at').run(k, text, now()),
      );
    },
    delete(key) {
      const k = check(Key, key, 'setting key');
      return c.write('Deleting a setting', () => c.prepare('DELETE FROM settings WHERE key = ?').run(k).changes > 0);
    },
    all() {
      const rows = c.read('Reading settings', () => c.prepare('SELECT key, value FROM settings ORDER BY key').all()) as { key: string; value: string }[];
      return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
    },
  };
}
