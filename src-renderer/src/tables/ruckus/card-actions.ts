// Sorts a seat's legal actions onto the Ruckus table: an action about one card is offered at that card (its menu,
// with the engine's preview of what it would do), the rest become the status bar's buttons. The index into `legal`
// is kept, so the table and the fallback list of every action send the same action.
import type { LegalAction, SeatViewOf } from '@shared/contract';
import type { ActionPreview, RuckusAction } from '@shared/games/ruckus-view';
import type { CardBook } from './cards';

/** A legal action of a Ruckus seat with its words. */
export type RuckusLegal = LegalAction<SeatViewOf<'ruckus'>>;

export interface TableChoice {
  index: number;
  action: RuckusAction;
  /** Short words for a menu item or button. */
  label: string;
  /** The engine's full description, for screen readers and titles. */
  text: string;
  /** What it would do, from the engine's preview, in words. */
  detail?: string;
  preview: ActionPreview | null;
}

/** The card an action is about, or null for an action of the whole decision (pass, stop falling forward, …). */
export function actionCard(a: RuckusAction): string | null {
  switch (a.type) {
    case 'activate': case 'add-on': case 'assign': case 'absorb': case 'prevent': case 'fall': case 'react': case 'recruit': return a.unit;
    case 'pick': case 'bury': return a.card;
    case 'upgrade': return a.remove;
    case 'choose': return /^p\d+$/.test(a.option) ? null : a.option;
    default: return null;
  }
}

/** A short label for an action shown on its card; the full sentence stays in `text`. */
export function shortLabel(a: RuckusAction, book: CardBook, promptKind?: string): string {
  switch (a.type) {
    case 'activate': return 'Activate skill';
    case 'add-on': {
      const t = book.info(a.token);
      return `Attach ${t?.kind === 'token' ? t.card.addOn ?? '' : ''} add-on token`.replace('  ', ' ');
    }
    case 'assign': return 'Take the damage';
    case 'absorb': return a.amount === undefined ? 'Take damage for the army' : `Take ${a.amount} damage for the army`;
    case 'prevent': return 'Prevent the damage';
    case 'fall': return 'Fall forward';
    case 'react': return 'Use reaction';
    case 'recruit': return 'Recruit';
    case 'pick': return 'Take';
    case 'bury': return `Bury under ${book.name(a.under)}`;
    case 'upgrade': return a.card ? `Remove, take ${book.name(a.card)}` : 'Remove from the game and upgrade';
    case 'choose': return CHOOSE_LABEL[promptKind ?? ''] ?? 'Choose';
    default: return a.type;
  }
}

const CHOOSE_LABEL: Record<string, string> = {
  heal: 'Heal this unit', disable: 'Stop its melee', poison: 'It cannot attack next Declaration', mug: 'Mug this unit',
  'bullet-proof': 'Attach Bullet Proof', bandit: 'Recruit this unit', reaction: 'Use its reaction now',
};

/** Every legal action with its label and preview, split into those at a card (by card id) and the decision's own. */
export function sortActions(legal: readonly RuckusLegal[], book: CardBook, previews: readonly (ActionPreview | null)[] | undefined, promptKind?: string) {
  const byCard = new Map<string, TableChoice[]>();
  const turn: TableChoice[] = [];
  legal.forEach(({ action, text }, index) => {
    const preview = previews?.[index] ?? null;
    const card = actionCard(action);
    const choice: TableChoice = { index, action, label: card === null ? text : shortLabel(action, book, promptKind), text, preview, ...(preview ? { detail: preview.text } : {}) };
    if (card === null) { turn.push(choice); return; }
    const list = byCard.get(card) ?? [];
    list.push(choice);
    byCard.set(card, list);
  });
  return { byCard, turn };
}
