// Card types of World of Tanks: Rush, the zod schema of a card set, and its validation with precise issues.
import { z } from 'zod';
import type { ValidationIssue } from '@shared/contract/errors';

export const NATIONS = ['ussr', 'usa', 'germany', 'france'] as const;
export type Nation = (typeof NATIONS)[number];
export const CLASSES = ['light', 'medium', 'spg', 'heavy', 'auxiliary'] as const;
export type VehicleClass = (typeof CLASSES)[number];
/** The four armoured classes: every card of one of them has the same strength and armour (rulebook, "Vehicle Cards"). */
export const ARMOURED: readonly VehicleClass[] = ['light', 'medium', 'spg', 'heavy'];

export const Ability = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reinforcement'), n: z.number().int().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('summon') }).strict(),
  z.object({ kind: z.literal('scouting') }).strict(),
  z.object({ kind: z.literal('sabotage') }).strict(),
  z.object({ kind: z.literal('assault') }).strict(),
  z.object({ kind: z.literal('research'), n: z.number().int().min(1).max(6) }).strict(),
  z.object({ kind: z.literal('repair') }).strict(),
  z.object({ kind: z.literal('invulnerability') }).strict(),
]);
export type Ability = z.infer<typeof Ability>;
export type AbilityKind = Ability['kind'];
export const ABILITY_KINDS: readonly AbilityKind[] = ['reinforcement', 'summon', 'scouting', 'sabotage', 'assault', 'research', 'repair', 'invulnerability'];

export const Passive = z.enum(['only-against-bases', 'only-against-vehicles', 'national-resources']);
export type Passive = z.infer<typeof Passive>;

const CardId = z.string().max(40).regex(/^[a-z0-9][a-z0-9-]*$/, 'an id is lower-case letters, digits and dashes');
/** Names and texts are bounded: a set is shown on cards, and a hostile file must not be huge. */
const CardName = z.string().min(1).max(60);
const CardText = z.string().min(1).max(1_000);

export const VehicleCard = z.object({
  id: CardId,
  name: CardName,
  nation: z.enum(NATIONS),
  class: z.enum(CLASSES),
  cost: z.number().int().min(1).max(12),
  resources: z.number().int().min(0).max(6),
  strength: z.number().int().min(0).max(2),
  armour: z.number().int().min(0).max(2),
  abilities: z.array(Ability).max(3),
  passives: z.array(Passive).max(3),
}).strict();
export type VehicleCard = z.infer<typeof VehicleCard>;

export const BarracksCard = z.object({
  id: CardId,
  name: CardName,
  /** How many of this card each player starts with. */
  count: z.number().int().min(0).max(10),
  resources: z.number().int().min(0).max(6),
  abilities: z.array(Ability).max(2),
}).strict();
export type BarracksCard = z.infer<typeof BarracksCard>;

export const MedalDeck = z.object({
  name: CardName,
  /** Cards showing one medal (the ninth taken ends the game in the rulebook's set). */
  one: z.number().int().min(1).max(20),
  two: z.number().int().min(0).max(20),
}).strict();

export const ACHIEVEMENT_KINDS = [
  'destroyed-bases', 'light', 'medium', 'spg', 'heavy', 'auxiliary',
  'medals-ussr', 'medals-usa', 'medals-germany', 'medals-france', 'double-medals', 'largest-squad',
] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

export const AchievementCard = z.object({
  id: CardId,
  name: CardName,
  kind: z.enum(ACHIEVEMENT_KINDS),
  text: CardText,
}).strict();
export type AchievementCard = z.infer<typeof AchievementCard>;

export const CardSet = z.object({
  name: z.string().min(1).max(80),
  vehicles: z.array(VehicleCard).max(300),
  barracks: z.array(BarracksCard).min(1).max(20),
  medals: z.object({ ussr: MedalDeck, usa: MedalDeck, germany: MedalDeck, france: MedalDeck }).strict(),
  base: z.object({ name: CardName, perPlayer: z.number().int().min(1).max(5), medals: z.number().int().min(0).max(10) }).strict(),
  achievements: z.array(AchievementCard).min(6).max(50),
}).strict();
export type CardSet = z.infer<typeof CardSet>;

