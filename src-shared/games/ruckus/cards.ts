// Ruckus card types and the zod schema a card set (the default one or a user's JSON file) must pass.
// Skills are typed effect data: one small vocabulary, no per-card code; each effect kind is handled by its own file,
// src-main/games/ruckus/effects/<kind>.ts, found through the registry effects.ts. Shared, so the renderer reads the same card types.
import { z } from 'zod';
import type { ValidationIssue } from '@shared/contract/errors';

export const GUILDS = ['fighters', 'thieves', 'clerics', 'necromancers'] as const;
export const Guild = z.enum(GUILDS);
export type Guild = z.infer<typeof Guild>;

const Stat = z.enum(['melee', 'ranged']);
/** An absorbing reaction of this amount takes a whole hit ("may take all of it"), never part of one. */
export const ABSORB_ALL = 9;
/** Names and texts are bounded: a set is shown on cards, and a hostile file must not be huge. */
const CardName = z.string().min(1).max(60);
const CardText = z.string().min(1).max(1_000);
const n = (max: number) => z.number().int().min(0).max(max);

/** What a skill does; every kind is one file of the engine's effects/ (src-main/games/ruckus/effects.ts lists them). */
export const Effect = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('recruit') }).strict(),
  z.object({ kind: z.literal('row-bonus'), stat: Stat, amount: n(5).min(1), row: z.enum(['in-front', 'own']) }).strict(),
  z.object({ kind: z.literal('self-bonus'), stat: Stat, amount: n(5).min(1), ifAlly: CardName.optional() }).strict(),
  z.object({ kind: z.literal('row-shield'), amount: n(3).min(1) }).strict(),
  z.object({ kind: z.literal('damage-bonus'), amount: n(5).min(1) }).strict(),
  z.object({ kind: z.literal('unblockable'), amount: n(5).min(1), to: z.enum(['each-opponent', 'each-opponent-first-row']) }).strict(),
  z.object({ kind: z.literal('zombie') }).strict(),
  z.object({ kind: z.literal('draw-kicker') }).strict(),
  z.object({ kind: z.literal('heal'), amount: n(5).min(1) }).strict(),
  /** Takes up to `amount` of a hit, as much as its player chooses ("up to 2 of it"); 9, the most, stands for "all of it". */
  z.object({ kind: z.literal('absorb'), amount: n(ABSORB_ALL).min(1) }).strict(),
  z.object({ kind: z.literal('prevent-all') }).strict(),
  /** 'round': no melee this combat round (Gozer); 'next-declaration': no attack at the next Declaration (FAQ Poison Pete). */
  z.object({ kind: z.literal('disable-melee'), until: z.enum(['round', 'next-declaration']) }).strict(),
  z.object({ kind: z.literal('row-behind'), amount: n(5).min(1) }).strict(),
  z.object({ kind: z.literal('extra-activation') }).strict(),
  z.object({ kind: z.literal('mug') }).strict(),
  z.object({ kind: z.literal('bandit') }).strict(),
  z.object({ kind: z.literal('raise') }).strict(),
  z.object({ kind: z.literal('replay') }).strict(),
  z.object({ kind: z.literal('bury'), max: n(6).min(1) }).strict(),
]);
export type Effect = z.infer<typeof Effect>;
export type EffectKind = Effect['kind'];

/**
 * When a skill works: 'active' needs an action marker in the Activation Phase; 'passive' always applies;
 * the others are REACTIONs to an event (optional; `marker` says whether they socket an action marker).
 */
export const Trigger = z.enum(['active', 'passive', 'recruit', 'on-play', 'on-discard', 'on-damage', 'on-deal', 'after-fall']);
export type Trigger = z.infer<typeof Trigger>;

export const Skill = z.object({
  text: CardText,
  trigger: Trigger,
  marker: z.boolean(),
  effect: Effect,
}).strict();
export type Skill = z.infer<typeof Skill>;

export const UnitCard = z.object({
  id: z.string().max(40).regex(/^[A-Z][A-Za-z0-9-]*$/, 'an id is a capital letter then letters, digits or dashes'),
  name: CardName,
  guild: Guild,
  level: z.union([z.literal('S'), z.literal(1), z.literal(2)]),
  /** The black star: a recommended unit of the Basic setup. */
  star: z.boolean(),
  melee: n(6),
  ranged: n(6),
  shields: n(4),
  hearts: z.number().int().min(1).max(8),
  skill: Skill.optional(),
}).strict();
export type UnitCard = z.infer<typeof UnitCard>;

export const KickerEffect = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bullet-proof') }).strict(),
  z.object({ kind: z.literal('attach-stat'), stat: z.enum(['melee', 'ranged', 'hearts', 'shields']), amount: n(3).min(1) }).strict(),
  z.object({ kind: z.literal('shot-in-the-dark') }).strict(),
  z.object({ kind: z.literal('replay') }).strict(),
  z.object({ kind: z.literal('unblockable'), amount: n(5).min(1) }).strict(),
  z.object({ kind: z.literal('heal'), amount: n(5).min(1) }).strict(),
  z.object({ kind: z.literal('damage-bonus'), amount: n(5).min(1) }).strict(),
]);
export type KickerEffect = z.infer<typeof KickerEffect>;

export const KickerCard = z.object({
  id: z.string().max(40).regex(/^K[0-9]+$/),
  name: CardName,
  number: z.number().int().min(1).max(8),
  text: CardText,
  effect: KickerEffect,
}).strict();
export type KickerCard = z.infer<typeof KickerCard>;

