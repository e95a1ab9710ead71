// The Ruckus Game object: setup, decisions, views with hidden zones as counts, determinization, outcome.
import type { Game, Outcome } from '@main/engine/game';
import type { Rng, RngState } from '@main/engine/rng';
import { legalActions, pendingDecisions, playAction, stepAction, type RuckusAction } from './actions';
import { cardName, isFieldable, logging, logLinesOf, MUG_FACE_DOWN, scoreOf, setupState, seat } from './rules';
import { CATALOGUES } from '@shared/games/catalogues';
import { neutralNames, seatParam, tell, type Message, type Params } from '@shared/games/words';
import {
  F, ROW_CAP, tableFor, type Hit, type Phase, type Player, type Prompt, type RuckusOptions, type RuckusState, type Sidelined, type Table, type Unit,
} from './state';
import { heartsOf } from './stats';
import { ruckusPreview } from './preview';

// The view crosses to the renderer, so its types live in src-shared (declared once).
import type { PlayerView, RuckusView, Unit as UnitView, UnitFlags } from '@shared/games/ruckus-view';
export type { PlayerView, RuckusView };

const copyUnit = (u: Unit): Unit => ({ id: u.id, row: u.row, dmg: u.dmg, f: u.f, owner: u.owner, addOns: u.addOns.slice(), attached: u.attached.slice() });
/** The flags of a unit by name, as a view shows them, and back (the state keeps them as bits). */
const FLAG_BITS: readonly (readonly [keyof UnitFlags, number])[] = [
  ['marker', F.MARKER], ['zombie', F.ZOMBIE], ['defeated', F.DEFEATED], ['noMelee', F.NO_MELEE], ['noAttack', F.NO_ATTACK],
  ['armed', F.ARMED], ['recruited', F.RECRUITED], ['bulletProofUsed', F.BP_USED], ['loan', F.LOAN], ['spent', F.SPENT],
];
export function unitView(u: Unit): UnitView {
  const flags = {} as UnitFlags;
  for (const [name, bit] of FLAG_BITS) flags[name] = (u.f & bit) !== 0;
  return { id: u.id, row: u.row, damage: u.dmg, flags, owner: u.owner, addOns: u.addOns.slice(), attached: u.attached.slice() };
}
export function unitOfView(u: UnitView): Unit {
  let f = 0;
  for (const [name, bit] of FLAG_BITS) if (u.flags[name]) f |= bit;
  return { id: u.id, row: u.row, dmg: u.damage, f, owner: u.owner, addOns: u.addOns.slice(), attached: u.attached.slice() };
}
const copySidelined = (x: Sidelined[]): Sidelined[] => x.map((sd) => ({ id: sd.id, buried: sd.buried.slice() }));
const copyHit = (h: Hit): Hit => ({ ...h, reacted: h.reacted.slice() });
const copyPrompt = (p: Prompt): Prompt => ({ ...p, options: p.options.slice() });

function clonePlayer(pl: Player): Player {
  return {
    guild: pl.guild, known: pl.known.slice(), draw: pl.draw.slice(), topShown: pl.topShown, hand: pl.hand.slice(), held: pl.held, discard: pl.discard.slice(),
    army: pl.army.map(copyUnit), done: pl.done, beside: pl.beside.slice(), sidelined: copySidelined(pl.sidelined), won: pl.won.slice(),
    tokens: pl.tokens.slice(), used: pl.used.slice(), removed: pl.removed.slice(), bonus: pl.bonus, upgrades: pl.upgrades.slice(),
    points: pl.points, inRound: pl.inRound, acts: pl.acts,
  };
}

export function cloneState(s: RuckusState): RuckusState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]] as RngState,
    victoryDeck: s.victoryDeck.slice(), victoryOut: s.victoryOut.slice(), upgrade: s.upgrade.slice(), kickers: s.kickers.slice(),
    kickerDiscard: s.kickerDiscard.slice(), tokenPool: s.tokenPool.slice(), boxed: s.boxed.slice(), draftPool: s.draftPool.slice(),
    p: s.p.map(clonePlayer), hits: s.hits.map(copyHit), prompts: s.prompts.map(copyPrompt), declared: s.declared.slice(),
    results: s.results.slice(), picks: s.picks.slice(),
  };
}

