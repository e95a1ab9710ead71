// A headless CLI command: parsed flags in, exit code out. Output goes through `io` so tests can read it.
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  readFile(path: string): Promise<string>;
  /** Files (absolute paths) under a path: the path itself when it is a file. */
  listFiles(path: string, extension: string): Promise<string[]>;
}

export interface CliCommand {
  readonly name: string;
  readonly summary: string;
  /** Full usage text shown by `<command> --help`. */
  readonly usage: string;
  run(argv: string[], io: CliIo): Promise<number>;
}

/** A user mistake on the command line: printed as one clear line with the command's usage, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
