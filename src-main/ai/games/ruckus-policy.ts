// The Ruckus AI's rules of thumb, one per decision: where each card goes in the formation, which unit takes a hit, which
// skill to activate, who falls forward, which target a prompt gets, and army building by the unit values (ruckus-army.ts).
// They read only fields a RuckusState and a RuckusView share (a hidden army is null in a view; opponents' hands and
// tokens are null), so one set of rules serves both the dealt state and the honest view.
import type { RuckusAction } from '@main/games/ruckus/actions';
import { bulletProofReady } from '@main/games/ruckus/damage';
import { effectRules, targetWorth } from '@main/games/ruckus/effects';
import { unitOfView, unitView, type PlayerView, type RuckusView } from '@main/games/ruckus/game';
import { F, ROW_CAP, type Hit, type Phase, type Prompt, type RuckusState, type Unit } from '@main/games/ruckus/state';
import { skillOf, tokenBonus } from '@main/games/ruckus/stats';
import { isTournament, type TournamentState, type TournamentView } from '@main/games/ruckus/tournament';
import type { Guild } from '@shared/games/ruckus/cards';
import { chooseBuildPick, chooseDraftPick, choosePureUpgrade, chooseUpgrade, meanUpgradeValue, quickDraftPick, type DraftSeat, type DraftSituation, type UpgradeOption } from './ruckus-army';
import { statsOf, toughness, unitWorth, attackOf, type AiCards, type CardInfo } from './ruckus-estimates';
import type { Ratings } from './ruckus-values';

// ---------------------------------------------------------------- what the policy reads (state or view)

interface Side {
  readonly guild: Guild;
  /** Units everyone knows this player holds (Basic army, Starting units, drafted units). */
  readonly known: readonly string[];
  readonly army: readonly Unit[] | null;
  readonly hand: readonly string[] | null;
  readonly bonus: number;
  readonly discard: readonly string[];
  readonly points: number;
  readonly done: boolean;
  /** The draw pile in a state; a view has `drawCards` (the viewer's own, sorted) instead. */
  readonly draw?: readonly string[];
  readonly drawCards?: readonly string[] | null;
  /** Pure Guild upgrade deck (null for others in a view). */
  readonly upgrades: readonly string[] | null;
}

export interface Table2 {
  readonly setKey: string;
  readonly child: boolean;
  readonly speed: boolean;
  readonly phase: Phase;
  readonly setup: string;
  readonly hits: readonly Hit[];
  readonly prompts: readonly Prompt[];
  readonly players: number;
  readonly draftPool: readonly string[];
  readonly seats: readonly Side[];
}

export const unitIn = (army: readonly Unit[] | null, id: string): Unit | undefined => army?.find((u) => u.id === id);

function findAnywhere(s: Table2, id: string): Unit | undefined {
  for (const side of s.seats) { const u = unitIn(side.army, id); if (u) return u; }
  return undefined;
}


// ---------------------------------------------------------------- rules of thumb, one per decision

export type Act = RuckusAction;

/** The planned row of each card of the hand still to place: melee and shields in front, ranged behind. */
function formationPlan(cards: AiCards, army: readonly Unit[], hand: readonly string[], skillsOn: boolean): Map<string, number> {
  const rows = [0, 0, 0];
  for (const u of army) rows[u.row]++;
  const info = (id: string): CardInfo => cards.info(id, skillsOn);
  const fieldable = hand.filter((id) => info(id).fieldable).sort((a, b) => info(b).front - info(a).front || (a < b ? -1 : 1));
  const front: string[] = [], back: string[] = [];
  for (const id of fieldable) {
    if (rows[0] + front.length < ROW_CAP[0] && info(id).frontWorthy) front.push(id);
    else back.push(id);
  }
  back.sort((a, b) => info(b).ranged - info(a).ranged || info(b).worth - info(a).worth || (a < b ? -1 : 1));
  const plan = new Map<string, number>();
  const planned = rows.slice();
  for (const id of front) { plan.set(id, 0); planned[0]++; }
  for (const id of back) {
    // Behind only when the row in front stands (or will), else the 1st row takes it.
    if (planned[0] > 0 && planned[1] < ROW_CAP[1]) { plan.set(id, 1); planned[1]++; }
    else if (planned[1] > 0 && planned[2] < ROW_CAP[2]) { plan.set(id, 2); planned[2]++; }
    else if (planned[0] < ROW_CAP[0]) { plan.set(id, 0); planned[0]++; }
  }
  return plan;
}

