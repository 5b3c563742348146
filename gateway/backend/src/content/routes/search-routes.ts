import { Router } from 'express';
import type { AccessTokenVerifier } from '../../identity/access-tokens.js';
import { optionalBearer } from '../../identity/access-tokens.js';
import { sendPreparedAnswer } from '../../http/prepared-answer.js';
import type { ContentService } from '../content-service.js';
import { parseSearchParams } from '../search/search-params.js';
import { setReadCaching, subjectOf } from './shared.js';

/** GET /search/content, GET /explore, GET /solution-list (SPEC 7.2). */
export function searchRouter(service: ContentService, verify: AccessTokenVerifier | null): Router {
  const router = Router();
  const maybeSignedIn = optionalBearer(verify);

  router.get('/search/content', maybeSignedIn, async (req, res) => {
    const query = parseSearchParams(req.query as Record<string, unknown>);
    const subject = subjectOf(res);
    setReadCaching(res, subject);
    if (subject) res.json(await service.search(query, subject));
    else sendPreparedAnswer(req, res, await service.searchAnswer(query));
  });

  // The same for everyone: the ads carry no user flags, and the client shuffles them.
  router.get('/explore', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json(await service.explore());
  });

  router.get('/solution-list', maybeSignedIn, async (_req, res) => {
    const subject = subjectOf(res);
    setReadCaching(res, subject);
    res.json(await service.featuredSolutions(subject));
  });

  return router;
}
