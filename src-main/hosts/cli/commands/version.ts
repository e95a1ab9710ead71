import { APP_VERSION } from '@shared/version';
import type { CliCommand } from '../command';

export const versionCommand: CliCommand = {
  name: 'version',
  summary: 'Print the Skirmish version.',
  usage: 'Usage: npm run cli -- version',
  async run(_argv, io) {
    io.out(`Skirmish ${APP_VERSION}`);
    return 0;
  },
};
