// Reads the engine's card instance ids ('v17', 'p1-b3', 'p2-base1', 'm1-ussr-4') against the match's card set,
// and words for phases, abilities and passives, so every part of the Rush table draws cards the same way. Nothing
// here computes a rule: what an action would do comes from the engine's preview (SeatView.preview).
import type {
  RushAbility, RushCardSet, RushNation, RushPassive, RushVehicleClass, RushView,
} from '@shared/games/rush-view';
import { RUSH_NATIONS } from '@shared/games/rush-view';

export type CardInfo =
  | { kind: 'vehicle'; id: string; name: string; nation: RushNation; vehicleClass: RushVehicleClass; cost: number; resources: number; strength: number; armour: number; abilities: RushAbility[]; passives: RushPassive[] }
  | { kind: 'barracks'; id: string; name: string; owner: number; resources: number; abilities: RushAbility[] }
  | { kind: 'base'; id: string; name: string; owner: number }
  | { kind: 'medal'; id: string; name: string; nation: RushNation; medals: number };

export const NATION_NAMES: Record<RushNation, string> = { ussr: 'USSR', usa: 'USA', germany: 'Germany', france: 'France' };
export const CLASS_NAMES: Record<RushVehicleClass, string> = { light: 'Light tank', medium: 'Medium tank', spg: 'SPG', heavy: 'Heavy tank', auxiliary: 'Auxiliary troops' };

/** The card an instance id names, or null when the id is not of this set (a newer engine, a wrong set). */
export function cardInfo(set: RushCardSet, id: string): CardInfo | null {
  let m = /^v(\d+)$/.exec(id);
  if (m) {
    const v = set.vehicles[Number(m[1]) - 1];
    return v ? { kind: 'vehicle', id, name: v.name, nation: v.nation, vehicleClass: v.class, cost: v.cost, resources: v.resources, strength: v.strength, armour: v.armour, abilities: v.abilities, passives: v.passives } : null;
  }
  m = /^p(\d+)-b(\d+)$/.exec(id);
  if (m) {
    // Barracks copies are numbered across the set's barracks list in order, each repeated `count` times.
    let k = Number(m[2]) - 1;
    for (const b of set.barracks) {
      if (k < b.count) return { kind: 'barracks', id, name: b.name, owner: Number(m[1]) - 1, resources: b.resources, abilities: b.abilities };
      k -= b.count;
    }
    return null;
  }
  m = /^p(\d+)-base(\d+)$/.exec(id);
  if (m) return { kind: 'base', id, name: set.base.name, owner: Number(m[1]) - 1 };
  m = /^m([12])-([a-z]+)-(\d+)$/.exec(id);
  if (m && (RUSH_NATIONS as readonly string[]).includes(m[2]!)) {
    const nation = m[2] as RushNation;
    return { kind: 'medal', id, name: set.medals[nation].name, nation, medals: Number(m[1]) };
  }
  return null;
}

export function abilityName(a: RushAbility): string {
  const name = a.kind.charAt(0).toUpperCase() + a.kind.slice(1);
  return 'n' in a ? `${name} ${a.n}` : name;
}

export function abilityText(a: RushAbility, nation?: RushNation): string {
  switch (a.kind) {
    case 'reinforcement': return `Draw ${a.n} card${a.n === 1 ? '' : 's'} from your hangar.`;
    case 'summon': return 'This turn you may buy as many vehicle cards as your resources cover.';
    case 'scouting': return 'Discard the whole reserve and lay out 4 new cards.';
    case 'sabotage': return 'Each opponent puts 1 hand card in their depot.';
    case 'assault': return 'Damage an enemy base or defending vehicle.';
    case 'research': return `Send this card to the graveyard; take a reserve card costing ${a.n} or less.`;
    case 'repair': return 'Send 1 or 2 cards of your depot to the graveyard.';
    case 'invulnerability': return `Take a one-medal card${nation ? ` of ${NATION_NAMES[nation]}` : ''}.`;
  }
}

export function passiveText(p: RushPassive, nation?: RushNation): string {
  switch (p) {
    case 'only-against-bases': return 'Attacks only bases.';
    case 'only-against-vehicles': return 'Attacks only vehicles.';
    case 'national-resources': return `Resources only for ${nation ? NATION_NAMES[nation] : 'its own nation\'s'} cards.`;
  }
}