/** A player's army is behind the Battle Screen for the others while formations are placed. */
export const armyHidden = (s: { phase: Phase }, viewer: number, owner: number): boolean => s.phase === 'formation' && viewer !== owner;

function rowsOf(army: Unit[]): number[] {
  const rows = [0, 0, 0];
  for (const u of army) rows[u.row]++;
  return rows;
}

export function viewOf(s: RuckusState, me: number): RuckusView {
  const t = tableFor(s.setKey);
  return {
    me, players: s.players, setup: s.setup, child: s.child, noUpgrades: s.noUpgrades, speed: s.speed, maxRounds: s.maxRounds, setKey: s.setKey,
    phase: s.phase, round: s.round, first: s.first, turn: s.turn, active: s.active, cycle: s.cycle,
    victoryDeck: s.victoryDeck.slice(), prize: s.prize, victoryOutCount: s.victoryOut.length, upgradeCount: s.upgrade.length,
    kickerCount: s.kickers.length, kickerDiscard: s.kickerDiscard.slice(), tokenPoolCount: s.tokenPool.length, boxed: s.boxed.slice(),
    draftPool: s.draftPool.slice(),
    p: s.p.map((pl, i) => {
      const mine = i === me;
      const hideArmy = armyHidden(s, me, i);
      return {
        guild: pl.guild, known: pl.known.slice(), drawCount: pl.draw.length, drawTop: pl.topShown && pl.draw.length > 0 ? pl.draw[pl.draw.length - 1] : null,
        drawCards: mine ? pl.draw.slice().sort() : null, hand: mine ? pl.hand.slice() : null, handCount: pl.hand.length, held: pl.held,
        discard: pl.discard.slice(), army: hideArmy ? null : pl.army.map(unitView), rows: rowsOf(pl.army), done: pl.done,
        beside: pl.beside.slice(), sidelined: copySidelined(pl.sidelined), won: pl.won.map((id) => t.victory[id].name), tokens: mine ? pl.tokens.slice() : null,
        tokenCount: pl.tokens.length, used: pl.used.slice(), removed: pl.removed.slice(), bonus: pl.bonus,
        upgrades: mine ? pl.upgrades.slice() : null, upgradeCount: pl.upgrades.length, points: pl.points, inRound: pl.inRound, acts: pl.acts,
      };
    }),
    hits: s.hits.map(copyHit), prompts: s.prompts.map(copyPrompt), declared: s.declared.slice(), results: s.results.slice(),
    suddenDeath: s.suddenDeath, winner: s.winner, endReason: s.endReason, truncated: s.truncated, picks: s.picks.slice(),
  };
}

/** Card ids `player` may not see: decks, face-down tokens, others' hands and secret formations. */
export function hiddenFrom(s: RuckusState, player: number): string[] {
  const out: string[] = [...s.upgrade, ...s.victoryOut, ...s.kickers, ...s.tokenPool];
  // Units known to be among a player's cards (a Basic army, drafted units) are named in every view; where each one
  // is (hand, draw pile, secret formation) stays hidden, which the view never says.
  const known = new Set<string>();
  for (const pl of s.p) for (const id of pl.known) known.add(id);
  const secret = (id: string): void => { if (!known.has(id)) out.push(id); };
  for (let o = 0; o < s.players; o++) {
    if (o === player) continue;
    const pl = s.p[o];
    const visibleTop = pl.topShown ? pl.draw.length - 1 : -1;
    for (let i = 0; i < pl.draw.length; i++) if (i !== visibleTop) secret(pl.draw[i]);
    for (const id of pl.hand) secret(id);
    for (const id of pl.tokens) out.push(id);
    for (const id of pl.upgrades) out.push(id);
    if (armyHidden(s, player, o)) for (const u of pl.army) secret(u.id);
  }
  return out;
}

