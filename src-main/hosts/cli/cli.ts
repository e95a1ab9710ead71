// The command table and dispatcher of the headless CLI (`npm run cli -- <command>`).
import { type CliCommand, type CliIo, UsageError } from './command';
import { cardsCommand } from './commands/cards';
import { scenarioCommand } from './commands/scenario';
import { simulateCommand } from './commands/simulate';
import { tournamentCommand } from './commands/tournament';
import { versionCommand } from './commands/version';

export const commands: readonly CliCommand[] = [
  simulateCommand(),
  scenarioCommand(),
  cardsCommand(),
  tournamentCommand(),
  versionCommand,
];

export function helpText(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Skirmish headless commands',
    '',
    'Usage: npm run cli -- <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `npm run cli -- <command> --help` for a command\'s options.',
  ].join('\n');
}

export async function runCli(argv: string[], io: CliIo, table: readonly CliCommand[] = commands): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText());
    return name ? 0 : 2;
  }
  const command = table.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command '${name}'.`);
    io.err(helpText());
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.usage);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError || (e instanceof TypeError && (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) {
      io.err(`${name}: ${e.message}`);
      io.err(command.usage);
      return 2;
    }
    throw e;
  }
}
