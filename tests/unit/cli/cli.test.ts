import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCli, commands } from '@main/hosts/cli/cli';
import type { CliCommand, CliIo } from '@main/hosts/cli/command';
import { simulateCommand } from '@main/hosts/cli/commands/simulate';
import { scenarioCommand } from '@main/hosts/cli/commands/scenario';
import { cardsCommand } from '@main/hosts/cli/commands/cards';
import { versionCommand } from '@main/hosts/cli/commands/version';
import { tournamentCommand } from '@main/hosts/cli/commands/tournament';
import { tricksModule } from '@main/engine/testing/tricks-module';

const lookup = (id: string) => (id === 'tricks' ? tricksModule : undefined);
const table: CliCommand[] = [simulateCommand(lookup), scenarioCommand(lookup), cardsCommand(lookup), tournamentCommand(lookup), versionCommand];
const FIXTURES = resolve('tests/fixtures/scenarios/tricks');

function io(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [], stderr: string[] = [];
  return {
    stdout, stderr,
    out: (l) => stdout.push(l), err: (l) => stderr.push(l),
    readFile: async (p) => readFileSync(p, 'utf8'),
    listFiles: async (p) => (statSync(p).isFile() ? [resolve(p)] : readdirSync(p).filter((f) => f.endsWith('.json')).map((f) => join(resolve(p), f)).sort()),
  };
}

describe('cli', () => {
  it('prints help listing every command, and refuses an unknown one', async () => {
    const a = io();
    expect(await runCli(['--help'], a)).toBe(0);
    for (const c of commands) expect(a.stdout.join('\n')).toContain(c.name);
    const b = io();
    expect(await runCli(['frobnicate'], b)).toBe(2);
    expect(b.stderr[0]).toBe("Unknown command 'frobnicate'.");
  });

  it('shows a command\'s usage on --help and on a bad flag', async () => {
    const a = io();
    expect(await runCli(['simulate', '--help'], a, table)).toBe(0);
    expect(a.stdout[0]).toContain('--max-turns');
    const b = io();
    expect(await runCli(['simulate', '--game', 'tricks', '--frob'], b, table)).toBe(2);
    expect(b.stderr[0]).toMatch(/^simulate: Unknown option '--frob'/);
  });
});

describe('simulate', () => {
  it('plays the games and reports them as one JSON object', async () => {
    const a = io();
    expect(await runCli(['simulate', '--game', 'tricks', '--players', '3', '--games', '50', '--seed', '9', '--json'], a, table)).toBe(0);
    const report = JSON.parse(a.stdout[0]!);
    expect(report).toMatchObject({ game: 'tricks', players: 3, games: 50, seed: 9, bots: ['random', 'random', 'random'], meanTurns: 3, hitTurnLimit: 0, endReasons: { 'hands-empty': 50 } });
    expect(report.winShares.reduce((s: number, w: { wins: number }) => s + w.wins, 0)).toBeCloseTo(50, 1);
    expect(report.gamesPerSecond).toBeGreaterThan(0);
  });

  it('is reproducible from its seed', async () => {
    const run = async (seed: string) => { const a = io(); await runCli(['simulate', '--game', 'tricks', '--games', '30', '--seed', seed, '--json'], a, table); return JSON.parse(a.stdout[0]!).winShares; };
    expect(await run('4')).toEqual(await run('4'));
    expect(await run('4')).not.toEqual(await run('1000'));
  });

  it('prints a readable report', async () => {
    const a = io();
    expect(await runCli(['simulate', '--game', 'tricks', '--games', '10'], a, table)).toBe(0);
    expect(a.stdout[0]).toBe('Simulated 10 games of Tricks (engine test game), 2 players, seed 1 (bots: random, random)');
    expect(a.stdout.some((l) => l.includes('win share:'))).toBe(true);
  });

  it('refuses bad flags with one clear line', async () => {
    for (const [args, message] of [
      [['--game', 'chess'], "Unknown game 'chess'"],
      [['--game', 'tricks', '--players', '9'], '--players must be a whole number from 2 to 4'],
      [['--game', 'tricks', '--games', '0'], '--games must be a whole number from 1'],
      [['--game', 'tricks', '--bots', 'genius'], "Unknown bot 'genius'"],
      [[], '--game is required'],
    ] as const) {
      const a = io();
      expect(await runCli(['simulate', ...args], a, table)).toBe(2);
      expect(a.stderr[0]).toContain(message);
    }
  });

  it('validates a card set file before playing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-cli-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ cards: -1 }));
    const a = io();
    expect(await runCli(['simulate', '--game', 'tricks', '--card-set', join(dir, 'bad.json')], a, table)).toBe(1);
    expect(a.stderr).toEqual([`${join(dir, 'bad.json')}: not a valid Tricks (engine test game) card set (1 problem):`, '  cards: must be a positive whole number']);
  });
});

