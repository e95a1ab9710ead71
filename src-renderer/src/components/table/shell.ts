// How a game table talks to the match screen around it: the decision prompt and its buttons for the status bar,
// and the per-player panel figures for the side column. Tables call useMatchShell(); outside
// the match screen (tests, replay, card gallery) it returns a shell that ignores everything.
import { inject, onBeforeUnmount, provide, shallowRef, type InjectionKey, type ShallowRef } from 'vue';

/** One button of the current decision, shown in the status bar. */
export interface PromptButton {
  /** Stable id for the button (also its data-testid: `prompt-<id>`). */
  id: string;
  label: string;
  /** The accessible name when the label alone says too little. */
  title?: string;
  /** 'primary' is the decision's main button; 'end' marks the End-turn button (the E shortcut presses it). */
  kind?: 'primary' | 'secondary' | 'end';
  disabled?: boolean;
  run: () => void;
}

/** What the player must do now, in words, with that decision's main buttons. */
export interface ShellPrompt {
  /** One sentence: "You must choose a vehicle to buy or end your turn." */
  text: string;
  /** A second, smaller line: the numbers that count for this decision ("Cost 5 · paid 3 · still owed 2"). */
  detail?: string;
  buttons: PromptButton[];
}

/** One figure in a player's panel ("Hand 5", "Medals 7"). */
export interface PanelCounter { label: string; value: string | number; title?: string }

/** The figures a table shows for one seat in the side column. */
export interface PlayerPanel {
  seat: number;
  /** The running score, as the engine's preview gives it. */
  score?: number;
  /** What the score counts, for its title ("medals, bases and achievements held now"). */
  scoreTitle?: string;
  counters: PanelCounter[];
}

export interface MatchShell {
  /** Sets (or clears) the status bar's decision prompt. */
  setPrompt(prompt: ShellPrompt | null): void;
  /** Sets the per-player figures of the side column (one entry per seat the table knows of). */
  setPanels(panels: PlayerPanel[]): void;
  /** Lets the table answer Hint itself (a Ruckus formation staged in its editor is judged there), or gives it back. */
  setHint(hint: (() => void) | null): void;
  /** The prompt and panels the table has set, for the shell to draw. */
  readonly prompt: ShallowRef<ShellPrompt | null>;
  readonly panels: ShallowRef<PlayerPanel[]>;
  readonly hint: ShallowRef<(() => void) | null>;
}

/** The injection key (exported for tests that mount a table with a shell of their own). */
export const MATCH_SHELL: InjectionKey<MatchShell> = Symbol('match-shell');

export function createMatchShell(): MatchShell {
  const prompt = shallowRef<ShellPrompt | null>(null);
  const panels = shallowRef<PlayerPanel[]>([]);
  const hint = shallowRef<(() => void) | null>(null);
  return {
    prompt, panels, hint,
    setPrompt: (p) => { prompt.value = p; },
    setPanels: (p) => { panels.value = p; },
    setHint: (h) => { hint.value = h; },
  };
}

/** Called by the match screen: gives its tables the shell. */
export function provideMatchShell(shell: MatchShell): void {
  provide(MATCH_SHELL, shell);
}

/** Called by a table: the match screen's shell, or a detached one when the table is drawn elsewhere. Clears on unmount. */
export function useMatchShell(): MatchShell {
  const shell = inject(MATCH_SHELL, null) ?? createMatchShell();
  onBeforeUnmount(() => { shell.setPrompt(null); shell.setPanels([]); shell.setHint(null); });
  return shell;
}
