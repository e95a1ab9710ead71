// Applies the theme and text size settings to the document root.
import { watchEffect } from 'vue';
import { useSettingsStore } from '@renderer/stores/settings';

export function useTheme(): void {
  const store = useSettingsStore();
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)');
  watchEffect(() => {
    const { theme, textScale, animations } = store.settings;
    const effective = theme === 'system' ? (dark?.matches ? 'dark' : 'light') : theme;
    document.documentElement.dataset.theme = effective;
    document.documentElement.style.fontSize = `${Math.round(16 * textScale)}px`;
    document.documentElement.dataset.animations = animations ? 'on' : 'off';
  });
}
