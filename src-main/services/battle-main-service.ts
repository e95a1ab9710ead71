// "Test this army": AI-versus-AI Ruckus battles on a worker thread (the main process only counts results), and the
// army builder's draft coach.
import { randomInt } from 'node:crypto';
import { ServiceFailure, type BattleArmy, type BattleLevel, type BattleReport, type ServiceImpl, type battleService } from '@shared/contract';
import { checkArmy } from '@main/games/ruckus/army';
import { checkCardSet, GUILDS, type CardSet, type Guild } from '@shared/games/ruckus/cards';
import { wilson } from '@main/ai/tournament';
import { draftCoach } from '@main/ai/games/ruckus-coach';
import type { BattleGame } from '@main/ai/workers/battle';
import type { BattleRun, BattleRunner } from '@main/ai/workers/battle-runner';
import type { CardSetRepository, DeckRepository } from '@main/store';
import type { EventBus } from './events';
import type { Logger } from './logger';

export interface BattleServiceDeps {
  /** Saved armies; without a store only Basic and unsaved armies can battle. */
  decks?: DeckRepository;
  /** Stored user card sets, for battles and coaching with one; without a store only the built-in set is offered. */
  cardSets?: CardSetRepository;
  builtIn: CardSet;
  runner: BattleRunner;
  events: EventBus;
  log: Logger;
  /** Battles that may run at once (each holds a worker thread). Default 1. */
  maxRunning?: number;
  /** Finished battles kept for `status`. Default 20. */
  keep?: number;
}

interface Run {
  report: BattleReport;
  handle: BattleRun | null;
}

interface Resolved { name: string; guild: Guild; units: string[] }

const validation = (message: string, issues: { path: string; message: string }[]): never => {
  throw new ServiceFailure({ kind: 'validation', message, issues });
};

export class BattleMainService implements ServiceImpl<typeof battleService> {
  private readonly runs = new Map<string, Run>();
  private sequence = 0;

  constructor(private readonly deps: BattleServiceDeps) {}

  run(input: { army: BattleArmy; opponent: BattleArmy; games: number; level: BattleLevel; seed?: number; cardSetHash?: string }): BattleReport {
    const set = this.cardSet(input.cardSetHash);
    const army = this.resolve(input.army, 'army', set);
    const opponent = this.resolve(input.opponent, 'opponent', set);
    if (army.guild === opponent.guild) {
      validation(`Both armies are ${army.guild}: each card exists once, so an army battles another guild.`, [{ path: 'opponent', message: `the opponent must be of another guild than the ${army.guild}` }]);
    }
    const running = [...this.runs.values()].filter((r) => r.report.status === 'running').length;
    if (running >= (this.deps.maxRunning ?? 1)) {
      throw new ServiceFailure({ kind: 'rule', rule: 'battle-running', message: 'A battle is already running; wait for it or cancel it first.' });
    }
    const runId = `battle-${++this.sequence}`;
    const report: BattleReport = {
      runId, status: 'running', level: input.level, army, opponent, games: input.games,
      played: 0, wins: 0, losses: 0, draws: 0, winRate: 0, interval: { low: 0, high: 1 }, wentFirst: 0,
    };
    const run: Run = { report, handle: null };
    this.runs.set(runId, run);
    this.prune();
    const seed = input.seed ?? randomInt(0, 2 ** 31 - 1);
    this.deps.log.info(`battle ${runId}: ${army.name} (${army.guild}) against ${opponent.name} (${opponent.guild}), ${input.games} games at ${input.level}, seed ${seed}`);
    run.handle = this.deps.runner(
      // The job carries a user set itself: the worker thread has no other way to know it.
      { gameId: 'ruckus', army, opponent, games: input.games, level: input.level, seed, ...(set !== this.deps.builtIn ? { cardSet: set } : {}) },
      (game) => this.counted(run, game),
    );
    void run.handle.result.then((end) => {
      if (run.report.status !== 'running') return;
      if (end.kind === 'done') this.settle(run, 'done');
      else if (end.kind === 'cancelled') this.settle(run, 'cancelled');
      else {
        this.deps.log.error(`battle ${runId} failed: ${end.message}`);
        this.settle(run, 'failed', end.message);
      }
    });
    return { ...report };
  }

  cancel(input: { runId: string }): { cancelled: boolean } {
    const run = this.get(input.runId);
    if (run.report.status !== 'running') return { cancelled: false };
    this.settle(run, 'cancelled');
    run.handle?.cancel();
    return { cancelled: true };
  }

  status(input: { runId: string }): BattleReport {
    return { ...this.get(input.runId).report };
  }