/**
 * A formation behind the Battle Screen was revealed to `player` since `before`: its units' ids may all be known (a
 * Basic army, drafted units), but where each one stands was not.
 */
export function revealedSince(before: RuckusState, now: RuckusState, player: number): boolean {
  return before.p.some((pl, o) => o !== player && pl.army.length > 0 && armyHidden(before, player, o) && !armyHidden(now, player, o));
}

/** Every card id in a zone, in zone order (duplicates mean a card is in two zones). */
export function zoneCards(s: RuckusState): string[] {
  const out: string[] = [];
  const add = (xs: readonly string[]): void => { for (const x of xs) out.push(x); };
  add(s.victoryDeck); if (s.prize) out.push(s.prize); add(s.victoryOut); add(s.upgrade); add(s.kickers); add(s.kickerDiscard);
  add(s.tokenPool); add(s.boxed); add(s.draftPool);
  for (const pl of s.p) {
    add(pl.draw); add(pl.hand); add(pl.discard); add(pl.beside); add(pl.tokens); add(pl.used); add(pl.removed); add(pl.upgrades);
    for (const u of pl.army) { out.push(u.id); add(u.addOns); add(u.attached); }
    for (const sd of pl.sidelined) { out.push(sd.id); add(sd.buried); }
  }
  for (const pr of s.prompts) if (pr.card) out.push(pr.card);
  return out;
}

export function invariantsOf(s: RuckusState): string[] {
  const problems: string[] = [];
  const t = tableFor(s.setKey);
  const cards = zoneCards(s);
  if (cards.length !== t.all.length) problems.push(`${cards.length} cards in zones, the card set has ${t.all.length}`);
  const seen = new Set<string>();
  for (const id of cards) {
    if (seen.has(id)) problems.push(`${id} is in two zones`);
    seen.add(id);
    if (!t.kind[id]) problems.push(`${id} is not a card of the set`);
  }
  for (let pi = 0; pi < s.players; pi++) {
    const pl = s.p[pi];
    if (pl.points < 0) problems.push(`${seat(pi)} has negative draft points`);
    if (pl.bonus < 0 || pl.acts < 0) problems.push(`${seat(pi)} has a negative count`);
    for (const id of pl.won) if (!t.victory[id]) problems.push(`${seat(pi)} won a non-Victory card ${id}`);
    const rows = rowsOf(pl.army);
    if (s.phase === 'formation' && rows.some((n, r) => n > ROW_CAP[r])) problems.push(`${seat(pi)}'s formation breaks the 3-2-1 rule`);
    for (const u of pl.army) {
      if (u.row < 0 || u.row > 2) problems.push(`${u.id} is in row ${u.row}`);
      if (u.dmg < 0) problems.push(`${u.id} has negative damage`);
      if (u.dmg > heartsOf(t, u)) problems.push(`${u.id} has more damage than hearts`);
    }
  }
  for (const h of s.hits) if (h.amount < 0) problems.push('a hit has negative damage');
  return problems;
}

/** A full state consistent with the view: unknown cards dealt at random into the hidden zones by their counts. */
export function determinizeView(v: RuckusView, rng: Rng, universe?: readonly string[]): RuckusState {
  return ruckusDeterminizer(v, universe)(rng);
}

/**
 * Determinization in two parts: what every re-deal of the view shares (the cards the view names, the unseen cards of
 * each kind before shuffling, the won Victory cards) is worked out once; each call shuffles and deals. Each call draws
 * from `rng` exactly as `determinizeView` does.
 */
