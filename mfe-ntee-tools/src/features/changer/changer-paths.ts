export const CHANGER_PATH = '/nonprofit-ntee-code-changer';
export const CHANGER_START_PATH = '/nonprofit-ntee-code-changer/start';

/** The changer's start with the organization and the code already chosen (from the builder or the finder). */
export function changerStartPath({ ein, code }: { ein?: string | null; code?: string | null }): string {
  const params = new URLSearchParams();
  if (ein) params.set('ein', ein);
  if (code) params.set('code', code);
  const query = params.toString();
  return query ? `${CHANGER_START_PATH}?${query}` : CHANGER_START_PATH;
}
