// Campaigns: progress is derived from the results of the campaign's matches, so it can never drift from them.
import { ServiceFailure, type CampaignView, type NewCampaign, type Seat, type SeatArmy, type ServiceImpl, type campaignService } from '@shared/contract';
import type { GameModule } from '@main/games/registry';
import type { CampaignEntry, CampaignRecord, CampaignRepository, MatchRepository } from '@main/store';
import { restoredState } from '@main/engine/storage';
import { cardNames } from './stats-main-service';
import type { MatchMainService } from './match-main-service';

/** The Rush ladder: opponents of rising difficulty; a win climbs one rung, a loss means playing the rung again. */
export const LADDER: readonly { name: string; difficulty: 'easy' | 'normal' | 'hard' | 'expert' }[] = [
  { name: 'Recruit Anders', difficulty: 'easy' },
  { name: 'Sergeant Volkov', difficulty: 'normal' },
  { name: 'Captain Moreau', difficulty: 'hard' },
  { name: 'Colonel Hartmann', difficulty: 'expert' },
];

/** The Ruckus Draft Tournament's AI entrants (the player is the fourth). */
export const TOURNAMENT_RIVALS = ['Grizelda', 'Snag', 'Mugwort'] as const;

type LadderState = { player: string };
type TournamentState = { entrants: Seat[]; setup: 'draft' | 'basic' | 'advanced' };

interface Played {
  entry: CampaignEntry;
  seats: string[];
  /** Seat indices of the winners; empty until the match ends. */
  winners: number[];
}

interface Pairing { label: string; seats: [number, number] }

export interface CampaignServiceDeps {
  campaigns: CampaignRepository;
  matches: MatchRepository;
  match: MatchMainService;
  /** The games, to read what each seat played from a finished match's last position (without them, no armies are shown). */
  /** Game modules by id; with a card set's content, the module of the game made from that set. */
  games?: (id: string, cardSet?: unknown) => GameModule | undefined;
}

export class CampaignMainService implements ServiceImpl<typeof campaignService> {
  /** Each ended match's armies, by match id (an ended match never changes, unless a restore replaced it). */
  private readonly armyCache = new Map<string, { actionCount: number; updatedAt: number; armies: SeatArmy[] }>();

  constructor(private readonly deps: CampaignServiceDeps) {}

  async create(input: NewCampaign): Promise<CampaignView> {
    let state: LadderState | TournamentState | Record<string, never>;
    if (input.kind === 'rush-ladder') state = { player: input.player };
    else if (input.kind === 'ruckus-draft-tournament') {
      state = {
        setup: input.setup,
        entrants: [{ kind: 'human', name: input.player }, ...TOURNAMENT_RIVALS.map((name) => ({ kind: 'ai' as const, name, difficulty: input.difficulty }))],
      };
    } else state = {};
    const record = this.deps.campaigns.create({ name: input.name, kind: input.kind, state });
    return this.view(record);
  }

  list() {
    return this.deps.campaigns.list().map((c) => ({ id: c.id, name: c.name, kind: c.kind, status: c.status, updatedAt: c.updatedAt }));
  }

  get(input: { campaignId: string }): CampaignView {
    return this.view(this.record(input.campaignId));
  }

  async playNext(input: { campaignId: string }): Promise<{ matchId: string }> {
    const record = this.record(input.campaignId);
    const view = this.view(record);
    if (view.current) return { matchId: view.current };
    if (!view.next) throw new ServiceFailure({ kind: 'rule', rule: 'campaign-complete', message: record.kind === 'free' ? 'A free series has no scheduled matches: add any match to it.' : 'The campaign is complete.' });
    let humanMatch: string | null = null;
    // A tournament round's other game (AI against AI) is created with it and plays itself.
    for (const due of this.dueMatches(record)) {
      const created = await this.deps.match.create({ gameId: due.gameId, seats: due.seats, options: due.options });
      this.deps.campaigns.addMatch(record.id, created.id, due.label);
      if (!humanMatch && due.seats.some((s) => s.kind === 'human')) humanMatch = created.id;
    }
    return { matchId: humanMatch ?? this.view(this.record(record.id)).timeline.at(-1)!.matchId };
  }

  addMatch(input: { campaignId: string; matchId: string }): CampaignView {
    const record = this.record(input.campaignId);
    if (record.kind !== 'free') throw new ServiceFailure({ kind: 'rule', rule: 'campaign-scheduled', message: 'Only a free series takes any match; this campaign schedules its own.' });
    if (!this.deps.matches.get(input.matchId)) throw new ServiceFailure({ kind: 'not_found', what: 'match', message: `There is no match ${input.matchId}.` });
    this.deps.campaigns.addMatch(record.id, input.matchId);
    return this.view(this.record(record.id));
  }

