import type { TermsOfUseDocument, TermsOfUseType } from '@x4i/shared/contracts';
import { TEAM_PERMISSION, type PendingTermsOfUse } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { forgetAccessAnswers } from './access-cache.js';

/** The subscription whose terms must be accepted before the compensation report opens (SPEC 6). */
export const COMPENSATION_PERMISSION = 'premium:compensation';

interface TermsRow {
  id: string;
  type: TermsOfUseType;
  version: string;
  title: string;
  effective_on: string;
  paragraphs: string[];
}

export async function findTermsOfUse(db: Queryable, id: string): Promise<TermsOfUseDocument | null> {
  const [row] = await db.query<TermsRow>('SELECT id, type, version, title, effective_on::text AS effective_on, paragraphs FROM terms_of_use WHERE id = $1', [id]);
  return row ? { id: row.id, type: row.type, title: row.title, version: row.version, effectiveOn: row.effective_on, paragraphs: row.paragraphs } : null;
}

/**
 * The terms a user still has to accept, the latest version in effect of each type that applies: IRS_LETTER for
 * every signed-in user (the NTEE Code Changer is open to all of them), COMPENSATION for a holder of the
 * premium:compensation subscription. The team opens every tool without terms.
 */
export async function pendingTermsOf(db: Queryable, accountId: string, permissions: readonly string[]): Promise<PendingTermsOfUse[]> {
  if (permissions.includes(TEAM_PERMISSION)) return [];
  const types: TermsOfUseType[] = permissions.includes(COMPENSATION_PERMISSION) ? ['COMPENSATION', 'IRS_LETTER'] : ['IRS_LETTER'];
  return db.query<PendingTermsOfUse>(
    `SELECT t.id, t.type, t.title FROM (
       SELECT DISTINCT ON (type) id, type, title FROM terms_of_use WHERE type = ANY($2::text[]) AND effective_on <= current_date
       ORDER BY type, effective_on DESC, version DESC
     ) t
     WHERE NOT EXISTS (SELECT 1 FROM terms_acceptances a WHERE a.account_id = $1 AND a.terms_id = t.id)
     ORDER BY t.type`,
    [accountId, types],
  );
}

/** Whether the user has terms of this type still to accept (the server's check behind SPEC 6's access rules). */
export async function hasPendingTerms(db: Queryable, accountId: string, permissions: readonly string[], type: TermsOfUseType): Promise<boolean> {
  return (await pendingTermsOf(db, accountId, permissions)).some((terms) => terms.type === type);
}

/** Records the acceptance; accepting the same terms again keeps the first time. */
export async function acceptTermsOfUse(db: Queryable, accountId: string, termsId: string): Promise<void> {
  await db.query('INSERT INTO terms_acceptances (account_id, terms_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [accountId, termsId]);
  forgetAccessAnswers(db);
}
