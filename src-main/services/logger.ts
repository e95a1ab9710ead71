// A minimal leveled logger; hosts decide where lines go (stderr, a file, a test's array).
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function consoleLogger(prefix = 'skirmish'): Logger {
  const line = (level: string, message: string): void => {
    process.stderr.write(`${new Date().toISOString()} ${prefix} ${level} ${message}\n`);
  };
  return { info: (m) => line('info', m), warn: (m) => line('warn', m), error: (m) => line('error', m) };
}

/** Keeps lines in memory: for tests, which assert that refusals are logged. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(`info ${m}`), warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`) };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
