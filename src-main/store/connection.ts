// The live database connection behind every repository; swapped in place when a backup is restored.
import type Database from 'better-sqlite3';
import { StoreFailure, toFailure } from './errors';

type Db = Database.Database;
type Statement = Database.Statement<unknown[], unknown>;

export class Connection {
  #db: Db | null;
  readonly #statements = new Map<string, Statement>();

  constructor(db: Db) {
    this.#db = db;
  }

  get db(): Db {
    if (this.#db === null || !this.#db.open) throw new StoreFailure('closed', 'The store is closed.');
    return this.#db;
  }

  get isOpen(): boolean {
    return this.#db !== null && this.#db.open;
  }

  /** A prepared statement, cached per connection (preparing costs more than running). */
  prepare(sql: string): Statement {
    const db = this.db;
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs `fn` in one IMMEDIATE transaction (write lock taken up front); nested calls join the outer one. */
  write<T>(doing: string, fn: () => T): T {
    try {
      const db = this.db;
      return db.inTransaction ? fn() : db.transaction(fn).immediate();
    } catch (e) {
      throw toFailure(e, doing);
    }
  }

  /** Runs `fn` in one read transaction so that several reads see the same data. */
  read<T>(doing: string, fn: () => T): T {
    try {
      const db = this.db;
      return db.inTransaction ? fn() : db.transaction(fn).deferred();
    } catch (e) {
      throw toFailure(e, doing);
    }
  }

  replace(db: Db | null): void {
    this.#statements.clear();
    this.#db = db;
  }
}
