import { hasCompensationAccess, TEAM_PERMISSION, type PendingTermsOfUse } from '@x4i/shared/domain';
import { type SessionUser } from '@x4i/shared/contracts';

export const COMPENSATION_PERMISSION = 'premium:compensation';

/** Where a visitor stands with the report (SPEC 4, 6). */
export type CompensationAccess =
  | { status: 'loading' }
  | { status: 'anonymous' }
  /** Signed in without premium:compensation: may request access. */
  | { status: 'no-access' }
  /** Permitted, with the COMPENSATION terms still to accept. */
  | { status: 'pending-terms'; terms: PendingTermsOfUse }
  | { status: 'access' };

export function compensationAccessOf(user: SessionUser | null, isLoading = false): CompensationAccess {
  if (isLoading) return { status: 'loading' };
  if (!user) return { status: 'anonymous' };
  if (hasCompensationAccess(user.permissions, user.pendingTermsOfUse)) return { status: 'access' };
  const permitted = user.permissions.includes(TEAM_PERMISSION) || user.permissions.includes(COMPENSATION_PERMISSION);
  const terms = user.pendingTermsOfUse.find((pending) => pending.type === 'COMPENSATION');
  // Accepting terms without the permission would open nothing: such a user requests access first.
  return permitted && terms ? { status: 'pending-terms', terms } : { status: 'no-access' };
}
