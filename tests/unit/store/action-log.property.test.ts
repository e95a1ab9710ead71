// Property: any sequence of appends, undos and reopenings leaves the action log, the snapshots and the match row
// consistent with a plain array model, and resume always rebuilds exactly the modelled state.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '@main/store';
import { tempDir } from './helpers';

type Op = { kind: 'append'; values: number[] } | { kind: 'undo'; count: number } | { kind: 'reopen' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 6 }).map((values) => ({ kind: 'append' as const, values })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 5 }).map((count) => ({ kind: 'undo' as const, count })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reopen' as const }) },
);

const hashOf = (values: readonly number[]): string => `h${values.length}:${values.join('.')}`;
const data = tempDir('skirmish-property-');
afterAll(() => data.cleanup());

describe('action log model', () => {
  it('appends, undos and reopenings keep log, snapshots and match row consistent', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const options = { dataDir: `${data.dir}/run-${run++}`, durability: 'normal' as const, dailyBackup: false, snapshotEvery: 3, keepSnapshots: 2 };
        let store: Store = openStore(options);
        try {
          const id = store.matches.create({ gameId: 'counting', options: {}, seed: 1, seats: [{ kind: 'human', name: 'A' }, { kind: 'human', name: 'B' }] }).id;
          const model: number[] = [];
          for (const o of ops) {
            if (o.kind === 'append') {
              for (const v of o.values) {
                model.push(v);
                // The "state" after an action is the list of values so far, so a snapshot can be checked against the model.
                const saved = store.matches.appendAction(id, { player: v % 2, action: { v }, stateHash: hashOf(model), state: { values: [...model] } }, model.length - 1);
                expect(saved.index).toBe(model.length - 1);
              }
            } else if (o.kind === 'undo') {
              if (o.count > model.length) {
                expect(() => store.matches.undo(id, o.count)).toThrow();
              } else {
                const removed = store.matches.undo(id, o.count, model.length);
                expect(removed.map((a) => (a.action as { v: number }).v)).toEqual(model.splice(model.length - o.count));
              }
            } else {
              store.close();
              store = openStore(options);
            }
            const match = store.matches.get(id)!;
            expect(match.actionCount).toBe(model.length);
            expect(match.lastStateHash).toBe(model.length ? hashOf(model) : null);
            expect(store.matches.actions(id).map((a) => [a.index, (a.action as { v: number }).v, a.stateHash])).toEqual(model.map((v, i) => [i, v, hashOf(model.slice(0, i + 1))]));
            const point = store.matches.loadForResume(id);
            const from = point.snapshot?.actionCount ?? 0;
            if (point.snapshot) {
              expect(from).toBeLessThanOrEqual(model.length);
              expect(point.snapshot.state).toEqual({ values: model.slice(0, from) });
              expect(point.snapshot.stateHash).toBe(hashOf(model.slice(0, from)));
            }
            // Resume: the snapshot's values plus the replayed actions give the model.
            expect([...((point.snapshot?.state as { values: number[] } | undefined)?.values ?? []), ...point.actions.map((a) => (a.action as { v: number }).v)]).toEqual(model);
          }
        } finally {
          store.close();
        }
      }),
      { numRuns: 60, seed: 6 },
    );
  });
});
