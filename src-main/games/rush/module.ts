// World of Tanks: Rush as a GameModule: the rules, the default card set, its validation and scenario support.
import type { GameModule } from '../registry';
import { checkCardSet } from './cards';
import { defaultCardSet } from './default-set';
import { rushGame } from './rules';
import { rushScenarios } from './scenario';
import { OVER, type RushState } from './state';

export const rushModule: GameModule<RushState> = {
  game: rushGame,
  defaultCardSet,
  validateCardSet(json) {
    const check = checkCardSet(json);
    return check.ok ? { ok: true, set: check.set, issues: [] } : { ok: false, issues: check.issues };
  },
  scenarios: rushScenarios,
  summary(s) {
    const endReason = s.phase !== OVER ? 'not-over' : s.truncated ? 'turn-limit' : s.trigger;
    return { turns: s.turns, endReason };
  },
  simulationOptions(flags) {
    // Random play can stall, so simulations (never real games) stop at a turn limit; the log is off for speed.
    return { maxTurns: flags.maxTurns ?? 200, log: false, ...(flags.cardSet !== undefined ? { cardSet: flags.cardSet } : {}) };
  },
};
