import { MAX_WATCHES, type WatchesResponse, type WatchResponse } from '@x4i/shared/contracts';
import { INVALID_EIN_MESSAGE, isValidEin, normalizeEin } from '@x4i/shared/domain';
import { Router, type Request } from 'express';
import { inTransaction } from '../admin/transaction.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { currentAccount } from '../identity/current-user.js';
import { addWatch, listWatches, removeWatch } from '../watches/watch-store.js';

function einOf(req: Request): string {
  const ein = String(req.params.ein);
  if (!isValidEin(ein)) throw new HttpError(400, 'invalid_ein', INVALID_EIN_MESSAGE);
  return normalizeEin(ein);
}

/**
 * A member's watched organisations (issue 36): after each refresh of the IRS files that changed any of them, one
 * e-mail says what changed. Signed in only (401 otherwise).
 *
 *   GET    /me/watches        WatchesResponse
 *   PUT    /me/watches/:ein   201 WatchResponse (200 when already watched); 404 for an EIN the IRS files do not list;
 *                             409 too_many_watches past MAX_WATCHES
 *   DELETE /me/watches/:ein   204; 404 when it was not watched
 */
export function watchesRouter(db: Queryable, verify: AccessTokenVerifier | null, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.use('/me/watches', requireBearer(verify), (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/me/watches', async (_req, res) => {
    const { account } = await currentAccount(db, res);
    const body: WatchesResponse = { watches: await listWatches(db, account.id) };
    res.json(body);
  });

  router.put('/me/watches/:ein', async (req, res) => {
    const ein = einOf(req);
    const { account } = await currentAccount(db, res);
    const result = await inTransaction(db, (tx) => addWatch(tx, account.id, ein, now()));
    if (result === 'not_found') throw new HttpError(404, 'not_found', 'No organization with this EIN is in the IRS files.');
    if (result === 'too_many') throw new HttpError(409, 'too_many_watches', `You can watch up to ${MAX_WATCHES} organizations; stop watching one on your profile first.`);
    const body: WatchResponse = { watch: result.watch };
    res.status(result.created ? 201 : 200).json(body);
  });

  router.delete('/me/watches/:ein', async (req, res) => {
    const ein = einOf(req);
    const { account } = await currentAccount(db, res);
    if (!(await removeWatch(db, account.id, ein))) throw new HttpError(404, 'not_watched', 'You do not watch this organization.');
    res.status(204).end();
  });

  return router;
}
