// Saved Ruckus armies and draft setups, checked by the rules engine before they are stored.
import { z } from 'zod';
import { defineService, type ServiceApi } from './define';

export const ArmyKind = z.enum(['army', 'draft']);
const Name = z.string().trim().min(1).max(60);
const UnitId = z.string().min(1).max(60);

export const ArmyInput = z.object({
  id: z.string().min(1).max(64).optional(),
  kind: ArmyKind.default('army'),
  name: Name,
  guild: z.string().min(1).max(40),
  /** Drafted unit ids; the guild's Starting units are always included. */
  units: z.array(UnitId).max(40),
  notes: z.string().max(2_000).default(''),
  /** Check against this stored card set instead of the built-in one. */
  cardSetHash: z.string().min(1).max(128).optional(),
}).strict();
export type ArmyInput = z.infer<typeof ArmyInput>;

export const SavedArmy = z.object({
  id: z.string(),
  kind: ArmyKind,
  name: z.string(),
  guild: z.string(),
  units: z.array(z.string()),
  notes: z.string(),
  points: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type SavedArmy = z.infer<typeof SavedArmy>;

export const ARMY_FILE_FORMAT = 'skirmish-army';
export const ArmyFile = z.object({
  format: z.literal(ARMY_FILE_FORMAT),
  version: z.literal(1),
  kind: ArmyKind,
  name: Name,
  guild: z.string().min(1).max(40),
  units: z.array(UnitId).max(40),
  notes: z.string().max(2_000).default(''),
}).strict();
export type ArmyFile = z.infer<typeof ArmyFile>;

const Ref = z.object({ id: z.string().min(1).max(64) }).strict();

export const deckService = defineService({
  name: 'decks',
  methods: {
    list: { input: z.object({ guild: z.string().max(40).optional() }).strict().default({}), output: z.array(SavedArmy), summary: 'Saved armies, by guild then name.' },
    get: { input: Ref, output: SavedArmy, summary: 'One saved army.' },
    check: {
      input: ArmyInput,
      output: z.object({ ok: z.boolean(), points: z.number().int(), issues: z.array(z.object({ path: z.string(), message: z.string() })) }),
      summary: 'Checks an army against the rules without saving it.',
    },
    save: { input: ArmyInput, output: SavedArmy, summary: 'Saves (or replaces) an army; an illegal army is refused with its reasons.' },
    duplicate: { input: Ref.extend({ name: Name }).strict(), output: SavedArmy, summary: 'Copies an army under a new name.' },
    delete: { input: Ref, output: z.object({ deleted: z.boolean() }), summary: 'Deletes a saved army.' },
    export: { input: Ref, output: ArmyFile, summary: 'An army as a file.' },
    import: { input: z.object({ file: z.unknown() }).strict(), output: SavedArmy, summary: 'Reads an army file, checks it and saves it.' },
  },
  events: {},
});
export type DeckService = ServiceApi<typeof deckService>;