export function ruckusDeterminizer(v: RuckusView, universe?: readonly string[]): (rng: Rng) => RuckusState {
  const t = tableFor(v.setKey);
  const known = new Set<string>();
  const add = (xs: readonly string[] | null): void => { if (xs) for (const x of xs) known.add(x); };
  add(v.victoryDeck); if (v.prize) known.add(v.prize); add(v.kickerDiscard); add(v.boxed); add(v.draftPool);
  for (const pv of v.p) {
    if (pv.drawTop) known.add(pv.drawTop);
    add(pv.drawCards); add(pv.hand); add(pv.discard); add(pv.beside); add(pv.tokens); add(pv.used); add(pv.removed); add(pv.upgrades);
    if (pv.army) for (const u of pv.army) { known.add(u.id); add(u.addOns); add(u.attached); }
    for (const sd of pv.sidelined) { known.add(sd.id); add(sd.buried); }
  }
  for (const pr of v.prompts) if (pr.card) known.add(pr.card);
  const unseen: string[][] = [[], [], [], []];
  for (const id of universe ?? t.all) {
    if (known.has(id)) continue;
    const k = t.kind[id];
    unseen[k === 'unit' ? 0 : k === 'victory' ? 1 : k === 'kicker' ? 2 : 3]!.push(id);
  }
  // The unseen units known to be among each opponent's cards and the Victory cards it won, before shuffling.
  const publicOf = v.p.map((pv) => [...pv.known, ...pv.won.map((name) => t.byName[name])].filter((id) => !known.has(id)));
  const wonIds = new Set(v.p.flatMap((pv) => pv.won.map((name) => t.byName[name])));
  return (rng) => dealView(v, t, rng, unseen, publicOf, wonIds);
}

function dealView(v: RuckusView, t: Table, rng: Rng, unseen: readonly string[][], publicOf: readonly string[][], wonIds: ReadonlySet<string>): RuckusState {
  const units = unseen[0]!.slice(), victory = unseen[1]!.slice(), kickers = unseen[2]!.slice(), tokens = unseen[3]!.slice();
  rng.shuffle(units); rng.shuffle(victory); rng.shuffle(kickers); rng.shuffle(tokens);
  // Public knowledge first: the unseen units known to be among an opponent's cards (a Basic army, drafted units) and
  // the Victory cards it won go to that opponent's hidden zones, as many as those hold.
  const reserved: string[][] = v.p.map(() => []);
  const taken = new Set<string>();
  v.p.forEach((pv, i) => {
    if (i === v.me) return;
    const room = (pv.army ? 0 : pv.rows[0] + pv.rows[1] + pv.rows[2]) + pv.handCount + pv.drawCount - (pv.drawTop ? 1 : 0);
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
    const guild = v.p[v.me]?.guild;
    for (let i = units.length - 1; i >= 0; i--) if (t.unit[units[i]].guild === guild && t.unit[units[i]].level !== 'S') mine.push(units.splice(i, 1)[0]);
  }
  const ownWaiting = mine.splice(0, v.upgradeCount);
  units.push(...mine);
  const upgrade = [...ownWaiting, ...unitOnly(v.upgradeCount - ownWaiting.length)];
  const tokenPool = tokens.splice(0, v.tokenPoolCount);
  const players: Player[] = v.p.map((pv, i) => {
    const mine = i === v.me;
    const army = pv.army ? pv.army.map(unitOfView) : [];
    if (!pv.army) {
      // A secret formation is made of the player's own cards: known fieldable ones first.
      const need = pv.rows[0] + pv.rows[1] + pv.rows[2];
      const ids: string[] = [];
      const res = reserved[i];
      for (let k = res.length - 1; k >= 0 && ids.length < need; k--) if (isFieldable(t, res[k])) ids.push(res.splice(k, 1)[0]);
      ids.push(...unitOnly(need - ids.length));
      let k = 0;
      for (let r = 0; r < 3; r++) for (let n = 0; n < pv.rows[r]; n++) army.push({ id: ids[k++], row: r, dmg: 0, f: 0, owner: i, addOns: [], attached: [] });
    }
    return {
      guild: pv.guild, known: pv.known.slice(), draw: mine ? rng.shuffle((pv.drawCards ?? []).filter((id) => id !== pv.drawTop)) : [], topShown: pv.drawTop !== null,
      hand: mine ? (pv.hand ?? []).slice() : [], held: pv.held, discard: pv.discard.slice(), army, done: pv.done, beside: pv.beside.slice(),
      sidelined: copySidelined(pv.sidelined), won: pv.won.map((name) => t.byName[name]), tokens: mine ? (pv.tokens ?? []).slice() : tokens.splice(0, pv.tokenCount),
      used: pv.used.slice(), removed: pv.removed.slice(), bonus: pv.bonus, upgrades: mine ? (pv.upgrades ?? []).slice() : unitOnly(pv.upgradeCount),
      points: pv.points, inRound: pv.inRound, acts: pv.acts,
    };
  });
  // Known cards that did not fit their owner's hidden zones go back among the unknown ones.
  v.p.forEach((pv, i) => {
    const fits = pv.handCount + pv.drawCount - (pv.drawTop ? 1 : 0);
    for (const id of reserved[i].splice(Math.max(0, fits))) (t.kind[id] === 'victory' ? victory : units).push(id);
  });
  // Everything still unknown is in the other players' hands and draw piles.
  const mixed = rng.shuffle([...units, ...victory]);
  players.forEach((pl, i) => {
    const pv = v.p[i];
    if (i === v.me) { if (pv.drawTop) pl.draw.push(pv.drawTop); return; }
    const count = pv.handCount + pv.drawCount - (pv.drawTop ? 1 : 0);
    const cards = rng.shuffle([...reserved[i], ...mixed.splice(0, count - reserved[i].length)]);
    pl.hand = cards.splice(0, pv.handCount);
    pl.draw = cards;
    if (pv.drawTop) pl.draw.push(pv.drawTop);
  });
  return {
    players: v.players, setup: v.setup, child: v.child, noUpgrades: v.noUpgrades, speed: v.speed, maxRounds: v.maxRounds, setKey: v.setKey,
    rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()], phase: v.phase, round: v.round, first: v.first, turn: v.turn, active: v.active,
    cycle: v.cycle, victoryDeck: v.victoryDeck.slice(), prize: v.prize, victoryOut, upgrade, kickers, kickerDiscard: v.kickerDiscard.slice(),
    tokenPool, boxed: v.boxed.slice(), draftPool: v.draftPool.slice(), p: players, hits: v.hits.map(copyHit), prompts: v.prompts.map(copyPrompt),
    declared: v.declared.slice(), results: v.results.slice(), suddenDeath: v.suddenDeath, winner: v.winner, endReason: v.endReason,
    truncated: v.truncated, picks: v.picks.slice(),
  };
}

