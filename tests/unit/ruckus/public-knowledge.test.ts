// Public knowledge of what each player holds (PlayerView.known) and the AI's guesses that respect it.
import { describe, expect, it } from 'vitest';
import { Rng } from '@main/engine/rng';
import { ruckusGame } from '@main/games/ruckus/game';
import type { RuckusState } from '@main/games/ruckus/state';

const cardsOf = (s: RuckusState, p: number): string[] => [...s.seats[p]!.hand, ...s.seats[p]!.draw, ...s.seats[p]!.army.map((u) => u.id)].sort();

function playUntil(s: RuckusState, done: (s: RuckusState) => boolean, seed = 1): void {
  const rng = new Rng(seed);
  for (let i = 0; i < 2000 && !done(s); i++) {
    const d = rng.pick(ruckusGame.pending(s));
    expect(ruckusGame.step(s, d.player, rng.pick(ruckusGame.legalActions(s, d.player)))).toBeNull();
  }
}

describe('Ruckus public knowledge', () => {
  it('a Basic army is public: every view names it, and a guess deals each opponent exactly its own army', () => {
    const s = ruckusGame.setup({ players: 3 }, 5);
    const view = ruckusGame.view(s, 0);
    for (let p = 1; p < 3; p++) {
      expect([...view.seats[p]!.known].sort()).toEqual(cardsOf(s, p));
      expect(view.seats[p]!.hand).toBeNull();
    }
    for (let k = 0; k < 5; k++) {
      const guess = ruckusGame.determinize(view, new Rng(k));
      for (let p = 1; p < 3; p++) expect(cardsOf(guess, p)).toEqual(cardsOf(s, p));
    }
  });

  it('drafted units become public as they are picked; Advanced picks stay secret', () => {
    const draft = ruckusGame.setup({ players: 2, setup: 'draft' }, 7);
    playUntil(draft, (s) => s.phase !== 'draft');
    const t = ruckusGame.cards;
    for (let p = 0; p < 2; p++) {
      const picks = draft.seats[p]!.known.filter((id) => t.unit[id]!.level !== 'S');
      expect(picks.length).toBeGreaterThan(0);
      expect(ruckusGame.view(draft, 1 - p).seats[p]!.known).toEqual(draft.seats[p]!.known);
    }

    const advanced = ruckusGame.setup({ players: 2, setup: 'advanced' }, 7);
    playUntil(advanced, (s) => s.phase !== 'build');
    const picks = cardsOf(advanced, 1).filter((id) => t.unit[id]!.level !== 'S');
    expect(picks.length).toBeGreaterThan(0);
    const known = ruckusGame.view(advanced, 0).seats[1]!.known;
    expect(known.every((id) => t.unit[id]!.level === 'S')).toBe(true);
    for (const id of picks) expect(known).not.toContain(id);
  });

  it('mid-game guesses stay consistent with the view and give each opponent its known units that are out of sight', () => {
    for (const setup of ['basic', 'draft'] as const) {
      const s = ruckusGame.setup({ players: 2, setup }, 11);
      playUntil(s, (x) => x.round >= 3 || x.phase === 'over', 3);
      if (s.phase === 'over') continue;
      const view = ruckusGame.view(s, 0);
      const guess = ruckusGame.determinize(view, new Rng(2));
      expect(JSON.stringify(ruckusGame.view(guess, 0))).toBe(JSON.stringify(view));
      expect(ruckusGame.invariants!(guess)).toEqual([]);
      // Every known unit the opponent really holds out of sight is dealt back to the opponent in the guess.
      const outOfSight = [...s.seats[1]!.hand, ...s.seats[1]!.draw].filter((id) => s.seats[1]!.known.includes(id));
      expect(outOfSight.length).toBeGreaterThan(0);
      const guessed = new Set(cardsOf(guess, 1));
      for (const id of outOfSight) expect(guessed.has(id)).toBe(true);
    }
  });
});
