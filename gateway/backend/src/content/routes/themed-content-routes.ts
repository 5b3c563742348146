import { Router } from 'express';
import { z } from 'zod';
import { errorBody, HttpError } from '../../http/errors.js';
import { personLimit } from '../../http/person-limit.js';
import { parseInput } from '../../http/validate.js';
import { optionalBearer, requireBearer, type AccessTokenVerifier } from '../../identity/access-tokens.js';
import { currentAccount, currentUser } from '../../identity/current-user.js';
import type { Db } from '../../db/db.js';
import { runContentAction, type ContentAction } from '../actions/actions.js';
import type { ContentService } from '../content-service.js';
import { canEditThemed } from '../themed/permissions.js';
import { isStateCode } from '../validation.js';
import { itemOr404, pageItemOr404, setReadCaching, subjectOf } from './shared.js';

const strict = <T extends z.ZodRawShape>(shape: T, message: string) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : message) });

const voteBody = strict({ vote: z.boolean({ error: 'Send { "vote": true } or { "vote": false }.' }) }, 'Send { "vote": true } or { "vote": false }.');

const STATES_MESSAGE = 'states is a list of US state codes, for example ["WA"]; an empty list removes your state votes.';
const voteGeoBody = strict(
  {
    states: z
      .array(z.string({ error: STATES_MESSAGE }), { error: STATES_MESSAGE })
      .max(102, { error: STATES_MESSAGE })
      .transform((codes) => [...new Set(codes.map((code) => code.trim().toUpperCase()))])
      .refine((codes) => codes.every(isStateCode), { error: STATES_MESSAGE }),
  },
  STATES_MESSAGE,
);

const SOURCE_MESSAGE = 'source is 1 to 40 letters or underscores, for example "linkedin".';
const shareBody = strict(
  {
    source: z
      .string({ error: SOURCE_MESSAGE })
      .trim()
      .regex(/^[A-Za-z_]{1,40}$/, { error: SOURCE_MESSAGE })
      .transform((source) => source.toUpperCase()),
  },
  SOURCE_MESSAGE,
);

export const SHARES_PER_WINDOW = 30;
export const SHARE_RATE_LIMITED_MESSAGE = 'Too many shares. Please try again in a few minutes.';

/** Anyone may record a share: 30 in 10 minutes per person (see person-limit.ts). */
const shareRateLimit = () =>
  personLimit({
    windowMs: 10 * 60_000,
    limit: SHARES_PER_WINDOW,
    refuse: (_req, res) => {
      res.status(429).json(errorBody('rate_limited', SHARE_RATE_LIMITED_MESSAGE));
    },
  });

/** Badge catalogues by content type: only solutions carry badges. */
const BADGE_TYPES = new Set(['SOLUTION']);

/**
 * GET themed-content/:slug, GET themed-content/badges/:id, and the actions: POST themed-content/vote/:id,
 * follow/:id, unfollow/:id, voteGeo/:id, share/:id (SPEC 7.2). :id is the item's id or slug.
 */
export function themedContentRouter(service: ContentService, db: Db, verify: AccessTokenVerifier | null): Router {
  const router = Router();
  const { index } = service;
  const signedIn = requireBearer(verify);

  router.get('/themed-content/badges/:id', (req, res) => {
    if (!BADGE_TYPES.has(String(req.params.id).toUpperCase())) throw new HttpError(404, 'not_found', 'Badges exist for SOLUTION only.');
    res.setHeader('Cache-Control', 'no-cache');
    res.json(index.badges());
  });

  router.get('/themed-content/:slug', optionalBearer(verify), async (req, res) => {
    const item = await pageItemOr404(index, db, res, req.params.slug);
    const subject = subjectOf(res);
    setReadCaching(res, subject);
    const detail = await service.detail(item, subject);
    if (item.unpublishedAt) detail.unpublishedAt = item.unpublishedAt;
    if (subject) {
      const { account, user } = await currentUser(db, res);
      detail.canEdit = canEditThemed(user, account.id, item);
    }
    res.json(detail);
  });

  const act = (path: string, parse: (body: unknown) => ContentAction) =>
    router.post(`/themed-content/${path}/:id`, signedIn, async (req, res) => {
      const item = itemOr404(index, req.params.id);
      const action = parse(req.body ?? {});
      const { account } = await currentAccount(db, res);
      res.json(await runContentAction(db, index, item, account.id, action));
    });

  act('vote', (body) => ({ kind: 'vote', vote: parseInput(voteBody, body, 'invalid_vote').vote }));
  act('follow', () => ({ kind: 'follow' }));
  act('unfollow', () => ({ kind: 'unfollow' }));
  act('voteGeo', (body) => ({ kind: 'voteGeo', states: parseInput(voteGeoBody, body, 'invalid_states').states }));

  // Sharing needs no sign-in; a signed-in user's share is recorded as theirs.
  router.post('/themed-content/share/:id', optionalBearer(verify), shareRateLimit(), async (req, res) => {
    const item = itemOr404(index, req.params.id);
    const { source } = parseInput(shareBody, req.body ?? {}, 'invalid_share');
    const accountId = subjectOf(res) ? (await currentAccount(db, res)).account.id : null;
    res.json(await runContentAction(db, index, item, accountId, { kind: 'share', source }));
  });

  return router;
}
