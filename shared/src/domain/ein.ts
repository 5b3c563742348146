/** EIN rules (SPEC 3): a 9-digit number with dashes removed; shown with a dash after two digits. */

export const EIN_LENGTH = 9;

export const INVALID_EIN_MESSAGE = 'An EIN has 9 digits, for example 12-3456789.';

/** Removes dashes and spaces; keeps anything else so that validation can reject it. */
export function normalizeEin(input: string): string {
  return input.trim().replace(/[-\s]/g, '');
}

export function isValidEin(input: string): boolean {
  return new RegExp(`^\\d{${EIN_LENGTH}}$`).test(normalizeEin(input));
}

/** Inserts a dash after two digits when the value has 9 digits; any other value is returned as given. */
export function formatEin(ein: string): string {
  const digits = normalizeEin(ein);
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : ein;
}

/** True for text that reads as an EIN attempt (digits with optional dashes), not an organisation name. */
export function looksLikeEin(input: string): boolean {
  return /^[\d\s-]+$/.test(input.trim()) && /\d/.test(input);
}

/**
 * Says how an EIN-like entry differs from an EIN's 9 digits ('An EIN has 9 digits; you typed 7.'), or null for a
 * name or a full EIN. Fewer digits are still searched, as the start of an EIN.
 */
export function einLengthMessage(input: string): string | null {
  if (!looksLikeEin(input)) return null;
  const digits = normalizeEin(input).replace(/\D/g, '').length;
  if (digits === EIN_LENGTH) return null;
  return `An EIN has ${EIN_LENGTH} digits; you typed ${digits}.`;
}
