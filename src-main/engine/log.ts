// The game log as the engines write it: one writer for every game. A log entry is a message (an id of the game's
// catalogue in src-shared/games, with parameters) and, for an automatic effect, the key of the rule or card text
// behind it. Nothing here builds a sentence: the catalogue tells a message in words, on either side.
//
// The log is no part of a state: `setup` and `step` write to the list they are given, for the length of the call
// (`logging`); with none, `say` does nothing and the engines skip making the parameters (`logOn`).
import { tell, neutralNames, mapSeats, type Catalogue, type Message, type Params } from '@shared/games/words';
import type { LogEntry, LogRecord } from './game';

/** A log entry as written and saved: message id, parameters and the cited rule's key (compact plain JSON). */
export interface LogMessage { readonly m: string; readonly p: Params; readonly c?: string }

export const isLogMessage = (e: unknown): e is LogMessage =>
  typeof e === 'object' && e !== null && typeof (e as LogMessage).m === 'string' && typeof (e as LogMessage).p === 'object' && (e as LogMessage).p !== null;

let out: LogRecord[] | undefined;

/** Whether a log is being written now (an engine makes a message's parameters only then). */
export const logOn = (): boolean => out !== undefined;

/** Writes one message to the current log, with the key of the rule or card text behind it. */
export function say(msg: string, params: Params = {}, cite?: string): void {
  out?.push(cite === undefined ? { m: msg, p: params } : { m: msg, p: params, c: cite });
}

/** Runs `fn` with the game log written to `log` (re-entrant: a nested call keeps the outer list afterwards). */
export function logging<T>(log: LogRecord[] | undefined, fn: () => T): T {
  if (log === out) return fn();
  const outer = out;
  out = log;
  try {
    return fn();
  } finally {
    out = outer;
  }
}

/**
 * Runs `fn` with each seat in the messages it writes renumbered by `map` on their way to the current log (a Draft
 * Tournament's table telling its seats as the tournament's), and `extra` parameters added to each (the table's
 * number); nothing is made when no log is being written.
 */
export function loggingSeats<T>(map: (seat: number) => number, fn: () => T, extra: Params = {}): T {
  if (!out) return fn();
  const outer = out;
  const mine: LogRecord[] = [];
  out = mine;
  try {
    return fn();
  } finally {
    out = outer;
    for (const entry of mine) {
      if (!isLogMessage(entry)) { outer.push(entry); continue; }
      const mapped = mapSeats({ msg: entry.m, params: entry.p }, map);
      const params = { ...mapped.params, ...extra };
      outer.push(entry.c === undefined ? { m: mapped.msg, p: params } : { m: mapped.msg, p: params, c: entry.c });
    }
  }
}

/**
 * Log entries as LogEntry lines: each message with its id and parameters (the renderer tells them with the players'
 * names), its words with neutral seat names, and the cited key turned into the passage by `cite`. `legacy` reads an
 * entry saved before messages (a sentence string).
 */
export function logLinesOf(entries: readonly LogRecord[], catalogues: Readonly<Record<string, Catalogue>>, players: number, cite: (key: string) => string | undefined, legacy: (entry: unknown) => LogEntry): LogEntry[] {
  const names = neutralNames(players);
  return entries.map((entry) => {
    if (!isLogMessage(entry)) return legacy(entry);
    const message: Message = { msg: entry.m, params: entry.p };
    const text = tell(catalogues, message, names);
    const cites = entry.c === undefined ? undefined : cite(entry.c);
    return cites === undefined ? { text, msg: entry.m, params: entry.p } : { text, msg: entry.m, params: entry.p, cites };
  });
}
