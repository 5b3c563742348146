import { Router } from 'express';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { optionalBearer, requireBearer, type AccessTokenVerifier } from '../../identity/access-tokens.js';
import { currentUser } from '../../identity/current-user.js';
import type { ContentService } from '../content-service.js';
import { NO_FLAGS } from '../model.js';
import { loadStateVotes, loadUserFlags } from '../queries.js';
import { canEditSolution } from '../solutions/permissions.js';
import { solutionPayloadSchema } from '../solutions/solution-payload.js';
import { ANONYMOUS_VIEWER, potentialFundingAmount, toSolution, type SolutionViewer } from '../solutions/solution-view.js';
import { assertCanCreateSolution, createSolution, SOLUTION_NOT_FOUND_MESSAGE, updateSolution } from '../solutions/solution-writes.js';
import { pageItemOr404, setReadCaching, subjectOf } from './shared.js';

/** GET solution/:id (id or slug), POST solution/create, POST solution/update (SPEC 7.2). */
export function solutionRouter(service: ContentService, db: Queryable, verify: AccessTokenVerifier | null): Router {
  const router = Router();
  const { index } = service;
  const payload = () => solutionPayloadSchema(new Set(index.badges().map((badge) => badge.id)));

  router.get('/solution/:id', optionalBearer(verify), async (req, res) => {
    const item = await pageItemOr404(index, db, res, req.params.id, SOLUTION_NOT_FOUND_MESSAGE);
    if (item.contentType !== 'tech-solution') throw new HttpError(404, 'not_found', SOLUTION_NOT_FOUND_MESSAGE);
    const subject = subjectOf(res);
    let viewer: SolutionViewer = ANONYMOUS_VIEWER;
    if (subject) {
      const { account, user } = await currentUser(db, res);
      const [flags, stateVotes] = await Promise.all([loadUserFlags(db, subject, [item.id]), loadStateVotes(db, account.id, item.id)]);
      viewer = { flags: flags.get(item.id) ?? NO_FLAGS, canEdit: canEditSolution(user, item), stateVotes };
    }
    setReadCaching(res, subject);
    const solution = toSolution(item, index.countersOf(item.id), {
      catalogue: index.badges(),
      potentialFunding: potentialFundingAmount(item, index.all(), service.today()),
      viewer,
    });
    res.json(item.unpublishedAt ? { ...solution, unpublishedAt: item.unpublishedAt } : solution);
  });

  router.post('/solution/create', requireBearer(verify), async (req, res) => {
    const { account, user } = await currentUser(db, res);
    assertCanCreateSolution(user);
    const input = parseInput(payload(), req.body, 'invalid_solution');
    res.status(201).json(await createSolution(service.db, index, user, account.id, input));
  });

  router.post('/solution/update', requireBearer(verify), async (req, res) => {
    const { user } = await currentUser(db, res);
    const input = parseInput(payload(), req.body, 'invalid_solution');
    res.json(await updateSolution(service.db, index, user, input));
  });

  return router;
}
