/**
 * The one database interface the backend uses, over embedded PGlite or a Postgres server. Both speak the same
 * SQL with $n parameters. Values come back as each driver parses them, so queries cast what they return
 * (dates to text, bigints through Number) to read the same on both.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** The payload a listener gets when notices may have been lost (see Db.listen). */
export const MISSED_NOTICES = '*';

/** The database connections at one moment, for the metrics. */
export interface ConnectionStats {
  /** Connections open (the embedded database has one). */
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The connections now; absent in test doubles. */
  connections?(): ConnectionStats;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls onNotice with the payload of each NOTIFY on channel, from any session (this process's or another's on the
   * same server), once its transaction commits. When notices may have been missed (a lost connection), it is called
   * with MISSED_NOTICES, so the listener can drop whatever it keeps. Resolves once listening; stops with close().
   */
  listen(channel: string, onNotice: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}
