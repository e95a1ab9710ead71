// Draft Gameplay Tournament (4 players): two simultaneous 1-on-1 Draft games sharing one Camp (Kicker deck and
// VP tokens), each with its own Victory and Upgrade decks; then winner vs winner and loser vs loser.
// Each 1-on-1 game is an ordinary RuckusState; the shared Camp is lent to a game while it acts (withCamp).
import type { Decision, Game, Outcome } from '@main/engine/game';
import { type Rng, type RngState, nextU32, seedRng, shuffleInPlace } from '@main/engine/rng';
import type { RuleError } from '@shared/contract/errors';
import { neutral, refusal } from '@shared/games/catalogues';
import type { TournamentPreview, TournamentView } from '@shared/games/ruckus-view';
import { GUILDS, type Guild } from '@shared/games/ruckus/cards';
import { legalActions, pendingDecisions, stepAction, type RuckusAction } from './actions';
import { determinizeView } from './determinize';
import { ruckusGame, type RuckusGame } from './game';
import { logging, logLinesOf, logRule } from './rules';
import { setupState } from './setup';
import { cloneState, hiddenFrom, revealedSince, viewOf, zoneCards, type RuckusView } from './view';
import { logOn, loggingSeats } from '@main/engine/log';
import { renamedFields, type FieldNames } from '@main/engine/storage';
import { mapSeats, seatParam as S } from '@shared/games/words';
import { ruckusPreview } from './preview';
import { RUCKUS_STORED_NAMES, type Cards, type RuckusOptions, type RuckusState, type SetupKind } from './state';

export interface TournamentState {
  kind: 'tournament';
  players: number;
  child: boolean;
  speed: boolean;
  noUpgrades: boolean;
  maxRounds: number;
  /** How each 1-on-1 game builds its armies: Draft (the rulebook's tournament), or Basic / Advanced (its NOTE). */
  base: SetupKind;
  rng: RngState;
  /** 1: the first pairings; 2: winner vs winner (game 0) and loser vs loser (game 1). */
  stage: number;
  guilds: Guild[];
  /** The global seats of each game's two players. */
  seats: number[][];
  games: RuckusState[];
  /** The shared Camp. */
  kickers: string[];
  kickerDiscard: string[];
  tokenPool: string[];
  /** Winners of the games of stage 1, then of stage 2 (global seats). */
  winners: number[][];
  /** Final places, first to last, once the tournament is over. */
  ranking: number[];
  over: boolean;
  truncated: boolean;
}

// The view type is shared with the renderer, declared once in src-shared.
export type { TournamentView };


export const isTournament = (s: unknown): s is TournamentState => (s as { kind?: unknown })?.kind === 'tournament';

/** Lends the shared Camp to one game for the duration of `fn`, then takes it back. */
function withCamp<T>(ts: TournamentState, g: number, fn: (s: RuckusState) => T): T {
  const s = ts.games[g];
  s.kickers = ts.kickers; s.kickerDiscard = ts.kickerDiscard; s.tokenPool = ts.tokenPool;
  try {
    return fn(s);
  } finally {
    ts.kickers = s.kickers; ts.kickerDiscard = s.kickerDiscard; ts.tokenPool = s.tokenPool;
    s.kickers = []; s.kickerDiscard = []; s.tokenPool = [];
  }
}

