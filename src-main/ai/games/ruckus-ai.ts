// The AI hooks for Ruckus: an evaluation (Victory points plus each standing army's strength for the current prize),
// a rules-of-thumb policy for rollouts, the same policy as the heuristic bot (from the view only), and reasons.
// The policy reads only fields a RuckusState and a RuckusView share (a hidden army is null in a view; opponents'
// hands and tokens are null), so one set of rules serves both the dealt state and the honest view.
import type { PlayerId } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import type { RuckusAction } from '@main/games/ruckus/actions';
import type { Guild, Skill } from '@shared/games/ruckus/cards';
import { outcomeOf, ruckusGame, unitOfView, unitView, type PlayerView, type RuckusView } from '@main/games/ruckus/game';
import { cardName, scoreOf, VICTORY_DECK_SIZE, MUG_FACE_DOWN } from '@main/games/ruckus/rules';
import { F, ROW_CAP, tableFor, type Hit, type Phase, type Prompt, type RuckusState, type Table, type Unit } from '@main/games/ruckus/state';
import { isTournament, type TournamentState, type TournamentView } from '@main/games/ruckus/tournament';
import { mapSeats, seatParam as S, type Message, type Params } from '@shared/games/words';
import type { Bot, BotTurn } from '../bot';
import type { GameAi } from '../game-ai';
import { outcomeReward, softmaxRewards } from '../reward';
import {
  buildPickReason, chooseBuildPick, chooseDraftPick, quickDraftPick, choosePureUpgrade, chooseUpgrade, draftPickReason, meanUpgradeValue, planArmy,
  ratingsFor, skillWorth, unitValueData, valueIn, type DraftSeat, type DraftSituation, type Ratings, type UpgradeOption,
} from './ruckus-army';

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

interface Table2 {
  readonly setKey: string;
  readonly child: boolean;
  readonly speed: boolean;
  readonly phase: Phase;
  readonly setup: string;
  readonly hits: readonly Hit[];
  readonly prompts: readonly Prompt[];
  readonly players: number;
  readonly draftPool: readonly string[];
  readonly p: readonly Side[];
}

type Stats = { melee: number; ranged: number; shields: number; hearts: number };
const ZOMBIE: Stats = { melee: 1, ranged: 0, shields: 0, hearts: 1 };
const NONE: Stats = { melee: 0, ranged: 0, shields: 0, hearts: 1 };

/** Printed statistics of a card id (a unit, or a Victory card that fights as a unit). */
function printed(t: Table, id: string): Stats {
  return t.unit[id] ?? t.victory[id]?.unit ?? NONE;
}

const skillOfCard = (t: Table, id: string): Skill | undefined => t.unit[id]?.skill;
const skillOfUnit = (t: Table, u: Unit): Skill | undefined => (u.f & F.ZOMBIE ? undefined : t.unit[u.id]?.skill);

function addOnCount(t: Table, u: Unit, kind: 'melee' | 'ranged' | 'heart'): number {
  let n = 0;
  for (const id of u.addOns) if (t.token[id]?.addOn === kind) n++;
  return n;
}

function kickerStat(t: Table, u: Unit, stat: 'melee' | 'ranged' | 'hearts' | 'shields'): number {
  let n = 0;
  for (const id of u.attached) {
    const e = t.kicker[id]?.effect;
    if (e && e.kind === 'attach-stat' && e.stat === stat) n += e.amount;
  }
  return n;
}

/** A unit's statistics in play: printed plus add-on tokens and attached Kickers (passive self bonuses included). */
function statsOf(t: Table, u: Unit, skillsOn: boolean): Stats {
  const b = u.f & F.ZOMBIE ? ZOMBIE : printed(t, u.id);
  let melee = b.melee + addOnCount(t, u, 'melee') + kickerStat(t, u, 'melee');
  let ranged = b.ranged + addOnCount(t, u, 'ranged') + kickerStat(t, u, 'ranged');
  const sk = skillsOn ? skillOfUnit(t, u) : undefined;
  if (sk && sk.trigger === 'passive' && sk.effect.kind === 'self-bonus' && !sk.effect.ifAlly) {
    if (sk.effect.stat === 'melee') melee += sk.effect.amount; else ranged += sk.effect.amount;
  }
  return { melee, ranged, shields: b.shields + kickerStat(t, u, 'shields'), hearts: b.hearts + addOnCount(t, u, 'heart') + kickerStat(t, u, 'hearts') };
}

/** Worth of a card as a fighter (hand, draft, discard pile). */
function cardWorth(t: Table, id: string, skillsOn: boolean): number {
  if (t.kind[id] !== 'unit' && !t.victory[id]?.unit) return 0;
  const s = printed(t, id);
  return s.melee * 1.2 + s.ranged * 1.3 + s.shields * 1.5 + s.hearts * 0.8 + (skillsOn ? skillWorth(skillOfCard(t, id)) : 0);
}

/** How much a card wants the 1st row: melee only counts there, shields and hearts soak the hits that land there. */
function frontKey(t: Table, id: string, skillsOn: boolean): number {
  const s = printed(t, id);
  const sk = skillsOn ? skillOfCard(t, id) : undefined;
  let k = s.melee * 2 + s.shields * 1.5 + s.hearts * 0.5;
  if (sk?.effect.kind === 'row-shield') k += sk.effect.amount * 2;
  if (sk?.effect.kind === 'self-bonus' && sk.effect.stat === 'melee') k += sk.effect.amount;
  if (sk?.effect.kind === 'row-bonus' && sk.effect.row === 'in-front') k -= 3;
  return k;
}

/** Per-card figures the policy needs again and again, computed once per card set and skill mode. */
interface CardInfo { readonly worth: number; readonly front: number; readonly frontWorthy: boolean; readonly ranged: number; readonly fieldable: boolean }
const infoCache = new Map<string, Map<string, CardInfo>>();

