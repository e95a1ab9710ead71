// World of Tanks: Rush as a GameModule: the rules, the default card set, its validation and scenario support.
import type { GameModule } from '../registry';
import { checkCardSet, NATIONS } from '@shared/games/rush/cards';
import { defaultCardSet } from './default-set';
import { makeRushGame, rushGame, type RushGame } from './game';
import { rushPreview } from './preview';
import { rushScenariosOf } from './scenario';
import { OVER, type RushState } from './state';
import { nums } from './zones';

/** The module of one Rush game (one card set): everything in it reads that game's cards. */
function rushModuleOf(rules: RushGame): GameModule<RushState> {
  const c = rules.cards;
  // The table's previews live beside the rules (preview.ts), which they play on copies of the state.
  const game: RushGame = { ...rules, preview: (s, p, legal) => rushPreview(rules, s, p, legal) };
  return {
    game,
    defaultCardSet,
    validateCardSet(json) {
      const check = checkCardSet(json);
      return check.ok ? { ok: true, set: check.set, issues: [] } : { ok: false, issues: check.issues };
    },
    withCardSet: (content) => (content === undefined || content === null ? rushModule : rushModuleOf(makeRushGame(content))),
    scenarios: rushScenariosOf(rules),
    summary(s) {
      const endReason = s.phase !== OVER ? 'not-over' : s.truncated ? 'turn-limit' : s.trigger;
      return { turns: s.turns, endReason };
    },
    seatStats(s) {
      // A seat's vehicles at the end (squad and defenders), and the nation it holds most of.
      return s.hands.map((hand, p) => {
        const cards: Record<string, number> = {};
        const byNation = [0, 0, 0, 0];
        const own = nums(hand + s.depots[p]! + s.hangars[p]!);
        for (let k = 0; k < c.basesPer; k++) if (s.defenders[p * c.basesPer + k]! >= 0) own.push(s.defenders[p * c.basesPer + k]!);
        for (const card of own) {
          if (card >= c.V) continue;
          const id = c.set.vehicles[card]!.id;
          cards[id] = (cards[id] ?? 0) + 1;
          byNation[c.nation[card]!]!++;
        }
        const top = Math.max(...byNation);
        return { faction: top > 0 && byNation.filter((x) => x === top).length === 1 ? NATIONS[byNation.indexOf(top)]! : null, cards };
      });
    },
    simulationOptions(flags) {
      // Random play can stall, so simulations (never real games) stop at a turn limit.
      return { maxTurns: flags.maxTurns ?? 200, ...(flags.cardSet !== undefined ? { cardSet: flags.cardSet } : {}) };
    },
  };
}

/** Rush with the project's default card set; `withCardSet` makes the module of another set. */
export const rushModule: GameModule<RushState> = rushModuleOf(rushGame);