/** The whole card in words, for screen readers and the large view. */
export function describeCard(info: CardInfo | null, id: string): string {
  if (!info) return `Card ${id}`;
  switch (info.kind) {
    case 'vehicle': {
      const parts = [`${info.name}, ${NATION_NAMES[info.nation]} ${CLASS_NAMES[info.vehicleClass]}`, `cost ${info.cost}`, `resources ${info.resources}`, `strength ${info.strength}`, `armour ${info.armour}`];
      for (const a of info.abilities) parts.push(`${abilityName(a)}: ${abilityText(a, info.nation)}`);
      for (const p of info.passives) parts.push(passiveText(p, info.nation));
      return parts.join('; ');
    }
    case 'barracks': return [`${info.name}, barracks card`, `resources ${info.resources}`, ...info.abilities.map((a) => `${abilityName(a)}: ${abilityText(a)}`)].join('; ');
    case 'base': return `${info.name} of player ${info.owner + 1}`;
    case 'medal': return `${info.name}, ${info.medals} medal${info.medals === 1 ? '' : 's'} (${NATION_NAMES[info.nation]})`;
  }
}

export const PHASE_TEXT: Record<string, string> = {
  'play-card': 'playing cards',
  pay: 'paying for a purchase',
  'card-ability': 'carrying out a card\'s abilities',
  research: 'Research: taking a reserve card',
  repair: 'Repair: choosing depot cards',
  'assault-target': 'Assault: choosing a target',
  'sabotage-discard': 'Sabotage: opponents discard',
  attack: 'attacking',
  'take-medals': 'taking medals',
  over: 'game over',
};

/** One kind of card the viewer knows a player holds unseen (in hand or hangar), with how many of it. */
export interface KnownKind { key: string; count: number; name: string; detail: string; nation: RushNation | null }

/**
 * The public knowledge of a player's unseen cards (the view's `unseen` kinds: vehicles by card id, barracks as
 * `p1:<id>`, bases as `base:p1`), counted and named from the card set.
 */
export function knownKinds(set: RushCardSet, kinds: readonly string[]): KnownKind[] {
  const counts = new Map<string, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([key, count]) => {
    const v = set.vehicles.find((x) => x.id === key);
    if (v) return { key, count, name: v.name, detail: `${NATION_NAMES[v.nation]} ${CLASS_NAMES[v.class]}, cost ${v.cost}`, nation: v.nation };
    const barracks = /^p\d+:(.+)$/.exec(key);
    const b = barracks ? set.barracks.find((x) => x.id === barracks[1]) : undefined;
    if (b) return { key, count, name: b.name, detail: 'barracks card', nation: null };
    if (key.startsWith('base:')) return { key, count, name: set.base.name, detail: 'base card', nation: null };
    return { key, count, name: key, detail: 'card', nation: null };
  }).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * Where each card the view shows lies ("reserve", "hand:1", "base:0:2:damaged", ...), so two views can be compared
 * and the cards an action moved or damaged marked on the table.
 */
export function cardPlaces(view: RushView): Map<string, string> {
  const at = new Map<string, string>();
  const put = (ids: readonly string[] | null | undefined, place: string): void => { for (const id of ids ?? []) at.set(id, place); };
  view.hands.forEach((h, p) => put(h, `hand:${p}`));
  view.depots.forEach((d, p) => put(d, `depot:${p}`));
  view.bases.forEach((row, p) => row.forEach((b, k) => {
    if (b.card) at.set(b.card, `base:${p}:${k}:${b.damaged ? 'damaged' : 'whole'}`);
    if (b.defender) at.set(b.defender, `defender:${p}:${k}:${b.defenderDamaged ? 'damaged' : 'whole'}`);
  }));
  put(view.reserve, 'reserve');
  put(view.discard, 'discard');
  put(view.graveyard, 'graveyard');
  put(view.turn.attackers, 'attacker');
  if (view.turn.inPlay) at.set(view.turn.inPlay, 'in-play');
  return at;
}

/** The cards whose place differs between two views (new on the table, moved, damaged), and the base slots emptied. */
export function movedCards(before: RushView | null, after: RushView): { cards: Set<string>; slots: Set<string> } {
  const cards = new Set<string>();
  const slots = new Set<string>();
  if (!before || before.players !== after.players) return { cards, slots };
  const was = cardPlaces(before);
  for (const [id, place] of cardPlaces(after)) if (was.get(id) !== place) cards.add(id);
  after.bases.forEach((row, p) => row.forEach((b, k) => {
    const old = before.bases[p]?.[k];
    if (old && (old.card !== b.card || old.defender !== b.defender)) slots.add(`${p}:${k}`);
  }));
  return { cards, slots };
}
