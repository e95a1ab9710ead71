// Saved Ruckus armies and draft setups (validated by the rules engine in the deck service before they get here).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Connection } from './connection';
import { Id, Name, check, toJsonText } from './validate';

export type DeckKind = 'army' | 'draft';

export interface DeckRecord {
  readonly id: string;
  readonly kind: DeckKind;
  readonly name: string;
  readonly guild: string;
  /** The units (Starting units, drafted units...) as JSON, in the deck service's format. */
  readonly units: unknown;
  readonly notes: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface DeckInput {
  /** Replaces the deck with this id when it exists; a new id (a UUID) when absent. */
  id?: string;
  kind?: DeckKind;
  name: string;
  guild: string;
  units: unknown;
  notes?: string;
}

export interface DeckRepository {
  save(input: DeckInput): DeckRecord;
  get(id: string): DeckRecord | null;
  /** By guild, then name. */
  list(filter?: { guild?: string; kind?: DeckKind }): DeckRecord[];
  delete(id: string): boolean;
}

const Kind = z.enum(['army', 'draft']);
const Guild = z.string().trim().min(1).max(60);
const Input = z.object({
  id: Id.optional(),
  kind: Kind.optional(),
  name: Name,
  guild: Guild,
  units: z.unknown().refine((u) => u !== undefined && u !== null, 'units are required'),
  notes: z.string().max(10_000).optional(),
});

interface Row { id: string; kind: DeckKind; name: string; guild: string; units: string; notes: string; created_at: number; updated_at: number }
const toRecord = (r: Row): DeckRecord => ({ id: r.id, kind: r.kind, name: r.name, guild: r.guild, units: JSON.parse(r.units) as unknown, notes: r.notes, createdAt: r.created_at, updatedAt: r.updated_at });

export function deckRepository(c: Connection, now: () => number): DeckRepository {
  const getRow = (id: string): Row | undefined => c.prepare('SELECT * FROM decks WHERE id = ?').get(id) as Row | undefined;
  return {
    save(input) {
      const v = check(Input, input, 'deck');
      const units = toJsonText(v.units, 'units');
      const id = v.id ?? randomUUID();
      return c.write('Saving a deck', () => {
        const t = now();
        c.prepare(`INSERT INTO decks (id, kind, name, guild, units, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name, guild = excluded.guild, units = excluded.units, notes = excluded.notes, updated_at = excluded.updated_at`)
          .run(id, v.kind ?? 'army', v.name, v.guild, units, v.notes ?? '', t, t);
        return toRecord(getRow(id)!);
      });
    },
    get(id) {
      const i = check(Id, id, 'deck id');
      return c.read('Reading a deck', () => {
        const row = getRow(i);
        return row ? toRecord(row) : null;
      });
    },
    list(filter = {}) {
      const f = check(z.object({ guild: Guild.optional(), kind: Kind.optional() }), filter, 'deck filter');
      const rows = c.read('Listing decks', () =>
        c.prepare('SELECT * FROM decks WHERE (@guild IS NULL OR guild = @guild) AND (@kind IS NULL OR kind = @kind) ORDER BY guild, name, id').all({ guild: f.guild ?? null, kind: f.kind ?? null }),
      ) as Row[];
      return rows.map(toRecord);
    },
    delete(id) {
      const i = check(Id, id, 'deck id');
      return c.write('Deleting a deck', () => c.prepare('DELETE FROM decks WHERE id = ?').run(i).changes > 0);
    },
  };
}
