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
