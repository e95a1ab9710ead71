// The draft screen's reading of a Ruckus seat view: which game the seat drafts in (a tournament nests two), the
// units laid out, who took which, whose pick it is, and how far army building has come. Pure functions, so the
// screen and its tests share them.
import type { Guild, PlayerView, RuckusCardSet, RuckusView, TournamentView, UnitCard } from '@shared/games/ruckus-view';
import { RUCKUS_GUILDS } from '@shared/games/ruckus-view';

/** The draft points every army is built on (rulebook: 12). */
export const DRAFT_POINTS = 12;
/** The Pure Guild setup's personal Upgrade deck size. */
export const PURE_UPGRADES = 5;

/** The game the seat builds its army in, and how its local seats map to the match's seats. */
export interface DraftSide {
  game: RuckusView;
  /** The match's seat of each of the game's players, by the game's own seat number. */
  seats: number[];
  /** Set for a tournament: its stage (1: first pairings, 2: final and third place). */
  stage: number | null;
}

/** The seat's own game: the plain game, or the tournament game the seat plays in (null when it plays in none). */
export function draftSide(view: RuckusView | TournamentView): DraftSide | null {
  if ('kind' in view) {
    const g = view.games.findIndex((game) => game.me >= 0);
    if (g < 0) return null;
    return { game: view.games[g]!, seats: view.seats[g]!.slice(), stage: view.stage };
  }
  return { game: view, seats: view.seats.map((_, i) => i), stage: null };
}

export type DraftStage = 'draft' | 'build' | 'upgrades' | 'over';

/** Where army building stands: the shared Draft, Advanced-style building (Pure Guild), its Upgrade deck, or done. */
export function draftStage(game: RuckusView): DraftStage {
  if (game.phase === 'draft') return 'draft';
  if (game.phase === 'build') return 'build';
  if (game.phase === 'pure-upgrades') return 'upgrades';
  return 'over';
}

export const draftCost = (u: UnitCard): number => (u.level === 'S' ? 0 : u.level);

/** The guilds in play in the game, in seat order. */
export function guildsInPlay(game: RuckusView): Guild[] {
  return game.seats.map((p) => p.guild);
}

/**
 * The units laid out for the game's army building, grouped by guild in seat order: every non-Starting unit of the
 * guilds in play (the Draft), or only the seat's own guild (Pure Guild, built like the Advanced setup).
 */
export function draftLayout(set: RuckusCardSet, game: RuckusView): { guild: Guild; units: UnitCard[] }[] {
  const stage = draftStage(game);
  const own = game.seats[game.me]?.guild;
  const guilds = stage === 'draft' || !own ? guildsInPlay(game) : [own];
  const ordered = RUCKUS_GUILDS.filter((g) => guilds.includes(g)).sort((a, b) => guilds.indexOf(a) - guilds.indexOf(b));
  return ordered.map((guild) => ({ guild, units: set.units.filter((u) => u.guild === guild && u.level !== 'S') }));
}

/** One drafted unit: who took it (the match's seat) and in which pick of the Draft (0 = first). */
export interface DraftPick { seat: number; card: string; order: number }

/** Every Draft pick so far, in order, as the game keeps them: the picks are public, laid out face up, even though the
 * armies are shuffled into hidden draw piles afterwards. */
export function draftPicks(_set: RuckusCardSet, side: DraftSide): DraftPick[] {
  return side.game.picks.flatMap((pick, order) => (side.seats[pick.seat] === undefined ? [] : [{ seat: side.seats[pick.seat]!, card: pick.card, order }]));
}

/** The non-Starting units the seat itself holds (its own picks): draw pile, hand, discard pile and formation. */
export function ownPicks(set: RuckusCardSet, pv: PlayerView): string[] {
  const level = new Map(set.units.map((u) => [u.id, u.level]));
  const held = [...(pv.drawCards ?? []), ...(pv.hand ?? []), ...pv.discard, ...(pv.army ?? []).map((u) => u.id)];
  return [...new Set(held)].filter((id) => level.has(id) && level.get(id) !== 'S').sort();
}

/** The game seat whose Draft pick it is now, or -1 (the pick passes in player order from the 1st Player). */
export function pickingSeat(game: RuckusView): number {
  if (game.phase !== 'draft' || game.players === 0) return -1;
  for (let i = 0; i < game.players; i++) {
    const seat = (game.first + ((game.turn + i) % game.players)) % game.players;
    if (!game.seats[seat]?.done) return seat;
  }
  return -1;
}

/** Why a unit of the layout cannot be picked by the seat now, in plain words; null when it can. */
export function pickBlock(unit: UnitCard, opts: { legal: ReadonlySet<string>; takenBy: string | null; myTurn: boolean; points: number; stage: DraftStage; ownGuild: Guild | undefined; upgradesFull: boolean }): string | null {
  if (opts.legal.has(unit.id)) return null;
  if (opts.takenBy) return `Taken by ${opts.takenBy}`;
  if (opts.stage === 'over') return 'Army building is over';
  if (opts.stage !== 'draft' && unit.guild !== opts.ownGuild) return 'Not your guild';
  if (opts.stage === 'upgrades') return opts.upgradesFull ? 'Your Upgrade deck is full' : 'Not available';
  if (draftCost(unit) > opts.points) return `Costs ${draftCost(unit)}; you have ${opts.points} point${opts.points === 1 ? '' : 's'} left`;
  if (opts.stage === 'draft' && !opts.myTurn) return 'Not your pick yet';
  return 'Not available now';
}
