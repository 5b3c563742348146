/**
 * EO BMF code values carry leading zeros ('03', '01', '000000000') while the lookup tables do not ('3', '1', '0').
 * Both sides go through this one function so that they meet.
 */
export function normalizeCode(value: string): string {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? String(Number.parseInt(trimmed, 10)) : trimmed.toUpperCase();
}

/** The EO BMF columns explained by the irs_codes table. */
export const IRS_CODE_FIELDS = [
  'AFFILIATION',
  'DEDUCTIBILITY',
  'FOUNDATION',
  'ORGANIZATION',
  'STATUS',
  'ASSET_CD',
  'INCOME_CD',
  'FILING_REQ_CD',
  'PF_FILING_REQ_CD',
] as const;

export type IrsCodeField = (typeof IRS_CODE_FIELDS)[number];
