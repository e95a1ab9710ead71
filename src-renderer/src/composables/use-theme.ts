// Applies the theme, text size, animation and pace settings to the document root.
import { watchEffect } from 'vue';
import { useSettingsStore } from '@renderer/stores/settings';
import { applyPace } from '@renderer/components/table/motion';

export function useTheme(): void {
  const store = useSettingsStore();
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)');
  watchEffect(() => {
    const { theme, textScale, animations, aiPace } = store.settings;
    const effective = theme === 'system' ? (dark?.matches ? 'dark' : 'light') : theme;
    document.documentElement.dataset.theme = effective;
    document.documentElement.style.fontSize = `${Math.round(16 * textScale)}px`;
    document.documentElement.dataset.animations = animations ? 'on' : 'off';
    applyPace(document.documentElement, aiPace);
  });
}
