// Campaigns: a Rush ladder of rising difficulty, the Ruckus Draft Tournament, or a free series of matches.
import { z } from 'zod';
import { defineService, type ServiceApi } from './define';
import { GameId, MatchStatus, Seat } from './match';
import { Difficulty } from './settings';

export const CampaignKind = z.enum(['rush-ladder', 'ruckus-draft-tournament', 'free']);
export type CampaignKind = z.infer<typeof CampaignKind>;

const Name = z.string().trim().min(1).max(60);
const PlayerName = z.string().trim().min(1).max(40);

export const NewCampaign = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rush-ladder'), name: Name, player: PlayerName }).strict(),
  z.object({
    kind: z.literal('ruckus-draft-tournament'),
    name: Name,
    player: PlayerName,
    /** The three AI entrants' difficulty. */
    difficulty: Difficulty.default('normal'),
    /** The rulebook allows the same tournament with the Basic or Advanced setup. */
    setup: z.enum(['draft', 'basic', 'advanced']).default('draft'),
  }).strict(),
  z.object({ kind: z.literal('free'), name: Name }).strict(),
]);
export type NewCampaign = z.infer<typeof NewCampaign>;

/** What one seat played in a finished campaign match: its Ruckus guild or Rush nation, and the units or vehicles it had. */
export const SeatArmy = z.object({
  /** The seat's player name. */
  name: z.string(),
  /** The Ruckus guild or the Rush nation the seat held most of (an id such as 'fighters' or 'ussr'); null when none. */
  faction: z.string().nullable(),
  /** Ruckus: its non-Starting units (drafted, recruited or upgraded); Rush: its vehicles at the end. */
  cards: z.array(z.object({ id: z.string(), name: z.string(), copies: z.number().int().positive() })),
});
export type SeatArmy = z.infer<typeof SeatArmy>;

export const CampaignMatch = z.object({
  position: z.number().int(),
  label: z.string().nullable(),
  matchId: z.string(),
  gameId: z.string(),
  status: MatchStatus,
  winners: z.array(z.string()),
  seats: z.array(z.string()),
  finishedAt: z.number().nullable(),
  /** Each seat's army or nation, once the match is over (empty while it goes on: armies are hidden until then). */
  armies: z.array(SeatArmy),
});

export const NextMatch = z.object({ label: z.string(), gameId: GameId, seats: z.array(Seat), options: z.record(z.string(), z.unknown()) });

export const CampaignView = z.object({
  id: z.string(),
  name: z.string(),
  kind: CampaignKind,
  status: z.enum(['active', 'finished', 'abandoned']),
  /** Entrants in order of standing. */
  standings: z.array(z.object({ name: z.string(), played: z.number().int(), wins: z.number(), place: z.number().int().nullable(), note: z.string() })),
  next: NextMatch.nullable(),
  /** The unfinished campaign match to continue, if any. */
  current: z.string().nullable(),
  timeline: z.array(CampaignMatch),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CampaignView = z.infer<typeof CampaignView>;

const Ref = z.object({ campaignId: z.string().min(1).max(64) }).strict();

export const campaignService = defineService({
  name: 'campaign',
  methods: {
    create: { input: NewCampaign, output: CampaignView, summary: 'Starts a campaign.' },
    list: { input: z.object({}).strict().optional(), output: z.array(CampaignView.pick({ id: true, name: true, kind: true, status: true, updatedAt: true })), summary: 'Campaigns, most recent first.' },
    get: { input: Ref, output: CampaignView, summary: 'Standings, the next match and the history of a campaign.' },
    playNext: { input: Ref, output: z.object({ matchId: z.string() }), summary: 'Creates the campaign\'s next match (or returns the unfinished one).' },
    addMatch: { input: Ref.extend({ matchId: z.string().min(1).max(64) }).strict(), output: CampaignView, summary: 'Adds any match to a free series.' },
    delete: { input: Ref, output: z.object({ deleted: z.boolean() }), summary: 'Deletes a campaign; its matches stay in the history.' },
  },
  events: {},
});
export type CampaignService = ServiceApi<typeof campaignService>;