function infoOf(t: Table, id: string, skillsOn: boolean): CardInfo {
  const key = skillsOn ? t.key : `${t.key}/child`;
  let cards = infoCache.get(key);
  if (!cards) { cards = new Map(); infoCache.set(key, cards); }
  let info = cards.get(id);
  if (!info) {
    info = {
      worth: cardWorth(t, id, skillsOn), front: frontKey(t, id, skillsOn), frontWorthy: frontWorthy(t, id, skillsOn),
      ranged: printed(t, id).ranged, fieldable: t.kind[id] === 'unit' || !!t.victory[id]?.unit,
    };
    cards.set(id, info);
  }
  return info;
}

/** Whether a card belongs in the 1st row rather than behind it. */
function frontWorthy(t: Table, id: string, skillsOn: boolean): boolean {
  const s = printed(t, id);
  const sk = skillsOn ? skillOfCard(t, id) : undefined;
  if (sk?.effect.kind === 'row-bonus' && sk.effect.row === 'in-front') return false;
  return s.melee > 0 || s.shields >= 2;
}

const unitIn = (army: readonly Unit[] | null, id: string): Unit | undefined => army?.find((u) => u.id === id);

function findAnywhere(s: Table2, id: string): Unit | undefined {
  for (const side of s.p) { const u = unitIn(side.army, id); if (u) return u; }
  return undefined;
}

/** Damage a unit deals in its row: melee from the 1st row (or with a ranged add-on), ranged from anywhere. */
function attackOf(t: Table, u: Unit, skillsOn: boolean): number {
  const st = statsOf(t, u, skillsOn);
  const melee = u.f & (F.NO_MELEE | F.NO_ATTACK) ? 0 : u.row === 0 || addOnCount(t, u, 'ranged') > 0 ? st.melee : 0;
  return (u.f & F.NO_ATTACK ? 0 : st.ranged) + melee;
}

/** Hit points a unit still has against blockable damage (shields count once more per hit). */
function toughness(t: Table, u: Unit, skillsOn: boolean): number {
  const st = statsOf(t, u, skillsOn);
  return st.hearts - u.dmg + st.shields * 1.5;
}

/** A unit's worth on the battlefield. */
function unitWorth(t: Table, u: Unit, skillsOn: boolean): number {
  return attackOf(t, u, skillsOn) * 1.5 + toughness(t, u, skillsOn) * 0.6 + (skillsOn ? skillWorth(skillOfUnit(t, u)) : 0);
}

// ---------------------------------------------------------------- rules of thumb, one per decision

type Act = RuckusAction;