/** Sets up the two games of a stage: fresh Camp, two Victory decks of 5, the Draft of each game. */
function setupStage(cards: Cards, ts: TournamentState): void {
  // The stage's line first: its games' own lines (their Kicker draws, Drafts) follow it.
  if (logOn()) logRule('stage', { stage: ts.stage, tables: ts.seats.map((pair) => pair.map((seat) => S(seat))) }, ts.stage === 1 ? 'tournament' : 'tournamentNext');
  const victory = shuffleInPlace(ts.rng, cards.set.victory.map((card) => card.id));
  ts.kickers = shuffleInPlace(ts.rng, cards.set.kickers.map((kicker) => kicker.id));
  ts.kickerDiscard = [];
  ts.tokenPool = shuffleInPlace(ts.rng, cards.set.tokens.map((token) => token.id));
  ts.games = ts.seats.map((pair, g) => {
    const options: RuckusOptions = {
      players: 2, setup: ts.base, guilds: pair.map((seat) => ts.guilds[seat]), child: ts.child, speed: ts.speed, noUpgrades: ts.noUpgrades, maxRounds: ts.maxRounds,
    };
    // Each game's own lines go to the tournament's log told in the tournament's seats, marked with their table.
    const s = tableLogging(ts, g, () => setupState(cards, options, nextU32(ts.rng)));
    // The game's own Camp is replaced by its share of the tournament's: 5 Victory cards and one unused one.
    const deck = victory.slice(g * 5, g * 5 + 5);
    s.victoryDeck = deck.slice(0, 4);
    s.prize = deck[4];
    s.victoryOut = [victory[10 + g]];
    s.kickers = []; s.kickerDiscard = []; s.tokenPool = [];
    // The other guilds are in the other game, not out of the game.
    s.boxed = [];
    return s;
  });
}

export function setupTournament(cards: Cards, options: RuckusOptions, seed: number | string): TournamentState {
  if (options.players !== 4) throw new RangeError(`the Draft Gameplay Tournament is for 4 players, not ${options.players}`);
  const rng = seedRng(seed);
  const guilds = options.guilds ?? shuffleInPlace(rng, GUILDS.slice());
  const base = options.tournamentSetup ?? 'draft';
  if (base !== 'draft' && base !== 'basic' && base !== 'advanced') throw new RangeError(`a tournament is played with the Draft, Basic or Advanced setup, not '${String(base)}'`);
  const ts: TournamentState = {
    kind: 'tournament', players: 4, child: !!options.child, speed: !!options.speed, noUpgrades: !!options.noUpgrades, maxRounds: options.maxRounds ?? 0, base,
    rng, stage: 1, guilds, seats: [[0, 1], [2, 3]], games: [], kickers: [], kickerDiscard: [], tokenPool: [], winners: [], ranking: [],
    over: false, truncated: false,
  };
  setupStage(cards, ts);
  return ts;
}

export function locate(ts: TournamentState, seat: number): { g: number; local: number } | null {
  for (let g = 0; g < ts.seats.length; g++) { const local = ts.seats[g].indexOf(seat); if (local >= 0) return { g, local }; }
  return null;
}

export function tournamentPending(ts: TournamentState): Decision[] {
  if (ts.over) return [];
  const out: Decision[] = [];
  ts.games.forEach((s, g) => { for (const d of pendingDecisions(s)) out.push({ player: ts.seats[g][d.player], kind: d.kind }); });
  return out;
}

export function tournamentLegal(cards: Cards, ts: TournamentState, seat: number): RuckusAction[] {
  const at = ts.over ? null : locate(ts, seat);
  if (!at) return [];
  return withCamp(ts, at.g, (s) => legalActions(s, cards, at.local));
}

/** The game's winner, or (a shared victory) the first of its tied players in seat order. */
function gameWinner(s: RuckusState): number {
  if (s.winner >= 0) return s.winner;
  return 0;
}

