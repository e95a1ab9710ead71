// Child process for crash.test.ts: resumes (or starts) one long Tricks game and appends its actions,
// printing "ack <index>" only after each append has committed. The test SIGKILLs it at random moments.
import { hashState } from '@main/engine/hash';
import { tricksGame } from '@main/engine/testing/tricks-game';
import { openStore } from '@main/store';
import { CRASH_MATCH, CRASH_SETUP } from './crash-setup';
import { chooseMove, resumeTricks } from './helpers';


const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-child.ts <data-dir>');
const store = openStore({ dataDir, snapshotEvery: CRASH_SETUP.snapshotEvery, dailyBackup: false });
if (!store.matches.get(CRASH_MATCH)) {
  store.matches.create({
    id: CRASH_MATCH, gameId: 'tricks', options: { handSize: CRASH_SETUP.handSize }, seed: CRASH_SETUP.seed,
    seats: [{ kind: 'human', name: 'Ann' }, ...[1, 2, 3].map((i) => ({ kind: 'ai' as const, name: `Bot ${i}`, difficulty: 'normal' }))],
  });
}
const { state } = resumeTricks(store.matches.loadForResume(CRASH_MATCH));
let index = store.matches.get(CRASH_MATCH)!.actionCount;
process.stdout.write(`resumed ${index}\n`);
for (;;) {
  const move = chooseMove(state, index);
  if (!move) break;
  const error = tricksGame.step(state, move.player, move.action);
  if (error) throw new Error(error.message);
  const saved = store.matches.appendAction(CRASH_MATCH, { player: move.player, action: move.action, stateHash: hashState(state), state }, index);
  process.stdout.write(`ack ${saved.index}\n`);
  index++;
}
store.close();
process.stdout.write('done\n');
