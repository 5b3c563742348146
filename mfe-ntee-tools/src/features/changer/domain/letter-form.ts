import { isNteeCodeShape, normalizeEin } from '@x4i/shared/domain';
import { NTEE_CHANGER_MESSAGES } from '@x4i/shared/contracts';

export interface LetterFields {
  ein: string;
  newCode: string;
  reasons: string;
  signerName: string;
  signerTitle: string;
}

/** What the form asks before it spends a credit; the server checks the same and more. */
export function letterFormErrors(fields: LetterFields, context: { organizationFound: boolean; currentCode: string | null }): Partial<Record<keyof LetterFields, string>> {
  const errors: Partial<Record<keyof LetterFields, string>> = {};
  const ein = normalizeEin(fields.ein);
  if (!/^\d{9}$/.test(ein)) errors.ein = 'Enter the 9 digits of the EIN.';
  else if (!context.organizationFound) errors.ein = 'Find the organization by its EIN first.';
  if (!isNteeCodeShape(fields.newCode)) errors.newCode = 'Choose the new code, down to its third level.';
  else if (context.currentCode && context.currentCode.toUpperCase() === fields.newCode) errors.newCode = NTEE_CHANGER_MESSAGES.sameCode;
  const reasons = fields.reasons.trim().length;
  if (reasons < 20 || reasons > 4000) errors.reasons = 'Give the reasons in 20 to 4,000 characters.';
  if (fields.signerName.trim().length < 2) errors.signerName = 'Enter the name of the person who signs.';
  if (fields.signerTitle.trim().length < 2) errors.signerTitle = 'Enter their title, for example Executive Director.';
  return errors;
}