export function outcomeOf(s: RuckusState): Outcome | null {
  if (s.phase !== 'over') return null;
  const t = tableFor(s.setKey);
  const scores = s.p.map((_, pi) => scoreOf(s, pi));
  const tieBreakWords: Message[] = [];
  let winners: number[] = [];
  if (s.truncated) winners = [];
  else if (s.winner >= 0) {
    winners = [s.winner];
    const top = Math.max(...scores);
    if (scores.filter((x) => x === top).length > 1) {
      tieBreakWords.push({ msg: 'ruckus.tieVictoryCards', params: {} });
      if (s.endReason === 'sudden death') tieBreakWords.push({ msg: 'ruckus.tieSuddenDeath', params: {} });
    }
  } else {
    const top = Math.max(...scores);
    winners = scores.flatMap((x, pi) => (x === top ? [pi] : []));
    tieBreakWords.push({ msg: 'ruckus.tieShared', params: {} });
  }
  const tieBreaks = tieBreakWords.map((m) => tell(CATALOGUES, m, neutralNames(s.players)));
  return {
    scores, winners, tieBreaks, tieBreakWords, truncated: s.truncated || undefined,
    breakdown: {
      rounds: s.round, results: s.results, endReason: s.endReason,
      players: s.p.map((pl) => ({
        guild: pl.guild,
        victoryCards: pl.won.map((id) => ({ name: t.victory[id].name, vp: t.victory[id].vp })),
        tokens: pl.tokens.length, usedAddOns: pl.used.length, buried: pl.sidelined.reduce((n, sd) => n + sd.buried.length, 0),
      })),
    },
  };
}