  delete(input: { campaignId: string }) {
    return { deleted: this.deps.campaigns.delete(input.campaignId) };
  }

  // ---- internals ----

  private record(id: string): CampaignRecord {
    const record = this.deps.campaigns.get(id);
    if (!record) throw new ServiceFailure({ kind: 'not_found', what: 'campaign', message: `There is no campaign ${id}.` });
    return record;
  }

  private played(record: CampaignRecord): Played[] {
    return this.deps.campaigns.timeline(record.id).map((entry) => {
      const match = this.deps.matches.get(entry.matchId);
      const winners = entry.status === 'active' ? [] : ((entry.outcome as { winners?: number[] } | null)?.winners ?? []);
      return { entry, seats: match?.seats.map((s) => s.name) ?? [], winners: [...winners] };
    });
  }

  /** The matches that are due now and not yet created. */
  private dueMatches(record: CampaignRecord): { label: string; gameId: string; seats: Seat[]; options: Record<string, unknown> }[] {
    const played = this.played(record);
    if (record.kind === 'rush-ladder') {
      const { player } = record.state as LadderState;
      const rung = ladderRung(played, player);
      if (rung >= LADDER.length) return [];
      const rival = LADDER[rung]!;
      return [{ label: `Rung ${rung + 1}: ${rival.name} (${rival.difficulty})`, gameId: 'rush', seats: [{ kind: 'human', name: player }, { kind: 'ai', name: rival.name, difficulty: rival.difficulty }], options: {} }];
    }
    if (record.kind === 'ruckus-draft-tournament') {
      const state = record.state as TournamentState;
      const labels = new Set(played.map((p) => p.entry.label));
      return tournamentPairings(played)
        .filter((p) => !labels.has(p.label))
        .map((p) => ({ label: p.label, gameId: 'ruckus', seats: p.seats.map((i) => state.entrants[i]!), options: { setup: state.setup } }));
    }
    return [];
  }

  private view(record: CampaignRecord): CampaignView {
    const played = this.played(record);
    const due = this.dueMatches(record);
    const current = played.find((p) => p.entry.status === 'active' && p.seats.length > 0 && (record.kind === 'free' || isHumanMatch(this.deps.matches, p.entry.matchId)))?.entry.matchId ?? null;
    const finished = record.kind !== 'free' && due.length === 0 && current === null;
    if (finished && record.status === 'active') record = this.deps.campaigns.update(record.id, { status: 'finished' });
    const next = due.find((d) => d.seats.some((s) => s.kind === 'human')) ?? due[0] ?? null;
    return {
      id: record.id, name: record.name, kind: record.kind, status: record.status,
      standings: this.standings(record, played),
      next: current ? null : next,
      current,
      timeline: played.map((p) => ({
        position: p.entry.position, label: p.entry.label, matchId: p.entry.matchId, gameId: p.entry.gameId, status: p.entry.status,
        winners: p.winners.map((w) => p.seats[w] ?? `seat ${w + 1}`), seats: p.seats, finishedAt: p.entry.finishedAt,
        armies: this.armies(p),
      })),
      createdAt: record.createdAt, updatedAt: record.updatedAt,
    };
  }

