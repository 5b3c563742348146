/**
 * Where a user may be sent after signing in: a path on this site only, never another origin (an open redirect
 * would let a link to this site forward visitors anywhere).
 */

export const DEFAULT_LANDING_PATH = '/profile';

export function isSafeLandingPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // Control characters and backslashes let some browsers read a path as another host.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  try {
    return new URL(path, 'http://x4i.invalid').host === 'x4i.invalid';
  } catch {
    return false;
  }
}

/** The landing path, or the default when it is missing or unsafe. */
export function safeLandingPath(path: string | null | undefined): string {
  return path && isSafeLandingPath(path) ? path : DEFAULT_LANDING_PATH;
}

/**
 * `?login=true&path=<base64>` (SPEC 2.6): the decoded path when it is valid base64 of a safe path, else null
 * (bad input is ignored, never an error).
 */
export function decodeLoginPath(encoded: string | null | undefined): string | null {
  if (!encoded || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const path = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    return isSafeLandingPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function encodeLoginPath(path: string): string {
  const bytes = new TextEncoder().encode(path);
  return btoa(String.fromCharCode(...bytes));
}

/** The home page with its sign-in open, landing on `path` once signed in (`/?login=true&path=…`, SPEC 2.6). */
export function signInFirst(path: string): string {
  return `/?login=true&path=${encodeURIComponent(encodeLoginPath(path))}`;
}
