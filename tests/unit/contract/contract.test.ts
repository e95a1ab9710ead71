import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEFAULT_SETTINGS, eventNames, findEvent, findMethod, methodNames, services, Settings, ServiceError } from '@shared/contract';
import { APP_VERSION } from '@shared/version';

describe('service contract', () => {
  it('declares every method with input and output schemas and a summary', () => {
    expect(methodNames()).toEqual(expect.arrayContaining(['system.info', 'system.health', 'system.echo', 'settings.get', 'settings.set', 'settings.reset']));
    for (const name of methodNames()) {
      const found = findMethod(name)!;
      expect(found, name).toBeDefined();
      expect(typeof found.spec.input.safeParse).toBe('function');
      expect(typeof found.spec.output.safeParse).toBe('function');
      expect(found.spec.summary.length).toBeGreaterThan(5);
    }
    expect(new Set(methodNames()).size).toBe(methodNames().length);
  });

  it('does not resolve inherited or malformed names', () => {
    for (const name of ['system.constructor', 'system.hasOwnProperty', '__proto__.x', 'toString.x', 'system.', '.x', 'settings']) expect(findMethod(name)).toBeUndefined();
    expect(findEvent('settings.changed')).toBeDefined();
    expect(findEvent('settings.constructor')).toBeUndefined();
    expect(eventNames()).toEqual(['system.notice', 'settings.changed', 'match.updated', 'match.thinking', 'battle.progress', 'review.progress']);
  });

  it('keeps every service named as its key', () => {
    for (const [key, spec] of Object.entries(services)) expect(spec.name).toBe(key);
  });

  it('default settings satisfy the settings schema', () => {
    expect(Settings.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  it('the error union rejects an unknown kind', () => {
    expect(ServiceError.safeParse({ kind: 'rule', rule: 'x', message: 'm' }).success).toBe(true);
    expect(ServiceError.safeParse({ kind: 'oops', message: 'm' }).success).toBe(false);
  });

  it('the app version matches package.json', () => {
    expect(APP_VERSION).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });
});

describe('messages on the wire (log lines, choices and steps as message ids with parameters)', () => {
  it('takes a message of numbers, keys, names, seats and lists, and refuses any other shape', async () => {
    const { Message, LogEntry } = await import('@shared/contract/match');
    expect(Message.safeParse({ msg: 'rush.buy', params: { by: { seat: 1 }, card: 'Luchs', cost: 3, pairs: [{ seat: 0 }, [1, 'x']], done: true } }).success).toBe(true);
    expect(LogEntry.safeParse({ text: 'Player 2 buys Luchs.', msg: 'rush.buy', params: { by: { seat: 1 } }, cites: 'x' }).success).toBe(true);
    expect(LogEntry.safeParse({ text: 'A line of an older save.' }).success).toBe(true);
    for (const params of [{ by: { seat: 1.5 } }, { by: { name: 'x' } }, { by: null }, { list: [{}] }]) expect(Message.safeParse({ msg: 'rush.buy', params }).success, JSON.stringify(params)).toBe(false);
    expect(Message.safeParse({ msg: '', params: {} }).success).toBe(false);
    expect(Message.safeParse({ msg: 'rush.buy' }).success).toBe(false);
  });
});
