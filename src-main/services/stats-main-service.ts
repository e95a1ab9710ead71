import type { ServiceImpl, StatsReport, statsService } from '@shared/contract';
import type { StatsFilter, StatsRepository } from '@main/store';

/** Card names by id from a card set's lists (Ruckus units, Rush vehicles...): every array of cards with an id and a name. */
export function cardNames(set: unknown): Map<string, string> {
  const names = new Map<string, string>();
  if (!set || typeof set !== 'object') return names;
  for (const list of Object.values(set as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    for (const card of list) {
      const c = card as { id?: unknown; name?: unknown } | null;
      if (c && typeof c.id === 'string' && typeof c.name === 'string') names.set(c.id, c.name);
    }
  }
  return names;
}

export class StatsMainService implements ServiceImpl<typeof statsService> {
  /**
   * `cardName` names a card id of the statistics (the games' built-in card sets); an id it does not know is shown as
   * it is.
   */
  constructor(private readonly stats: StatsRepository, private readonly cardName: (id: string) => string | undefined = () => undefined) {}

  report(input: StatsFilter & { bucket: 'day' | 'week' | 'month'; topCards: number }): StatsReport {
    const filter: StatsFilter = { gameId: input.gameId, seats: input.seats, from: input.from, to: input.to };
    return {
      byGame: this.stats.byGame(filter),
      byPlayers: this.stats.by('players', filter),
      byOpponentDifficulty: this.stats.by('opponent-difficulty', filter),
      byFaction: this.stats.by('faction', filter),
      streaks: this.stats.streaks(filter),
      topCards: this.stats.topCards({ ...filter, limit: input.topCards }).map((c) => ({ ...c, name: this.cardName(c.card) ?? c.card })),
      series: this.stats.series(input.bucket, filter),
    };
  }
}
