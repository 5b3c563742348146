import type { SessionResponse } from '../contracts/session.js';

/** SPEC 9: the idle time after which activity checks whether the session has expired. */
export const SESSION_IDLE_MS = 3000;

/** The page asks the gateway to renew at most this often (a gateway that could not renew answers 'due now' again). */
export const SESSION_RENEWAL_MIN_DELAY_MS = 10_000;

/**
 * The session's access token as the page counts it down, in the page's own clock: from the moment the gateway's
 * answer arrived, by the seconds the answer gave. A device clock that runs minutes fast or slow changes nothing;
 * only elapsed time counts.
 */
export interface SessionCountdown {
  /** When the answer arrived. */
  receivedAt: number;
  /** When the access token runs out. */
  expiresAt: number;
  /** When the page asks the gateway again so that it renews the token; null when it cannot be renewed. */
  renewAt: number | null;
}

/**
 * The countdown of a session answer that arrived at `receivedAt`; null when signed out. An answer from an older
 * gateway, without the seconds left, falls back on its absolute expiry read with this device's clock.
 */
export function sessionCountdown(session: SessionResponse | null | undefined, receivedAt: number): SessionCountdown | null {
  if (!session?.user) return null;
  const { accessTokenExpiresIn, accessTokenRenewsIn, accessTokenExpiration } = session;
  let expiresAt: number;
  if (typeof accessTokenExpiresIn === 'number') expiresAt = receivedAt + accessTokenExpiresIn * 1000;
  else if (typeof accessTokenExpiration === 'number') expiresAt = accessTokenExpiration;
  else return null;
  const renewAt = typeof accessTokenRenewsIn === 'number' ? receivedAt + Math.max(accessTokenRenewsIn * 1000, SESSION_RENEWAL_MIN_DELAY_MS) : null;
  return { receivedAt, expiresAt, renewAt };
}

/** Whether a session answer that arrived at `receivedAt` is signed in with time left on its access token. */
export function isSessionLive(session: SessionResponse | null | undefined, receivedAt: number): boolean {
  const countdown = sessionCountdown(session, receivedAt);
  return countdown !== null && countdown.expiresAt > receivedAt;
}

/**
 * SPEC 4: on user activity that follows at least `idleMs` of idle time, the session has expired when its countdown
 * has run out. No countdown (signed out) never expires.
 */
export function isSessionExpiredOnActivity({
  now,
  lastActivityAt,
  countdown,
  idleMs = SESSION_IDLE_MS,
}: {
  now: number;
  lastActivityAt: number;
  countdown: SessionCountdown | null;
  idleMs?: number;
}): boolean {
  if (countdown === null) return false;
  return now - lastActivityAt >= idleMs && countdown.expiresAt <= now;
}

/** How long from `now` until the page should ask the gateway to renew; null when it never should. */
export function renewalDelay(countdown: SessionCountdown | null, now: number): number | null {
  if (countdown === null || countdown.renewAt === null) return null;
  return Math.max(countdown.renewAt - now, 0);
}
