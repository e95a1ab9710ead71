// Typed failures of the store: every error leaving src-main/store is a ServiceFailure (kind 'storage' or 'validation').
import { ServiceFailure, type ValidationIssue } from '@shared/contract/errors';

/** Why a storage operation failed, for callers that react differently (e.g. offer an update on 'newer-schema'). */
export type StorageErrorCode =
  | 'newer-schema'
  | 'unwritable'
  /** The data location is a file (or passes through one) where a folder must be. */
  | 'not-a-folder'
  | 'corrupt'
  | 'migration-failed'
  | 'invalid-backup'
  | 'busy'
  | 'disk-full'
  | 'closed'
  | 'native-module'
  | 'io';

/** A storage failure with a machine-readable code; its `error` is the contract's `{ kind: 'storage' }`. */
export class StoreFailure extends ServiceFailure {
  readonly code: StorageErrorCode;
  constructor(code: StorageErrorCode, message: string, options?: { cause?: unknown }) {
    super({ kind: 'storage', message });
    this.name = 'StoreFailure';
    this.code = code;
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

export function validationFailure(message: string, issues: ValidationIssue[] = [{ path: '', message }]): ServiceFailure {
  return new ServiceFailure({ kind: 'validation', message, issues });
}

export function notFound(what: string, message: string): ServiceFailure {
  return new ServiceFailure({ kind: 'not_found', what, message });
}

const sqliteCode = (e: unknown): string | undefined => {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** SQLite and file-system error codes that mean "this file is damaged", as opposed to "cannot reach it". */
export function isCorruption(e: unknown): boolean {
  const code = sqliteCode(e) ?? '';
  return code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB';
}

/** Turns any error thrown by SQLite or the file system into a typed failure; typed failures pass through. */
export function toFailure(e: unknown, doing: string): ServiceFailure {
  if (e instanceof ServiceFailure) return e;
  const code = sqliteCode(e) ?? '';
  const detail = e instanceof Error ? e.message : String(e);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return new StoreFailure('busy', `${doing}: the database is busy (${detail}).`, { cause: e });
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return new StoreFailure('disk-full', `${doing}: the disk is full.`, { cause: e });
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_PERM') || ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EISDIR'].includes(code)) {
    return new StoreFailure('unwritable', `${doing}: the data location cannot be written (${detail}).`, { cause: e });
  }
  if (isCorruption(e)) return new StoreFailure('corrupt', `${doing}: the database file is damaged (${detail}).`, { cause: e });
  if (code.startsWith('SQLITE_CONSTRAINT')) return validationFailure(`${doing}: ${detail}`);
  if (code === 'MODULE_NOT_FOUND' || code === 'ERR_DLOPEN_FAILED' || /NODE_MODULE_VERSION|better_sqlite3\.node/.test(detail)) {
    return new StoreFailure('native-module', `${doing}: the SQLite native module could not be loaded (${detail.split('\n')[0]}).`, { cause: e });
  }
  if (e instanceof TypeError && /database connection is not open/i.test(detail)) return new StoreFailure('closed', `${doing}: the store is closed.`, { cause: e });
  return new StoreFailure('io', `${doing}: ${detail}`, { cause: e });
}
