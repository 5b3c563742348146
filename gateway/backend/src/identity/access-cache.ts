import type { Db, Queryable } from '../db/db.js';

/** The channel the database announces changes to accounts, role rules, organisations and terms on (migration 0021). */
export const ACCESS_CHANNEL = 'access_changes';
/**
 * The longest a decision is kept without a change announced. It bounds what no write announces: terms of use that
 * take effect at midnight apply within this time of it.
 */
export const ACCESS_MAX_AGE_MS = 60_000;
const ACCESS_LIMIT = 10_000;

interface Kept {
  value: Promise<unknown>;
  until: number;
}

/**
 * Answers about who a caller is and what they may do (the account, its grants and pending terms, the session
 * cutoff), kept until any of the tables they come from changes. Every signed-in call asks them; without this,
 * that is four queries per call. Requests asking the same at once share one answer.
 */
export class AccessCache {
  private readonly entries = new Map<string, Kept>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = ACCESS_MAX_AGE_MS,
    private readonly limit = ACCESS_LIMIT,
  ) {}

  /** Drops every kept answer, and the ones being made: they may have been read before the change. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  get<T>(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.until > this.now()) return kept.value as Promise<T>;
    if (kept) this.entries.delete(key);
    const value = make();
    const entry: Kept = { value, until: this.now() + this.maxAgeMs };
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}

const caches = new WeakMap<Queryable, AccessCache>();

/**
 * Keeps access answers for db from now on, dropped on each change the database announces: from this process, from
 * another backend on the same Postgres server, or from the command line. A transaction's own queries are never
 * answered from it.
 */
export async function keepAccessAnswers(db: Db, cache = new AccessCache()): Promise<AccessCache> {
  await db.listen(ACCESS_CHANNEL, () => cache.clear());
  caches.set(db, cache);
  return cache;
}

/** A kept answer goes to many requests: none may change it for the others. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** make's answer, kept for db when keepAccessAnswers was called for it (and then frozen). */
export function remembered<T>(db: Queryable, key: string, make: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.get(key, async () => deepFreeze(await make())) : make();
}

/**
 * Drops db's kept access answers now, after a write of this process that changes access. The database's
 * announcement does the same, for every backend, but on a Postgres server it arrives on another connection a
 * moment later: the request that made the change, and the user's next one, must already see it.
 */
export function forgetAccessAnswers(db: Queryable): void {
  caches.get(db)?.clear();
}
