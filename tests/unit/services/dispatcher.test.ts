import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '@shared/contract';
import { createDispatcher } from '@main/services/dispatcher';
import { memoryLogger } from '@main/services/logger';
import { createMainServices } from '@main/services/main-services';

function setup() {
  const log = memoryLogger();
  const services = createMainServices({ host: 'test', dataDir: '/tmp/skirmish-test', log, now: () => 1_000 });
  return { log, services };
}

describe('dispatcher', () => {
  it('answers a valid call with the parsed result', async () => {
    const { services } = setup();
    expect(await services.dispatcher.call('system.echo', { text: 'hello' })).toEqual({ ok: true, result: { text: 'hello', at: 1_000 } });
    const info = await services.dispatcher.call('system.info', undefined);
    expect(info).toMatchObject({ ok: true, result: { app: 'Skirmish', host: 'test', dataDir: '/tmp/skirmish-test' } });
  });

  it('refuses an unknown method with a typed error and logs it', async () => {
    const { services, log } = setup();
    for (const name of ['system.nope', 'nope.info', 'system', '', '.info', 'system.__proto__', 'constructor.name', 'system.toString']) {
      const r = await services.dispatcher.call(name, {});
      expect(r).toMatchObject({ ok: false, error: { kind: 'unknown_method' } });
    }
    expect(log.lines.filter((l) => l.includes('unknown method'))).toHaveLength(8);
  });

  it('refuses invalid arguments with the path and reason of each problem', async () => {
    const { services, log } = setup();
    const r = await services.dispatcher.call('settings.set', { textScale: 9, theme: 'neon', extra: 1 });
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'validation') throw new Error('expected a validation error');
    const paths = r.error.issues.map((i) => i.path).sort();
    expect(paths).toEqual(['(root)', 'textScale', 'theme']);
    expect(log.lines.some((l) => l.startsWith('warn refused invalid arguments for settings.set'))).toBe(true);
    expect((await services.dispatcher.call('system.echo', 'text'))).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect((await services.dispatcher.call('system.echo', { text: 'x'.repeat(10_001) }))).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('passes a service\'s own typed refusal through, and hides crashes behind an internal error', async () => {
    const log = memoryLogger();
    const base = createMainServices({ host: 'test', dataDir: '/d', log });
    const dispatcher = createDispatcher({
      ...base.impls,
      system: {
        info: () => { throw new ServiceFailure({ kind: 'not_found', what: 'thing', message: 'No such thing.' }); },
        health: () => { throw new Error('secret internals'); },
        echo: () => ({ text: 42 }) as never,
      },
    }, log);
    expect(await dispatcher.call('system.info', {})).toEqual({ ok: false, error: { kind: 'not_found', what: 'thing', message: 'No such thing.' } });
    const crashed = await dispatcher.call('system.health', {});
    expect(crashed).toEqual({ ok: false, error: { kind: 'internal', message: 'system.health failed inside the app.' } });
    expect(JSON.stringify(crashed)).not.toContain('secret');
    expect(log.lines.some((l) => l.startsWith('error system.health crashed: Error: secret internals'))).toBe(true);
    expect(await dispatcher.call('system.echo', { text: 'a' })).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(log.lines.some((l) => l.includes('breaks the contract'))).toBe(true);
  });
});

describe('settings service (in memory until the store persists it)', () => {
  it('merges a change, validates it, pushes an event and persists it', async () => {
    const { services } = setup();
    const seen: unknown[] = [];
    services.events.subscribe((event, payload) => seen.push([event, payload]));
    const r = await services.dispatcher.call('settings.set', { theme: 'dark', minAiDelayMs: 250 });
    expect(r).toMatchObject({ ok: true, result: { theme: 'dark', minAiDelayMs: 250, textScale: 1 } });
    expect(seen).toEqual([['settings.changed', expect.objectContaining({ theme: 'dark' })]]);
    expect(await services.dispatcher.call('settings.get', undefined)).toMatchObject({ ok: true, result: { theme: 'dark' } });
    expect(await services.dispatcher.call('settings.reset', {})).toMatchObject({ ok: true, result: { theme: 'system', minAiDelayMs: 600 } });
  });

  it('starts from defaults when the stored settings are damaged', async () => {
    const log = memoryLogger();
    const services = createMainServices({ host: 'test', dataDir: '/d', log, settings: { load: () => ({ theme: 'plaid' }), save: () => {} } });
    expect(await services.dispatcher.call('settings.get', {})).toMatchObject({ ok: true, result: { theme: 'system' } });
    expect(log.lines.some((l) => l.includes('stored settings were invalid'))).toBe(true);
  });
});
