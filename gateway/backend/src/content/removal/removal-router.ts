import { MANAGED_CONTENT_LIMIT, type ManagedContentItem, type ManagedContentList, type RemovedContentList, type RemovedContentRecord } from '@x4i/shared/contracts';
import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { requireTeamMember, teamMemberOf } from '../../admin/current-user.js';
import { inTransaction } from '../../admin/transaction.js';
import { HttpError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../../identity/access-tokens.js';
import type { Log } from '../../observability/logger.js';
import type { ContentService } from '../content-service.js';
import type { ContentItem } from '../model.js';
import { deleteItem, managedItem, matchingItems, REMOVED_ITEM_MESSAGE, removedRecords, setPublished } from './removal.js';

const Q_MESSAGE = 'q is the text to find in titles, up to 200 characters.';
const listQuery = z.object({ q: z.string({ error: Q_MESSAGE }).max(200, { error: Q_MESSAGE }).default('') });

const unknownKeys = (message: string) => ({
  error: (issue: { code?: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}.` : message),
});

const TITLE_MESSAGE = 'Send the item’s title, typed to confirm the delete.';
const REASON_MESSAGE = 'The reason is up to 500 characters.';
const deleteBody = z.strictObject(
  {
    title: z.string({ error: TITLE_MESSAGE }).max(1000, { error: TITLE_MESSAGE }),
    reason: z
      .string({ error: REASON_MESSAGE })
      .trim()
      .max(500, { error: REASON_MESSAGE })
      .optional()
      .transform((reason) => reason || null),
  },
  unknownKeys('Send a JSON object with the title, and optionally the reason.'),
);
/** Unpublish and publish take no fields; an empty body or {} is the same. */
const noFields = z.strictObject({}, unknownKeys('Send an empty JSON object.'));

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * The team takes content off the directory (shared/src/contracts/content-removal.ts lists the calls). Team only,
 * checked as the other admin calls are: 401 without a valid token, 403 without the X4I_TEAM_MEMBER role. Each write
 * is one transaction; once it commits the item is read again into this backend's index (which drops the cached
 * searches and home figures with it), and the row's trigger tells the other backends to do the same. Each is
 * logged with the team member's account and the item.
 */
export function contentRemovalRouter(service: ContentService, verify: AccessTokenVerifier | null, log: Log): Router {
  const router = Router();
  const { db, index } = service;
  router.use('/admin/content', noStore, requireBearer(verify), requireTeamMember(db));

  const itemOf = (idOrSlug: unknown): ContentItem => {
    const item = typeof idOrSlug === 'string' && idOrSlug.length <= 200 ? index.findForTeam(idOrSlug) : undefined;
    if (!item) throw new HttpError(404, 'not_found', REMOVED_ITEM_MESSAGE);
    return item;
  };
  const logged = (res: Response, action: string, item: Pick<ContentItem, 'id' | 'slug' | 'contentType' | 'title'>) =>
    log(`Content ${action} by the team`, { teamMember: teamMemberOf(res).id, item: { id: item.id, slug: item.slug, contentType: item.contentType, title: item.title } });

  router.get('/admin/content', (req, res) => {
    const { q } = parseInput(listQuery, req.query, 'invalid_query');
    const matches = matchingItems(index.everything(), q.trim());
    const body: ManagedContentList = { items: matches.slice(0, MANAGED_CONTENT_LIMIT).map(managedItem), total: matches.length };
    res.json(body);
  });

  router.get('/admin/content/removed', async (_req, res) => {
    const body: RemovedContentList = { records: await removedRecords(db) };
    res.json(body);
  });

  const publishing = (path: string, published: boolean) =>
    router.post(`/admin/content/:id/${path}`, async (req, res) => {
      const item = itemOf(req.params.id);
      parseInput(noFields, req.body ?? {}, 'invalid_request');
      const changed = await inTransaction(db, (tx) => setPublished(tx, item.id, published, teamMemberOf(res).id));
      await service.refresh([item.id]);
      if (changed) logged(res, path === 'publish' ? 'published' : 'unpublished', item);
      const body: ManagedContentItem = managedItem(index.findForTeam(item.id) ?? item);
      res.json(body);
    });
  publishing('unpublish', false);
  publishing('publish', true);

  router.post('/admin/content/:id/delete', async (req, res) => {
    const item = itemOf(req.params.id);
    const { title, reason } = parseInput(deleteBody, req.body ?? {}, 'invalid_request');
    const record: RemovedContentRecord = await inTransaction(db, (tx) => deleteItem(tx, item.id, title, reason, teamMemberOf(res).id));
    await service.refresh([item.id]);
    logged(res, 'deleted', item);
    res.json(record);
  });

  return router;
}
