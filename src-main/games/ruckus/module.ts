// The Ruckus GameModule: rules, default card set, card-set validation, scenarios and simulation options.
import type { GameModule } from '../registry';
import { checkCardSet, type CardSet } from '@shared/games/ruckus/cards';
import { defaultCardSet } from './card-set';
import { makeRuckusGame, ruckusGame } from './game';
import { makeRuckusAnyGame, type RuckusAnyGame, type TournamentState } from './tournament';
import { ruckusSeatUntouched } from './seat-untouched';
import { ARMY_SETUPS, ArmySetupError } from './army';
import { ruckusScenariosOf } from './scenario-support';
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

/** The setup kinds a game may be set up with (`SETUPS` maps the choices of the setup screen onto these). */
const SETUP_KINDS: readonly string[] = ['basic', 'advanced', 'draft', 'pure', 'tournament'];

/**
 * The module's game: an unknown setup kind is refused with the option it names, rather than set up as something else;
 * the tournament sets up its own 1-on-1 games, so armies brought to it are refused rather than silently dropped.
 */
function moduleGame(anyGame: RuckusAnyGame): RuckusAnyGame {
  return {
    ...anyGame,
    setup(options, seed, log) {
      if (options.setup !== undefined && !SETUP_KINDS.includes(options.setup)) {
        throw Object.assign(new RangeError(`setup: there is no setup '${String(options.setup).slice(0, 40)}'`), {
          issues: [{ path: 'setup', message: `the setup is one of ${SETUP_KINDS.join(', ')}` }],
        });
      }
      if (options.setup === 'tournament' && options.armies !== undefined) {
        throw new ArmySetupError([{ path: 'armies', message: `the tournament setup builds every army during the game; saved armies go with the ${ARMY_SETUPS.join(', ')} setups` }]);
      }
      return anyGame.setup(options, seed, log);
    },
  };
}

/** The module of one Ruckus game (one card set): everything in it reads that game's cards. */
function ruckusModuleOf(anyGame: RuckusAnyGame): GameModule<RuckusState> {
  const cards = anyGame.cards;
  return {
    game: moduleGame(anyGame),
    setupChoices: [
      { id: 'basic', name: 'Basic', description: 'Each guild with its starred recommended units.', options: SETUPS.basic! },
      { id: 'advanced', name: 'Advanced', description: 'Your 6 Starting units plus up to 12 draft points from your own guild.', options: SETUPS.advanced! },
      { id: 'draft', name: 'Draft', description: 'Pick units one at a time from every guild in play, within 12 draft points.', options: SETUPS.draft! },
      { id: 'pure', name: 'Pure Guild', description: 'Advanced armies, each with its own 5-card Upgrade deck from its own guild.', options: SETUPS.pure! },
      { id: 'child', name: 'Child Friendly', description: 'No skills at all: attack and defence symbols only.', options: SETUPS.child! },
      { id: 'speed', name: 'Speed Enhanced', description: 'One activation per turn; every skill needs it.', options: SETUPS.speed! },
      { id: 'tournament', name: 'Draft Tournament', description: 'Two 1-on-1 Draft games on one camp, then winners and losers play.', options: SETUPS.tournament!, players: [4] },
    ],
    seatStats(s) {
      // A tournament's seats play in two games, so only a plain game reports per-seat guilds and units.
      if ((s as unknown as TournamentState).kind === 'tournament') return [];
      // The guild each seat played and the non-Starting units it ended with (drafted, recruited or upgraded).
      return s.seats.map((player) => {
        const counts: Record<string, number> = {};
        for (const id of [...player.draw, ...player.hand, ...player.discard, ...player.army.map((unit) => unit.id)]) {
          if (cards.unit[id] && cards.unit[id]!.level !== 'S') counts[id] = (counts[id] ?? 0) + 1;
        }
        return { faction: player.guild, cards: counts };
      });
    },
    seatUntouched: ruckusSeatUntouched,
    defaultCardSet,
    validateCardSet: (json) => checkCardSet(json),
    withCardSet: (content) => (content === undefined || content === null ? ruckusModule : ruckusModuleOf(makeRuckusAnyGame(makeRuckusGame(content)))),
    scenarios: ruckusScenariosOf(anyGame),
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
}

/** Ruckus with the project's default card set; `withCardSet` makes the module of another set. */
export const ruckusModule: GameModule<RuckusState> = ruckusModuleOf(makeRuckusAnyGame(ruckusGame));

export type { SetupKind };
