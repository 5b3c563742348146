/**
 * Counts the retries of each remote. A failed `<link rel="preload">` or script stays in the browser's memory
 * cache for the page's lifetime and would answer a retry with the old failure; a retry therefore asks for the
 * remote's entry under a fresh URL.
 */
const tokens = new Map<string, number>();

export function nextRetryToken(remoteName: string): void {
  tokens.set(remoteName, (tokens.get(remoteName) ?? 0) + 1);
}

/** The remote whose files a URL names (`/remotes/<name>/…`), or undefined for the shell's own. */
export function remoteNameOf(url: string): string | undefined {
  return /^\/remotes\/([^/]+)\//.exec(new URL(url, window.location.href).pathname)?.[1];
}

/** The URL to load: unchanged until the first retry of the remote that owns it. */
export function withRetryToken(url: string): string {
  const remoteName = remoteNameOf(url);
  const token = remoteName ? tokens.get(remoteName) : undefined;
  return token ? `${url}${url.includes('?') ? '&' : '?'}retry=${token}` : url;
}