export function tournamentStep(cards: Cards, ts: TournamentState, seat: number, action: unknown): RuleError | null {
  if (ts.over) return refusal('game-over', 'ruckus.no.tournament-over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= ts.players) return refusal('no-such-player', 'ruckus.no.no-such-player', { player: String(seat) });
  const at = locate(ts, seat)!;
  const error = withCamp(ts, at.g, (s) => tableLogging(ts, at.g, () => stepAction(s, cards, at.local, action)));
  if (error) return tournamentSeats(error, (k) => ts.seats[at.g]![k]!);
  if (ts.games.some((s) => s.truncated)) {
    ts.over = true;
    ts.truncated = true;
    return null;
  }
  if (ts.games.every((s) => s.phase === 'over')) finishStage(cards, ts);
  return null;
}

/** A table's refusal with its seats told as the tournament's (its words made, as a refusal's are, only when read). */
function tournamentSeats(error: RuleError, map: (seat: number) => number): RuleError {
  if (!error.words) return error;
  const words = mapSeats(error.words, map);
  return { kind: 'rule', rule: error.rule, words, get message() { return neutral(words); } };
}

/**
 * A line of one of a stage's two games, told in the tournament's seats: "Table 2: Player 3 deals 4 …" (the game's own
 * Player 1 is its first seat), so the tournament's log shows both tables' combats.
 */
/** Runs `fn` with the lines table `g` writes told in the tournament's seats and marked with the table's number. */
function tableLogging<T>(ts: TournamentState, g: number, fn: () => T): T {
  return loggingSeats((k) => ts.seats[g]![k]!, fn, { table: g + 1 });
}

function finishStage(cards: Cards, ts: TournamentState): void {
  const winners = ts.games.map((s, g) => ts.seats[g][gameWinner(s)]);
  const losers = ts.games.map((s, g) => ts.seats[g][1 - gameWinner(s)]);
  ts.winners.push(winners);
  if (ts.stage === 2) {
    ts.ranking = [winners[0], losers[0], winners[1], losers[1]];
    ts.over = true;
    if (logOn()) logRule('winsTournament', { by: S(winners[0]!) }, 'tournamentNext');
    return;
  }
  // "winner VS winner from the first game, loser VS loser from the first game"; everyone regains their own guild.
  ts.stage = 2;
  ts.seats = [winners, losers];
  setupStage(cards, ts);
}

export function tournamentView(cards: Cards, ts: TournamentState, me: number): TournamentView {
  const at = locate(ts, me);
  return {
    kind: 'tournament', me, base: ts.base, players: ts.players, child: ts.child, speed: ts.speed, noUpgrades: ts.noUpgrades, maxRounds: ts.maxRounds,
    stage: ts.stage, guilds: ts.guilds.slice(), seats: ts.seats.map((x) => x.slice()),
    games: ts.games.map((s, g) => viewOf(s, cards, at && at.g === g ? at.local : -1)),
    kickerCount: ts.kickers.length, kickerDiscard: ts.kickerDiscard.slice(), tokenPoolCount: ts.tokenPool.length,
    winners: ts.winners.map((x) => x.slice()), ranking: ts.ranking.slice(), over: ts.over, truncated: ts.truncated,
  };
}

/** The previews of both games of the stage: the seat's own game with its legal actions, the other as a watcher sees it. */
export function tournamentPreview(cards: Cards, ts: TournamentState, seat: number, legal: readonly RuckusAction[]): TournamentPreview {
  const at = locate(ts, seat);
  return { kind: 'tournament', games: ts.games.map((s, g) => (at && at.g === g ? ruckusPreview(s, cards, at.local, legal) : ruckusPreview(s, cards, -1, []))) };
}

/** A formation of the seat's own game revealed to it since `before` (a new stage deals new games: that counts too). */
export function tournamentRevealed(before: TournamentState, now: TournamentState, seat: number): boolean {
  if (before.stage !== now.stage) return true;
  const at = locate(before, seat);
  return before.games.some((s, g) => revealedSince(s, now.games[g]!, at && at.g === g ? at.local : -1));
}

export function tournamentHidden(ts: TournamentState, seat: number): string[] {
  const at = locate(ts, seat);
  const out = [...ts.kickers, ...ts.tokenPool];
  ts.games.forEach((s, g) => { for (const id of hiddenFrom(s, at && at.g === g ? at.local : -1)) out.push(id); });
  return out;
}

export function tournamentClone(ts: TournamentState): TournamentState {
  return {
    ...ts, rng: [ts.rng[0], ts.rng[1], ts.rng[2], ts.rng[3]], guilds: ts.guilds.slice(), seats: ts.seats.map((x) => x.slice()),
    games: ts.games.map(cloneState), kickers: ts.kickers.slice(), kickerDiscard: ts.kickerDiscard.slice(), tokenPool: ts.tokenPool.slice(),
    winners: ts.winners.map((x) => x.slice()), ranking: ts.ranking.slice(),
  };
}

export function tournamentInvariants(cards: Cards, ts: TournamentState): string[] {
  const problems: string[] = [];
  const inZones = [...ts.kickers, ...ts.kickerDiscard, ...ts.tokenPool];
  for (const s of ts.games) for (const id of zoneCards(s)) inZones.push(id);
  const seen = new Set<string>();
  for (const id of inZones) { if (seen.has(id)) problems.push(`${id} is in two zones`); seen.add(id); }
  const guildsInPlay = new Set(ts.guilds);
  const expected = cards.all.filter((id) => cards.kind[id] !== 'unit' || guildsInPlay.has(cards.unit[id].guild)).length;
  if (inZones.length !== expected) problems.push(`${inZones.length} cards in the tournament's zones, expected ${expected}`);
  ts.games.forEach((s, g) => {
    for (const player of s.seats) {
      if (player.points < 0 || player.bonus < 0 || player.acts < 0) problems.push(`game ${g + 1}: a negative count`);
      for (const u of player.army) if (u.damage < 0) problems.push(`game ${g + 1}: ${u.id} has negative damage`);
    }
    if (s.kickers.length || s.tokenPool.length || s.kickerDiscard.length) problems.push(`game ${g + 1} kept the shared Camp`);
  });
  return problems;
}

/** Each game re-dealt from its own cards: its two guilds, its Victory cards, tokens and Kickers of the shared Camp. */
export function tournamentDeterminize(cards: Cards, v: TournamentView, rng: Rng): TournamentState {
  const seen = new Set<string>(v.kickerDiscard);
  const visibleIn = v.games.map((gv) => {
    const ids = new Set<string>([...gv.victoryDeck, ...(gv.prize ? [gv.prize] : []), ...gv.kickerDiscard, ...gv.boxed, ...gv.draftPool]);
    for (const seen of gv.seats) {
      for (const xs of [seen.drawCards, seen.hand, seen.discard, seen.beside, seen.tokens, seen.used, seen.removed, seen.upgrades]) if (xs) for (const x of xs) ids.add(x);
      if (seen.drawTop) ids.add(seen.drawTop);
      if (seen.army) for (const u of seen.army) { ids.add(u.id); for (const x of u.addOns) ids.add(x); for (const x of u.attached) ids.add(x); }
      for (const sidelined of seen.sidelined) { ids.add(sidelined.id); for (const x of sidelined.buried) ids.add(x); }
      for (const name of seen.won) ids.add(cards.byName[name]);
    }
    for (const prompt of gv.prompts) if (prompt.card) ids.add(prompt.card);
    for (const id of ids) seen.add(id);
    return ids;
  });
  // Unknown tokens and Victory cards are shared out between the games' hidden zones; unknown Kickers are in the deck.
  const tokens = rng.shuffle(cards.set.tokens.map((x) => x.id).filter((id) => !seen.has(id)));
  const outCards = rng.shuffle(cards.set.victory.map((x) => x.id).filter((id) => !seen.has(id)));
  const kickers = rng.shuffle(cards.set.kickers.map((x) => x.id).filter((id) => !seen.has(id)));
  const tokenPool = tokens.splice(0, v.tokenPoolCount);
  const games = v.games.map((gv, g) => {
    const guilds = new Set(gv.seats.map((seen) => seen.guild));
    const universe = [...visibleIn[g]];
    for (const card of cards.set.units) if (guilds.has(card.guild) && !visibleIn[g].has(card.id)) universe.push(card.id);
    for (const seen of gv.seats) if (seen.tokens === null) universe.push(...tokens.splice(0, seen.tokenCount));
    universe.push(...outCards.splice(0, gv.victoryOutCount));
    return determinizeView(cards, gv, rng, universe);
  });
  return {
    kind: 'tournament', players: v.players, child: v.child, speed: v.speed, noUpgrades: v.noUpgrades, maxRounds: v.maxRounds, base: v.base,
    rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()], stage: v.stage, guilds: v.guilds.slice(), seats: v.seats.map((x) => x.slice()), games,
    kickers, kickerDiscard: v.kickerDiscard.slice(), tokenPool, winners: v.winners.map((x) => x.slice()), ranking: v.ranking.slice(),
    over: v.over, truncated: v.truncated,
  };
}