/** Instance-id shapes the engine gives cards in play; a card set's own ids must not look like them. */
const RESERVED_ID = /^(v\d+|p\d+-b\d+|p\d+-base\d+|m[12]-[a-z]+-\d+)$/;

function pathOf(parts: readonly PropertyKey[]): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out || '(root)';
}

/** Validates a card set: the schema, then the rulebook's own constraints on a set. */
export function checkCardSet(json: unknown): { ok: boolean; set?: CardSet; issues: ValidationIssue[] } {
  const parsed = CardSet.safeParse(json);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })) };
  }
  const set = parsed.data;
  const issues: ValidationIssue[] = [];
  const add = (path: string, message: string): void => { issues.push({ path, message }); };

  if (set.vehicles.length !== 100) add('vehicles', `the rulebook's vehicle deck has 100 cards, this set has ${set.vehicles.length}`);
  for (const nation of NATIONS) {
    const count = set.vehicles.filter((v) => v.nation === nation).length;
    if (count !== 25) add('vehicles', `each nation has 25 vehicle cards; ${nation} has ${count}`);
  }
  const ids = new Map<string, string>();
  const claim = (id: string, path: string): void => {
    const prior = ids.get(id);
    if (prior) add(`${path}.id`, `id '${id}' is already used by ${prior}`);
    else ids.set(id, path);
    if (RESERVED_ID.test(id)) add(`${path}.id`, `id '${id}' has the shape of an engine instance id (v17, p1-b3, p1-base2, m1-ussr-4); choose another`);
  };
  const firstOfClass = new Map<VehicleClass, number>();
  set.vehicles.forEach((v, i) => {
    const path = `vehicles[${i}]`;
    claim(v.id, path);
    if (ARMOURED.includes(v.class)) {
      const first = firstOfClass.get(v.class);
      if (first === undefined) firstOfClass.set(v.class, i);
      else {
        const f = set.vehicles[first]!;
        if (v.strength !== f.strength) add(`${path}.strength`, `all ${v.class} cards have identical strength (rulebook, "Vehicle Cards"): vehicles[${first}] has ${f.strength}, this card ${v.strength}`);
        if (v.armour !== f.armour) add(`${path}.armour`, `all ${v.class} cards have identical armour (rulebook, "Vehicle Cards"): vehicles[${first}] has ${f.armour}, this card ${v.armour}`);
      }
    }
    if (v.class === 'heavy' && v.strength !== 2) add(`${path}.strength`, 'heavy tanks have strength 2');
    const kinds = v.abilities.map((a) => a.kind);
    kinds.forEach((k, j) => { if (kinds.indexOf(k) !== j) add(`${path}.abilities[${j}]`, `ability '${k}' appears twice on one card`); });
    v.passives.forEach((p, j) => { if (v.passives.indexOf(p) !== j) add(`${path}.passives[${j}]`, `passive '${p}' appears twice on one card`); });
    const has = (p: Passive): boolean => v.passives.includes(p);
    if (has('only-against-bases') && has('only-against-vehicles')) add(`${path}.passives`, 'a card cannot be both "only against bases" and "only against vehicles": it could never attack');
    if ((has('only-against-bases') || has('only-against-vehicles')) && v.strength === 0) add(`${path}.passives`, 'an attack restriction needs strength above 0: a card with strength 0 cannot attack at all');
    if (has('national-resources') && v.resources === 0) add(`${path}.passives`, '"national resources" needs resources above 0');
  });
  set.barracks.forEach((b, i) => {
    claim(b.id, `barracks[${i}]`);
    b.abilities.forEach((a, j) => {
      if (a.kind === 'assault' || a.kind === 'invulnerability') add(`barracks[${i}].abilities[${j}]`, `'${a.kind}' names the card's nation for its medals, and barracks cards have no nation`);
    });
  });
  const perPlayer = set.barracks.reduce((sum, b) => sum + b.count, 0);
  if (perPlayer < 3 || perPlayer > 10) add('barracks', `a starting squad needs 3 to 10 barracks cards to draw a first hand of 3; this set gives ${perPlayer}`);
  set.achievements.forEach((a, i) => claim(a.id, `achievements[${i}]`));
  if (set.achievements.length < 6) add('achievements', 'a five-player game lays out 6 achievements');
  return issues.length ? { ok: false, issues } : { ok: true, set, issues };
}