/** The planned row of each card of the hand still to place: melee and shields in front, ranged behind. */
function formationPlan(t: Table, army: readonly Unit[], hand: readonly string[], skillsOn: boolean): Map<string, number> {
  const rows = [0, 0, 0];
  for (const u of army) rows[u.row]++;
  const info = (id: string): CardInfo => infoOf(t, id, skillsOn);
  const cards = hand.filter((id) => info(id).fieldable).sort((a, b) => info(b).front - info(a).front || (a < b ? -1 : 1));
  const front: string[] = [], back: string[] = [];
  for (const id of cards) {
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

function chooseFormation(t: Table, s: Table2, p: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const side = s.p[p];
  const plan = formationPlan(t, side.army ?? [], side.hand ?? [], skillsOn);
  let best: Act | null = null, bestRow = 9, bestKey = -Infinity;
  for (const a of legal) {
    if (a.type !== 'place' || plan.get(a.card) !== a.row) continue;
    const key = infoOf(t, a.card, skillsOn).front;
    if (a.row < bestRow || (a.row === bestRow && key > bestKey)) { best = a; bestRow = a.row; bestKey = key; }
  }
  return best ?? legal.find((a) => a.type === 'confirm') ?? null;
}

/** Where a hit goes: a prevention first, an absorber that survives, then the unit whose shields save it, else the cheapest loss. */
function chooseDamage(t: Table, s: Table2, p: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const h = s.hits[0];
  const army = s.p[p].army ?? [];
  if (h.amount >= 2) { const prevent = legal.find((a) => a.type === 'prevent'); if (prevent) return prevent; }
  // An absorber takes x of the hit (its shields block some), the rest goes to the best-shielded unit that may take it:
  // the x that lets the least damage land, as long as the absorber survives ("up to 2": 1 may be better than 2).
  let bestShield = 0;
  for (const u of army) if (!(u.f & F.DEFEATED) && (h.row < 0 || u.row === h.row)) bestShield = Math.max(bestShield, h.blockable ? statsOf(t, u, skillsOn).shields : 0);
  const unabsorbed = Math.max(0, h.amount - bestShield);
  let absorb: Act | null = null, absorbLands = Infinity, absorbX = 0;
  for (const a of legal) {
    if (a.type !== 'absorb') continue;
    const u = unitIn(army, a.unit);
    const sk = u && skillOfUnit(t, u);
    if (!u || !sk || sk.effect.kind !== 'absorb') continue;
    const st = statsOf(t, u, skillsOn);
    const x = Math.min(a.amount ?? sk.effect.amount, sk.effect.amount, h.amount);
    const onAbsorber = Math.max(0, x - st.shields);
    if (onAbsorber >= st.hearts - u.dmg) continue;
    const lands = onAbsorber + Math.max(0, h.amount - x - bestShield);
    // Equal damage: the larger share absorbed, so the front units keep their hearts for the next hits.
    if (lands < absorbLands || (lands === absorbLands && x > absorbX)) { absorb = a; absorbLands = lands; absorbX = x; }
  }
  if (absorb && absorbLands <= unabsorbed) return absorb;
  let best: Act | null = null, bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'assign') continue;
    const u = unitIn(army, a.unit);
    if (!u) continue;
    const st = statsOf(t, u, skillsOn);
    const bulletProof = h.blockable && h.from >= 0 && !(u.f & F.BP_USED) && u.attached.some((k) => t.kicker[k]?.effect.kind === 'bullet-proof');
    const blocked = h.blockable ? st.shields : 0;
    const left = st.hearts - u.dmg;
    let score: number;
    if (bulletProof) score = 1000;
    else if (h.amount - blocked < left) score = 500 - Math.max(0, h.amount - blocked) * 10 + blocked - unitWorth(t, u, skillsOn) * 0.1;
    // Someone falls: lose the cheapest unit, preferably one that soaks much of the hit.
    else score = -unitWorth(t, u, skillsOn) * 3 + Math.min(h.amount, blocked + left);
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function chooseActivation(t: Table, s: Table2, p: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const army = s.p[p].army ?? [];
  let best: Act | null = null, bestScore = 0;
  for (const a of legal) {
    let score = 0;
    if (a.type === 'activate') {
      const u = unitIn(army, a.unit);
      const e = u && skillOfUnit(t, u)?.effect;
      if (!e) continue;
      switch (e.kind) {
        case 'unblockable': score = 10 + e.amount * 2; break;
        case 'damage-bonus': score = 9 + e.amount * 2; break;
        case 'extra-activation': score = 9; break;
        case 'row-behind': score = 8 + e.amount; break;
        case 'replay': case 'recruit': score = 8; break;
        case 'zombie': score = 7; break;
        case 'heal': {
          let worst = 0;
          for (const o of army) if (!(o.f & F.DEFEATED)) worst = Math.max(worst, Math.min(e.amount, o.dmg));
          score = 4 + worst * 2;
          break;
        }
        case 'disable-melee': score = 7; break;
        default: score = 6;
      }
    } else if (a.type === 'add-on') {
      const u = unitIn(army, a.unit);
      if (!u) continue;
      const kind = t.token[a.token]?.addOn;
      const st = statsOf(t, u, skillsOn);
      if (kind === 'melee') score = u.row === 0 ? 5 + toughness(t, u, skillsOn) * 0.1 : 1;
      else if (kind === 'ranged') score = 5 + (u.row > 0 && addOnCount(t, u, 'ranged') === 0 ? st.melee : 0) + toughness(t, u, skillsOn) * 0.1;
      else score = u.row === 0 ? 4 + st.shields * 0.5 + unitWorth(t, u, skillsOn) * 0.05 : 2;
    }
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best ?? legal.find((a) => a.type === 'pass') ?? null;
}

function chooseFall(t: Table, s: Table2, p: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const army = s.p[p].army ?? [];
  const required = !legal.some((a) => a.type === 'end-fall');
  let best: Act | null = null, bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'fall') continue;
    const u = unitIn(army, a.unit);
    if (!u) continue;
    // Into the 1st row: melee fighters and shields; a unit from the 3rd row only when a row must be refilled.
    const worthy = infoOf(t, u.id, skillsOn).frontWorthy || (u.f & F.ZOMBIE) !== 0;
    const score = u.row === 1 ? (worthy ? 10 : 0) + infoOf(t, u.id, skillsOn).front : -5;
    if (!required && (u.row !== 1 || !worthy)) continue;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best ?? legal.find((a) => a.type === 'end-fall') ?? null;
}

function choosePrompt(t: Table, s: Table2, p: number, legal: readonly Act[], skillsOn: boolean): Act | null {
  const pr = s.prompts[0];
  let best: Act | null = null, bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'choose') continue;
    const u = findAnywhere(s, a.option);
    let score = 0;
    switch (pr.kind) {
      case 'heal': score = u ? Math.min(pr.amount, u.dmg) * 10 + unitWorth(t, u, skillsOn) : 0; break;
      case 'disable': case 'poison': score = u ? attackOf(t, u, skillsOn) * 10 + unitWorth(t, u, skillsOn) : 0; break;
      case 'bullet-proof': score = u ? unitWorth(t, u, skillsOn) + (u.row === 0 ? 5 : 0) : 0; break;
      case 'bandit': score = infoOf(t, a.option, skillsOn).worth; break;
      // A face-down token: on average more than the sure 1 VP of a used add-on, and it may be an add-on still to play.
      case 'mug-token': score = a.option === 'face-down' ? 1 : 0; break;
      // Reactions are used (damage to the opponents, Zeke's burial VP): the first offered.
      case 'reaction': score = -pr.options.indexOf(a.option); break;
      default: score = 0;
    }
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function worthOfId(t: Table, id: string, skillsOn: boolean): number {
  const v = t.victory[id];
  if (v) return v.onDraw?.kind === 'sideline-bury' || !v.onDraw ? -1 : 2;
  return t.kind[id] === 'unit' ? infoOf(t, id, skillsOn).worth : 0;
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
function ruleOfThumb(s: Table2, p: number, legal: readonly Act[], fast = false): Act | null {
  const t = tableFor(s.setKey);
  const skillsOn = !s.child;
  if (s.prompts.length > 0) return choosePrompt(t, s, p, legal, skillsOn);
  if (s.hits.length > 0) return chooseDamage(t, s, p, legal, skillsOn);
  switch (s.phase) {
    case 'formation': return chooseFormation(t, s, p, legal, skillsOn);
    case 'recruit': return legal.find((a) => a.type === 'recruit') ?? null;
    case 'activation': return chooseActivation(t, s, p, legal, skillsOn);
    case 'fall': return chooseFall(t, s, p, legal, skillsOn);
    case 'after-fall': return legal.find((a) => a.type === 'react') ?? null;
    // Burying is VP: bury the weakest card (dead Victory cards first).
    case 'bury': return pickBest(legal, (a) => (a.type === 'bury' ? 100 - worthOfId(t, a.card, skillsOn) : 0));
    // Upgrading trades the unit of the discard pile worth least for an Upgrade card (ruckus-army.ts).
    case 'upgrade': return upgradeChoice(t, s, p, legal);
    case 'build': case 'draft': case 'pure-upgrades': return armyChoice(t, s, p, legal, fast);
    default: return null;
  }
}

// ---------------------------------------------------------------- army building (values in ruckus-army.ts)

/** The unit values for this game: its mode, and its player count where the data has tables for it. */
const ratingsOf = (t: Table, s: { child: boolean; players: number }): Ratings => ratingsFor(t.set, s.child, unitValueData, s.players);

/** The non-Starting units a seat holds while building: its draw pile if known, else its public Draft picks. */
function draftedBy(t: Table, s: Table2, p: number): string[] {
  const side = s.p[p];
  const pile = side.draw ?? side.drawCards ?? side.known;
  return pile.filter((id) => t.unit[id] !== undefined && t.unit[id].level !== 'S');
}

/** The Draft as one seat sees it: its picks and points, each opponent's guild, points and public picks, the pool. */
function draftSituation(t: Table, s: Table2, p: number, choices: readonly string[]): DraftSituation {
  const seatOf = (i: number): DraftSeat => ({ guild: s.p[i].guild, picked: draftedBy(t, s, i), points: s.p[i].points, done: s.p[i].done, name: `Player ${i + 1}`, seat: i });
  const opponents: DraftSeat[] = [];
  for (let i = 0; i < s.players; i++) if (i !== p) opponents.push(seatOf(i));
  return { me: seatOf(p), opponents, pool: s.draftPool, choices };
}

/** The units a seat may still take in an Advanced build (or Pure Guild upgrade deck): its guild's non-Starting units not yet taken, within `points`. */
function buildChoices(t: Table, s: Table2, p: number, points = s.p[p].points): string[] {
  const side = s.p[p];
  const have = new Set([...draftedBy(t, s, p), ...(side.upgrades ?? [])]);
  return t.set.units.filter((u) => u.guild === side.guild && u.level !== 'S' && u.level <= points && !have.has(u.id)).map((u) => u.id);
}

function armyChoice(t: Table, s: Table2, p: number, legal: readonly Act[], fast: boolean): Act | null {
  const r = ratingsOf(t, s);
  const side = s.p[p];
  const picks: string[] = [];
  for (const a of legal) if (a.type === 'pick') picks.push(a.card);
  const done = legal.find((a) => a.type === 'done') ?? null;
  const act = (card: string | null): Act | null => (card === null ? done : legal.find((a) => a.type === 'pick' && a.card === card) ?? null);
  switch (s.phase) {
    case 'build': return act(chooseBuildPick(r, { guild: side.guild, picked: draftedBy(t, s, p) }, picks, side.points).card) ?? done;
    case 'draft': {
      const sit = draftSituation(t, s, p, picks);
      return act(fast ? quickDraftPick(r, sit) : chooseDraftPick(r, sit).card) ?? done;
    }
    default: return act(choosePureUpgrade(r, side.guild, picks).card);
  }
}

/** Expected value of an Upgrade card: the mean over the non-Starting units of the guilds in play. */
const upgradeCardValue = (r: Ratings, s: Table2): number => meanUpgradeValue(r, s.p.map((x) => x.guild));

function upgradeChoice(t: Table, s: Table2, p: number, legal: readonly Act[]): Act | null {
  const r = ratingsOf(t, s);
  const options: UpgradeOption[] = [];
  for (const a of legal) if (a.type === 'upgrade') options.push(a.card ? { remove: a.remove, card: a.card } : { remove: a.remove });
  const c = chooseUpgrade(r, s.p[p].guild, options, upgradeCardValue(r, s));
  const decline = legal.find((a) => a.type === 'decline-upgrade') ?? null;
  if (!c.option) return decline;
  const o = c.option;
  return legal.find((a) => a.type === 'upgrade' && a.remove === o.remove && a.card === o.card) ?? decline;
}

/** Percentage points of army value per unit of reward while armies are built (see armyEvaluation). */
const BUILD_SHARPNESS = 20;

/** Share of a seat's best reachable army it expects to still get (others take some): as in ruckus-army.ts. */
const CONTENTION = 0.7;

const ideals = new Map<string, number>();

/** The value of the best Advanced army of a guild (all its non-Starting units to choose from, 12 points). */
function idealArmy(t: Table, r: Ratings, guild: Guild): number {
  const key = `${t.key}/${r.child ? 'child' : 'skills'}/${r.players}/${guild}`;
  let v = ideals.get(key);
  if (v === undefined) {
    v = planArmy(r, { guild, picked: [] }, t.set.units.filter((u) => u.guild === guild && u.level !== 'S').map((u) => u.id), 12).value;
    ideals.set(key, v);
  }
  return v;
}

/** While armies are built: each army's value (units taken, plus the best army its points can still reach), as win chances. */
function armyEvaluation(s: RuckusState): number[] {
  const t = tableFor(s.setKey);
  const r = ratingsOf(t, s);
  const n = s.players;
  const worth = s.p.map((pl) => {
    let v = 0;
    for (const id of pl.draw) { const u = t.unit[id]; if (u && u.level !== 'S') v += valueIn(r, id, pl.guild); }
    for (const id of pl.upgrades) v += 0.2 * valueIn(r, id, pl.guild);
    if (!pl.done && pl.points > 0 && s.phase !== 'pure-upgrades') {
      const pool = (s.phase === 'draft' ? s.draftPool : s.upgrade).filter((id) => {
        const u = t.unit[id];
        return u && u.level !== 'S' && u.level <= pl.points && (s.phase === 'draft' || u.guild === pl.guild);
      });
      // In a Draft the others take some of the plan; an Advanced army's own guild is all its own.
      v += (s.phase === 'draft' ? CONTENTION : 1) * planArmy(r, { guild: pl.guild, picked: [] }, pool, pl.points).value;
    }
    return v;
  });
  // The data's values are percentage points of win chance, but one pick moves an army by a few points only: at its
  // calibrated size such a difference hides under the search's exploration, so the reward here is sharpened
  // (BUILD_SHARPNESS points of value per unit of reward). It ranks armies; it is not a calibrated win chance.
  const scale = BUILD_SHARPNESS * (r.calibrated ? 1 : r.unit / 5);
  if (s.phase !== 'draft') {
    // Advanced and Pure Guild armies are built in secret and never interact: each seat is rated against the best army its
    // guild allows, so a determinization's guess at the others' picks adds no noise to the rating of one's own.
    return worth.map((w, p) => Math.max(0, Math.min(1, 1 / n + (w - idealArmy(t, r, s.p[p].guild)) / scale)));
  }
  let mean = 0;
  for (const w of worth) mean += w / n;
  return worth.map((w) => Math.max(0, Math.min(1, 1 / n + (w - mean) / scale)));
}

// ---------------------------------------------------------------- evaluation

/** An army's fighting strength: attack times staying power (Lanchester-like), with the hand during the Formation Phase. */
function armyStrength(t: Table, s: RuckusState, p: number, skillsOn: boolean): number {
  const pl = s.p[p];
  let attack = pl.bonus, hp = 0;
  for (const u of pl.army) {
    if (u.f & F.DEFEATED) continue;
    attack += attackOf(t, u, skillsOn) + (skillsOn ? skillWorth(skillOfUnit(t, u)) * 0.5 : 0);
    hp += Math.max(0, toughness(t, u, skillsOn));
  }
  if (s.phase === 'formation' && !pl.done) {
    for (const id of pl.hand) {
      if (t.kind[id] !== 'unit' && !t.victory[id]?.unit) continue;
      const st = printed(t, id);
      attack += st.melee * 0.8 + st.ranged + (skillsOn ? skillWorth(skillOfCard(t, id)) * 0.5 : 0);
      hp += st.hearts + st.shields * 1.5;
    }
  }
  return attack * hp;
}

function evaluateGame(s: RuckusState): number[] {
  const n = s.players;
  if (s.phase === 'over') { const o = outcomeOf(s); if (o) return outcomeReward(o); }
  if (s.phase === 'build' || s.phase === 'draft' || s.phase === 'pure-upgrades') return armyEvaluation(s);
  const t = tableFor(s.setKey);
  const skillsOn = !s.child;
  const projected = new Array<number>(n);
  for (let p = 0; p < n; p++) projected[p] = scoreOf(s, p) + 0.1 * s.p[p].won.length;
  const fighting = s.phase !== 'bury' && s.phase !== 'upgrade';
  if (s.prize && fighting) {
    const v = t.victory[s.prize];
    const prize = (v?.vp ?? 0) + (v?.onWinTokens ?? 0) * 1.5;
    const strength = new Array<number>(n).fill(0);
    let total = 0;
    for (let p = 0; p < n; p++) {
      if (!s.p[p].inRound) continue;
      const x = armyStrength(t, s, p, skillsOn);
      strength[p] = x * Math.sqrt(x);
      total += strength[p];
    }
    if (total > 0) for (let p = 0; p < n; p++) projected[p] += prize * (strength[p] / total);
  }
  let ahead = 0;
  for (const id of s.victoryDeck) ahead += t.victory[id]?.vp ?? 0;
  const temperature = 1.5 + 0.25 * ahead;
  // Built armies (Advanced, Draft, Pure Guild): each deck's self-play value, so that a search over picks that runs into
  // the battle still sees which army is better, and upgrades count. A lift of v percentage points of the chance to win a
  // game of n players is v/100 · T·n²/(n-1) projected VP (the inverse of the softmax's slope at even, (n-1)/(n²T): 4T
  // for 2 players), n being the player count the values were measured in, scaled by the share of the prizes still to fight for.
  if (s.setup !== 'basic') {
    const share = (s.victoryDeck.length + (s.prize ? 1 : 0)) / VICTORY_DECK_SIZE;
    if (share > 0) {
      const r = ratingsOf(t, s);
      const slope = vpPerLift(r.players);
      if (r.calibrated) for (let p = 0; p < n; p++) projected[p] += (slope * temperature * share * deckValue(t, r, s, p)) / 100;
    }
  }
  return softmaxRewards(projected, temperature);
}

/** Projected VP per point of win-chance lift, per unit of softmax temperature, in games of `players` seats: n²/(n-1). */
export function vpPerLift(players: number): number {
  return (players * players) / (players - 1);
}

/** Self-play value of the units a seat owns (draw pile, hand, discard pile, its own units in play; Starting units by printed worth). */
function deckValue(t: Table, r: Ratings, s: RuckusState, p: number): number {
  const pl = s.p[p];
  let v = 0;
  const add = (id: string): void => { if (t.unit[id]) v += valueIn(r, id, pl.guild); };
  for (const id of pl.draw) add(id);
  for (const id of pl.hand) add(id);
  for (const id of pl.discard) add(id);
  for (const u of pl.army) if (u.owner === p && !(u.f & F.ZOMBIE)) add(u.id);
  return v;
}

function evaluateAny(s: RuckusState | TournamentState): number[] {
  if (!isTournament(s)) return evaluateGame(s);
  const out = new Array<number>(s.players).fill(1 / s.players);
  s.games.forEach((g, i) => {
    const local = evaluateGame(g);
    s.seats[i].forEach((global, k) => { out[global] = local[k] ?? out[global]; });
  });
  return out;
}

// ---------------------------------------------------------------- the hooks

/** Random moves in rollouts now and then, so that playouts explore what the rules of thumb never try. */
const ROLLOUT_NOISE = 0.05;

/** The rules of thumb on a dealt state (no rollout noise): what self-play scripts run in every seat. */
export function ruckusPolicy(s: RuckusState | TournamentState, player: number, legal: readonly Act[]): Act | null {
  return policyOn(s, player, legal);
}

const BUILDING = new Set<string>(['build', 'draft', 'pure-upgrades']);

function building(s: RuckusState | TournamentState): boolean {
  if (!isTournament(s)) return BUILDING.has(s.phase);
  return s.games.some((g) => BUILDING.has(g.phase));
}

/** `fast`: playouts draft by value per point (quickDraftPick) instead of the full knapsack scoring. */
function policyOn(s: RuckusState | TournamentState, player: number, legal: readonly Act[], fast = false): Act | null {
  if (!isTournament(s)) return ruleOfThumb(s, player, legal, fast);
  for (let g = 0; g < s.games.length; g++) {
    const local = s.seats[g].indexOf(player);
    if (local >= 0 && s.games[g].phase !== 'over') return ruleOfThumb(s.games[g], local, legal, fast);
  }
  return null;
}

/**
 * A view as the policy reads it: the same fields as a state, its armies' units with their flags as bits (a view
 * names them), so the rules of thumb read a state and a view alike.
 */
type PolicyView = Omit<RuckusView, 'p'> & { p: (Omit<PlayerView, 'army'> & { army: Unit[] | null })[] };
function policyView(v: RuckusView): PolicyView {
  return { ...v, p: v.p.map((pv) => ({ ...pv, army: pv.army ? pv.army.map(unitOfView) : null })) };
}
function viewOfPolicy(v: PolicyView): RuckusView {
  return { ...v, p: v.p.map((pv) => ({ ...pv, army: pv.army ? pv.army.map(unitView) : null })) };
}

/** The game of a view the player is deciding in: the view itself, or the player's game in progress in a tournament. */
function ownGame(view: RuckusView | TournamentView, player: number): PolicyView | null {
  if ((view as { kind?: string }).kind !== 'tournament') return policyView(view as RuckusView);
  const tv = view as TournamentView;
  for (let g = 0; g < tv.games.length; g++) if (tv.seats[g].includes(player) && tv.games[g].phase !== 'over') return policyView(tv.games[g]);
  return null;
}

/**
 * Confirming an empty formation while units could still be placed gives up the round's prize for a hand that must be
 * discarded down at the next Formation Phase; short playouts cannot see that far, so the search leaves it out.
 */
function pruneRuckus(view: unknown, player: number, legal: readonly Act[]): readonly Act[] {
  if (!legal.some((a) => a.type === 'place')) return legal;
  const v = ownGame(view as RuckusView | TournamentView, player);
  const army = v?.p[v.me]?.army;
  if (!army || army.length > 0) return legal;
  return legal.filter((a) => a.type !== 'confirm');
}

/** The same rules of thumb from the player's own view: nothing hidden is read (hidden armies are null). */
export const ruckusHeuristicBot: Bot = {
  name: 'heuristic',
  choose<V, A>(turn: BotTurn<V, A>): A {
    const legal = turn.legal as unknown as readonly Act[];
    if (legal.length === 1) return turn.legal[0]!;
    const v = ownGame(turn.view() as unknown as RuckusView | TournamentView, turn.player);
    const chosen = v ? ruleOfThumb(v, v.me, legal) : null;
    return (chosen && legal.includes(chosen) ? chosen : legal[0]!) as unknown as A;
  },
};

function keyOf(a: Act): string {
  switch (a.type) {
    case 'pick': return `k${a.card}`;
    case 'place': return `p${a.card}${a.row}`;
    case 'recruit': case 'activate': case 'assign': case 'absorb': case 'prevent': case 'fall': case 'react': return `${a.type}${a.unit}`;
    case 'add-on': return `o${a.token}${a.unit}`;
    case 'choose': return `c${a.option}`;
    case 'bury': return `b${a.card}/${a.under}`;
    case 'upgrade': return `u${a.remove}/${a.card ?? ''}`;
    default: return a.type;
  }
}

/** A message of the Ruckus catalogue's reasons: 'ruckus.why.<key>'. */
const why = (key: string, params: Params = {}): Message => ({ msg: `ruckus.why.${key}`, params });
const statParams = (st: Stats): Params => ({ melee: st.melee, ranged: st.ranged, shields: st.shields, hearts: st.hearts });

/** A unit in the player's view after `a`, played by the rules on one deal of what the view hides (2-4 player games). */
function unitAfter(v: PolicyView, a: Act, id: string): { unit: Unit | undefined; view: PolicyView } | null {
  const state = ruckusGame.determinize(viewOfPolicy(v), new Rng(0x5eed));
  if (ruckusGame.step(state, v.me, a)) return null;
  const after = policyView(ruckusGame.view(state, v.me));
  for (const side of after.p) { const u = unitIn(side.army, id); if (u) return { unit: u, view: after }; }
  return { unit: undefined, view: after };
}

/**
 * What each option does, in the game's words, true of that option: its own unit's numbers, and for damage where it
 * falls, the rules' own outcome (the move played on a copy of the position). Only the option's own cards, the player's
 * own and public zones are named. A message ('ruckus.why.<key>') whose seats are the game's; in a Draft Tournament they
 * are told as the tournament's seats.
 */
function explainAction(a: Act, view: RuckusView | TournamentView, legal: readonly Act[] = []): Message {
  if ((view as { kind?: string }).kind !== 'tournament') return explainIn(a, policyView(view as RuckusView), false, legal);
  const tv = view as TournamentView;
  // The seat's own game in progress (a view of the other table has `me` -1), else its game of the stage.
  const own = tv.games.findIndex((game) => game.me >= 0 && game.phase !== 'over');
  const g = own >= 0 ? own : Math.max(0, tv.games.findIndex((game) => game.me >= 0));
  const seats = tv.seats[g] ?? [];
  const game = tv.games[g];
  return mapSeats(explainIn(a, game && policyView(game), true, legal), (k) => seats[k] ?? k);
}

function explainIn(a: Act, v: PolicyView | undefined, tournament: boolean, legal: readonly Act[]): Message {
  const t = tableFor(v?.setKey ?? 'default');
  const skillsOn = !v?.child;
  const name = (id: string): string => cardName(t, id);
  const by = S(v?.me ?? 0);
  const mine = v ? v.p[v.me]?.army ?? [] : [];
  const prompt = v?.prompts.find((pr) => pr.player === v.me) ?? v?.prompts[0];
  const engine = (id: string) => (v && !tournament ? unitAfter(v, a, id) : null);
  switch (a.type) {
    case 'place': {
      const st = printed(t, a.card);
      if (a.row === 0) return why('place-front', { card: name(a.card), ...statParams(st) });
      return why('place-back', { card: name(a.card), row: a.row + 1, melee: st.melee, ranged: st.ranged });
    }
    case 'confirm': {
      const rest = v?.p[v.me]?.hand?.filter((id) => t.unit[id]).length ?? 0;
      return why('confirm', { placed: mine.length, rest, open: legal.some((x) => x.type === 'place') });
    }
    case 'recruit': {
      const u = unitIn(mine, a.unit);
      return why('recruit', { card: name(a.unit), by, draw: v?.p[v.me]?.drawCount ?? 0, ...(u ? { row: u.row + 1 } : {}) });
    }
    case 'end-recruit': return why('end-recruit', { left: legal.filter((x) => x.type === 'recruit').length });
    case 'activate': {
      const sk = t.unit[a.unit]?.skill;
      return why('activate', { card: name(a.unit), ...(sk ? { skill: sk.text } : {}) });
    }
    case 'add-on': {
      const u = unitIn(mine, a.unit);
      const st = u ? statsOf(t, u, skillsOn) : printed(t, a.unit);
      return why('add-on', { kind: t.token[a.token]?.addOn ?? '', card: name(a.unit), ...statParams(st) });
    }
    case 'pass': return why('pass', { could: legal.filter((x) => x.type === 'activate' || x.type === 'add-on').length });
    case 'assign': {
      const u = unitIn(mine, a.unit);
      const h = v?.hits[0];
      if (!u || !h) return why('assign', { card: name(a.unit) });
      const st = statsOf(t, u, skillsOn);
      const res = engine(a.unit);
      const blocked = h.blockable ? Math.min(st.shields, h.amount) : 0;
      const falls = res ? res.unit === undefined || (res.unit.f & F.DEFEATED) !== 0 : h.amount - blocked >= st.hearts - u.dmg;
      if (!falls) {
        const left = res?.unit ? st.hearts - res.unit.dmg : st.hearts - u.dmg - (h.amount - blocked);
        return why('assign-survives', { amount: h.amount, card: name(a.unit), blocked, left: Math.max(1, left) });
      }
      const sk = skillsOn ? t.unit[a.unit]?.skill : undefined;
      return why('assign-falls', { amount: h.amount, card: name(a.unit), by, melee: st.melee, ranged: st.ranged, skill: !!sk });
    }
    case 'absorb': return why('absorb', { card: name(a.unit), by });
    case 'prevent': return why('prevent', { card: name(a.unit) });
    case 'choose': return explainChoice(t, v, prompt, a.option, skillsOn);
    case 'decline': return why('decline', prompt ? { kind: prompt.kind } : {});
    case 'fall': {
      const u = unitIn(mine, a.unit);
      if (!u) return why('fall', { card: name(a.unit) });
      const st = statsOf(t, u, skillsOn);
      const into = u.row - 1;
      return into === 0
        ? why('fall-front', { card: name(a.unit), melee: st.melee, hearts: st.hearts - u.dmg })
        : why('fall-row', { card: name(a.unit), row: into + 1 });
    }
    case 'end-fall': return why('end-fall', { moves: legal.filter((x) => x.type === 'fall').length });
    case 'react': {
      const sk = t.unit[a.unit]?.skill;
      return why('react', { card: name(a.unit), ...(sk ? { skill: sk.text } : {}) });
    }
    case 'end-reactions': return why('end-reactions', { left: legal.filter((x) => x.type === 'react').length });
    case 'bury': return why('bury', { card: name(a.card), under: name(a.under) });
    case 'end-bury': return why('end-bury');
    case 'upgrade': case 'decline-upgrade': case 'pick': case 'done':
      return v ? explainArmy(t, v, a) : why('other', { action: a.type });
  }
}

/** A prompt's option: what choosing it does, from the prompt's kind and the option's own unit or player. */
function explainChoice(t: Table, v: PolicyView | undefined, prompt: RuckusView['prompts'][number] | undefined, option: string, skillsOn: boolean): Message {
  const name = (id: string): string => cardName(t, id);
  if (!v || !prompt) return why('choose', { card: name(option) });
  const sideOf = (id: string): number => v.p.findIndex((side) => unitIn(side.army, id) !== undefined);
  const unit = (id: string): Unit | undefined => { const p = sideOf(id); return p >= 0 ? unitIn(v.p[p]!.army, id) : undefined; };
  /** A seat of the game (the unit's owner), or none when the unit is not on the battlefield. */
  const seatOf = (p: number): Params => (p >= 0 ? { owner: S(p) } : {});
  const u = unit(option);
  const st = u ? statsOf(t, u, skillsOn) : printed(t, option);
  switch (prompt.kind) {
    case 'heal': {
      const dmg = u?.dmg ?? 0;
      return why('heal', { card: name(option), removes: Math.min(prompt.amount, dmg), dmg, hearts: st.hearts });
    }
    case 'disable': return why('disable', { ...seatOf(sideOf(option)), card: name(option), melee: st.melee, ...(u && u.row !== 0 ? { row: u.row + 1 } : {}) });
    case 'poison': return why('poison', { ...seatOf(sideOf(option)), card: name(option), damage: st.melee + st.ranged });
    case 'mug': {
      const p = sideOf(option);
      return why('mug', { ...seatOf(p), by: S(v.me), card: name(option), tokens: v.p[p]?.tokenCount ?? 0 });
    }
    case 'bullet-proof': return why('bullet-proof', { card: name(option), hearts: st.hearts });
    case 'bandit': {
      const from = v.p.findIndex((side) => side.drawTop === option);
      return why('bandit', { card: name(option), ...statParams(printed(t, option)), ...(from >= 0 ? { from: S(from) } : {}) });
    }
    case 'raise': {
      const p = /^p\d$/.test(option) ? Number(option.slice(1)) : -1;
      const pile = p >= 0 ? v.p[p]?.discard ?? [] : [];
      const top = [...pile].reverse().find((id) => t.unit[id]);
      return why('raise', { ...(top ? { card: name(top), ...statParams(printed(t, top)) } : {}), ...(p >= 0 ? { from: S(p) } : {}) });
    }
    case 'recruit-now': return why('recruit-now', { card: name(prompt.unit) });
    case 'reaction': {
      const sk = t.unit[option]?.skill;
      return why('reaction', { card: name(option), ...(sk ? { skill: sk.text } : {}) });
    }
    case 'mug-token': return why('mug-token', { faceDown: option === MUG_FACE_DOWN });
  }
  return why('choose', { card: name(option) });
}

/** Reasons for army-building and upgrade actions, in the terms of ruckus-army.ts (value per point, fit, denial, points left). */
function explainArmy(t: Table, v: PolicyView, a: Act): Message {
  const r = ratingsOf(t, v);
  const me = v.me;
  const side = v.p[me];
  const name = (id: string): string => cardName(t, id);
  const army = { guild: side.guild, picked: draftedBy(t, v, me) };
  switch (a.type) {
    case 'pick':
      if (v.phase === 'draft') {
        const pool = v.draftPool.filter((id) => (t.unit[id]?.level as number) <= side.points);
        return draftPickReason(r, draftSituation(t, v, me, pool.includes(a.card) ? pool : [...pool, a.card]), a.card);
      }
      if (v.phase === 'pure-upgrades') {
        const choices = buildChoices(t, v, me, Infinity);
        const best = choosePureUpgrade(r, side.guild, choices.includes(a.card) ? choices : [...choices, a.card], me);
        return best.card === a.card ? best.why : why('pure-put', { card: name(a.card), value: valueIn(r, a.card, side.guild), by: S(me) });
      }
      return buildPickReason(r, army, buildChoices(t, v, me), side.points, a.card);
    case 'done':
      return why('done', { draft: v.phase === 'draft', points: side.points, total: 12 });
    case 'upgrade': {
      const c = chooseUpgrade(r, side.guild, [a.card ? { remove: a.remove, card: a.card } : { remove: a.remove }], upgradeCardValue(r, v), me);
      return c.option ? c.why : why('upgrade', { remove: name(a.remove), ...(a.card ? { card: name(a.card) } : {}) });
    }
    case 'decline-upgrade': {
      const units = [...new Set(side.discard.filter((id) => t.kind[id] === 'unit'))];
      const options: UpgradeOption[] = units.flatMap((remove) => (v.setup === 'pure' ? (side.upgrades ?? []).map((card) => ({ remove, card })) : [{ remove }]));
      const c = chooseUpgrade(r, side.guild, options, upgradeCardValue(r, v), me);
      return c.option ? why('decline-upgrade', { gain: c.why }) : c.why;
    }
    default: return why('other', { action: a.type });
  }
}

export const ruckusAi: GameAi<RuckusState | TournamentState, RuckusAction, RuckusView | TournamentView> = {
  gameId: 'ruckus',

  // VP won so far plus each standing army's share of the current prize, as a soft "who is ahead".
  evaluate: (s) => evaluateAny(s),

  rolloutPolicy(s, player: PlayerId, legal, rng: Rng) {
    if (legal.length === 1) return legal[0]!;
    // No random moves while armies are built: there the playout is the plan itself, and the evaluation of a built army
    // is then exact for each first pick, so a few visits per option rank them.
    if (!building(s) && rng.float() < ROLLOUT_NOISE) return rng.pick(legal);
    return policyOn(s, player, legal, true) ?? rng.pick(legal);
  },

  heuristicBot: ruckusHeuristicBot,
  explain: (a, view, legal) => explainAction(a, view, legal),
  actionKey: keyOf,
  // Formations (also when one player places alone after the others) and Advanced / Pure Guild army building stay secret.
  secretDecisions: ['formation', 'build', 'pure-upgrades'],
  // Short playouts: the evaluation already rates the round in progress, and each engine step costs tens of microseconds.
  rolloutDepth: 12,
  // Army building: the knapsack plan (ruckus-army.ts) already optimises the values, and a building step cannot react to
  // anything hidden, so the search gets a small share there; a Draft pick reacts to the others' picks and gets more.
  budgetShare: (kind) => (kind === 'draft' ? 0.3 : 1),
  // Advanced and Pure Guild building is solitary and secret, and the army planner (an exact knapsack over the
  // self-play values) spends the points better than a short search, which at small budgets could even stop at once.
  // The Upgrade Phase trades a unit of the discard pile for an Upgrade card: the unit removed would come back only after
  // the next reshuffle, far past a 12-step rollout, and a Basic game's evaluation has no deck term, so a search chose it
  // nearly at random (bench/RESULTS.md, History, 1 Dec 2026); the self-play values rate the trade directly.
  plannedDecisions: ['build', 'pure-upgrades', 'upgrade'],
  prune: (view, player, legal) => pruneRuckus(view, player, legal),
};
