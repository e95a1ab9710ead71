// Entry point of the headless CLI: wires the dispatcher to the real process and file system.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runCli } from './cli';
import type { CliIo } from './command';

async function listFiles(path: string, extension: string): Promise<string[]> {
  const full = resolve(path);
  const info = await stat(full);
  if (info.isFile()) return [full];
  const entries = await readdir(full, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(extension))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

const io: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readFile: (path) => readFile(path, 'utf8'),
  listFiles,
};

runCli(process.argv.slice(2), io).then(
  (code) => { process.exitCode = code; },
  (e: unknown) => {
    process.stderr.write(`Internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
