/**
 * Wrong-password throttling, per account (the e-mail typed) and per address. Failures within the window count;
 * after `slowAfter` of them each further attempt waits (doubling, capped), after `refuseAfter` attempts are refused
 * until the window since the last failure has passed. A correct password clears the account's count.
 *
 * Kept in memory: the backend is one process by default, the state is small and short-lived, and a restart only
 * forgets recent failures; storing it would add a database write to every failed attempt. Several backend
 * processes would each count on their own (then a shared store is needed).
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

interface Failures {
  count: number;
  lastAt: number;
}

export interface SignInThrottle {
  /** Before checking a password: go (after a delay) or refused for how long. */
  check(keys: { account: string; address: string }): ThrottleDecision;
  failed(keys: { account: string; address: string }): void;
  succeeded(keys: { account: string }): void;
}

export function createSignInThrottle(now: () => number = Date.now, rules = { account: ACCOUNT_RULE, address: ADDRESS_RULE }): SignInThrottle {
  const failures = new Map<string, Failures>();

  const current = (key: string, rule: ThrottleRule): Failures | undefined => {
    const entry = failures.get(key);
    if (entry && now() - entry.lastAt >= rule.windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  const decide = (entry: Failures | undefined, rule: ThrottleRule): ThrottleDecision => {
    if (!entry) return { kind: 'go', delayMs: 0 };
    if (entry.count >= rule.refuseAfter) return { kind: 'refused', retryAfterMs: entry.lastAt + rule.windowMs - now() };
    if (entry.count < rule.slowAfter) return { kind: 'go', delayMs: 0 };
    return { kind: 'go', delayMs: Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (entry.count - rule.slowAfter)) };
  };

  const sweep = () => {
    // Old entries go, so that a stream of made-up e-mails cannot grow the map without end.
    const longest = Math.max(rules.account.windowMs, rules.address.windowMs);
    for (const [key, entry] of failures) if (now() - entry.lastAt >= longest) failures.delete(key);
  };

  return {
    check({ account, address }) {
      const decisions = [decide(current(`account:${account}`, rules.account), rules.account), decide(current(`address:${address}`, rules.address), rules.address)];
      const refusals = decisions.filter((decision) => decision.kind === 'refused');
      if (refusals.length > 0) return { kind: 'refused', retryAfterMs: Math.max(...refusals.map((decision) => decision.retryAfterMs)) };
      return { kind: 'go', delayMs: Math.max(...decisions.map((decision) => (decision.kind === 'go' ? decision.delayMs : 0))) };
    },
    failed({ account, address }) {
      if (failures.size > 10_000) sweep();
      for (const [key, rule] of [
        [`account:${account}`, rules.account],
        [`address:${address}`, rules.address],
      ] as const) {
        const entry = current(key, rule);
        failures.set(key, { count: (entry?.count ?? 0) + 1, lastAt: now() });
      }
    },
    succeeded({ account }) {
      failures.delete(`account:${account}`);
    },
  };
}

/** SPEC-style message for a refusal, from the real remaining time, rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
