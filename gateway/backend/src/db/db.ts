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

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