function chooseFormation(cards: AiCards, s: Table2, seat: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const side = s.seats[seat];
  const plan = formationPlan(cards, side.army ?? [], side.hand ?? [], skillsOn);
  let best: Act | null = null, bestRow = 9, bestKey = -Infinity;
  for (const a of legal) {
    if (a.type !== 'place' || plan.get(a.card) !== a.row) continue;
    const key = cards.info(a.card, skillsOn).front;
    if (a.row < bestRow || (a.row === bestRow && key > bestKey)) { best = a; bestRow = a.row; bestKey = key; }
  }
  return best ?? legal.find((a) => a.type === 'confirm') ?? null;
}

/** Where a hit goes: a prevention first, an absorber that survives, then the unit whose shields save it, else the cheapest loss. */
function chooseDamage(cards: AiCards, s: Table2, seat: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const hit = s.hits[0];
  const army = s.seats[seat].army ?? [];
  if (hit.amount >= 2) { const prevent = legal.find((a) => a.type === 'prevent'); if (prevent) return prevent; }
  // An absorber takes x of the hit (its shields block some), the rest goes to the best-shielded unit that may take it:
  // the x that lets the least damage land, as long as the absorber survives ("up to 2": 1 may be better than 2).
  let bestShield = 0;
  for (const u of army) if (!(u.flags & F.DEFEATED) && (hit.row < 0 || u.row === hit.row)) bestShield = Math.max(bestShield, hit.blockable ? statsOf(cards, u, skillsOn).shields : 0);
  const unabsorbed = Math.max(0, hit.amount - bestShield);
  let absorb: Act | null = null, absorbLands = Infinity, absorbX = 0;
  for (const a of legal) {
    if (a.type !== 'absorb') continue;
    const u = unitIn(army, a.unit);
    const skill = u && skillOf(cards, u);
    if (!u || !skill || skill.effect.kind !== 'absorb') continue;
    const stats = statsOf(cards, u, skillsOn);
    const x = Math.min(a.amount ?? skill.effect.amount, skill.effect.amount, hit.amount);
    const onAbsorber = Math.max(0, x - stats.shields);
    if (onAbsorber >= stats.hearts - u.damage) continue;
    const lands = onAbsorber + Math.max(0, hit.amount - x - bestShield);
    // Equal damage: the larger share absorbed, so the front units keep their hearts for the next hits.
    if (lands < absorbLands || (lands === absorbLands && x > absorbX)) { absorb = a; absorbLands = lands; absorbX = x; }
  }
  if (absorb && absorbLands <= unabsorbed) return absorb;
  let best: Act | null = null, bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'assign') continue;
    const u = unitIn(army, a.unit);
    if (!u) continue;
    const stats = statsOf(cards, u, skillsOn);
    const bulletProof = bulletProofReady(cards, hit, u);
    const blocked = hit.blockable ? stats.shields : 0;
    const left = stats.hearts - u.damage;
    let score: number;
    if (bulletProof) score = 1000;
    else if (hit.amount - blocked < left) score = 500 - Math.max(0, hit.amount - blocked) * 10 + blocked - unitWorth(cards, u, skillsOn) * 0.1;
    // Someone falls: lose the cheapest unit, preferably one that soaks much of the hit.
    else score = -unitWorth(cards, u, skillsOn) * 3 + Math.min(hit.amount, blocked + left);
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function chooseActivation(cards: AiCards, s: Table2, seat: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const army = s.seats[seat].army ?? [];
  let best: Act | null = null, bestScore = 0;
  for (const a of legal) {
    let score = 0;
    if (a.type === 'activate') {
      const u = unitIn(army, a.unit);
      const effect = u && skillOf(cards, u)?.effect;
      if (!effect) continue;
      // Each effect kind rates its own activation (effects/<kind>.ts); 6 when it has no figure of its own.
      const activationScore = effectRules(effect).activationScore;
      score = activationScore ? activationScore(effect, army) : 6;
    } else if (a.type === 'add-on') {
      const u = unitIn(army, a.unit);
      if (!u) continue;
      const kind = cards.token[a.token]?.addOn;
      const stats = statsOf(cards, u, skillsOn);
      if (kind === 'melee') score = u.row === 0 ? 5 + toughness(cards, u, skillsOn) * 0.1 : 1;
      else if (kind === 'ranged') score = 5 + (u.row > 0 && tokenBonus(cards, u, 'ranged') === 0 ? stats.melee : 0) + toughness(cards, u, skillsOn) * 0.1;
      else score = u.row === 0 ? 4 + stats.shields * 0.5 + unitWorth(cards, u, skillsOn) * 0.05 : 2;
    }
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best ?? legal.find((a) => a.type === 'pass') ?? null;
}

function chooseFall(cards: AiCards, s: Table2, seat: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const army = s.seats[seat].army ?? [];
  const required = !legal.some((a) => a.type === 'end-fall');
  let best: Act | null = null, bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'fall') continue;
    const u = unitIn(army, a.unit);
    if (!u) continue;
    // Into the 1st row: melee fighters and shields; a unit from the 3rd row only when a row must be refilled.
    const worthy = cards.info(u.id, skillsOn).frontWorthy || (u.flags & F.ZOMBIE) !== 0;
    const score = u.row === 1 ? (worthy ? 10 : 0) + cards.info(u.id, skillsOn).front : -5;
    if (!required && (u.row !== 1 || !worthy)) continue;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best ?? legal.find((a) => a.type === 'end-fall') ?? null;
}

