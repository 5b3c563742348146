import { hasIrsLetterCredits, hasNteeChangerAccess, type PendingTermsOfUse } from '@x4i/shared/domain';
import { type CreditBalances, type SessionUser } from '@x4i/shared/contracts';

/**
 * Where a visitor stands with the changer (SPEC 6): signed out; signed in with the IRS-letter terms to accept;
 * without a credit; or ready to produce a letter.
 */
export type ChangerAccess =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'terms'; terms: PendingTermsOfUse }
  | { status: 'no-credits'; balance: number }
  | { status: 'ready'; balance: number };

export function changerAccessOf({ isLoading, user, balances }: { isLoading: boolean; user: SessionUser | null; balances: CreditBalances | undefined }): ChangerAccess {
  if (isLoading) return { status: 'loading' };
  if (!user) return { status: 'anonymous' };
  if (!hasNteeChangerAccess(true, user.pendingTermsOfUse)) {
    const terms = user.pendingTermsOfUse.find((pending) => pending.type === 'IRS_LETTER')!;
    return { status: 'terms', terms };
  }
  if (!balances) return { status: 'loading' };
  const balance = balances.IRS_LETTER ?? 0;
  return hasIrsLetterCredits(balances) ? { status: 'ready', balance } : { status: 'no-credits', balance };
}
