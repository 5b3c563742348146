import { CREDIT_TYPES, type CreditGrantResponse, type CreditLedgerResponse } from '@x4i/shared/contracts';
import { isEmailAddress } from '@x4i/shared/domain';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireTeamMember, teamMemberOf } from '../admin/current-user.js';
import { inTransaction } from '../admin/transaction.js';
import { addCreditGrant, creditBalances, ledgerEntries } from '../credits/credit-ledger.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { formatQuery, parseInput } from '../http/validate.js';
import { exportedFrom, inPages, streamTable } from '../http/stream-table.js';
import { teamRecords } from '../admin/team-records.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { findAccountByEmail } from '../identity/accounts.js';

export const MAX_GRANT = 100;
const EMAIL_MESSAGE = 'Enter an e-mail address such as name@example.org.';
const AMOUNT_MESSAGE = `amount is a whole number from 1 to ${MAX_GRANT}.`;
const REASON_MESSAGE = 'Give the reason in 3 to 500 characters.';

const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .refine(isEmailAddress, { error: EMAIL_MESSAGE });

const grantRequest = z.strictObject(
  {
    email,
    type: z.enum(CREDIT_TYPES, { error: `type is ${CREDIT_TYPES.join(' or ')}.` }),
    amount: z.number({ error: AMOUNT_MESSAGE }).int({ error: AMOUNT_MESSAGE }).min(1, { error: AMOUNT_MESSAGE }).max(MAX_GRANT, { error: AMOUNT_MESSAGE }),
    reason: z.string({ error: REASON_MESSAGE }).trim().min(3, { error: REASON_MESSAGE }).max(500, { error: REASON_MESSAGE }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object with email, type, amount and reason.') },
);

const ledgerQuery = z.object({ email: z.preprocess((value) => (value === '' ? undefined : value), email.optional()) });

const noAccount = () => new HttpError(404, 'account_not_found', 'There is no account with this e-mail address.');

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * The team's side of the IRS-letter credits (issue 14): grants, and the ledger of grants and uses. Team only,
 * checked as the other admin calls are: 401 without a valid token, 403 without the X4I_TEAM_MEMBER role.
 *
 *   POST /admin/credits/grant   CreditGrantRequest → 201 CreditGrantResponse; 404 account_not_found
 *   GET  /admin/credits?email=  CreditLedgerResponse: newest first, at most LEDGER_LIST_LIMIT rows; without email,
 *                               everyone's rows and balances null
 */
export function adminCreditsRouter(db: Queryable, verify: AccessTokenVerifier | null): Router {
  const router = Router();
  router.use('/admin/credits', noStore, requireBearer(verify), requireTeamMember(db));

  router.post('/admin/credits/grant', async (req, res) => {
    const grant = parseInput(grantRequest, req.body, 'invalid_credit_grant');
    const account = await findAccountByEmail(db, grant.email);
    if (!account) throw noAccount();
    const grantedBy = teamMemberOf(res).id;
    const id = await inTransaction(db, (tx) => addCreditGrant(tx, { accountId: account.id, type: grant.type, amount: grant.amount, reason: grant.reason, grantedBy }));
    const [entries, balances] = await Promise.all([ledgerEntries(db, account.id), creditBalances(db, account.id)]);
    const body: CreditGrantResponse = { entry: entries.find((entry) => entry.id === id)!, balances };
    res.status(201).json(body);
  });

  // Every entry of the ledger (or of one account's), not the newest 200 the screen shows, streamed.
  router.get('/admin/credits/export', async (req, res) => {
    const query = parseInput(ledgerQuery, req.query, 'invalid_email');
    const { format } = parseInput(formatQuery, req.query, 'invalid_format');
    const account = query.email ? await findAccountByEmail(db, query.email) : null;
    if (query.email && !account) throw noAccount();
    async function* rows() {
      for await (const entry of inPages((offset, limit) => ledgerEntries(db, account?.id ?? null, limit, offset))) {
        yield [entry.createdAt, entry.account.email, entry.account.name, entry.type, entry.amount, entry.reason, entry.grantedBy?.email ?? null, entry.letterId];
      }
    }
    await streamTable(
      res,
      {
        title: account ? `Credit ledger of ${account.email}` : 'Credit ledger: every grant and use, latest first',
        header: ['date', 'accountEmail', 'accountName', 'type', 'amount', 'reason', 'grantedBy', 'letterId'],
        sources: [teamRecords()],
        fileStem: account ? `admin-credits-${account.email}` : 'admin-credits',
        format,
        exportedFrom: exportedFrom(req),
      },
      rows(),
    );
  });

  router.get('/admin/credits', async (req, res) => {
    const query = parseInput(ledgerQuery, req.query, 'invalid_email');
    let body: CreditLedgerResponse;
    if (query.email) {
      const account = await findAccountByEmail(db, query.email);
      if (!account) throw noAccount();
      const [entries, balances] = await Promise.all([ledgerEntries(db, account.id), creditBalances(db, account.id)]);
      body = { entries, balances };
    } else {
      body = { entries: await ledgerEntries(db, null), balances: null };
    }
    res.json(body);
  });

  return router;
}
