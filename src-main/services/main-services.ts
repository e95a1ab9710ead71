// Builds every main-side service on one store and the dispatcher the transports share.
import { logSafe, ServiceFailure, services, type ServiceImpl, type ServiceSpec, type StorageProblem } from '@shared/contract';
import { gameIds, gameModuleFor } from '@main/games/index';
import type { GameModule } from '@main/games/registry';
import type { Store } from '@main/store';
import { type AiAdvisor, type AiPlayer, inProcessAdvisor, inProcessAiPlayer } from './ai-player';
import { AiMainService } from './ai-main-service';
import { createDispatcher, type Dispatcher, type Implementations } from './dispatcher';
import { EventBus } from './events';
import type { Logger } from './logger';
import { MatchMainService } from './match-main-service';
import { cardNames, StatsMainService } from './stats-main-service';
import { CardSetMainService } from './card-set-main-service';
import { CampaignMainService } from './campaign-main-service';
import { DeckMainService } from './deck-main-service';
import { DataMainService } from './data-main-service';
import { BattleMainService } from './battle-main-service';
import { REVIEW_BUDGET_MS, ReviewMainService } from './review-main-service';
import type { BattleRunner } from '@main/ai/workers/battle-runner';
import { defaultCardSet as ruckusCards } from '@main/games/ruckus/card-set';
import { memorySettings, SettingsMainService, type SettingsPersistence } from './settings-main-service';
import { SystemMainService, type SystemContext } from './system-main-service';
import { storageProblem } from './storage-problem';

export interface MainServicesOptions {
  host: SystemContext['host'];
  dataDir: string;
  log: Logger;
  /** The open SQLite store; without one (some unit tests) settings live in memory and matches are refused. */
  store?: Store;
  /** What `openStore` threw when the store could not be opened: its reason is told to the player. */
  storeFailure?: unknown;
  now?: () => number;
  settings?: SettingsPersistence;
  ai?: AiPlayer;
  /** Hints for human decisions; the worker pool in the app, a main-thread search otherwise. */
  advisor?: AiAdvisor;
  games?: (id: string, cardSet?: unknown) => GameModule | undefined;
  gameIds?: () => string[];
  sleep?: (ms: number) => Promise<void>;
  /** Runs "test this army" battles on worker threads; without it battles are refused (the hosts pass one). */
  battles?: BattleRunner;
  /** The game review's budget per decision: thinking time (ms; REVIEW_BUDGET_MS by default) and/or iterations of the search. */
  review?: { budgetMs?: number; iterations?: number };
}

export interface MainServices {
  readonly impls: Implementations;
  readonly events: EventBus;
  readonly dispatcher: Dispatcher;
  /** Stops AI work; the host closes the store after this. */
  shutdown(): void;
}

const SETTINGS_KEY = 'user-settings';

export function storeSettings(store: Store): SettingsPersistence {
  return { load: () => store.settings.get(SETTINGS_KEY), save: (s) => store.settings.set(SETTINGS_KEY, s) };
}

