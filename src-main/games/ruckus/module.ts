// The Ruckus GameModule: rules, default card set, card-set validation, scenarios and simulation options.
import type { GameModule } from '../registry';
import { checkCardSet, type CardSet } from './cards';
import { defaultCardSet } from './card-set';
import { ruckusAnyGame, type TournamentState } from './tournament';
import { ruckusScenarios } from './scenario-support';
import type { RuckusOptions, RuckusState, SetupKind } from './state';

/** `--setup` values of the CLI and the options they stand for. */
export const SETUPS: Record<string, Partial<RuckusOptions>> = {
  basic: { setup: 'basic' },
  advanced: { setup: 'advanced' },
  draft: { setup: 'draft' },
  pure: { setup: 'pure' },
  tournament: { setup: 'tournament' as SetupKind },
  child: { setup: 'basic', child: true },
  speed: { setup: 'basic', speed: true },
};

export const ruckusModule: GameModule<RuckusState> = {
  game: ruckusAnyGame,
  defaultCardSet,
  validateCardSet: (json) => checkCardSet(json),
  scenarios: ruckusScenarios,
  summary: (s) => {
    const ts = s as unknown as TournamentState;
    if (ts.kind === 'tournament') {
      const rounds = ts.games.reduce((n, g) => n + g.round, 0);
      return { turns: rounds, endReason: ts.truncated ? `truncated in stage ${ts.stage}` : ts.over ? `tournament won by Player ${ts.ranking[0] + 1}` : `stage ${ts.stage}` };
    }
    return { turns: s.round, endReason: s.truncated ? `truncated after ${s.round} combat rounds` : s.endReason || s.phase };
  },
  simulationOptions(flags) {
    const setup = flags.setup ?? 'basic';
    const chosen = SETUPS[setup];
    if (!chosen) throw new RangeError(`unknown Ruckus setup '${setup}': use ${Object.keys(SETUPS).join(', ')} `);
    const out: Partial<RuckusOptions> = { ...chosen };
    if (flags.maxTurns !== undefined) out.maxRounds = flags.maxTurns;
    if (flags.cardSet !== undefined) {
      const check = checkCardSet(flags.cardSet);
      if (!check.ok) throw new RangeError(`invalid card set: ${check.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
      out.cardSet = check.set as CardSet;
    }
    return out as Record<string, unknown>;
  },
};

export type { SetupKind };
