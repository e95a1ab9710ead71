// What the Electron preload exposes on `window.skirmish`: one named function per method, each resolving
// to a CallResult (errors cross the bridge as data, since Error classes do not survive it), plus events.
import type { ServiceSpec } from './define';
import type { ServiceName, Services } from './index';
import type { CallResult } from './wire';

export type BridgeService<S extends ServiceSpec> = { [K in keyof S['methods']]: (input?: unknown) => Promise<CallResult> };

export type SkirmishBridge = { readonly [K in ServiceName]: BridgeService<Services[K]> } & {
  /** Subscribes to every push event; returns the function that unsubscribes. */
  onEvent(listener: (event: string, payload: unknown) => void): () => void;
};

/** The global name the preload exposes the bridge under. */
export const BRIDGE_GLOBAL = 'skirmish';
