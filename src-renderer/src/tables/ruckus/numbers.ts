// The numbers a Ruckus card shows: as the engine's preview counts them now (with the reason for each change), or,
// without a preview (a card in hand, the draft pool, a replay), the printed ones. Nothing here computes a rule.
import type { StatPreview, Unit, UnitPreview } from '@shared/games/ruckus-view';
import { GUILD_NAME, TRIGGER_LABEL, type CardBook } from './cards';
import { roleOf, type Role } from './art';

/** A card shown as a unit before it is on the battlefield (a pool tile, a staged formation): no damage, no flags. */
export function unplacedUnit(id: string, row: number, owner: number): Unit {
  return {
    id, row, damage: 0, owner, addOns: [], attached: [],
    flags: { marker: false, zombie: false, defeated: false, noMelee: false, noAttack: false, armed: false, recruited: false, bulletProofUsed: false, loan: false, spent: false },
  };
}

export type StatKey = 'melee' | 'ranged' | 'shields' | 'hearts';
export const STAT_KEYS: readonly StatKey[] = ['melee', 'ranged', 'shields', 'hearts'];
const STAT_WORD: Record<StatKey, [string, string]> = { melee: ['melee', 'melee'], ranged: ['ranged', 'ranged'], shields: ['shield', 'shields'], hearts: ['heart', 'hearts'] };
export const statWord = (k: StatKey, n: number): string => STAT_WORD[k][n === 1 ? 0 : 1];

export interface ShownStat {
  value: number;
  printed: number;
  /** Raised above the printed number (green), lowered below it (red), or as printed. */
  change: 'raised' | 'lowered' | 'same';
  /** Why it differs, one reason a line ("+1 shield: Captain"). */
  why: string[];
  /** The number does not count now (melee outside the 1st row): shown muted, with why. */
  idle?: string;
}

export interface ShownCard {
  title: string;
  subtitle: string;
  guild: 'fighters' | 'thieves' | 'clerics' | 'necromancers' | null;
  frame: string;
  role: Role | null;
  stats: Record<StatKey, ShownStat> | null;
  damage: number;
  heartsLeft: number | null;
  skill: { label: string; text: string; marker: boolean } | null;
  socketed: boolean;
  zombie: boolean;
  /** Its share of its army's total now (engine preview), when it has one. */
  share: number;
}

function fromPreview(p: StatPreview, idle?: string): ShownStat {
  return { value: p.value, printed: p.printed, change: p.value > p.printed ? 'raised' : p.value < p.printed ? 'lowered' : 'same', why: p.reasons.map((r) => r.text), ...(idle ? { idle } : {}) };
}

function printed(n: number): ShownStat {
  return { value: n, printed: n, change: 'same', why: [] };
}

/** What to draw for a card, a unit in play with the engine's preview when there is one. */
export function shownCard(book: CardBook, id: string, unit?: Unit | null, preview?: UnitPreview | null): ShownCard {
  const info = book.info(id);
  const zombie = !!unit?.flags.zombie;
  const socketed = !!unit?.flags.marker;
  const damage = unit?.damage ?? 0;
  let stats: ShownCard['stats'] = null;
  if (preview) {
    stats = {
      melee: fromPreview(preview.melee, preview.meleeNote && !preview.meleeCounts ? preview.meleeNote : undefined),
      ranged: fromPreview(preview.ranged), shields: fromPreview(preview.shields), hearts: fromPreview(preview.hearts),
    };
  } else if (!zombie && info?.kind === 'unit') {
    stats = { melee: printed(info.card.melee), ranged: printed(info.card.ranged), shields: printed(info.card.shields), hearts: printed(info.card.hearts) };
  } else if (!zombie && info?.kind === 'victory' && info.card.unit) {
    const u = info.card.unit;
    stats = { melee: printed(u.melee), ranged: printed(u.ranged), shields: printed(u.shields), hearts: printed(u.hearts) };
  }
  const base = { damage, socketed, zombie, share: preview?.share ?? 0, heartsLeft: preview ? preview.heartsLeft : null };
  if (zombie) {
    return { ...base, title: 'Zombie', subtitle: 'Face down · Level 1 Zombie', guild: null, frame: 'zombie', role: 'zombie', stats, skill: null };
  }
  if (!info) return { ...base, title: id, subtitle: '', guild: null, frame: 'unknown', role: null, stats, skill: null };
  switch (info.kind) {
    case 'unit': {
      const c = info.card;
      return {
        ...base, title: c.name, subtitle: `${GUILD_NAME[c.guild]} · ${c.level === 'S' ? 'Starting' : `Level ${c.level}`}${c.star ? ' · ★' : ''}`,
        guild: c.guild, frame: c.guild, role: roleOf(c), stats,
        // A reaction's text already says REACTION, as the printed card does.
        skill: c.skill ? { label: /^REACTION/i.test(c.skill.text) ? '' : TRIGGER_LABEL[c.skill.trigger] ?? '', text: c.skill.text, marker: c.skill.marker } : null,
      };
    }
    case 'kicker':
      return { ...base, title: info.card.name, subtitle: `Kicker ${info.card.number}`, guild: null, frame: 'kicker', role: null, stats: null, skill: { label: '', text: info.card.text, marker: false } };
    case 'victory':
      return { ...base, title: info.card.name, subtitle: `Victory card · ${info.card.vp} VP`, guild: null, frame: 'victory', role: info.card.unit ? 'brute' : null, stats, skill: { label: '', text: info.card.text, marker: false } };
    case 'token':
      return { ...base, title: book.name(id), subtitle: info.card.addOn ? 'Add-on VP token' : 'VP token', guild: null, frame: 'token', role: null, stats: null, skill: null };
  }
}

/** The card in words, for screen readers: name, kind, the numbers as they count and why, damage, marker. */
export function cardWords(c: ShownCard): string {
  const parts = [c.title, c.subtitle];
  if (c.stats) {
    parts.push(STAT_KEYS.map((k) => {
      const s = c.stats![k];
      const why = s.why.length ? ` (${s.why.join('; ')})` : '';
      return `${s.value} ${statWord(k, s.value)}${why}${s.idle ? ` (${s.idle.replace(/\.$/, '').toLowerCase()})` : ''}`;
    }).join(', '));
  }
  if (c.damage) parts.push(`${c.damage} damage${c.heartsLeft !== null ? `, ${c.heartsLeft} heart${c.heartsLeft === 1 ? '' : 's'} left` : ''}`);
  if (c.share) parts.push(`adds ${c.share} to the army's total`);
  if (c.skill) parts.push(`${c.skill.label ? `${c.skill.label}: ` : ''}${c.skill.text}`);
  if (c.socketed) parts.push('action marker socketed');
  return parts.filter(Boolean).join('. ');
}

/** Flags and things lying on a unit, in words. */
export function unitMarks(book: CardBook, u: Unit | null | undefined): { flags: string[]; extras: string[] } {
  if (!u) return { flags: [], extras: [] };
  const flags: string[] = [];
  if (u.flags.defeated) flags.push('Defeated');
  if (u.flags.noMelee) flags.push('No melee this round');
  if (u.flags.noAttack) flags.push('Cannot attack next Declaration');
  if (u.flags.armed) flags.push('Ready: next attack');
  if (u.flags.loan) flags.push('Recruited by Bandit');
  return { flags, extras: [...u.attached.map((k) => `Kicker: ${book.name(k)}`), ...u.addOns.map((t) => book.name(t))] };
}
