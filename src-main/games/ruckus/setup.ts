// Setting up a game: the Camp, the first player by Kicker draw, each seat's guild, and the armies of the chosen setup
// (Basic's starred units, or Starting units and then building: Advanced, Pure Guild, or the Draft).
import { logOn } from '@main/engine/log';
import { seedRng, shuffleInPlace } from '@main/engine/rng';
import { seatParam as S } from '@shared/games/words';
import { checkCardSet, GUILDS, type Guild, type UnitCard } from '@shared/games/ruckus/cards';
import { guildsWithArmies, seatArmies, takeArmies } from './army';
import { defaultCardSet } from './card-set';
import { advance, startRound } from './phases';
import { DRAFT_POINTS, logRule, RULE, VICTORY_DECK_SIZE } from './rules';
import { cardSetKey, type Cards, type Player, type RuckusOptions, type RuckusState } from './state';

function newPlayer(guild: Guild): Player {
  return {
    guild, known: [], draw: [], topShown: false, hand: [], held: false, discard: [], army: [], done: false, beside: [], sidelined: [],
    won: [], tokens: [], used: [], removed: [], bonus: 0, upgrades: [], points: DRAFT_POINTS, inRound: true, acts: 0,
  };
}

/**
 * `options.cardSet`, when given, must be the game's own set (a game of another set is made from it: makeRuckusGame);
 * an invalid set is refused with its problems.
 */
function checkOwnSet(cards: Cards, content: unknown): void {
  if (content === undefined || content === null || content === cards.set) return;
  let key = 'default';
  if (content !== defaultCardSet) {
    const check = checkCardSet(content);
    if (!check.ok || !check.set) throw new RangeError(`invalid card set: ${check.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    key = cardSetKey(check.set);
  }
  if (key !== cards.key) throw new RangeError(`this Ruckus game plays card set '${cards.key}', not the set given as cardSet ('${key}'): make the game from that set`);
}

export function setupState(cards: Cards, options: RuckusOptions, seed: number | string): RuckusState {
  const players = options.players;
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new RangeError(`Ruckus takes 2 to 4 players, not ${players}`);
  checkOwnSet(cards, options.cardSet);
  // Armies brought to the game (saved armies): checked before anything is dealt.
  const armies = options.armies !== undefined ? seatArmies(cards.set, options) : null;
  const rng = seedRng(seed);
  const s: RuckusState = {
    players, setup: options.setup ?? 'basic', child: !!options.child, noUpgrades: !!options.noUpgrades, speed: !!options.speed,
    maxRounds: options.maxRounds ?? 0, setKey: cards.key, rng, phase: 'build', round: 0, first: 0, turn: 0, active: false, cycle: 0,
    victoryDeck: [], prize: null, victoryOut: [], upgrade: [], kickers: [], kickerDiscard: [], tokenPool: [], boxed: [], draftPool: [],
    seats: [], hits: [], prompts: [], declared: [], results: [], suddenDeath: false, winner: -1, endReason: '', truncated: false, picks: [],
  };
  // Camp: 5 random Victory cards face up, the top one the first prize.
  const victory = shuffleInPlace(rng, cards.set.victory.map((card) => card.id));
  s.victoryDeck = victory.slice(0, VICTORY_DECK_SIZE);
  s.victoryOut = victory.slice(VICTORY_DECK_SIZE);
  s.prize = s.victoryDeck.pop() ?? null;
  s.tokenPool = shuffleInPlace(rng, cards.set.tokens.map((token) => token.id));
  s.kickers = shuffleInPlace(rng, cards.set.kickers.map((kicker) => kicker.id));
  // First player: each draws a Kicker, highest number wins, the cards go back to the bottom.
  const drawn: string[] = [];
  let best = 0;
  for (let seat = 0; seat < players; seat++) {
    const kicker = s.kickers.pop()!;
    drawn.push(kicker);
    if (cards.kicker[kicker].number > cards.kicker[drawn[best]].number) best = seat;
  }
  s.kickers.unshift(...drawn);
  s.first = best;
  if (logOn()) logRule('firstPlayer', { seats: drawn.map((_, seat) => S(seat)), draws: drawn.map((kicker) => cards.kicker[kicker].number), first: S(best) }, RULE.firstPlayer);
  let guilds = options.guilds;
  if (!guilds) guilds = armies ? guildsWithArmies(armies, shuffleInPlace(rng, GUILDS.slice())) : shuffleInPlace(rng, GUILDS.slice()).slice(0, players);
  if (guilds.length !== players) throw new RangeError(`${guilds.length} guilds for ${players} players`);
  s.seats = guilds.map((guild) => newPlayer(guild));
  const inPlay = new Set(guilds);
  for (const card of cards.set.units) if (!inPlay.has(card.guild)) s.boxed.push(card.id);
  const setup = s.setup;
  if (setup === 'basic') {
    const taken = new Set<string>();
    s.seats.forEach((player, seat) => {
      const army = armies?.[seat];
      const inArmy = (card: UnitCard): boolean => (army ? card.level === 'S' || army.units.includes(card.id) : card.star);
      for (const card of cards.set.units) {
        if (card.guild !== player.guild || !inArmy(card) || taken.has(card.id)) continue;
        player.draw.push(card.id);
        taken.add(card.id);
        // A Basic army is public; a saved army's picks are as secret as an Advanced build.
        if (!army || card.level === 'S') player.known.push(card.id);
      }
    });
    for (const card of cards.set.units) if (inPlay.has(card.guild) && !taken.has(card.id)) s.upgrade.push(card.id);
    beginGame(s, cards);
  } else {
    const taken = new Set<string>();
    s.seats.forEach((player) => {
      for (const card of cards.set.units) if (card.guild === player.guild && card.level === 'S' && !taken.has(card.id)) { player.draw.push(card.id); player.known.push(card.id); taken.add(card.id); }
    });
    // Advanced and Pure: the unchosen units wait in the (face-down) Upgrade deck while players build.
    for (const card of cards.set.units) if (inPlay.has(card.guild) && !taken.has(card.id)) (setup === 'draft' ? s.draftPool : s.upgrade).push(card.id);
    if (setup === 'draft') {
      s.phase = 'draft';
      s.turn = 0;
      if (logOn()) logRule('draftLayout', {}, RULE.draftLayout);
    } else {
      s.phase = 'build';
      for (const player of s.seats) player.done = false;
      if (logOn()) logRule('advancedSetup', { points: DRAFT_POINTS }, RULE.advanced);
      if (armies) takeArmies(s, cards, armies);
    }
    advance(s, cards);
  }
  return s;
}

/** After building: shuffle each army into a draw pile and the rest into the Upgrade deck, then the first combat round. */
export function beginGame(s: RuckusState, cards: Cards): void {
  if (s.setup === 'pure') {
    // Pure Guild: everything not in an army or a personal Upgrade deck leaves the game.
    for (const id of s.upgrade) s.boxed.push(id);
    s.upgrade = [];
  }
  shuffleInPlace(s.rng, s.upgrade);
  for (const player of s.seats) shuffleInPlace(s.rng, player.draw);
  if (s.setup === 'pure') { if (logOn()) logRule('upgradeDecks', { seats: s.seats.map((_, seat) => S(seat)), cards: s.seats.map((player) => player.upgrades.length) }, RULE.upgradeDeck); }
  else if (logOn()) logRule('upgradeDeck', { cards: s.upgrade.length }, RULE.upgradeDeck);
  startRound(s, cards);
}
