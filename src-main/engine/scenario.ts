// Scenario files: an explicit position, then steps that must be accepted, rejected or observed.
// The file format is documented in tests/scenarios/README.md; each game supplies the position and
// expectation parts through its GameModule (src-main/games/registry.ts).
import { z } from 'zod';
import { stableStringify } from './hash';
import type { AnyGame, LogEntry, LogRecord, PlayerId } from './game';

export const ScenarioStep = z.union([
  z.object({ act: z.object({ player: z.number().int().min(0), action: z.unknown() }), note: z.string().optional() }).strict(),
  z.object({ reject: z.object({ player: z.number().int().min(0), action: z.unknown(), rule: z.string().min(1) }), note: z.string().optional() }).strict(),
  z.object({ expect: z.record(z.string(), z.unknown()), note: z.string().optional() }).strict(),
]);
export type ScenarioStep = z.infer<typeof ScenarioStep>;

export const ScenarioFile = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  /** The rulebook passage or card the scenario covers. */
  covers: z.array(z.string()).optional(),
  game: z.string().min(1),
  players: z.number().int().min(1).max(8),
  seed: z.union([z.number().int(), z.string()]).default(1),
  options: z.record(z.string(), z.unknown()).optional(),
  /** The explicit position; absent means a normal setup from the seed. */
  position: z.unknown().optional(),
  steps: z.array(ScenarioStep).min(1),
}).strict();
export type ScenarioFile = z.infer<typeof ScenarioFile>;

/** What a game module provides so scenarios can be written for it. */
export interface ScenarioSupport<S> {
  /**
   * Builds the state a scenario starts from, or explains precisely why the position is not valid; the log lines the
   * rules write on the way (a turn begun, units recruited) go to `log`.
   */
  position(position: unknown, scenario: ScenarioFile, log?: LogRecord[]): { ok: true; state: S } | { ok: false; issues: string[] };
  /**
   * Checks one expectation object against a state; returns the mismatches (empty when it holds). `log` is the game log
   * in words written since the scenario started (by the setup, then by every accepted step).
   */
  expect(state: S, expectation: Record<string, unknown>, game: AnyGame, log: readonly LogEntry[]): string[];
}

export interface ScenarioResult {
  readonly name: string;
  readonly passed: boolean;
  readonly failures: string[];
}

export function runScenario<S>(game: AnyGame, support: ScenarioSupport<S>, scenario: ScenarioFile): ScenarioResult {
  const failures: string[] = [];
  let state: S;
  const entries: LogRecord[] = [];
  if (scenario.position === undefined) {
    state = game.setup({ ...(scenario.options ?? {}), players: scenario.players }, scenario.seed, entries) as S;
  } else {
    const built = support.position(scenario.position, scenario, entries);
    if (!built.ok) return { name: scenario.name, passed: false, failures: built.issues.map((i) => `position: ${i}`) };
    state = built.state;
  }
  scenario.steps.forEach((step, index) => {
    if (failures.length > 0) return;
    const where = `step ${index + 1}${step.note ? ` (${step.note})` : ''}`;
    try {
      if ('act' in step) {
        const error = game.step(state, step.act.player as PlayerId, step.act.action, entries);
        if (error) failures.push(`${where}: ${stableStringify(step.act.action)} by player ${step.act.player} was rejected (${error.rule}: ${error.message})`);
      } else if ('reject' in step) {
        const trial = game.clone(state);
        const error = game.step(trial, step.reject.player as PlayerId, step.reject.action);
        if (!error) failures.push(`${where}: ${stableStringify(step.reject.action)} by player ${step.reject.player} was accepted, expected rejection by '${step.reject.rule}'`);
        else if (error.rule !== step.reject.rule) failures.push(`${where}: rejected by '${error.rule}' (${error.message}), expected '${step.reject.rule}'`);
      } else {
        const log = entries.length > 0 && game.logLines ? game.logLines(entries, state) : [];
        for (const m of support.expect(state, step.expect, game, log)) failures.push(`${where}: ${m}`);
      }
    } catch (e) {
      failures.push(`${where}: crashed: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
  return { name: scenario.name, passed: failures.length === 0, failures };
}
