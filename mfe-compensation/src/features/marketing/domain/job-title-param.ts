/** The ?jobTitle= of the URL, trimmed, or null for the default title; overly long input is not a title. */
export function jobTitleOf(params: URLSearchParams): string | null {
  const title = params.get('jobTitle')?.trim() ?? '';
  return title && title.length <= 120 ? title : null;
}
