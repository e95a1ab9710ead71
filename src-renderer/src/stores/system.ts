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
  /** Times the connection came back after a drop (events sent meanwhile were missed). */
  const reconnects = ref(0);
  const reconnectListeners = new Set<() => void>();
  let offTransport: (() => void)[] = [];

  async function read(client: ApiClient): Promise<void> {
    try {
      info.value = await client.api.system.info();
      health.value = await client.api.system.health();
      lastError.value = null;
    } catch (e) {
      lastError.value = e instanceof ApiError ? e.error.message : String(e);
    }
  }

  /** Loads info and health, follows the connection state, and reads them again after each reconnection. */
  async function load(client: ApiClient): Promise<void> {
    for (const off of offTransport) off();
    offTransport = [];
    const onState = client.transport.onState?.((s) => { connection.value = s; });
    if (onState) offTransport.push(onState);
    else connection.value = 'open';
    const onReconnect = client.transport.onReconnect?.(() => {
      reconnects.value++;
      void read(client);
      for (const l of reconnectListeners) l();
    });
    if (onReconnect) offTransport.push(onReconnect);
    await read(client);
  }

  /** Hears each reconnection, so a screen can read again what it shows; returns the function that stops it. */
  function onReconnect(listener: () => void): () => void {
    reconnectListeners.add(listener);
    return () => reconnectListeners.delete(listener);
  }

  return { info, health, connection, lastError, reconnects, load, onReconnect };
});
