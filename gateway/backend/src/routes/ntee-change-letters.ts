import {
  LETTER_CREDIT_COST,
  NTEE_CHANGER_MESSAGES,
  type IrsLetterDestination,
  type NteeChangeLetterResponse,
  type NteeChangeLettersResponse,
} from '@x4i/shared/contracts';
import { INVALID_EIN_MESSAGE, isNteeCodeShape, isValidEin, normalizeEin } from '@x4i/shared/domain';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { creditBalance, creditBalances } from '../credits/credit-ledger.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { currentAccount, currentUser } from '../identity/current-user.js';
import { hasPendingTerms } from '../identity/terms-of-use.js';
import type { NonprofitData } from '../nonprofit-data.js';
import { renderLetterPdf, type LetterRenderer } from '../ntee-changer/letter-pdf.js';
import { letterPdfOf, lettersOf, noCredits, saveLetterSpendingCredit } from '../ntee-changer/letters.js';

const text = (name: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${name}.` })
    .trim()
    .min(min, { error: `Enter ${name} of ${min} to ${max.toLocaleString('en-US')} characters.` })
    .max(max, { error: `Enter ${name} of ${min} to ${max.toLocaleString('en-US')} characters.` });

const letterRequest = z.strictObject(
  {
    ein: z
      .string({ error: INVALID_EIN_MESSAGE })
      .refine(isValidEin, { error: INVALID_EIN_MESSAGE })
      .transform(normalizeEin),
    newCode: z
      .string({ error: 'Choose the new NTEE code.' })
      .trim()
      .toUpperCase()
      .refine(isNteeCodeShape, { error: 'Choose a code of the NTEE taxonomy, such as B20.' }),
    reasons: text('the reasons', 20, 4000),
    signerName: text("the signer's name", 2, 200),
    signerTitle: text("the signer's title", 2, 200),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object with ein, newCode, reasons, signerName and signerTitle.') },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const letterNotFound = () => new HttpError(404, 'letter_not_found', 'There is no such letter.');

export interface NteeChangeLettersOptions {
  destination: IrsLetterDestination;
  /** Default: the pdf-lib renderer; a test injects one that fails. */
  render?: LetterRenderer;
  now?: () => Date;
  /** Answers 503 while the IRS records are being imported (the letter reads them). */
  requireData?: RequestHandler;
}

/** In care of, street, and city state ZIP, as the IRS record has them. */
function addressLinesOf(record: { careOf: string | null; street: string; city: string; state: string; zip: string }): string[] {
  const cityLine = [record.city, [record.state, record.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  // The IRS file writes 'in care of' as a leading '%'.
  const careOf = record.careOf?.replace(/^%\s*/, '').trim();
  return [careOf ? `C/O ${careOf}` : '', record.street, cityLine].filter(Boolean);
}

/**
 * The NTEE Code Changer (issue 14, SPEC 6): a signed-in user with the IRS_LETTER terms accepted and a credit turns
 * an organization's IRS record, a new code and the reasons into a ready-to-sign letter, for one credit.
 *
 *   POST /ntee-change-letters           NteeChangeLetterRequest → 201 NteeChangeLetterResponse; 401, 403 terms_pending,
 *                                       404 not_found (EIN), 400 (input, same_code), 402 no_credits, 503 letter_failed
 *   GET  /ntee-change-letters           NteeChangeLettersResponse, newest first
 *   GET  /ntee-change-letters/:id/pdf   the PDF, to its author only (404 for anyone else)
 */
export function nteeChangeLettersRouter(db: Db, data: NonprofitData, verify: AccessTokenVerifier | null, options: NteeChangeLettersOptions): Router {
  const router = Router();
  const auth = requireBearer(verify);
  const render = options.render ?? renderLetterPdf;
  const now = options.now ?? (() => new Date());

  const dataReady: RequestHandler = options.requireData ?? ((_req, _res, next) => next());

  router.post('/ntee-change-letters', auth, dataReady, async (req, res) => {
    const { account, user } = await currentUser(db, res);
    if (await hasPendingTerms(db, account.id, user.permissions, 'IRS_LETTER')) throw new HttpError(403, 'terms_pending', NTEE_CHANGER_MESSAGES.termsPending);
    const request = parseInput(letterRequest, req.body, 'invalid_letter');

    const record = await data.details(request.ein);
    if (!record) throw new HttpError(404, 'not_found', 'No organization with this EIN is in the imported IRS records.');
    const taxonomy = await data.nteeCodes();
    const newCode = taxonomy.codes.find((code) => code.code === request.newCode);
    if (!newCode) throw new HttpError(400, 'invalid_letter', 'Choose a code of the NTEE taxonomy, such as B20.');
    const oldCode = record.ntee?.code ? record.ntee.code.trim().toUpperCase() : null;
    if (oldCode === newCode.code) throw new HttpError(400, 'same_code', NTEE_CHANGER_MESSAGES.sameCode);
    // A quick answer for a user without credits; the count that decides is taken again under the lock below.
    if ((await creditBalance(db, account.id, 'IRS_LETTER')) < LETTER_CREDIT_COST) throw noCredits();

    const content = {
      date: now(),
      destination: options.destination,
      ein: record.ein,
      organizationName: record.name,
      addressLines: addressLinesOf(record),
      oldCode,
      oldTitle: record.ntee?.title ?? null,
      newCode: newCode.code,
      newTitle: newCode.title,
      reasons: request.reasons,
      signerName: request.signerName,
      signerTitle: request.signerTitle,
    };
    // The PDF is made before anything is written: if it fails, no letter is recorded and no credit is spent.
    let pdf: Uint8Array;
    try {
      pdf = await render(content);
    } catch {
      throw new HttpError(503, 'letter_failed', 'The letter could not be produced. No credit was used; please try again.');
    }

    const letter = await saveLetterSpendingCredit(db, {
      ...content,
      accountId: account.id,
      sourceFile: record.source.file,
      snapshotDate: record.source.snapshotDate,
      pdf,
    });
    const body: NteeChangeLetterResponse = { letter, balances: await creditBalances(db, account.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(body);
  });

  router.get('/ntee-change-letters', auth, async (_req, res) => {
    const { account } = await currentAccount(db, res);
    const body: NteeChangeLettersResponse = { letters: await lettersOf(db, account.id) };
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(body);
  });

  router.get('/ntee-change-letters/:id/pdf', auth, async (req, res) => {
    const id = String(req.params.id);
    if (!UUID.test(id)) throw letterNotFound();
    const { account } = await currentAccount(db, res);
    const found = await letterPdfOf(db, account.id, id);
    if (!found) throw letterNotFound();
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="ntee-change-${found.ein}-${found.date}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(found.pdf);
  });

  return router;
}