export function createMainServices(opts: MainServicesOptions): MainServices {
  const now = opts.now ?? Date.now;
  const events = new EventBus(opts.log);
  const problem: StorageProblem | null = opts.store ? null : opts.storeFailure !== undefined ? storageProblem(opts.storeFailure, opts.dataDir) : null;
  const unavailable = problem?.message ?? 'Saved games are unavailable: the data store could not be opened.';
  // A fallback move is never silent: each is a warning in the log and is counted in system.health.
  let aiFallbacks = 0;
  const onAiFallback = (what: string, reason: string): void => {
    aiFallbacks++;
    opts.log.warn(`AI fallback: the heuristic bot played ${what} because the search could not answer (${logSafe(reason, 300)})`);
  };
  const settings = new SettingsMainService(opts.settings ?? (opts.store ? storeSettings(opts.store) : memorySettings()), events, opts.log);
  const store = opts.store;
  const games = opts.games ?? gameModuleFor;
  const match = store
    ? new MatchMainService({
      matches: store.matches, cardSets: store.cardSets, transaction: (fn) => store.transaction(fn), games, gameIds: opts.gameIds ?? gameIds,
      ai: opts.ai ?? inProcessAiPlayer(), events, log: opts.log, now, minAiDelayMs: () => aiDelay(settings.get()), sleep: opts.sleep, onAiFallback,
    })
    : null;
  const decks = store ? new DeckMainService({ decks: store.decks, cardSets: store.cardSets, builtIn: ruckusCards }) : null;
  const battle = new BattleMainService({ decks: store?.decks, cardSets: store?.cardSets, builtIn: ruckusCards, runner: opts.battles ?? noBattles, events, log: opts.log });
  const advisor = opts.advisor ?? inProcessAdvisor();
  const review = store && match
    ? new ReviewMainService({
      matches: store.matches, reviews: store.reviews, games, replaySteps: (id) => match.replaySteps(id), matchModule: (id) => match.moduleOfMatch(id), advisor, events, log: opts.log,
      ...(opts.review ?? { budgetMs: REVIEW_BUDGET_MS }),
    })
    : null;
  const impls: Implementations = {
    system: new SystemMainService({
      host: opts.host, dataDir: opts.dataDir, startedAt: now(), now,
      checks: () => [{ name: 'store', ok: Boolean(store), detail: store ? `${store.path} (schema ${store.schemaVersion}, ${store.recovery.status})` : `not open${problem ? ` (${problem.code})` : ''}` }],
      storage: () => problem, aiFallbacks: () => aiFallbacks,
    }),
    settings,
    match: match ?? refusing(services.match, unavailable),
    stats: store ? new StatsMainService(store.stats, builtInCardName((opts.gameIds ?? gameIds)(), games)) : refusing(services.stats, unavailable),
    cardSets: store ? new CardSetMainService(store.cardSets, games) : refusing(services.cardSets, unavailable),
    campaign: store && match ? new CampaignMainService({ campaigns: store.campaigns, matches: store.matches, match, games }) : refusing(services.campaign, unavailable),
    decks: decks ?? refusing(services.decks, unavailable),
    data: new DataMainService({ dataDir: opts.dataDir, store, match: match ?? undefined, decks: decks ?? undefined, settings, now, problem: () => problem }),
    ai: match ? new AiMainService({ match, advisor, onAiFallback }) : refusing(services.ai, unavailable),
    battle,
    review: review ?? refusing(services.review, unavailable),
  };
  return { impls, events, dispatcher: createDispatcher(impls, opts.log), shutdown: () => { battle.shutdown(); review?.shutdown(); match?.shutdown(); } };
}

/** Without worker threads a battle fails at once with the reason (it would otherwise block the main process). */
const noBattles: BattleRunner = () => ({ result: Promise.resolve({ kind: 'failed', message: 'AI battles need the AI worker threads, which this host does not run.' }), cancel: () => {} });

/** Every method of a service refuses with a storage error, saying why, when no store could be opened. */
function refusing<S extends ServiceSpec>(spec: S, message: string): ServiceImpl<S> {
  const refuse = (): never => {
    throw new ServiceFailure({ kind: 'storage', message });
  };
  return Object.fromEntries(Object.keys(spec.methods).map((m) => [m, refuse])) as unknown as ServiceImpl<S>;
}

/** The least time an AI move takes to appear: the player's minimum, stretched or shortened by the chosen pace. */
export function aiDelay(s: { minAiDelayMs: number; aiPace: 'slow' | 'normal' | 'fast' }): number {
  return Math.round(s.minAiDelayMs * { slow: 2, normal: 1, fast: 0.5 }[s.aiPace]);
}

/** A card's name by its id in the built-in card sets of the games (statistics name cards, not ids). */
function builtInCardName(ids: readonly string[], games: (id: string) => GameModule | undefined): (id: string) => string | undefined {
  let names: Map<string, string> | null = null;
  return (id) => {
    names ??= new Map(ids.flatMap((g) => [...cardNames(games(g)?.defaultCardSet)]));
    return names.get(id);
  };
}
