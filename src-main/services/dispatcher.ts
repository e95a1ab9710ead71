// One entry point for every service call from any transport: finds the method, bounds the payload's shape, validates
// it with the contract's schemas, runs the implementation and turns every failure into a typed ServiceError. Nothing
// a caller sends can throw past `call`: every step, parsing included, runs inside its error handling.
import type { z } from 'zod';
import {
  capIssues, findMethod, logSafe, MAX_REQUEST_BYTES, measure,
  type CallResult, type ServiceError, type ServiceImpl, type Services, ServiceFailure,
} from '@shared/contract';
import type { Logger } from './logger';

export type Implementations = { [K in keyof Services]: ServiceImpl<Services[K]> };

/** zod issues as `path: message` pairs a user or developer can act on (at most MAX_ISSUES, then a count). */
export function validationIssues(error: z.ZodError): { path: string; message: string }[] {
  return capIssues(error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message })));
}

export interface Dispatcher {
  call(method: string, args: unknown, caller?: string): Promise<CallResult>;
}

export function createDispatcher(impls: Implementations, log: Logger): Dispatcher {
  const run = async (method: string, args: unknown, caller: string): Promise<CallResult> => {
    const found = typeof method === 'string' ? findMethod(method) : undefined;
    const name = logSafe(method, 128);
    if (!found) {
      log.warn(`refused unknown method '${name}' from ${logSafe(caller, 40)}`);
      return fail({ kind: 'unknown_method', method: String(method).slice(0, 128), message: `There is no method '${String(method).slice(0, 128)}'.` });
    }
    // The shape first, without recursion: schemas and refinements then walk a bounded value.
    const shape = measure(args);
    if (!shape.ok) {
      log.warn(`refused arguments for ${name} from ${logSafe(caller, 40)}: ${logSafe(shape.path, 80)}: ${shape.message}`);
      return fail({ kind: 'validation', message: `Invalid arguments for ${name}.`, issues: [{ path: shape.path, message: shape.message }] });
    }
    const parsed = found.spec.input.safeParse(args);
    if (!parsed.success) {
      const issues = validationIssues(parsed.error);
      log.warn(`refused invalid arguments for ${name} from ${logSafe(caller, 40)}: ${logSafe(issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`).join('; '), 500)}`);
      return fail({ kind: 'validation', message: `Invalid arguments for ${name}.`, issues });
    }
    const service = impls[found.service] as Record<string, (input: unknown) => unknown>;
    const result = await service[found.method]!.call(service, parsed.data);
    const checked = found.spec.output.safeParse(result);
    if (!checked.success) {
      log.error(`${name} produced a result that breaks the contract: ${logSafe(validationIssues(checked.error).slice(0, 5).map((i) => `${i.path}: ${i.message}`).join('; '), 500)}`);
      return fail({ kind: 'internal', message: `${name} failed inside the app.` });
    }
    return { ok: true, result: checked.data };
  };
  return {
    async call(method, args, caller = 'unknown') {
      try {
        return await run(method, args, caller);
      } catch (e) {
        const name = logSafe(method, 128);
        if (e instanceof ServiceFailure) {
          log.info(`${name} refused: ${e.error.kind}: ${logSafe(e.error.message, 300)}`);
          return fail(e.error.kind === 'validation' ? { ...e.error, issues: capIssues(e.error.issues) } : e.error);
        }
        log.error(`${name} crashed: ${e instanceof Error ? (e.stack ?? e.message) : safeText(e)}`);
        return fail({ kind: 'internal', message: `${name} failed inside the app.` });
      }
    },
  };
}

function fail(error: ServiceError): CallResult {
  return { ok: false, error };
}

/** String(e) can itself throw (a thrown object with a hostile toString). */
function safeText(e: unknown): string {
  try {
    return String(e);
  } catch {
    return '(an unprintable value)';
  }
}

/** Byte length of a text payload, checked before JSON parsing on transports that receive text. */
export function tooLarge(text: string | Uint8Array): boolean {
  const bytes = typeof text === 'string' ? Buffer.byteLength(text, 'utf8') : text.byteLength;
  return bytes > MAX_REQUEST_BYTES;
}