describe('scenario', () => {
  it('runs a folder and prints the failures and "N passed, N failed"', async () => {
    const a = io();
    expect(await runCli(['scenario', FIXTURES], a, table)).toBe(1);
    expect(a.stdout.at(-1)).toBe('1 passed, 1 failed');
    expect(a.stdout.join('\n')).toContain('step 3: tricks are [1,0], expected [0,1]');
  });

  it('passes a single good file and reports JSON', async () => {
    const a = io();
    expect(await runCli(['scenario', join(FIXTURES, 'highest-card-takes-trick.json'), '--json'], a, table)).toBe(0);
    expect(JSON.parse(a.stdout[0]!)).toMatchObject({ passed: 1, failed: 0 });
  });

  it('reports a malformed scenario file precisely', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-scn-'));
    writeFileSync(join(dir, 'a.json'), '{ "name": ');
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ name: 'x', game: 'tricks', players: 2, steps: [{ jump: 1 }] }));
    writeFileSync(join(dir, 'c.json'), JSON.stringify({ name: 'y', game: 'go', players: 2, steps: [{ expect: {} }] }));
    const a = io();
    expect(await runCli(['scenario', dir], a, table)).toBe(1);
    const text = a.stdout.join('\n');
    expect(text).toContain('not valid JSON');
    expect(text).toMatch(/steps\.0: /);
    expect(text).toContain("unknown game 'go'");
    expect(a.stdout.at(-1)).toBe('0 passed, 3 failed');
  });

  it('refuses a missing path', async () => {
    const a = io();
    expect(await runCli(['scenario', '/no/such/place'], a, table)).toBe(2);
  });
});

describe('cards', () => {
  it('validates the built-in set and a user file', async () => {
    const a = io();
    expect(await runCli(['cards', '--game', 'tricks'], a, table)).toBe(0);
    expect(a.stdout[0]).toContain('The built-in Tricks (engine test game) card set is valid');
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-cards-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ cards: 'many' }));
    writeFileSync(join(dir, 'broken.json'), '{');
    const b = io();
    expect(await runCli(['cards', '--game', 'tricks', '--file', join(dir, 'bad.json')], b, table)).toBe(1);
    expect(b.stderr[1]).toBe('  cards: must be a positive whole number');
    const c = io();
    expect(await runCli(['cards', '--game', 'tricks', '--file', join(dir, 'broken.json')], c, table)).toBe(1);
    expect(c.stderr[0]).toContain('not valid JSON');
    const d = io();
    expect(await runCli(['cards', '--game', 'tricks', '--file', join(dir, 'bad.json'), '--json'], d, table)).toBe(1);
    expect(JSON.parse(d.stdout[0]!)).toEqual({ ok: false, issues: [{ path: 'cards', message: 'must be a positive whole number' }] });
  });
});

describe('tournament', () => {
  it('prints each bot\'s win share with a 95% interval and Elo, and one JSON object with --json', async () => {
    const a = io();
    expect(await runCli(['tournament', '--game', 'tricks', '--players', '3', '--bots', 'random,random,random', '--games', '30', '--seed', '2'], a, table)).toBe(0);
    expect(a.stdout[0]).toBe('Tournament: 30 games of Tricks (engine test game), 3 players, seed 2, seats rotated');
    expect(a.stdout[1]).toMatch(/^ {2}random {2}win share \d+\.\d% \[\d+\.\d%-\d+\.\d%\] over 30 games \(\d+(\.\d+)? wins\), Elo 1500$/);
    const b = io();
    expect(await runCli(['tournament', '--game', 'tricks', '--players', '2', '--bots', 'hard,random', '--games', '4', '--json'], b, table)).toBe(0);
    const report = JSON.parse(b.stdout[0]!);
    expect(report).toMatchObject({ game: 'tricks', players: 2, bots: ['hard', 'random'], games: 4 });
    expect(report.entries.map((e: { bot: string }) => e.bot).sort()).toEqual(['hard', 'random']);
  });

  it('runs numbered parts with --first and merges their --json reports with --merge', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tournament-'));
    const args = ['tournament', '--game', 'tricks', '--players', '2', '--bots', 'heuristic,random', '--seed', '5', '--json'];
    const whole = io(), a = io(), b = io();
    expect(await runCli([...args, '--games', '20'], whole, table)).toBe(0);
    expect(await runCli([...args, '--games', '8'], a, table)).toBe(0);
    expect(await runCli([...args, '--games', '12', '--first', '8'], b, table)).toBe(0);
    writeFileSync(join(dir, 'a.json'), a.stdout[0]!);
    writeFileSync(join(dir, 'b.json'), b.stdout[0]!);
    const merged = io();
    expect(await runCli(['tournament', '--merge', `${join(dir, 'a.json')},${join(dir, 'b.json')}`, '--json'], merged, table)).toBe(0);
    const strip = (r: Record<string, unknown>) => ({ ...r, seconds: 0 });
    expect(strip(JSON.parse(merged.stdout[0]!))).toEqual(strip(JSON.parse(whole.stdout[0]!)));
    const text = io();
    expect(await runCli(['tournament', '--merge', `${join(dir, 'a.json')},${join(dir, 'b.json')}`], text, table)).toBe(0);
    expect(text.stdout[0]).toBe('Tournament (2 parts merged): 20 games of tricks, 2 players, seed 5, seats rotated');
    const twice = io();
    expect(await runCli(['tournament', '--merge', `${join(dir, 'a.json')},${join(dir, 'a.json')}`], twice, table)).toBe(2);
    expect(twice.stderr[0]).toContain('overlap');
  });

  it('needs one bot per seat', async () => {
    const a = io();
    expect(await runCli(['tournament', '--game', 'tricks', '--players', '3', '--bots', 'random'], a, table)).toBe(2);
    expect(a.stderr[0]).toContain('--bots must name 3 bots');
  });
});

