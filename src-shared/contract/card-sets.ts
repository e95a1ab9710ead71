// Card sets: the built-in one of each game and the user's corrected sets, validated by the game's schema.
import { z } from 'zod';
import { defineService, type ServiceApi } from './define';
import { ValidationIssue } from './errors';
import { GameId } from './match';

export const CardSetSummary = z.object({ hash: z.string(), gameId: z.string(), name: z.string(), createdAt: z.number() });
export type CardSetSummary = z.infer<typeof CardSetSummary>;

const SetName = z.string().trim().min(1).max(80);

export const cardSetService = defineService({
  name: 'cardSets',
  methods: {
    builtIn: { input: z.object({ gameId: GameId }).strict(), output: z.object({ gameId: z.string(), content: z.unknown() }), summary: 'The project\'s own card set of a game.' },
    list: { input: z.object({ gameId: GameId.optional() }).strict().default({}), output: z.array(CardSetSummary), summary: 'Stored user card sets.' },
    get: { input: z.object({ hash: z.string().min(1).max(128) }).strict(), output: CardSetSummary.extend({ content: z.unknown() }), summary: 'One stored card set with its cards.' },
    validate: {
      input: z.object({ gameId: GameId, content: z.unknown() }).strict(),
      output: z.object({ ok: z.boolean(), issues: z.array(ValidationIssue) }),
      summary: 'Checks a card set and lists every problem: which card, which field, why.',
    },
    import: {
      input: z.object({ gameId: GameId, name: SetName, content: z.unknown() }).strict(),
      output: CardSetSummary,
      summary: 'Validates and stores a user card set; refused with the full list of problems when invalid.',
    },
    rename: { input: z.object({ hash: z.string().min(1).max(128), name: SetName }).strict(), output: z.object({ ok: z.literal(true) }), summary: 'Renames a stored card set.' },
    delete: { input: z.object({ hash: z.string().min(1).max(128) }).strict(), output: z.object({ deleted: z.boolean() }), summary: 'Deletes a card set no saved match uses.' },
  },
  events: {},
});
export type CardSetService = ServiceApi<typeof cardSetService>;
