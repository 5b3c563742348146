/** Outbound link helpers (SPEC 5). */

/** Keeps a value that starts with http:// or https://; otherwise prepends 'https://'. Empty stays empty. */
export function toExternalUrl(value: string | null | undefined): string {
  const url = value?.trim() ?? '';
  if (!url) return '';
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** The content-card variant: a value not starting with http gets 'http://' prefixed. */
export function toContentCardUrl(value: string | null | undefined): string {
  const url = value?.trim() ?? '';
  if (!url) return '';
  return /^http/i.test(url) ? url : `http://${url}`;
}

/**
 * An organisation's web address as stored: trimmed, 'https://' prefixed unless it starts with http(s) (SPEC 5 URL
 * helper). Null when it is not a web address (no host with a dot, spaces, another scheme). The forms check it
 * before sending, and the backend again on the server.
 */
export function normalizeOrgUrl(value: string): string | null {
  const url = toExternalUrl(value);
  if (!url || /\s/.test(url)) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.username || parsed.password) return null;
    const host = parsed.hostname;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(host) && !/^xn--/i.test(host)) return null;
    return url;
  } catch {
    return null;
  }
}
