import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireTeamMember } from '../admin/current-user.js';
import type { Queryable } from '../db/db.js';
import { parseInput } from '../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { outboxPage } from '../mail/outbox.js';

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

const pageQuery = z.object({
  page: z.coerce.number({ error: 'page is a whole number from 1.' }).int({ error: 'page is a whole number from 1.' }).min(1, { error: 'page is a whole number from 1.' }).max(100_000).default(1),
});

/**
 * The team's mail screens. Every call needs a valid bearer token (401) and the X4I_TEAM_MEMBER role (403).
 *
 *   GET /admin/outbox?page=      { mails, total, page, pageSize }: every e-mail the product sent or kept, latest first
 */
export function teamMailRouter(db: Queryable, verify: AccessTokenVerifier | null): Router {
  const router = Router();
  router.use('/admin', noStore, requireBearer(verify), requireTeamMember(db));

  router.get('/admin/outbox', async (req, res) => {
    const { page } = parseInput(pageQuery, req.query, 'invalid_page');
    res.json(await outboxPage(db, page));
  });

  return router;
}
