// Views: what each player may see, the public knowledge of hidden zones, and determinize consistency.
import { describe, expect, it } from 'vitest';
import { stringsIn } from '@main/engine/conformance';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { rushGame } from '@main/games/rush/game';

describe('Rush views', () => {
  it('show the own hand and the active hand, hide other hands, hangars and the deck (as counts)', () => {
    const s = rushGame.setup({ players: 3 }, 12);
    const v1 = rushGame.view(s, 1);
    expect(v1.hands[0]).toHaveLength(3);
    expect(v1.hands[1]).toHaveLength(3);
    expect(v1.hands[2]).toBeNull();
    expect(v1.handCounts).toEqual([3, 3, 3]);
    expect(v1.hangarCounts).toEqual([3, 3, 3]);
    expect(v1.deckCount).toBe(96);
    expect(v1.unseen[2]).toHaveLength(6);
    expect(v1.unseen[1]).toHaveLength(3);
    expect(v1.unseen[2]!.every((k) => k.startsWith('p3:'))).toBe(true);
    const visible = stringsIn(v1);
    for (const id of rushGame.hiddenFrom(s, 1)) expect(visible.has(id)).toBe(false);
  });

  it('determinize gives back the same view and keeps every card in one zone', () => {
    const s = rushGame.setup({ players: 4 }, 3);
    const rng = new Rng(3);
    for (let i = 0; i < 300 && !rushGame.outcome(s); i++) {
      const d = rng.pick(rushGame.pending(s));
      rushGame.step(s, d.player, rng.pick(rushGame.legalActions(s, d.player)));
      if (i % 30 === 0) {
        for (let p = 0; p < 4; p++) {
          const view = rushGame.view(s, p);
          const guess = rushGame.determinize(view, new Rng(i + p));
          expect(stableStringify(rushGame.view(guess, p))).toBe(stableStringify(view));
          expect(rushGame.invariants!(guess)).toEqual([]);
        }
      }
    }
  });

  it('clone is independent of the original', () => {
    const s = rushGame.setup({ players: 2 }, 8);
    const copy = rushGame.clone(s);
    const before = stableStringify(s);
    const d = rushGame.pending(copy)[0]!;
    rushGame.step(copy, d.player, { type: 'end' });
    expect(stableStringify(s)).toBe(before);
    expect(copy.turns).toBe(1);
  });
});
