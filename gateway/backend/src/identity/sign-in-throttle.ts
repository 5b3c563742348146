import type { Queryable } from '../db/db.js';

/**
 * Wrong-password throttling, per account (the e-mail typed) and per address. Failures within the window count;
 * after `slowAfter` of them each further attempt waits (doubling, capped), after `refuseAfter` attempts are refused
 * until the window since the last failure has passed. A correct password clears the account's count.
 *
 * The counts are kept where the backend's other shared state is: in the database (databaseFailures), so that
 * several backends on one Postgres server count one account's failures together, wherever each attempt lands.
 * memoryFailures keeps them in the process, for the tests of the rules.
 */

export interface ThrottleRule {
  slowAfter: number;
  refuseAfter: number;
  /** How long failures are remembered, and how long a refusal lasts after the last failure. */
  windowMs: number;
}

/** One account: a few typos are free, then slower, then 15 minutes off. */
export const ACCOUNT_RULE: ThrottleRule = { slowAfter: 3, refuseAfter: 10, windowMs: 15 * 60_000 };
/** One address may hold several people (an office behind one router): more room before it is refused. */
export const ADDRESS_RULE: ThrottleRule = { slowAfter: 10, refuseAfter: 50, windowMs: 15 * 60_000 };
/** The first slowed attempt waits this long; each further one twice as long, up to MAX_DELAY_MS. */
export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 2000;

export type ThrottleDecision = { kind: 'go'; delayMs: number } | { kind: 'refused'; retryAfterMs: number };

export interface Failures {
  count: number;
  lastAt: number;
}

/** Where the failures are counted. */
export interface FailureStore {
  /** The failures of each key whose last failure is after `since` (epoch ms). */
  read(keys: string[], since: number): Promise<Map<string, Failures>>;
  /** One more failure at `at`; a count whose last failure is not after `since` starts again from one. */
  add(key: string, at: number, since: number): Promise<void>;
  clear(key: string): Promise<void>;
  /** Forgets every failure not after `before`. */
  sweep(before: number): Promise<void>;
}

export function memoryFailures(): FailureStore {
  const failures = new Map<string, Failures>();
  return {
    async read(keys, since) {
      const found = new Map<string, Failures>();
      for (const key of keys) {
        const entry = failures.get(key);
        if (entry && entry.lastAt > since) found.set(key, { ...entry });
      }
      return found;
    },
    async add(key, at, since) {
      const entry = failures.get(key);
      failures.set(key, { count: entry && entry.lastAt > since ? entry.count + 1 : 1, lastAt: at });
    },
    async clear(key) {
      failures.delete(key);
    },
    async sweep(before) {
      for (const [key, entry] of failures) if (entry.lastAt <= before) failures.delete(key);
    },
  };
}

/** The failures in the sign_in_failures table (migration 0030), shared by every backend on the database. */
export function databaseFailures(db: Queryable): FailureStore {
  return {
    async read(keys, since) {
      const rows = await db.query<{ key: string; count: number; last_at_ms: string | number }>(
        `SELECT key, count, (extract(epoch FROM last_at) * 1000)::float8 AS last_at_ms FROM sign_in_failures
         WHERE key = ANY($1::text[]) AND last_at > to_timestamp($2 / 1000.0)`,
        [keys, since],
      );
      return new Map(rows.map((row) => [row.key, { count: Number(row.count), lastAt: Math.round(Number(row.last_at_ms)) }]));
    },
    async add(key, at, since) {
      await db.query(
        `INSERT INTO sign_in_failures (key, count, last_at) VALUES ($1, 1, to_timestamp($2 / 1000.0))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN sign_in_failures.last_at > to_timestamp($3 / 1000.0) THEN sign_in_failures.count + 1 ELSE 1 END,
           last_at = EXCLUDED.last_at`,
        [key, at, since],
      );
    },
    async clear(key) {
      await db.query('DELETE FROM sign_in_failures WHERE key = $1', [key]);
    },
    async sweep(before) {
      await db.query('DELETE FROM sign_in_failures WHERE last_at <= to_timestamp($1 / 1000.0)', [before]);
    },
  };
}

export interface SignInThrottle {
  /** Before checking a password: go (after a delay) or refused for how long. */
  check(keys: { account: string; address: string }): Promise<ThrottleDecision>;
  failed(keys: { account: string; address: string }): Promise<void>;
  succeeded(keys: { account: string }): Promise<void>;
}

/** Old failures are swept once in this many failures, so a stream of made-up e-mails cannot grow the store without end. */
const SWEEP_EVERY = 100;

export function createSignInThrottle(
  now: () => number = Date.now,
  rules = { account: ACCOUNT_RULE, address: ADDRESS_RULE },
  store: FailureStore = memoryFailures(),
): SignInThrottle {
  let failedSinceSweep = 0;

  const decide = (entry: Failures | undefined, rule: ThrottleRule): ThrottleDecision => {
    if (!entry) return { kind: 'go', delayMs: 0 };
    if (entry.count >= rule.refuseAfter) return { kind: 'refused', retryAfterMs: entry.lastAt + rule.windowMs - now() };
    if (entry.count < rule.slowAfter) return { kind: 'go', delayMs: 0 };
    return { kind: 'go', delayMs: Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (entry.count - rule.slowAfter)) };
  };

  const keysOf = ({ account, address }: { account: string; address: string }) =>
    [
      [`account:${account}`, rules.account],
      [`address:${address}`, rules.address],
    ] as const;

  return {
    async check(keys) {
      const decisions: ThrottleDecision[] = [];
      for (const [key, rule] of keysOf(keys)) {
        const found = await store.read([key], now() - rule.windowMs);
        decisions.push(decide(found.get(key), rule));
      }
      const refusals = decisions.filter((decision) => decision.kind === 'refused');
      if (refusals.length > 0) return { kind: 'refused', retryAfterMs: Math.max(...refusals.map((decision) => decision.retryAfterMs)) };
      return { kind: 'go', delayMs: Math.max(...decisions.map((decision) => (decision.kind === 'go' ? decision.delayMs : 0))) };
    },
    async failed(keys) {
      if (++failedSinceSweep >= SWEEP_EVERY) {
        failedSinceSweep = 0;
        await store.sweep(now() - Math.max(rules.account.windowMs, rules.address.windowMs));
      }
      for (const [key, rule] of keysOf(keys)) await store.add(key, now(), now() - rule.windowMs);
    },
    async succeeded({ account }) {
      await store.clear(`account:${account}`);
    },
  };
}

/** SPEC-style message for a refusal, from the real remaining time, rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
