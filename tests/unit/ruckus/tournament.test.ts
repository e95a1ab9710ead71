// Draft Gameplay Tournament: two simultaneous 1-on-1 Draft games on one shared Camp, then winners and losers meet.
import { describe, expect, it } from 'vitest';
import { Rng } from '@main/engine/rng';
import { ruckusAnyGame, type TournamentState } from '@main/games/ruckus/tournament';
import { ruckusModule } from '@main/games/ruckus/module.ts';

function playRandomly(seed: number, untilStage?: number): TournamentState {
  const s = ruckusAnyGame.setup({ players: 4, setup: 'tournament' }, seed) as TournamentState;
  const rng = new Rng(seed);
  while (!ruckusAnyGame.outcome(s) && (untilStage === undefined || s.stage < untilStage)) {
    const d = ruckusAnyGame.pending(s);
    const dec = d[rng.int(d.length)];
    const legal = ruckusAnyGame.legalActions(s, dec.player);
    expect(ruckusAnyGame.step(s, dec.player, legal[rng.int(legal.length)])).toBeNull();
  }
  return s;
}

describe('the Draft Gameplay Tournament', () => {
  it('sets up two 1-on-1 Draft games sharing one Camp, with their own Victory decks', () => {
    const s = ruckusAnyGame.setup({ players: 4, setup: 'tournament' }, 3) as TournamentState;
    expect(s.seats).toEqual([[0, 1], [2, 3]]);
    expect(s.games.map((g) => g.phase)).toEqual(['draft', 'draft']);
    expect(s.kickers).toHaveLength(8);
    expect(s.tokenPool).toHaveLength(15);
    for (const g of s.games) {
      expect(g.kickers).toEqual([]);
      expect(g.tokenPool).toEqual([]);
      expect(g.victoryDeck.length + 1).toBe(5);
      expect(g.victoryOut).toHaveLength(1);
    }
    const decks = s.games.flatMap((g) => [...g.victoryDeck, g.prize]);
    expect(new Set(decks).size).toBe(10);
    // Both games decide at once: the 1st players of both drafts.
    expect(ruckusAnyGame.pending(s).map((d) => d.player).sort()).toEqual([s.seats[0][s.games[0].first], s.seats[1][s.games[1].first]].sort());
    expect(ruckusAnyGame.invariants!(s)).toEqual([]);
  });

  it('names the cards in its actions, as a single game does', () => {
    const s = ruckusAnyGame.setup({ players: 4, setup: 'tournament' }, 3) as TournamentState;
    const player = ruckusAnyGame.pending(s)[0]!.player;
    const pick = ruckusAnyGame.legalActions(s, player).find((a) => a.type === 'pick')!;
    const text = ruckusAnyGame.describe(pick, s);
    expect(text).toBe(ruckusAnyGame.describe(pick, s.games[0]));
    expect(text).not.toContain(pick.type === 'pick' ? pick.card : '');
    expect(text).toMatch(/^Take [A-Z][a-z]/);
  });

  it('refuses a player who is not to decide in their own game, and other player counts', () => {
    const s = ruckusAnyGame.setup({ players: 4, setup: 'tournament' }, 3) as TournamentState;
    const idle = [0, 1, 2, 3].find((p) => !ruckusAnyGame.pending(s).some((d) => d.player === p))!;
    expect(ruckusAnyGame.step(s, idle, { type: 'done' })?.rule).toBe('not-your-decision');
    expect(() => ruckusAnyGame.setup({ players: 3, setup: 'tournament' }, 1)).toThrow(/4 players/);
  });

  it('pairs winner against winner and loser against loser, and ranks the four players', () => {
    const s = playRandomly(7);
    const [first, second] = s.winners;
    expect(s.stage).toBe(2);
    expect(s.ranking[0]).toBe(second[0]);
    expect(first).toContain(s.ranking[0]);
    expect(first).toContain(s.ranking[1]);
    expect(new Set(s.ranking).size).toBe(4);
    const outcome = ruckusAnyGame.outcome(s)!;
    expect(outcome.winners).toEqual([s.ranking[0]]);
    expect(outcome.scores[s.ranking[0]]).toBe(3);
    expect(ruckusModule.summary(s as never).endReason).toBe(`tournament won by Player ${s.ranking[0] + 1}`);
  });

  it('is reached through the module\'s simulation options', () => {
    expect(ruckusModule.simulationOptions({ setup: 'tournament', maxTurns: 9 })).toEqual({ setup: 'tournament', maxRounds: 9 });
    const s = ruckusModule.game.setup({ ...ruckusModule.simulationOptions({ setup: 'tournament' }), players: 4 }, 1) as TournamentState;
    expect(s.kind).toBe('tournament');
  });

  it('refuses a tournament on another setup', () => {
    expect(() => ruckusAnyGame.setup({ players: 4, setup: 'tournament', tournamentSetup: 'pure' as never }, 1)).toThrow(/Draft, Basic or Advanced/);
  });
});
