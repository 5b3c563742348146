/** SPEC 9: the idle time after which activity checks whether the session has expired. */
export const SESSION_IDLE_MS = 3000;

/**
 * SPEC 4: on user activity that follows at least `idleMs` of idle time, the session has expired when its access
 * token's expiry (epoch ms) has passed. No expiry (signed out) never expires.
 */
export function isSessionExpiredOnActivity({
  now,
  lastActivityAt,
  accessTokenExpiration,
  idleMs = SESSION_IDLE_MS,
}: {
  now: number;
  lastActivityAt: number;
  accessTokenExpiration: number | null | undefined;
  idleMs?: number;
}): boolean {
  if (accessTokenExpiration === null || accessTokenExpiration === undefined) return false;
  return now - lastActivityAt >= idleMs && accessTokenExpiration <= now;
}
