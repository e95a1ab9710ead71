import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Health, SystemInfo } from '@shared/contract';
import type { ApiClient, ConnectionState } from '@renderer/api/client';
import { ApiError } from '@renderer/api/client';

export const useSystemStore = defineStore('system', () => {
  /** Version, host and data directory reported by the main side. */
  const info = ref<SystemInfo | null>(null);
  /** The latest health report. */
  const health = ref<Health | null>(null);
  /** State of the connection to the main side (always open under Electron). */
  const connection = ref<ConnectionState>('connecting');
  /** The last error the main side returned, shown in the status bar. */
  const lastError = ref<string | null>(null);

  /** Loads info and health, and follows the connection state. */
  async function load(client: ApiClient): Promise<void> {
    client.transport.onState?.((s) => { connection.value = s; });
    if (!client.transport.onState) connection.value = 'open';
    try {
      info.value = await client.api.system.info();
      health.value = await client.api.system.health();
      lastError.value = null;
    } catch (e) {
      lastError.value = e instanceof ApiError ? e.error.message : String(e);
    }
  }

  return { info, health, connection, lastError, load };
});