export const VictoryDraw = z.discriminatedUnion('kind', [
  /** Played next to the formation, not part of it; a bonus to one row as a whole; discarded at the round's end. */
  z.object({ kind: z.literal('beside'), stat: Stat, amount: n(5).min(1), row: z.number().int().min(0).max(2) }).strict(),
  /** Sidelined; cards from the discard pile may be buried under it, each worth `vpPer` VP. */
  z.object({ kind: z.literal('sideline-bury'), max: n(6).min(1), vpPer: n(3) }).strict(),
  z.object({ kind: z.literal('take-token') }).strict(),
  /** Played next to the formation; the top unit of the discard pile returns to the hand for this formation. */
  z.object({ kind: z.literal('replay') }).strict(),
]);
export type VictoryDraw = z.infer<typeof VictoryDraw>;

export const VictoryCard = z.object({
  id: z.string().max(40).regex(/^V[0-9]+$/),
  name: CardName,
  vp: n(6),
  text: CardText,
  onDraw: VictoryDraw.optional(),
  /** Stats for a Victory card that may be placed into a formation as a unit (G-800). */
  unit: z.object({ melee: n(6), ranged: n(6), shields: n(4), hearts: z.number().int().min(1).max(8) }).strict().optional(),
  /** VP tokens the winner takes from the Camp when winning this card. */
  onWinTokens: n(3).optional(),
}).strict();
export type VictoryCard = z.infer<typeof VictoryCard>;

export const VpToken = z.object({
  id: z.string().max(40).regex(/^P[0-9]+$/),
  vp: n(5),
  addOn: z.enum(['melee', 'ranged', 'heart']).optional(),
}).strict();
export type VpToken = z.infer<typeof VpToken>;

export const CardSet = z.object({
  name: z.string().min(1).max(80),
  units: z.array(UnitCard).max(300),
  kickers: z.array(KickerCard).max(40),
  victory: z.array(VictoryCard).max(60),
  tokens: z.array(VpToken).max(60),
}).strict();
export type CardSet = z.infer<typeof CardSet>;

const pathOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '');

/** Schema errors plus the rules a set must keep for the game to be playable; paths name card and field. */
export function checkCardSet(json: unknown): { ok: boolean; set?: CardSet; issues: ValidationIssue[] } {
  const parsed = CardSet.safeParse(json);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })) };
  const set = parsed.data;
  const issues: ValidationIssue[] = [];
  const ids = new Map<string, string>();
  const claim = (id: string, path: string): void => {
    const prev = ids.get(id);
    if (prev) issues.push({ path, message: `id '${id}' is already used by ${prev}` });
    else ids.set(id, path);
  };
  set.units.forEach((u, i) => claim(u.id, `units[${i}].id`));
  set.kickers.forEach((k, i) => claim(k.id, `kickers[${i}].id`));
  set.victory.forEach((v, i) => claim(v.id, `victory[${i}].id`));
  set.tokens.forEach((t, i) => claim(t.id, `tokens[${i}].id`));
  for (const guild of GUILDS) {
    const units = set.units.filter((u) => u.guild === guild);
    const starting = units.filter((u) => u.level === 'S').length;
    if (starting !== 6) issues.push({ path: 'units', message: `guild ${guild} has ${starting} Starting units; the rulebook gives each Guild 6` });
    const starPoints = units.reduce((s, u) => s + (u.star && u.level !== 'S' ? u.level : 0), 0);
    if (starPoints > 12) issues.push({ path: 'units', message: `guild ${guild}'s starred units cost ${starPoints} draft points, more than the 12 of an Advanced army` });
    if (!units.some((u) => u.star)) issues.push({ path: 'units', message: `guild ${guild} has no starred unit for the Basic setup` });
  }
  set.units.forEach((u, i) => {
    if (u.skill?.effect.kind === 'self-bonus' && u.skill.effect.ifAlly && !set.units.some((o) => o.name === (u.skill!.effect as { ifAlly?: string }).ifAlly)) {
      issues.push({ path: `units[${i}].skill.effect.ifAlly`, message: `no unit is named '${u.skill.effect.ifAlly}'` });
    }
    if (u.skill && u.skill.trigger === 'active' && !u.skill.marker) issues.push({ path: `units[${i}].skill.marker`, message: 'an active skill always sockets an action marker' });
  });
  const numbers = new Set<number>();
  set.kickers.forEach((k, i) => {
    if (numbers.has(k.number)) issues.push({ path: `kickers[${i}].number`, message: `Kicker number ${k.number} is used twice; the first-player draw needs distinct numbers` });
    numbers.add(k.number);
  });
  if (set.kickers.length < 4) issues.push({ path: 'kickers', message: `${set.kickers.length} Kicker cards; at least 4 are needed to draw a first player among 4 players` });
  if (set.victory.length < 6) issues.push({ path: 'victory', message: `${set.victory.length} Victory cards; 5 form the Victory deck and a tie needs an unused one` });
  set.victory.forEach((v, i) => {
    if (v.onDraw?.kind === 'beside' && v.unit) issues.push({ path: `victory[${i}].unit`, message: 'a card played beside the formation cannot also be placed as a unit' });
  });
  return issues.length ? { ok: false, issues } : { ok: true, set, issues };
}
