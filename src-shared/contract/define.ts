// How a service is declared once: zod schemas for every argument, result and push event.
// Both transports (Electron IPC, WebSocket) and both sides (main, renderer) derive from these declarations.
import type { z } from 'zod';

export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly input: I;
  readonly output: O;
  /** One line for docs and the CLI. */
  readonly summary: string;
}

export interface ServiceSpec {
  readonly name: string;
  readonly methods: Readonly<Record<string, MethodSpec>>;
  readonly events: Readonly<Record<string, z.ZodType>>;
}

export function defineService<const S extends ServiceSpec>(spec: S): S {
  return spec;
}

/** The interface a service presents to its callers (the renderer's client; the main side implements it). */
export type ServiceApi<S extends ServiceSpec> = {
  [K in keyof S['methods']]: undefined extends z.input<S['methods'][K]['input']>
    ? (input?: z.input<S['methods'][K]['input']>) => Promise<z.output<S['methods'][K]['output']>>
    : (input: z.input<S['methods'][K]['input']>) => Promise<z.output<S['methods'][K]['output']>>;
};

/** The interface the main side implements: inputs arrive already validated and parsed. */
export type ServiceImpl<S extends ServiceSpec> = {
  [K in keyof S['methods']]: undefined extends z.output<S['methods'][K]['input']>
    ? (input?: z.output<S['methods'][K]['input']>) => Promise<z.input<S['methods'][K]['output']>> | z.input<S['methods'][K]['output']>
    : (input: z.output<S['methods'][K]['input']>) => Promise<z.input<S['methods'][K]['output']>> | z.input<S['methods'][K]['output']>;
};

/** Payload types of a service's push events. */
export type ServiceEvents<S extends ServiceSpec> = {
  [K in keyof S['events']]: z.output<S['events'][K]>;
};
