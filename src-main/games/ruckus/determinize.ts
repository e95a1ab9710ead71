// Determinization for search: a full state consistent with a seat's view, the cards it cannot see dealt at random into
// the hidden zones by their counts, public knowledge (a Basic army, drafted units, won Victory cards) dealt first.
import type { Rng } from '@main/engine/rng';
import type { RuckusView } from '@shared/games/ruckus-view';
import type { Cards, Player, RuckusState } from './state';
import { copyHit, copyPrompt, copySidelined, unitOfView } from './view';
import { isFieldable } from './zones';

/** A full state consistent with the view: unknown cards dealt at random into the hidden zones by their counts. */
export function determinizeView(cards: Cards, v: RuckusView, rng: Rng, universe?: readonly string[]): RuckusState {
  return ruckusDeterminizer(cards, v, universe)(rng);
}

/**
 * Determinization in two parts: what every re-deal of the view shares (the cards the view names, the unseen cards of
 * each kind before shuffling, the won Victory cards) is worked out once; each call shuffles and deals. Each call draws
 * from `rng` exactly as `determinizeView` does.
 */
export function ruckusDeterminizer(cards: Cards, v: RuckusView, universe?: readonly string[]): (rng: Rng) => RuckusState {
  const known = new Set<string>();
  const add = (xs: readonly string[] | null): void => { if (xs) for (const x of xs) known.add(x); };
  add(v.victoryDeck); if (v.prize) known.add(v.prize); add(v.kickerDiscard); add(v.boxed); add(v.draftPool);
  for (const seen of v.seats) {
    if (seen.drawTop) known.add(seen.drawTop);
    add(seen.drawCards); add(seen.hand); add(seen.discard); add(seen.beside); add(seen.tokens); add(seen.used); add(seen.removed); add(seen.upgrades);
    if (seen.army) for (const unit of seen.army) { known.add(unit.id); add(unit.addOns); add(unit.attached); }
    for (const sidelined of seen.sidelined) { known.add(sidelined.id); add(sidelined.buried); }
  }
  for (const prompt of v.prompts) if (prompt.card) known.add(prompt.card);
  const unseen: string[][] = [[], [], [], []];
  for (const id of universe ?? cards.all) {
    if (known.has(id)) continue;
    const kind = cards.kind[id];
    unseen[kind === 'unit' ? 0 : kind === 'victory' ? 1 : kind === 'kicker' ? 2 : 3]!.push(id);
  }
  // The unseen units known to be among each opponent's cards and the Victory cards it won, before shuffling.
  const publicOf = v.seats.map((seen) => [...seen.known, ...seen.won.map((name) => cards.byName[name])].filter((id) => !known.has(id)));
  const wonIds = new Set(v.seats.flatMap((seen) => seen.won.map((name) => cards.byName[name])));
  return (rng) => dealView(v, cards, rng, unseen, publicOf, wonIds);
}

