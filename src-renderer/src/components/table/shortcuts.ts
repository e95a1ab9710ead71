// The match screen's keyboard shortcuts, listed once: the handler and the help overlay both read this table.
export type ShortcutId = 'end' | 'hint' | 'undo' | 'log' | 'actions' | 'steps' | 'help' | 'close';

export interface Shortcut { id: ShortcutId; keys: string[]; label: string; what: string }

export const SHORTCUTS: Shortcut[] = [
  { id: 'end', keys: ['E'], label: 'E', what: 'End your turn (or press the decision\'s main button)' },
  { id: 'hint', keys: ['H'], label: 'H', what: 'Ask the AI for a hint' },
  { id: 'undo', keys: ['U', 'Ctrl+Z'], label: 'U or Ctrl+Z', what: 'Undo your last move' },
  { id: 'log', keys: ['L'], label: 'L', what: 'Open or close the whole game log' },
  { id: 'steps', keys: ['M'], label: 'M', what: 'Open or close the moves since your last move' },
  { id: 'actions', keys: ['A'], label: 'A', what: 'Open or close the list of every legal action' },
  { id: 'help', keys: ['?'], label: '?', what: 'Show or hide this list' },
  { id: 'close', keys: ['Escape'], label: 'Esc', what: 'Close a menu, drawer or this list' },
];

/** Which shortcut a key press means, or null (typing in a field, or another key). */
export function shortcutFor(e: KeyboardEvent): ShortcutId | null {
  const t = e.target as HTMLElement | null;
  if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return null;
  if (e.key === 'Escape') return 'close';
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'z' && !e.shiftKey) return 'undo';
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (e.key === '?') return 'help';
  switch (e.key.toLowerCase()) {
    case 'e': return 'end';
    case 'h': return 'hint';
    case 'u': return 'undo';
    case 'l': return 'log';
    case 'm': return 'steps';
    case 'a': return 'actions';
    default: return null;
  }
}
