import { LETTER_CREDIT_COST, NTEE_CHANGER_MESSAGES, type NteeChangeLetter } from '@x4i/shared/contracts';
import { addCreditUse, creditBalance, lockAccountCredits } from '../credits/credit-ledger.js';
import type { Db, Queryable } from '../db/db.js';
import { OutOfCreditsError } from '../errors.js';
import type { LetterContent } from './letter-pdf.js';

export const noCredits = () => new OutOfCreditsError('no_credits', NTEE_CHANGER_MESSAGES.noCredits);

/** A letter to keep: what it says (its date is when it is kept; where it goes is configuration), whose it is, and its PDF. */
export interface NewLetter extends Omit<LetterContent, 'date' | 'destination'> {
  accountId: string;
  sourceFile: string | null;
  snapshotDate: string | null;
  pdf: Uint8Array;
}

interface LetterRow {
  id: string;
  ein: string;
  organization_name: string;
  old_code: string | null;
  old_title: string | null;
  new_code: string;
  new_title: string;
  created_at: string;
}

const LETTER_COLUMNS = `id::text AS id, ein, organization_name, old_code, old_title, new_code, new_title,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

const toLetter = (row: LetterRow): NteeChangeLetter => ({
  id: row.id,
  ein: row.ein,
  organizationName: row.organization_name,
  oldCode: row.old_code,
  oldTitle: row.old_title,
  newCode: row.new_code,
  newTitle: row.new_title,
  createdAt: row.created_at,
  pdfPath: `/ntee-change-letters/${row.id}/pdf`,
});

/**
 * Records the letter and spends its credit in one transaction, under the account's credit lock: the balance is
 * read after the lock, so of several letters produced at once only as many as there are credits get through, and
 * the others write nothing (402).
 */
export async function saveLetterSpendingCredit(db: Db, letter: NewLetter): Promise<NteeChangeLetter> {
  return db.transaction(async (tx) => {
    await lockAccountCredits(tx, letter.accountId);
    if ((await creditBalance(tx, letter.accountId, 'IRS_LETTER')) < LETTER_CREDIT_COST) throw noCredits();
    const [row] = await tx.query<LetterRow>(
      `INSERT INTO ntee_change_letters (account_id, ein, organization_name, address_lines, source_file, snapshot_date, old_code, old_title,
         new_code, new_title, reasons, signer_name, signer_title, pdf)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       RETURNING ${LETTER_COLUMNS}`,
      [
        letter.accountId,
        letter.ein,
        letter.organizationName,
        letter.addressLines,
        letter.sourceFile,
        letter.snapshotDate,
        letter.oldCode,
        letter.oldTitle,
        letter.newCode,
        letter.newTitle,
        letter.reasons,
        letter.signerName,
        letter.signerTitle,
        Buffer.from(letter.pdf),
      ],
    );
    await addCreditUse(tx, {
      accountId: letter.accountId,
      type: 'IRS_LETTER',
      amount: LETTER_CREDIT_COST,
      reason: `Letter asking the IRS to change the NTEE code of EIN ${letter.ein} to ${letter.newCode}`,
      letterId: row!.id,
    });
    return toLetter(row!);
  });
}

/** The account's letters, newest first. */
export async function lettersOf(db: Queryable, accountId: string): Promise<NteeChangeLetter[]> {
  const rows = await db.query<LetterRow>(`SELECT ${LETTER_COLUMNS} FROM ntee_change_letters WHERE account_id = $1 ORDER BY created_at DESC, id DESC`, [accountId]);
  return rows.map(toLetter);
}

/** A letter's PDF, only for its author: null for anyone else, as for an unknown id. */
export async function letterPdfOf(db: Queryable, accountId: string, letterId: string): Promise<{ pdf: Buffer; ein: string; date: string } | null> {
  const [row] = await db.query<{ pdf: Uint8Array; ein: string; date: string }>(
    `SELECT pdf, ein, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date FROM ntee_change_letters WHERE id = $1 AND account_id = $2`,
    [letterId, accountId],
  );
  return row ? { pdf: Buffer.from(row.pdf), ein: row.ein, date: row.date } : null;
}
