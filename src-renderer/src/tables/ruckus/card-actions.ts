// Sorts a seat's legal actions onto the table: each action that concerns one card goes with that card, the rest
// become turn buttons. The index into `legal` is kept so the generic list and the table send the same action.
import type { RuckusAction } from '@shared/games/ruckus-view';
import type { CardBook } from './cards';

export interface CardAction { index: number; action: RuckusAction; label: string; text: string }

/** The card an action is about, or null for actions of the whole turn (pass, end-fall, ...). */
export function actionCard(a: RuckusAction): string | null {
  switch (a.type) {
    case 'activate': case 'add-on': case 'assign': case 'absorb': case 'prevent': case 'fall': case 'react': case 'recruit': return a.unit;
    case 'pick': case 'bury': return a.card;
    case 'upgrade': return a.remove;
    case 'choose': return /^p\d+$/.test(a.option) ? null : a.option;
    default: return null;
  }
}

/** A short button label for an action shown on its card; the full sentence stays in `text`. */
export function shortLabel(a: RuckusAction, book: CardBook, fallRow?: number): string {
  switch (a.type) {
    case 'activate': return 'Activate skill';
    case 'add-on': return `Add ${book.info(a.token)?.kind === 'token' ? (book.info(a.token)!.card as { addOn?: string }).addOn ?? '' : ''} token`;
    case 'assign': return 'Take the damage';
    case 'absorb': return 'Absorb the hit';
    case 'prevent': return 'Prevent the hit';
    case 'fall': return fallRow !== undefined ? `Fall to row ${fallRow}` : 'Fall forward';
    case 'react': return 'Use reaction';
    case 'recruit': return 'Recruit';
    case 'pick': return 'Take';
    case 'bury': return `Bury under ${book.name(a.under)}`;
    case 'upgrade': return a.card ? `Remove · get ${book.name(a.card)}` : 'Remove & upgrade';
    case 'choose': return 'Choose';
    default: return a.type;
  }
}

export function sortActions(legal: unknown[], legalText: string[], book: CardBook, fallRowOf: (unit: string) => number | undefined) {
  const byCard = new Map<string, CardAction[]>();
  const turn: CardAction[] = [];
  legal.forEach((raw, index) => {
    const action = raw as RuckusAction;
    if (action.type === 'place' || action.type === 'confirm') return;
    const card = actionCard(action);
    const text = legalText[index] ?? action.type;
    if (card === null) { turn.push({ index, action, label: text, text }); return; }
    const label = shortLabel(action, book, action.type === 'fall' ? fallRowOf(action.unit) : undefined);
    const list = byCard.get(card) ?? [];
    list.push({ index, action, label, text });
    byCard.set(card, list);
  });
  return { byCard, turn };
}