export function tournamentOutcome(ts: TournamentState): Outcome | null {
  if (!ts.over) return null;
  if (ts.truncated) return { scores: [0, 0, 0, 0], winners: [], tieBreaks: [], truncated: true, breakdown: { stage: ts.stage, winners: ts.winners } };
  const scores = [0, 0, 0, 0];
  ts.ranking.forEach((seat, place) => { scores[seat] = 3 - place; });
  return {
    scores, winners: [ts.ranking[0]], tieBreaks: [],
    breakdown: { stage: ts.stage, winners: ts.winners, ranking: ts.ranking, games: ts.games.map((s) => ({ rounds: s.round, endReason: s.endReason })) },
  };
}

/** The Ruckus options a module's game takes: a game's, or the tournament's (`setup: 'tournament'`). */
export type AnyRuckusOptions = Omit<RuckusOptions, 'setup'> & { setup?: string };

/** A game of one card set, or a Draft Tournament of its cards; `cards` are its set's tables. */
export type RuckusAnyGame = Game<RuckusState | TournamentState, RuckusAction, RuckusView | TournamentView, AnyRuckusOptions> & { readonly cards: Cards };

/** The Ruckus game of a GameModule: the game made from a card set, or the tournament of those cards when `setup` is 'tournament'. */
export function makeRuckusAnyGame(game: RuckusGame): RuckusAnyGame {
  const cards = game.cards;
  return {
    ...(game as unknown as RuckusAnyGame),
    setup: (options, seed, log) => (options.setup === 'tournament' ? logging(log, () => setupTournament(cards, options as RuckusOptions, seed)) : game.setup(options as RuckusOptions, seed, log)),
    pending: (s) => (isTournament(s) ? tournamentPending(s) : game.pending(s)),
    legalActions: (s, seat) => (isTournament(s) ? tournamentLegal(cards, s, seat) : game.legalActions(s, seat)),
    step: (s, seat, a, log) => (isTournament(s) ? logging(log, () => tournamentStep(cards, s, seat, a)) : game.step(s, seat, a, log)),
    // A tournament's step checks its action (it moves between games and stages); a game's trusted path does not.
    play: (s, seat, a) => { if (isTournament(s)) tournamentStep(cards, s, seat, a); else game.play!(s, seat, a); },
    view: (s, seat) => (isTournament(s) ? tournamentView(cards, s, seat) : game.view(s, seat)),
    determinize: (v, rng) => ((v as { kind?: string }).kind === 'tournament' ? tournamentDeterminize(cards, v as TournamentView, rng) : game.determinize(v as RuckusView, rng)),
    determinizer: (v) => ((v as { kind?: string }).kind === 'tournament' ? (rng) => tournamentDeterminize(cards, v as TournamentView, rng) : game.determinizer!(v as RuckusView)),
    outcome: (s) => (isTournament(s) ? tournamentOutcome(s) : game.outcome(s)),
    // The tournament's games share one card set, so either names the cards.
    describe: (a, s) => game.describe(a, s && isTournament(s) ? s.games[0] : s),
    words: (a, s) => game.words!(a, s && isTournament(s) ? s.games[0] : s),
    clone: (s) => (isTournament(s) ? tournamentClone(s) : game.clone(s)),
    hiddenFrom: (s, seat) => (isTournament(s) ? tournamentHidden(s, seat) : game.hiddenFrom(s, seat)),
    revealedSince: (before, now, seat) => (isTournament(before) && isTournament(now) ? tournamentRevealed(before, now, seat)
      : !isTournament(before) && !isTournament(now) && revealedSince(before, now, seat)),
    invariants: (s) => (isTournament(s) ? tournamentInvariants(cards, s) : game.invariants!(s)),
    logLines: (entries, s) => logLinesOf(entries, s.players, cards),
    preview: (s, seat, legal) => (isTournament(s) ? tournamentPreview(cards, s, seat, legal) : game.preview!(s, seat, legal)),
    storage: anyStorage,
  };
}

/** A tournament keeps its games' fields under their saved names, as a game does (its own fields were never renamed). */
const TOURNAMENT_STORED_NAMES: FieldNames = { inside: { games: RUCKUS_STORED_NAMES } };
const anyStorage = renamedFields<RuckusState | TournamentState>((s) => ((s as { kind?: string }).kind === 'tournament' ? TOURNAMENT_STORED_NAMES : RUCKUS_STORED_NAMES));

/** The default card set's game, with its tournament. */
export const ruckusAnyGame: RuckusAnyGame = makeRuckusAnyGame(ruckusGame);
