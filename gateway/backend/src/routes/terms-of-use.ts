import { TERMS_OF_USE_TYPES, type TermsAcceptanceResponse } from '@x4i/shared/contracts';
import { Router } from 'express';
import { z } from 'zod';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { currentUser } from '../identity/current-user.js';
import { acceptTermsOfUse, findTermsOfUse } from '../identity/terms-of-use.js';

const TYPE_MESSAGE = `type is ${TERMS_OF_USE_TYPES.join(' or ')}.`;

const acceptance = z.strictObject(
  { type: z.enum(TERMS_OF_USE_TYPES, { error: TYPE_MESSAGE }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object with the terms type.') },
);

const ID = /^[a-z0-9-]{1,100}$/;

async function termsOr404(db: Queryable, id: string) {
  const terms = ID.test(id) ? await findTermsOfUse(db, id) : null;
  if (!terms) throw new HttpError(404, 'terms_not_found', 'There are no such terms of use.');
  return terms;
}

/** SPEC 6, 7.1: GET /terms-of-use/:id and POST /terms-of-use/accept/:id with { type }, for a signed-in user. */
export function termsOfUseRouter(db: Queryable, verify: AccessTokenVerifier | null): Router {
  const router = Router();
  const auth = requireBearer(verify);

  router.get('/terms-of-use/:id', auth, async (req, res) => {
    res.json(await termsOr404(db, String(req.params.id)));
  });

  router.post('/terms-of-use/accept/:id', auth, async (req, res) => {
    const { type } = parseInput(acceptance, req.body ?? {}, 'invalid_terms_acceptance');
    const terms = await termsOr404(db, String(req.params.id));
    if (terms.type !== type) throw new HttpError(400, 'invalid_terms_acceptance', `These terms are of type ${terms.type}, not ${type}.`);
    const { account } = await currentUser(db, res);
    await acceptTermsOfUse(db, account.id, terms.id);
    // Read again, so the answer lists what is still pending after this acceptance.
    const { user } = await currentUser(db, res);
    const body: TermsAcceptanceResponse = {
      accepted: { id: terms.id, type: terms.type },
      pendingTermsOfUse: user.pendingTermsOfUse.map(({ id, type: pendingType, title }) => ({ id, type: pendingType as TermsAcceptanceResponse['accepted']['type'], title })),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
