// Messages on the wire (WebSocket frames; the Electron preload uses the same shapes through invoke).
import { z } from 'zod';
import { ServiceError } from './errors';

/** Larger requests are refused with a validation error before they are parsed further. */
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

export const RequestId = z.union([z.number().int().nonnegative(), z.string().min(1).max(64)]);

export const WireRequest = z.object({
  id: RequestId,
  method: z.string().min(1).max(128),
  args: z.unknown().optional(),
}).strict();
export type WireRequest = z.infer<typeof WireRequest>;

export type CallResult = { ok: true; result: unknown } | { ok: false; error: ServiceError };

export const WireResponse = z.union([
  z.object({ id: RequestId.nullable(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: RequestId.nullable(), ok: z.literal(false), error: ServiceError }),
]);
export type WireResponse = z.infer<typeof WireResponse>;

export const WireEvent = z.object({ event: z.string(), payload: z.unknown() });
export type WireEvent = z.infer<typeof WireEvent>;

/** Electron IPC channel names, derived from the method and event names. */
export const ipcChannel = (method: string): string => `skirmish:${method}`;
export const IPC_EVENT_CHANNEL = 'skirmish:event';
