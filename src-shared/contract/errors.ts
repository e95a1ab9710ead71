// The typed error union every service call can fail with, on either transport.
import { z } from 'zod';
import { Message } from './words';
import type { Message as Words } from '../games/words';

export const ErrorKind = z.enum(['validation', 'rule', 'not_found', 'storage', 'internal', 'unauthorized', 'unknown_method', 'seat']);
export type ErrorKind = z.infer<typeof ErrorKind>;

export const ValidationIssue = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

export const ServiceError = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('validation'), message: z.string(), issues: z.array(ValidationIssue) }),
  /** A rules engine's refusal; `words` is `message` as a message of the game's catalogue, told with the players' names. */
  z.object({ kind: z.literal('rule'), message: z.string(), rule: z.string(), words: Message.optional() }),
  z.object({ kind: z.literal('not_found'), message: z.string(), what: z.string() }),
  z.object({ kind: z.literal('storage'), message: z.string() }),
  z.object({ kind: z.literal('internal'), message: z.string() }),
  z.object({ kind: z.literal('unauthorized'), message: z.string() }),
  z.object({ kind: z.literal('unknown_method'), message: z.string(), method: z.string() }),
  /**
   * The seat guard's refusal: the match has no such seat ('out-of-range'), or the caller does not play it
   * ('not-yours': an AI seat, while the match is on).
   */
  z.object({ kind: z.literal('seat'), message: z.string(), seat: z.number().int(), reason: z.enum(['out-of-range', 'not-yours']) }),
]);
export type ServiceError = z.infer<typeof ServiceError>;

/**
 * A rules engine's refusal of an action: `rule` names the rulebook rule that forbids it; `message` says so in words
 * with neutral seat names, and `words` (a game with a catalogue) is the same as a message, for the players' names.
 */
export interface RuleError {
  readonly kind: 'rule';
  readonly rule: string;
  readonly message: string;
  readonly words?: Words;
}

export function ruleError(rule: string, message: string): RuleError {
  return { kind: 'rule', rule, message };
}

/** Thrown on the main side by service implementations; transports turn it into a ServiceError. */
export class ServiceFailure extends Error {
  readonly error: ServiceError;
  constructor(error: ServiceError) {
    super(error.message);
    this.name = 'ServiceFailure';
    this.error = error;
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return ServiceError.safeParse(value).success;
}
