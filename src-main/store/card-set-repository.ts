// User card sets, stored once by content hash; matches refer to them by that hash.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { stableStringify } from '@main/engine/hash';
import type { Connection } from './connection';
import { notFound, validationFailure } from './errors';
import { GameId, Name, check, toJsonText } from './validate';

export interface CardSetSummary {
  readonly hash: string;
  readonly gameId: string;
  readonly name: string;
  readonly createdAt: number;
}

export interface CardSetRecord extends CardSetSummary {
  readonly content: unknown;
}

export interface NewCardSet {
  gameId: string;
  name: string;
  /** The card set as JSON data, already validated by the game's schema (the service's job). */
  content: unknown;
}

export interface CardSetRepository {
  /** The content hash a card set is stored under (sha-256 of the game id and the key-sorted JSON). */
  hashOf(gameId: string, content: unknown): string;
  /** Stores a card set; the same content saved again returns the stored record unchanged. */
  save(input: NewCardSet): CardSetRecord;
  get(hash: string): CardSetRecord | null;
  list(filter?: { gameId?: string }): CardSetSummary[];
  rename(hash: string, name: string): void;
  /** Refused (validation error) while a saved match uses the card set. True when it existed. */
  delete(hash: string): boolean;
}

const NewCardSetSchema = z.object({ gameId: GameId, name: Name, content: z.unknown().refine((v) => v !== undefined && v !== null, 'a card set needs content') });
const Hash = z.string().regex(/^[0-9a-f]{64}$/, 'a card set hash is 64 hex digits');

interface Row { hash: string; game_id: string; name: string; content?: string; created_at: number }
const summary = (r: Row): CardSetSummary => ({ hash: r.hash, gameId: r.game_id, name: r.name, createdAt: r.created_at });

export function cardSetRepository(c: Connection, now: () => number): CardSetRepository {
  const hashOf = (gameId: string, content: unknown): string => createHash('sha256').update(`${gameId}\n${stableStringify(content)}`).digest('hex');
  const get = (hash: string): CardSetRecord | null => {
    const row = c.prepare('SELECT * FROM card_sets WHERE hash = ?').get(hash) as Row | undefined;
    return row ? { ...summary(row), content: JSON.parse(row.content!) as unknown } : null;
  };
  return {
    hashOf,
    save(input) {
      const v = check(NewCardSetSchema, input, 'card set');
      const text = toJsonText(v.content, 'card set content');
      const hash = hashOf(v.gameId, v.content);
      return c.write('Saving a card set', () => {
        c.prepare('INSERT INTO card_sets (hash, game_id, name, content, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (hash) DO NOTHING').run(hash, v.gameId, v.name, text, now());
        return get(hash)!;
      });
    },
    get(hash) {
      const h = check(Hash, hash, 'card set hash');
      return c.read('Reading a card set', () => get(h));
    },
    list(filter = {}) {
      const g = filter.gameId === undefined ? null : check(GameId, filter.gameId, 'game id');
      const rows = c.read('Listing card sets', () =>
        c.prepare('SELECT hash, game_id, name, created_at FROM card_sets WHERE (@g IS NULL OR game_id = @g) ORDER BY game_id, name, hash').all({ g }),
      ) as Row[];
      return rows.map(summary);
    },
    rename(hash, name) {
      const h = check(Hash, hash, 'card set hash');
      const n = check(Name, name, 'card set name');
      const changed = c.write('Renaming a card set', () => c.prepare('UPDATE card_sets SET name = ? WHERE hash = ?').run(n, h).changes);
      if (changed === 0) throw notFound('card set', `No card set ${h}.`);
    },
    delete(hash) {
      const h = check(Hash, hash, 'card set hash');
      return c.write('Deleting a card set', () => {
        const used = c.prepare('SELECT count(*) AS n FROM matches WHERE card_set_hash = ?').get(h) as { n: number };
        if (used.n > 0) throw validationFailure(`The card set is used by ${used.n} saved match(es); delete those first.`, [{ path: 'hash', message: 'in use' }]);
        return c.prepare('DELETE FROM card_sets WHERE hash = ?').run(h).changes > 0;
      });
    },
  };
}