/** An action's description as a message of the Ruckus catalogue (src-shared/games/ruckus-words.ts), cards by name. */
export function actionWords(a: RuckusAction, s?: RuckusState): Message {
  // Without a state the built-in set names the cards (an AI's reasons, a hint without its position).
  const name = (id: string): string => cardName(tableFor(s ? s.setKey : 'default'), id);
  const m = (key: string, params: Params = {}): Message => ({ msg: `ruckus.act.${key}`, params });
  switch (a.type) {
    case 'pick': return m('pick', { card: name(a.card) });
    case 'done': return m('done');
    case 'place': return m('place', { card: name(a.card), row: a.row + 1 });
    case 'confirm': return m('confirm');
    case 'recruit': return m('recruit', { card: name(a.unit) });
    case 'end-recruit': return m('endRecruit');
    case 'activate': return m('activate', { card: name(a.unit) });
    case 'add-on': return m('addOn', { card: name(a.unit) });
    case 'pass': return m('pass');
    case 'assign': return m('assign', { card: name(a.unit) });
    case 'absorb': return m('absorb', a.amount === undefined ? { card: name(a.unit) } : { card: name(a.unit), amount: a.amount });
    case 'prevent': return m('prevent', { card: name(a.unit) });
    case 'choose':
      if (a.option === MUG_FACE_DOWN) return m('chooseFaceDown');
      if (s && tableFor(s.setKey).token[a.option]) return m('chooseAddOn');
      if (s?.prompts[0]?.kind === 'reaction') return m('react', { card: name(a.option) });
      return /^p\d+$/.test(a.option) ? m('chooseSeat', { seat: seatParam(Number(a.option.slice(1))) }) : m('choose', { card: name(a.option) });
    case 'decline': return m(s?.prompts[0]?.kind === 'reaction' ? 'endReactions' : 'decline');
    case 'fall': return m('fall', { card: name(a.unit) });
    case 'end-fall': return m('endFall');
    case 'react': return m('react', { card: name(a.unit) });
    case 'end-reactions': return m('noMoreReactions');
    case 'bury': return m('bury', { card: name(a.card), under: name(a.under) });
    case 'end-bury': return m('endBury');
    case 'upgrade': return a.card ? m('upgradeTo', { remove: name(a.remove), card: name(a.card) }) : m('upgrade', { remove: name(a.remove) });
    case 'decline-upgrade': return m('declineUpgrade');
  }
}

/** An action in words with neutral seat names ("Player 2"); the renderer tells `actionWords` with the players' names. */
export function describeAction(a: RuckusAction, s?: RuckusState): string {
  return tell(CATALOGUES, actionWords(a, s), neutralNames(s?.players ?? 4));
}

export const ruckusGame: Game<RuckusState, RuckusAction, RuckusView, RuckusOptions> = {
  id: 'ruckus',
  name: 'Ruckus: The Goblin Army Game',
  minPlayers: 2,
  maxPlayers: 4,
  setup: (options, seed, log) => logging(log, () => setupState(options, seed)),
  pending: pendingDecisions,
  legalActions,
  step: (s, p, a, log) => (log ? logging(log, () => stepAction(s, p, a)) : stepAction(s, p, a)),
  play: playAction,
  view: viewOf,
  determinize: determinizeView,
  determinizer: (v) => ruckusDeterminizer(v),
  outcome: outcomeOf,
  describe: describeAction,
  words: actionWords,
  clone: cloneState,
  hiddenFrom,
  revealedSince,
  invariants: invariantsOf,
  /** The log with each cite key expanded to the rulebook passage or card text it stands for. */
  logLines: (entries, s) => logLinesOf(entries, s.players, s.setKey),
  /** Effective numbers with reasons, totals with each unit's share, what each legal action would do (preview.ts). */
  preview: (s, p, legal) => ruckusPreview(s, p, legal),
};
