import type { ContentCard, CreditBalances, PagedList } from '@x4i/shared/contracts';
import { Router } from 'express';
import { z } from 'zod';
import type { Queryable } from '../../db/db.js';
import { parseInput } from '../../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../../identity/access-tokens.js';
import { currentAccount } from '../../identity/current-user.js';
import type { ContentService } from '../content-service.js';
import { creditBalances } from '../../credits/credit-ledger.js';
import { contributionsPage, followsPage, type ProfilePage } from '../profile/profile-lists.js';

/** SPEC 9: profile lists show 3 at a time; a client may ask for up to 20. */
export const PROFILE_PAGE_SIZE = 3;
export const MAX_PROFILE_LIMIT = 20;

const pageParams = z.object({
  page: z
    .string({ error: 'page is a whole number from 1.' })
    .regex(/^\d{1,5}$/, { error: 'page is a whole number from 1.' })
    .transform(Number)
    .refine((page) => page >= 1, { error: 'page is a whole number from 1.' })
    .default(1),
  limit: z
    .string({ error: `limit is a whole number from 1 to ${MAX_PROFILE_LIMIT}.` })
    .regex(/^\d{1,3}$/, { error: `limit is a whole number from 1 to ${MAX_PROFILE_LIMIT}.` })
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= MAX_PROFILE_LIMIT, { error: `limit is a whole number from 1 to ${MAX_PROFILE_LIMIT}.` })
    .default(PROFILE_PAGE_SIZE),
});

/** GET profile/contributions, GET profile/follows (SPEC 7.1), GET /credits (SPEC 7.2, the sums of the credit ledger): the signed-in user's. */
export function profileRouter(service: ContentService, db: Queryable, verify: AccessTokenVerifier | null): Router {
  const router = Router();
  const signedIn = requireBearer(verify);

  const list = (path: string, read: (accountId: string, page: number, limit: number) => Promise<ProfilePage>) =>
    router.get(path, signedIn, async (req, res) => {
      const { page, limit } = parseInput(pageParams, req.query, 'invalid_page');
      const { account } = await currentAccount(db, res);
      const { ids, totalItems } = await read(account.id, page, limit);
      const items = ids.flatMap((id) => service.index.find(id) ?? []);
      const body: PagedList<ContentCard> = { items: await service.cards(items, account.subject), meta: { totalItems, page, limit } };
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(body);
    });

  list('/profile/contributions', (accountId, page, limit) => contributionsPage(db, accountId, page, limit));
  list('/profile/follows', (accountId, page, limit) => followsPage(db, accountId, page, limit));

  router.get('/credits', signedIn, async (_req, res) => {
    const { account } = await currentAccount(db, res);
    const body: CreditBalances = await creditBalances(db, account.id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(body);
  });

  return router;
}
