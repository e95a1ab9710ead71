// The renderer's names for the two games' card types, which src-shared declares once (the engines' card sets are
// validated on the main side; the renderer still reads stored content defensively, asRuckusSet / asRushSet).
import type { Guild, KickerCard, RuckusCardSet as RuckusCardSetContent, Trigger, UnitCard, VictoryCard } from '@shared/games/ruckus-view';
import type { RushAbility, RushAchievementCard, RushBarracksCard, RushCardSet as RushCardSetContent, RushPassive, RushVehicleCard } from '@shared/games/rush-view';

export { DRAFT_POINTS, RUCKUS_GUILDS } from '@shared/games/ruckus-view';
export type RuckusGuild = Guild;
export type RuckusTrigger = Trigger;
export type RuckusUnit = UnitCard;
export type RuckusKicker = KickerCard;
export type RuckusVictory = VictoryCard;
export type RuckusCardSet = RuckusCardSetContent;

export type { RushAbility };
export type RushVehicle = RushVehicleCard;
export type RushBarracks = RushBarracksCard;
export type RushAchievement = RushAchievementCard;
/** The parts of a Rush card set the gallery shows. */
export type RushCardSet = Pick<RushCardSetContent, 'name' | 'vehicles' | 'barracks' | 'achievements'>;

/** The skill groups the filters offer: the rulebook speaks of active skills, passive ones and REACTIONs. */
export type SkillGroup = 'none' | 'active' | 'passive' | 'reaction';
export function skillGroup(u: RuckusUnit): SkillGroup {
  if (!u.skill) return 'none';
  if (u.skill.trigger === 'active') return 'active';
  if (u.skill.trigger === 'passive') return 'passive';
  return 'reaction';
}

export const SKILL_GROUP_NAMES: Record<SkillGroup, string> = { none: 'No skill', active: 'Active', passive: 'Passive', reaction: 'Reaction' };
export const TRIGGER_NAMES: Record<RuckusTrigger, string> = {
  active: 'Active',
  passive: 'Passive',
  recruit: 'Recruit',
  'on-play': 'Reaction: when played',
  'on-discard': 'Reaction: when discarded',
  'on-damage': 'Reaction: when damaged',
  'on-deal': 'Reaction: when dealing damage',
  'after-fall': 'Reaction: after falling forward',
};

export const draftCost = (u: RuckusUnit): number => (u.level === 'S' ? 0 : u.level);
export const levelName = (level: RuckusUnit['level']): string => (level === 'S' ? 'Starting' : `Level ${level}`);
export const guildName = (g: string): string => g.charAt(0).toUpperCase() + g.slice(1);

export const NATION_NAMES: Record<string, string> = { ussr: 'USSR', usa: 'USA', germany: 'Germany', france: 'France' };
export const CLASS_NAMES: Record<string, string> = { light: 'Light tank', medium: 'Medium tank', spg: 'Self-propelled gun', heavy: 'Heavy tank', auxiliary: 'Auxiliary troops' };

/** Each Rush ability and passive in the project's own words (the vehicle cards carry no printed text). */
export function rushAbilityText(a: RushAbility): string {
  const kind: string = a.kind;
  switch (a.kind) {
    case 'reinforcement': return `Reinforcement ${a.n}: draw ${a.n} more card${a.n === 1 ? '' : 's'} from your hangar into your hand.`;
    case 'summon': return 'Summon: this turn you may buy any number of vehicles, as long as the resources you spend cover their total cost.';
    case 'scouting': return 'Scouting: discard the whole reserve and lay out 4 fresh vehicle cards.';
    case 'sabotage': return 'Sabotage: every opponent puts one card of their choice from hand into their depot, without drawing back up.';
    case 'assault': return 'Assault: damage an enemy base or a vehicle defending one, even a defended base and even alongside an attack by another nation; a destroyed vehicle earns a medal of this card\'s nation.';
    case 'research': return `Research ${a.n}: send this card to the graveyard and take a reserve vehicle costing at most ${a.n} into your depot (no other resources may be added).`;
    case 'repair': return 'Repair: send 1 or 2 cards from your depot to the graveyard (this card stays).';
    case 'invulnerability': return 'Invulnerability: take a one-medal card of this card\'s nation into your depot.';
    default: return kind;
  }
}

export const RUSH_PASSIVE_TEXT: Record<RushPassive, string> = {
  'only-against-bases': 'Only against bases: it may never attack vehicles.',
  'only-against-vehicles': 'Only against vehicles: it may never attack bases.',
  'national-resources': 'National resources: its resources buy only cards of its own nation.',
};

/** Reads a built-in or stored card set as the renderer's shape; null when it is not one. */
export function asRuckusSet(content: unknown): RuckusCardSet | null {
  const c = content as Partial<RuckusCardSet> | null;
  return c && Array.isArray(c.units) ? { name: c.name ?? '', units: c.units, kickers: c.kickers ?? [], victory: c.victory ?? [], tokens: c.tokens ?? [] } : null;
}
export function asRushSet(content: unknown): RushCardSet | null {
  const c = content as Partial<RushCardSet> | null;
  return c && Array.isArray(c.vehicles) ? { name: c.name ?? '', vehicles: c.vehicles, barracks: c.barracks ?? [], achievements: c.achievements ?? [] } : null;
}

/** The unit filters of the army builder and the card gallery; '' means any. */
export interface UnitFilter {
  level: '' | 'S' | '1' | '2';
  /** A guild, or 'own' for the guild of the army being built. */
  guild: string;
  attack: '' | 'melee' | 'ranged';
  skill: '' | SkillGroup;
  /** Words to find in the name or skill text. */
  text: string;
}

export function matchesFilter(u: RuckusUnit, f: UnitFilter, ownGuild?: string): boolean {
  if (f.level && String(u.level) !== f.level) return false;
  const guild = f.guild === 'own' ? ownGuild : f.guild;
  if (guild && u.guild !== guild) return false;
  if (f.attack === 'melee' && u.melee <= 0) return false;
  if (f.attack === 'ranged' && u.ranged <= 0) return false;
  if (f.skill && skillGroup(u) !== f.skill) return false;
  const text = f.text.trim().toLowerCase();
  return !text || `${u.name} ${u.skill?.text ?? ''}`.toLowerCase().includes(text);
}
