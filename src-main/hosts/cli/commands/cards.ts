import { parseArgs } from 'node:util';
import type { CliCommand } from '../command';
import { defaultLookup, type GameLookup, loadCardSet, requireGame } from '../game-flags';

const usage = `Usage: npm run cli -- cards --game rush|ruckus [--file set.json] [--json]

Validates a card set (the built-in one, or a user's file) and prints each problem: which card, which field, why.`;

export function cardsCommand(lookup: GameLookup = defaultLookup): CliCommand {
  return {
    name: 'cards',
    summary: 'Validate a card set file (or the built-in set) and print precise errors.',
    usage,
    async run(argv, io) {
      const { values } = parseArgs({ args: argv, strict: true, options: { game: { type: 'string' }, file: { type: 'string' }, json: { type: 'boolean' } } });
      const module = requireGame(lookup, values.game);
      if (values.file) {
        if (values.json) {
          let json: unknown;
          try {
            json = JSON.parse(await io.readFile(values.file));
          } catch (e) {
            io.out(JSON.stringify({ ok: false, issues: [{ path: '(file)', message: e instanceof Error ? e.message : String(e) }] }));
            return 1;
          }
          const check = module.validateCardSet(json);
          io.out(JSON.stringify({ ok: check.ok, issues: check.issues }));
          return check.ok ? 0 : 1;
        }
        const loaded = await loadCardSet(module, values.file, io);
        if (!loaded) return 1;
        io.out(`${values.file}: a valid ${module.game.name} card set${describeCounts(loaded.set)}.`);
        return 0;
      }
      const check = module.validateCardSet(module.defaultCardSet);
      if (values.json) io.out(JSON.stringify({ ok: check.ok, issues: check.issues }));
      else if (check.ok) io.out(`The built-in ${module.game.name} card set is valid${describeCounts(check.set)}.`);
      else for (const i of check.issues) io.err(`built-in set: ${i.path}: ${i.message}`);
      return check.ok ? 0 : 1;
    },
  };
}

/** "(100 vehicles, 12 achievements)" from the top-level arrays of a set. */
function describeCounts(set: unknown): string {
  if (!set || typeof set !== 'object') return '';
  const parts = Object.entries(set).filter(([, v]) => Array.isArray(v)).map(([k, v]) => `${(v as unknown[]).length} ${k}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}
