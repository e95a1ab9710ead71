import { defineStore } from 'pinia';
import { ref } from 'vue';
import { DEFAULT_SETTINGS, type Settings, type SettingsPatch } from '@shared/contract';
import type { ApiClient } from '@renderer/api/client';
import { ApiError } from '@renderer/api/client';

export const useSettingsStore = defineStore('settings', () => {
  /** The user's settings as the main side last reported them. */
  const settings = ref<Settings>({ ...DEFAULT_SETTINGS });
  /** Whether the settings have been loaded from the main side. */
  const loaded = ref(false);
  /** The last refusal from the main side, shown beside the form. */
  const error = ref<string | null>(null);
  let client: ApiClient | null = null;

  /** Loads the settings and follows changes made elsewhere (another window, the main side). */
  async function load(api: ApiClient): Promise<void> {
    client = api;
    api.on('settings.changed', (next) => { settings.value = next; });
    settings.value = await api.api.settings.get();
    loaded.value = true;
  }

  /** Saves a change; the main side validates it and answers with the whole settings. */
  async function update(patch: SettingsPatch): Promise<boolean> {
    if (!client) return false;
    try {
      settings.value = await client.api.settings.set(patch);
      error.value = null;
      return true;
    } catch (e) {
      error.value = e instanceof ApiError ? `${e.error.message}${e.error.kind === 'validation' ? ` ${e.error.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}` : ''}` : String(e);
      return false;
    }
  }

  async function reset(): Promise<void> {
    if (client) settings.value = await client.api.settings.reset();
  }

  return { settings, loaded, error, load, update, reset };
});
