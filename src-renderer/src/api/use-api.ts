// The API client is provided to the app once, so tests can provide a fake one.
import { inject, type App, type InjectionKey } from 'vue';
import type { ApiClient } from './client';

const API_KEY: InjectionKey<ApiClient> = Symbol('skirmish-api');

export function provideApi(app: App, client: ApiClient): void {
  app.provide(API_KEY, client);
}

export function useApi(): ApiClient {
  const client = inject(API_KEY);
  if (!client) throw new Error('No API client provided to the app.');
  return client;
}
