import type { EmailVerificationResponse, VerificationMailResponse } from '../contracts/session.js';
import { apiPost } from './api-client.js';

/** Confirms the address with the token of the verification link; no sign-in needed. Throws ApiError (400 for a bad link). */
export function verifyEmail(token: string): Promise<EmailVerificationResponse> {
  return apiPost<EmailVerificationResponse>('/account/verify-email', { token });
}

/** Mails a new verification link to the signed-in user's unverified address. */
export function sendVerificationMail(): Promise<VerificationMailResponse> {
  return apiPost<VerificationMailResponse>('/me/verification-email', {});
}
