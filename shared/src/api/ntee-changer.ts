import useSWR from 'swr';
import type { CreditBalances } from '../contracts/content.js';
import type {
  CreditGrantRequest,
  CreditGrantResponse,
  CreditLedgerResponse,
  NteeChangeLetterRequest,
  NteeChangeLetterResponse,
  NteeChangeLettersResponse,
} from '../contracts/ntee-changer.js';
import { apiGet, apiPost } from './api-client.js';
import { isRetryableApiError } from './api-error.js';

export const CREDITS_KEY = '/credits';
export const NTEE_CHANGE_LETTERS_KEY = '/ntee-change-letters';

/** GET /credits: the signed-in user's balances (SPEC 7.2); nothing is asked while signed out. */
export function useCredits(signedIn: boolean) {
  return useSWR(signedIn ? CREDITS_KEY : null, () => apiGet<CreditBalances>(CREDITS_KEY), { shouldRetryOnError: isRetryableApiError });
}

/** The signed-in user's letters, newest first. */
export function useNteeChangeLetters(signedIn: boolean) {
  return useSWR(signedIn ? NTEE_CHANGE_LETTERS_KEY : null, () => apiGet<NteeChangeLettersResponse>(NTEE_CHANGE_LETTERS_KEY), {
    shouldRetryOnError: isRetryableApiError,
  });
}

/** Produces a letter for one IRS-letter credit; throws ApiError (402 no_credits, 403 terms_pending, 400, 404). */
export function createNteeChangeLetter(request: NteeChangeLetterRequest): Promise<NteeChangeLetterResponse> {
  return apiPost<NteeChangeLetterResponse>(NTEE_CHANGE_LETTERS_KEY, request);
}

/** Where the browser downloads a letter's PDF. */
export const letterPdfUrl = (pdfPath: string) => `/api${pdfPath.startsWith('/') ? pdfPath : `/${pdfPath}`}`;

/** GET /admin/credits?email= (team): the ledger, and the balances of the account asked for. */
export function useCreditLedger(email: string | null) {
  const key = ['/admin/credits', email ?? ''] as const;
  return useSWR(key, () => apiGet<CreditLedgerResponse>('/admin/credits', { email }), { shouldRetryOnError: isRetryableApiError });
}

/** POST /admin/credits/grant (team): the new ledger line and the member's balances after it. */
export function grantCredits(request: CreditGrantRequest): Promise<CreditGrantResponse> {
  return apiPost<CreditGrantResponse>('/admin/credits/grant', request);
}