  /**
   * What each seat played in an ended match (guild or nation, units or vehicles), from the game's own per-seat figures
   * on the match's last position. Nothing while the match goes on: armies stay hidden until the end.
   */
  private armies(p: Played): SeatArmy[] {
    if (p.entry.status === 'active' || p.entry.status === 'abandoned') return [];
    const record = this.deps.matches.get(p.entry.matchId);
    const module = record ? this.deps.games?.(record.gameId) : undefined;
    if (!record || !module?.seatStats) return [];
    const cached = this.armyCache.get(record.id);
    if (cached && cached.actionCount === record.actionCount && cached.updatedAt === record.updatedAt) return cached.armies;
    let armies: SeatArmy[] = [];
    try {
      const point = this.deps.matches.loadForResume(record.id);
      const cardSet = point.cardSet ?? undefined;
      const played = cardSet === undefined ? module : this.deps.games?.(record.gameId, cardSet) ?? module;
      const { game } = played;
      const state = point.snapshot
        ? game.clone(restoredState(game, point.snapshot.state))
        : game.setup({ ...record.options, players: record.players, ...(cardSet !== undefined ? { cardSet } : {}) }, record.seed);
      for (const logged of point.actions) {
        if (game.step(state, logged.player, logged.action)) throw new Error(`action ${logged.index + 1} is refused`);
      }
      const names = cardNames(cardSet ?? module.defaultCardSet);
      armies = (played.seatStats ? played : module).seatStats!(state).map((stats, seat) => ({
        name: p.seats[seat] ?? `Player ${seat + 1}`,
        faction: stats.faction,
        cards: Object.entries(stats.cards)
          .filter(([, copies]) => copies > 0)
          .map(([id, copies]) => ({ id, name: names.get(id) ?? id, copies }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      }));
    } catch {
      // A match that cannot be rebuilt shows its result without armies; opening it reports the damage.
      armies = [];
    }
    this.armyCache.set(record.id, { actionCount: record.actionCount, updatedAt: record.updatedAt, armies });
    return armies;
  }

  private standings(record: CampaignRecord, played: Played[]): CampaignView['standings'] {
    if (record.kind === 'rush-ladder') {
      const { player } = record.state as LadderState;
      const rung = ladderRung(played, player);
      const done = played.filter((p) => p.entry.status !== 'active');
      const wins = done.filter((p) => p.winners.some((w) => p.seats[w] === player)).length;
      return [{ name: player, played: done.length, wins, place: null, note: rung >= LADDER.length ? 'Ladder complete' : `On rung ${rung + 1} of ${LADDER.length}: ${LADDER[rung]!.name}` }];
    }
    const names = record.kind === 'ruckus-draft-tournament'
      ? (record.state as TournamentState).entrants.map((e) => e.name)
      : [...new Set(played.flatMap((p) => p.seats))];
    const places = record.kind === 'ruckus-draft-tournament' ? tournamentPlaces(played) : new Map<string, number>();
    return names
      .map((name) => {
        const mine = played.filter((p) => p.entry.status !== 'active' && p.seats.includes(name));
        const wins = mine.reduce((sum, p) => sum + (p.winners.some((w) => p.seats[w] === name) ? 1 / p.winners.length : 0), 0);
        const place = places.get(name) ?? null;
        return { name, played: mine.length, wins, place, note: place ? ordinal(place) : `${mine.length} played` };
      })
      .sort((a, b) => (a.place ?? 99) - (b.place ?? 99) || b.wins - a.wins || a.name.localeCompare(b.name));
  }
}

function ladderRung(played: Played[], player: string): number {
  return Math.min(LADDER.length, played.filter((p) => p.entry.status !== 'active' && p.winners.length === 1 && p.seats[p.winners[0]!] === player).length);
}

/** Winner and loser of a finished 1-on-1 match, by entrant name (a shared result counts the first seat listed). */
function result(played: Played[], label: string): { winner: string; loser: string } | null {
  const p = played.find((x) => x.entry.label === label && x.entry.status !== 'active');
  if (!p || p.winners.length === 0 || p.seats.length !== 2) return null;
  const winner = p.seats[p.winners[0]!]!;
  return { winner, loser: p.seats.find((s) => s !== winner)! };
}

/** Round 1: entrants 1 v 2 and 3 v 4; round 2 (once both are over): winner v winner (Final), loser v loser (Third place). */
function tournamentPairings(played: Played[]): Pairing[] {
  const pairings: Pairing[] = [{ label: 'Round 1, game 1', seats: [0, 1] }, { label: 'Round 1, game 2', seats: [2, 3] }];
  const first = result(played, 'Round 1, game 1');
  const second = result(played, 'Round 1, game 2');
  if (!first || !second) return pairings;
  const seatOf = (name: string): number => {
    const p = played.find((x) => x.seats.includes(name))!;
    const index = p.entry.label === 'Round 1, game 1' ? p.seats.indexOf(name) : 2 + p.seats.indexOf(name);
    return index;
  };
  pairings.push({ label: 'Final', seats: [seatOf(first.winner), seatOf(second.winner)] });
  pairings.push({ label: 'Third place', seats: [seatOf(first.loser), seatOf(second.loser)] });
  return pairings;
}

function tournamentPlaces(played: Played[]): Map<string, number> {
  const places = new Map<string, number>();
  const final = result(played, 'Final');
  const third = result(played, 'Third place');
  if (final) { places.set(final.winner, 1); places.set(final.loser, 2); }
  if (third) { places.set(third.winner, 3); places.set(third.loser, 4); }
  return places;
}

const ordinal = (n: number): string => ['1st', '2nd', '3rd', '4th'][n - 1] ?? `${n}th`;

function isHumanMatch(matches: MatchRepository, id: string): boolean {
  return matches.get(id)?.seats.some((s) => s.kind === 'human') ?? false;
}
