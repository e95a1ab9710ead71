// The whole service contract: every service the main side offers to the renderer.
import type { ServiceApi, ServiceEvents, ServiceSpec } from './define';
import { aiService } from './ai';
import { campaignService } from './campaign';
import { dataService } from './data';
import { deckService } from './decks';
import { battleService } from './battle';
import { cardSetService } from './card-sets';
import { matchService } from './match';
import { reviewService } from './review';
import { statsService } from './stats';
import { settingsService } from './settings';
import { systemService } from './system';

export const services = {
  system: systemService,
  settings: settingsService,
  match: matchService,
  stats: statsService,
  cardSets: cardSetService,
  campaign: campaignService,
  ai: aiService,
  decks: deckService,
  data: dataService,
  battle: battleService,
  review: reviewService,
} as const satisfies Record<string, ServiceSpec>;

export type Services = typeof services;
export type ServiceName = keyof Services;

/** The API the renderer calls: `api.settings.set({ theme: 'dark' })`. */
export type Api = { [K in ServiceName]: ServiceApi<Services[K]> };

/** Every push event as 'service.event'. */
export type EventName = { [K in ServiceName]: `${K}.${keyof Services[K]['events'] & string}` }[ServiceName];

/** The payload type of a push event. */
export type EventPayload<E extends EventName> = E extends `${infer S}.${infer Ev}`
  ? S extends ServiceName ? (Ev extends keyof ServiceEvents<Services[S]> ? ServiceEvents<Services[S]>[Ev] : never) : never
  : never;

export type MethodName = { [K in ServiceName]: `${K & string}.${keyof Services[K]['methods'] & string}` }[ServiceName];

/** Every method as 'service.method', in declaration order. */
export function methodNames(): string[] {
  return Object.entries(services).flatMap(([s, spec]) => Object.keys(spec.methods).map((m) => `${s}.${m}`));
}

/** Every push event as 'service.event'. */
export function eventNames(): string[] {
  return Object.entries(services).flatMap(([s, spec]) => Object.keys(spec.events).map((e) => `${s}.${e}`));
}

/** Finds a method's declaration from its wire name. */
export function findMethod(name: string): { service: ServiceName; method: string; spec: ServiceSpec['methods'][string] } | undefined {
  const dot = name.indexOf('.');
  if (dot < 1) return undefined;
  const service = name.slice(0, dot);
  const method = name.slice(dot + 1);
  if (!Object.hasOwn(services, service)) return undefined;
  const spec = services[service as ServiceName].methods as Record<string, ServiceSpec['methods'][string]>;
  if (!Object.hasOwn(spec, method)) return undefined;
  return { service: service as ServiceName, method, spec: spec[method]! };
}

export function findEvent(name: string): ServiceSpec['events'][string] | undefined {
  const dot = name.indexOf('.');
  if (dot < 1) return undefined;
  const service = name.slice(0, dot);
  if (!Object.hasOwn(services, service)) return undefined;
  const events = services[service as ServiceName].events as Record<string, ServiceSpec['events'][string]>;
  const event = name.slice(dot + 1);
  return Object.hasOwn(events, event) ? events[event] : undefined;
}

export * from './define';
export * from './errors';
export * from './limits';
export * from './match';
export * from './stats';
export * from './card-sets';
export * from './campaign';
export * from './ai';
export * from './decks';
export * from './battle';
export * from './review';
export * from './data';
export * from './settings';
export * from './system';
export * from './wire';
export * from './bridge';