function dealView(v: RuckusView, cards: Cards, rng: Rng, unseen: readonly string[][], publicOf: readonly string[][], wonIds: ReadonlySet<string>): RuckusState {
  const units = unseen[0]!.slice(), victory = unseen[1]!.slice(), kickers = unseen[2]!.slice(), tokens = unseen[3]!.slice();
  rng.shuffle(units); rng.shuffle(victory); rng.shuffle(kickers); rng.shuffle(tokens);
  // Public knowledge first: the unseen units known to be among an opponent's cards (a Basic army, drafted units) and
  // the Victory cards it won go to that opponent's hidden zones, as many as those hold.
  const reserved: string[][] = v.seats.map(() => []);
  const taken = new Set<string>();
  v.seats.forEach((shown, i) => {
    if (i === v.me) return;
    const room = (shown.army ? 0 : shown.rows[0] + shown.rows[1] + shown.rows[2]) + shown.handCount + shown.drawCount - (shown.drawTop ? 1 : 0);
    const theirs = rng.shuffle(publicOf[i]!.filter((id) => !taken.has(id)));
    for (const id of theirs.slice(0, Math.max(0, room))) { reserved[i].push(id); taken.add(id); }
  });
  if (taken.size > 0) {
    for (let k = units.length - 1; k >= 0; k--) if (taken.has(units[k])) units.splice(k, 1);
    for (let k = victory.length - 1; k >= 0; k--) if (taken.has(victory[k])) victory.splice(k, 1);
  }
  // Won Victory cards sit in their winners' decks, never out of play.
  victory.sort((x, y) => Number(wonIds.has(x)) - Number(wonIds.has(y)));
  const victoryOut = victory.splice(0, v.victoryOutCount);
  const unitOnly = (n: number): string[] => {
    const out = units.splice(0, n);
    while (out.length < n && victory.length > 0) out.push(victory.pop()!);
    return out;
  };
  // While armies are built (Advanced, Pure Guild), the viewer's own unchosen guild cards are known to wait in the Upgrade deck.
  const mine: string[] = [];
  if (v.phase === 'build' || v.phase === 'pure-upgrades') {
    const guild = v.seats[v.me]?.guild;
    for (let i = units.length - 1; i >= 0; i--) if (cards.unit[units[i]].guild === guild && cards.unit[units[i]].level !== 'S') mine.push(units.splice(i, 1)[0]);
  }
  const ownWaiting = mine.splice(0, v.upgradeCount);
  units.push(...mine);
  const upgrade = [...ownWaiting, ...unitOnly(v.upgradeCount - ownWaiting.length)];
  const tokenPool = tokens.splice(0, v.tokenPoolCount);
  const players: Player[] = v.seats.map((shown, i) => {
    const mine = i === v.me;
    const army = shown.army ? shown.army.map(unitOfView) : [];
    if (!shown.army) {
      // A secret formation is made of the player's own cards: known fieldable ones first.
      const need = shown.rows[0] + shown.rows[1] + shown.rows[2];
      const ids: string[] = [];
      const theirs = reserved[i];
      for (let k = theirs.length - 1; k >= 0 && ids.length < need; k--) if (isFieldable(cards, theirs[k])) ids.push(theirs.splice(k, 1)[0]);
      ids.push(...unitOnly(need - ids.length));
      let k = 0;
      for (let r = 0; r < 3; r++) for (let n = 0; n < shown.rows[r]; n++) army.push({ id: ids[k++], row: r, damage: 0, flags: 0, owner: i, addOns: [], attached: [] });
    }
    return {
      guild: shown.guild, known: shown.known.slice(), draw: mine ? rng.shuffle((shown.drawCards ?? []).filter((id) => id !== shown.drawTop)) : [], topShown: shown.drawTop !== null,
      hand: mine ? (shown.hand ?? []).slice() : [], held: shown.held, discard: shown.discard.slice(), army, done: shown.done, beside: shown.beside.slice(),
      sidelined: copySidelined(shown.sidelined), won: shown.won.map((name) => cards.byName[name]), tokens: mine ? (shown.tokens ?? []).slice() : tokens.splice(0, shown.tokenCount),
      used: shown.used.slice(), removed: shown.removed.slice(), bonus: shown.bonus, upgrades: mine ? (shown.upgrades ?? []).slice() : unitOnly(shown.upgradeCount),
      points: shown.points, inRound: shown.inRound, acts: shown.acts,
    };
  });
  // Known cards that did not fit their owner's hidden zones go back among the unknown ones.
  v.seats.forEach((shown, i) => {
    const fits = shown.handCount + shown.drawCount - (shown.drawTop ? 1 : 0);
    for (const id of reserved[i].splice(Math.max(0, fits))) (cards.kind[id] === 'victory' ? victory : units).push(id);
  });
  // Everything still unknown is in the other players' hands and draw piles.
  const mixed = rng.shuffle([...units, ...victory]);
  players.forEach((player, i) => {
    const shown = v.seats[i];
    if (i === v.me) { if (shown.drawTop) player.draw.push(shown.drawTop); return; }
    const count = shown.handCount + shown.drawCount - (shown.drawTop ? 1 : 0);
    const cards = rng.shuffle([...reserved[i], ...mixed.splice(0, count - reserved[i].length)]);
    player.hand = cards.splice(0, shown.handCount);
    player.draw = cards;
    if (shown.drawTop) player.draw.push(shown.drawTop);
  });
  return {
    players: v.players, setup: v.setup, child: v.child, noUpgrades: v.noUpgrades, speed: v.speed, maxRounds: v.maxRounds, setKey: v.setKey,
    rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()], phase: v.phase, round: v.round, first: v.first, turn: v.turn, active: v.active,
    cycle: v.cycle, victoryDeck: v.victoryDeck.slice(), prize: v.prize, victoryOut, upgrade, kickers, kickerDiscard: v.kickerDiscard.slice(),
    tokenPool, boxed: v.boxed.slice(), draftPool: v.draftPool.slice(), seats: players, hits: v.hits.map(copyHit), prompts: v.prompts.map(copyPrompt),
    declared: v.declared.slice(), results: v.results.slice(), suddenDeath: v.suddenDeath, winner: v.winner, endReason: v.endReason,
    truncated: v.truncated, picks: v.picks.slice(),
  };
}