function choosePrompt(cards: AiCards, s: Table2, seat: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const prompt = s.prompts[0];
  // Each option's worth is the prompt owner's rule of thumb (its effect module); the first best is kept.
  const worth = targetWorth(prompt.kind);
  let best: Act | null = null, bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'choose') continue;
    const unit = findAnywhere(s, a.option);
    const score = worth ? worth({
      prompt, option: a.option, unit,
      attack: () => attackOf(cards, unit!, skillsOn),
      unitWorth: () => unitWorth(cards, unit!, skillsOn),
      cardWorth: () => cards.info(a.option, skillsOn).worth,
    }) : 0;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function worthOfId(cards: AiCards, id: string, skillsOn: boolean): number {
  const v = cards.victory[id];
  if (v) return v.onDraw?.kind === 'sideline-bury' || !v.onDraw ? -1 : 2;
  return cards.kind[id] === 'unit' ? cards.info(id, skillsOn).worth : 0;
}

function pickBest(legal: readonly Act[], score: (a: Act) => number): Act | null {
  let best: Act | null = null, bestScore = -Infinity;
  for (const a of legal) {
    const x = score(a);
    if (x > bestScore) { bestScore = x; best = a; }
  }
  return best;
}

/** The rules of thumb: one legal action for `p`, from a dealt state or from `p`'s own view. */
export function ruleOfThumb(cards: AiCards, s: Table2, seat: number, legal: readonly Act[], fast = false): Act | null {
  const skillsOn = !s.child;
  if (s.prompts.length > 0) return choosePrompt(cards, s, seat, legal, skillsOn);
  if (s.hits.length > 0) return chooseDamage(cards, s, seat, legal, skillsOn);
  switch (s.phase) {
    case 'formation': return chooseFormation(cards, s, seat, legal, skillsOn);
    case 'recruit': return legal.find((a) => a.type === 'recruit') ?? null;
    case 'activation': return chooseActivation(cards, s, seat, legal, skillsOn);
    case 'fall': return chooseFall(cards, s, seat, legal, skillsOn);
    case 'after-fall': return legal.find((a) => a.type === 'react') ?? null;
    // Burying is VP: bury the weakest card (dead Victory cards first).
    case 'bury': return pickBest(legal, (a) => (a.type === 'bury' ? 100 - worthOfId(cards, a.card, skillsOn) : 0));
    // Upgrading trades the unit of the discard pile worth least for an Upgrade card (ruckus-army.ts).
    case 'upgrade': return upgradeChoice(cards, s, seat, legal);
    case 'build': case 'draft': case 'pure-upgrades': return armyChoice(cards, s, seat, legal, fast);
    default: return null;
  }
}

// ---------------------------------------------------------------- army building (values in ruckus-army.ts)

/** The non-Starting units a seat holds while building: its draw pile if known, else its public Draft picks. */
export function draftedBy(cards: AiCards, s: Table2, seat: number): string[] {
  const side = s.seats[seat];
  const pile = side.draw ?? side.drawCards ?? side.known;
  return pile.filter((id) => cards.unit[id] !== undefined && cards.unit[id].level !== 'S');
}

/** The Draft as one seat sees it: its picks and points, each opponent's guild, points and public picks, the pool. */
export function draftSituation(cards: AiCards, s: Table2, seat: number, choices: readonly string[]): DraftSituation {
  const seatOf = (i: number): DraftSeat => ({ guild: s.seats[i].guild, picked: draftedBy(cards, s, i), points: s.seats[i].points, done: s.seats[i].done, name: `Player ${i + 1}`, seat: i });
  const opponents: DraftSeat[] = [];
  for (let i = 0; i < s.players; i++) if (i !== seat) opponents.push(seatOf(i));
  return { me: seatOf(seat), opponents, pool: s.draftPool, choices };
}

