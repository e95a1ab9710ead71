// The conformance kit over seeded whole games with Ruckus armies in some seats, in each setup that takes armies (a long
// run: npm test runs it, test:fast leaves it out).
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@main/engine/game';
import { runConformance } from '@main/engine/conformance';
import { Rng } from '@main/engine/rng';
import { draftCost } from '@main/games/ruckus/army';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { GUILDS, type Guild } from '@shared/games/ruckus/cards';
import { ruckusGame } from '@main/games/ruckus/game';
import { budget } from '../../budget';

const ofGuild = (g: string) => defaultCardSet.units.filter((u) => u.guild === g);

/** A random legal army of a guild: Level 1/2 units drawn until 12 draft points can buy no more. */
function randomArmy(rng: Rng, guild: Guild): { guild: Guild; units: string[] } {
  const pool = rng.shuffle(ofGuild(guild).filter((u) => u.level !== 'S'));
  let points = 12;
  const units: string[] = [];
  for (const u of pool) if (draftCost(u) <= points && rng.float() < 0.8) { units.push(u.id); points -= draftCost(u); }
  return { guild, units };
}

describe('Ruckus armies option passes the conformance kit', () => {
  it.each([
    ['basic', [2, 3, 4], budget(6, 30)],
    ['advanced', [2, 3, 4], budget(7, 35)],
    ['pure', [2, 4], budget(5, 25)],
  ] as const)('%s setup, armies in some seats: seeded whole games at %j players', (kind, players, games) => {
    const rng = new Rng(kind.length * 977);
    const optionsFor = (n: number): Record<string, unknown> => {
      const guilds = rng.shuffle(GUILDS.slice()).slice(0, n);
      // Every seat an army in a third of the games, else a random half of the seats (at least one).
      const all = rng.float() < 0.34;
      const armies = guilds.map((g, i) => (all || i === 0 || rng.float() < 0.5 ? randomArmy(rng, g) : null));
      return { setup: kind, guilds, armies, maxRounds: 200 };
    };
    const report = runConformance(ruckusGame as AnyGame, { players, games, seed: 5, viewEvery: 2, probeEvery: 10, determinizeEvery: 20, maxFailures: 3, options: optionsFor });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(games * players.length);
    expect(report.truncated).toBe(0);
  }, 900_000);
});
