// One entry point for every service call from any transport: finds the method, validates the payload
// with the contract's schemas, runs the implementation and turns every failure into a typed ServiceError.
import type { z } from 'zod';
import { findMethod, MAX_REQUEST_BYTES, type CallResult, type ServiceError, type ServiceImpl, type Services, ServiceFailure } from '@shared/contract';
import type { Logger } from './logger';

export type Implementations = { [K in keyof Services]: ServiceImpl<Services[K]> };

/** zod issues as `path: message` pairs a user or developer can act on. */
export function validationIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message }));
}

export interface Dispatcher {
  call(method: string, args: unknown, caller?: string): Promise<CallResult>;
}

export function createDispatcher(impls: Implementations, log: Logger): Dispatcher {
  return {
    async call(method, args, caller = 'unknown') {
      const found = findMethod(method);
      if (!found) {
        log.warn(`refused unknown method '${method.slice(0, 128)}' from ${caller}`);
        return fail({ kind: 'unknown_method', method: method.slice(0, 128), message: `There is no method '${method.slice(0, 128)}'.` });
      }
      const parsed = found.spec.input.safeParse(args);
      if (!parsed.success) {
        const issues = validationIssues(parsed.error);
        log.warn(`refused invalid arguments for ${method} from ${caller}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
        return fail({ kind: 'validation', message: `Invalid arguments for ${method}.`, issues });
      }
      const service = impls[found.service] as Record<string, (input: unknown) => unknown>;
      try {
        const result = await service[found.method]!.call(service, parsed.data);
        const checked = found.spec.output.safeParse(result);
        if (!checked.success) {
          log.error(`${method} produced a result that breaks the contract: ${validationIssues(checked.error).map((i) => `${i.path}: ${i.message}`).join('; ')}`);
          return fail({ kind: 'internal', message: `${method} failed inside the app.` });
        }
        return { ok: true, result: checked.data };
      } catch (e) {
        if (e instanceof ServiceFailure) {
          log.info(`${method} refused: ${e.error.kind}: ${e.error.message}`);
          return fail(e.error);
        }
        log.error(`${method} crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        return fail({ kind: 'internal', message: `${method} failed inside the app.` });
      }
    },
  };
}

function fail(error: ServiceError): CallResult {
  return { ok: false, error };
}

/** Byte length of a text payload, checked before JSON parsing on transports that receive text. */
export function tooLarge(text: string | Uint8Array): boolean {
  const bytes = typeof text === 'string' ? Buffer.byteLength(text, 'utf8') : text.byteLength;
  return bytes > MAX_REQUEST_BYTES;
}
