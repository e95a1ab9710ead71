import type { ServiceImpl, StatsReport, statsService } from '@shared/contract';
import type { StatsFilter, StatsRepository } from '@main/store';

export class StatsMainService implements ServiceImpl<typeof statsService> {
  constructor(private readonly stats: StatsRepository) {}

  report(input: StatsFilter & { bucket: 'day' | 'week' | 'month'; topCards: number }): StatsReport {
    const filter: StatsFilter = { gameId: input.gameId, seats: input.seats, from: input.from, to: input.to };
    return {
      byGame: this.stats.byGame(filter),
      byPlayers: this.stats.by('players', filter),
      byOpponentDifficulty: this.stats.by('opponent-difficulty', filter),
      byFaction: this.stats.by('faction', filter),
      streaks: this.stats.streaks(filter),
      topCards: this.stats.topCards({ ...filter, limit: input.topCards }),
      series: this.stats.series(input.bucket, filter),
    };
  }
}