/** The units a seat may still take in an Advanced build (or Pure Guild upgrade deck): its guild's non-Starting units not yet taken, within `points`. */
export function buildChoices(cards: AiCards, s: Table2, seat: number, points = s.seats[seat].points): string[] {
  const side = s.seats[seat];
  const have = new Set([...draftedBy(cards, s, seat), ...(side.upgrades ?? [])]);
  return cards.set.units.filter((u) => u.guild === side.guild && u.level !== 'S' && u.level <= points && !have.has(u.id)).map((u) => u.id);
}

function armyChoice(cards: AiCards, s: Table2, seat: number, legal: readonly Act[], fast: boolean): Act | null {
  const r = cards.ratings(s);
  const side = s.seats[seat];
  const picks: string[] = [];
  for (const a of legal) if (a.type === 'pick') picks.push(a.card);
  const done = legal.find((a) => a.type === 'done') ?? null;
  const act = (card: string | null): Act | null => (card === null ? done : legal.find((a) => a.type === 'pick' && a.card === card) ?? null);
  switch (s.phase) {
    case 'build': return act(chooseBuildPick(r, { guild: side.guild, picked: draftedBy(cards, s, seat) }, picks, side.points).card) ?? done;
    case 'draft': {
      const sit = draftSituation(cards, s, seat, picks);
      return act(fast ? quickDraftPick(r, sit) : chooseDraftPick(r, sit).card) ?? done;
    }
    default: return act(choosePureUpgrade(r, side.guild, picks).card);
  }
}

/** Expected value of an Upgrade card: the mean over the non-Starting units of the guilds in play. */
export const upgradeCardValue = (r: Ratings, s: Table2): number => meanUpgradeValue(r, s.seats.map((x) => x.guild));

function upgradeChoice(cards: AiCards, s: Table2, seat: number, legal: readonly Act[]): Act | null {
  const r = cards.ratings(s);
  const options: UpgradeOption[] = [];
  for (const a of legal) if (a.type === 'upgrade') options.push(a.card ? { remove: a.remove, card: a.card } : { remove: a.remove });
  const c = chooseUpgrade(r, s.seats[seat].guild, options, upgradeCardValue(r, s));
  const decline = legal.find((a) => a.type === 'decline-upgrade') ?? null;
  if (!c.option) return decline;
  const o = c.option;
  return legal.find((a) => a.type === 'upgrade' && a.remove === o.remove && a.card === o.card) ?? decline;
}

// ---------------------------------------------------------------- a state or a view, and a tournament's games

const BUILDING: ReadonlySet<string> = new Set(['build', 'draft', 'pure-upgrades']);

export function building(s: RuckusState | TournamentState): boolean {
  if (!isTournament(s)) return BUILDING.has(s.phase);
  return s.games.some((g) => BUILDING.has(g.phase));
}

/** `fast`: playouts draft by value per point (quickDraftPick) instead of the full knapsack scoring. */
export function policyOn(cards: AiCards, s: RuckusState | TournamentState, player: number, legal: readonly Act[], fast = false): Act | null {
  if (!isTournament(s)) return ruleOfThumb(cards, s, player, legal, fast);
  for (let g = 0; g < s.games.length; g++) {
    const local = s.seats[g].indexOf(player);
    if (local >= 0 && s.games[g].phase !== 'over') return ruleOfThumb(cards, s.games[g], local, legal, fast);
  }
  return null;
}

/**
 * A view as the policy reads it: the same fields as a state, its armies' units with their flags as bits (a view
 * names them), so the rules of thumb read a state and a view alike.
 */
export type PolicyView = Omit<RuckusView, 'seats'> & { seats: (Omit<PlayerView, 'army'> & { army: Unit[] | null })[] };
export function policyView(v: RuckusView): PolicyView {
  return { ...v, seats: v.seats.map((seen) => ({ ...seen, army: seen.army ? seen.army.map(unitOfView) : null })) };
}
export function viewOfPolicy(v: PolicyView): RuckusView {
  return { ...v, seats: v.seats.map((seen) => ({ ...seen, army: seen.army ? seen.army.map(unitView) : null })) };
}

/** The game of a view the player is deciding in: the view itself, or the player's game in progress in a tournament. */
export function ownGame(view: RuckusView | TournamentView, player: number): PolicyView | null {
  if ((view as { kind?: string }).kind !== 'tournament') return policyView(view as RuckusView);
  const tv = view as TournamentView;
  for (let g = 0; g < tv.games.length; g++) if (tv.seats[g].includes(player) && tv.games[g].phase !== 'over') return policyView(tv.games[g]);
  return null;
}