  coach(input: { guild: string; picked: string[]; candidates?: string[]; child?: boolean; players?: number; cardSetHash?: string }) {
    if (!(GUILDS as readonly string[]).includes(input.guild)) validation(`'${input.guild}' is not a guild.`, [{ path: 'guild', message: `one of ${GUILDS.join(', ')}` }]);
    const set = this.cardSet(input.cardSetHash);
    const units = new Map(set.units.map((u) => [u.id, u]));
    const issues: { path: string; message: string }[] = [];
    const known = (ids: readonly string[], path: string): void => ids.forEach((id, i) => {
      const u = units.get(id);
      if (!u) issues.push({ path: `${path}[${i}]`, message: `no unit has the id '${id}'` });
      else if (u.level === 'S') issues.push({ path: `${path}[${i}]`, message: `${u.name} is a Starting unit: it is always in its guild's army and is not drafted` });
    });
    known(input.picked, 'picked');
    if (input.candidates) known(input.candidates, 'candidates');
    if (issues.length) validation(`The draft coach cannot rate these units: ${issues[0]!.message}.`, issues);
    const picked = new Set(input.picked);
    const candidates = input.candidates ?? set.units.filter((u) => u.guild === input.guild && u.level !== 'S' && !picked.has(u.id)).map((u) => u.id);
    return draftCoach(set, input.guild as Guild, input.picked, candidates, { child: !!input.child, players: input.players });
  }

  /** Cancels every running battle (the app is closing). */
  shutdown(): void {
    for (const run of this.runs.values()) if (run.report.status === 'running') { this.settle(run, 'cancelled'); run.handle?.cancel(); }
  }

  // ---- internals ----

  /** The built-in set, or a stored user set by its hash (validated again: the stored content is plain data). */
  private cardSet(hash: string | undefined): CardSet {
    if (hash === undefined) return this.deps.builtIn;
    const stored = this.deps.cardSets?.get(hash);
    if (!stored || stored.gameId !== 'ruckus') throw new ServiceFailure({ kind: 'not_found', what: 'card set', message: `There is no stored Ruckus card set ${hash}.` });
    const check = checkCardSet(stored.content);
    if (!check.ok || !check.set) return validation('The stored card set is no longer valid.', check.issues);
    return check.set;
  }

  private resolve(ref: BattleArmy, path: string, set: CardSet): Resolved {
    const guildOk = (g: string): g is Guild => (GUILDS as readonly string[]).includes(g);
    if (ref.kind === 'basic') {
      if (!guildOk(ref.guild)) return validation(`'${ref.guild}' is not a guild.`, [{ path: `${path}.guild`, message: `one of ${GUILDS.join(', ')}` }]);
      const units = set.units.filter((u) => u.guild === ref.guild && u.star && u.level !== 'S').map((u) => u.id);
      return { name: `Basic ${ref.guild}`, guild: ref.guild, units };
    }
    let name: string, guild: string, units: string[];
    if (ref.kind === 'saved') {
      const record = this.deps.decks?.get(ref.id);
      if (!record) throw new ServiceFailure({ kind: 'not_found', what: 'army', message: `There is no saved army ${ref.id}.` });
      name = record.name;
      guild = record.guild;
      units = Array.isArray(record.units) ? (record.units as string[]) : [];
    } else {
      name = ref.name ?? 'Unsaved army';
      guild = ref.guild;
      units = ref.units;
    }
    // A battle plays Advanced-style armies: the guild's own units within 12 draft points.
    const issues = checkArmy(set, { kind: 'army', guild, units });
    if (issues.length) validation(`${name} cannot battle: ${issues[0]!.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}.`, issues.map((i) => ({ path: `${path}.${i.path}`, message: i.message })));
    return { name, guild: guild as Guild, units: [...units] };
  }

  private get(runId: string): Run {
    const run = this.runs.get(runId);
    if (!run) throw new ServiceFailure({ kind: 'not_found', what: 'battle', message: `There is no battle ${runId}.` });
    return run;
  }

  private counted(run: Run, game: BattleGame): void {
    const r = run.report;
    if (r.status !== 'running' || r.played >= r.games) return;
    r.played++;
    if (game.result === 'win') r.wins++;
    else if (game.result === 'loss') r.losses++;
    else r.draws++;
    if (game.armyFirst) r.wentFirst++;
    r.winRate = r.wins / r.played;
    // Wilson's bounds at 0 and all wins are 0 and 1 exactly; rounding must not leave the rate outside them.
    const w = wilson(r.wins, r.played);
    r.interval = { low: Math.min(w.low, r.winRate), high: Math.max(w.high, r.winRate) };
    this.deps.events.emit('battle.progress', { ...r });
  }

  /** Ends a run once: its final report goes out as the last progress event. */
  private settle(run: Run, status: 'done' | 'cancelled' | 'failed', message?: string): void {
    if (run.report.status !== 'running') return;
    run.report.status = status;
    if (message) run.report.message = message;
    this.deps.events.emit('battle.progress', { ...run.report });
  }

  private prune(): void {
    const keep = this.deps.keep ?? 20;
    for (const [id, run] of this.runs) {
      if (this.runs.size <= keep) return;
      if (run.report.status !== 'running') this.runs.delete(id);
    }
  }
}
