import { ORGANIZATION_CHANGE_KINDS } from '@x4i/shared/contracts';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireTeamMember, teamMemberOf } from '../admin/current-user.js';
import { NoPreviousSnapshotError, NotHeldError, RefreshRunningError, SourceOffError, type DataRefreshService } from '../data-refresh/index.js';
import { DATA_SOURCES } from '../data-refresh/sources.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { optionalParam, parseInput } from '../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

const emptyBody = z.strictObject({}, { error: 'Send an empty JSON object.' });

const SOURCE_IDS = DATA_SOURCES.map((source) => source.id) as [string, ...string[]];
const SOURCE_MESSAGE = `source is one of ${SOURCE_IDS.join(', ')}.`;
/** Which source a write is for (`?source=`): the IRS files when it is not said. */
const sourceQuery = z.strictObject(
  { source: optionalParam(z.enum(SOURCE_IDS, { error: SOURCE_MESSAGE })) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}.` : SOURCE_MESSAGE) },
);

const confirmBody = z.strictObject(
  {
    file: z.string({ error: 'file is the name of a held file, such as eo_ca.csv.' }).trim().regex(/^[a-z0-9_]{1,40}\.(csv|txt)$/, { error: 'file is the name of a held file, such as eo_ca.csv.' }),
    sha256: z.string({ error: 'sha256 is the held file’s checksum, 64 hexadecimal digits.' }).trim().toLowerCase().regex(/^[0-9a-f]{64}$/, { error: 'sha256 is the held file’s checksum, 64 hexadecimal digits.' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object with file and sha256.') },
);

const PAGE_MESSAGE = 'page is a whole number from 1.';
const changesQuery = z.strictObject(
  {
    kind: optionalParam(z.enum(ORGANIZATION_CHANGE_KINDS as [string, ...string[]], { error: `kind is one of ${ORGANIZATION_CHANGE_KINDS.join(', ')}.` })),
    page: optionalParam(z.coerce.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(1, { error: PAGE_MESSAGE }).max(1_000_000, { error: PAGE_MESSAGE })),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}.` : 'Invalid query.') },
);

/** The service's refusals, as the API says them. */
function refused(error: unknown): never {
  if (error instanceof RefreshRunningError) throw new HttpError(409, 'refresh_running', error.message);
  if (error instanceof SourceOffError) throw new HttpError(409, 'source_off', error.message);
  if (error instanceof NoPreviousSnapshotError) throw new HttpError(409, 'no_previous_snapshot', error.message);
  if (error instanceof NotHeldError) throw new HttpError(409, 'not_held', error.message);
  throw error;
}

/**
 * The team's side of the public-data refresh (issue 36). Team only, checked on the server as the other admin calls
 * are: 401 without a valid token, 403 without the X4I_TEAM_MEMBER role.
 *
 *   GET  /admin/data                              AdminDataResponse
 *   POST /admin/data/refresh?source= {}                   202 { refresh }; 409 refresh_running, source_off
 *   POST /admin/data/rollback?source= {}                  200 { refresh }; 409 no_previous_snapshot, refresh_running
 *   POST /admin/data/held/confirm?source= { file, sha256 } 202 { refresh }; 409 not_held, refresh_running, source_off
 *
 * `source` is a source's id (irs_eo_bmf, census_saipe), the IRS files when absent; any other is 400 invalid_query.
 *   GET  /admin/data/refreshes/:id/changes?kind=&page=  DataRefreshChangesResponse; 404 refresh_not_found
 */
export function adminDataRouter(db: Queryable, verify: AccessTokenVerifier | null, refresh: DataRefreshService): Router {
  const router = Router();
  router.use('/admin/data', noStore, requireBearer(verify), requireTeamMember(db));

  router.get('/admin/data', async (_req, res) => {
    res.json(await refresh.view());
  });

  router.post('/admin/data/refresh', async (req, res) => {
    const { source } = parseInput(sourceQuery, req.query, 'invalid_query');
    parseInput(emptyBody, req.body ?? {}, 'invalid_request');
    const started = await refresh.refreshNow(teamMemberOf(res).email, source).catch(refused);
    res.status(202).json({ refresh: started });
  });

  router.post('/admin/data/rollback', async (req, res) => {
    const { source } = parseInput(sourceQuery, req.query, 'invalid_query');
    parseInput(emptyBody, req.body ?? {}, 'invalid_request');
    const done = await refresh.rollBack(teamMemberOf(res).email, source).catch(refused);
    res.json({ refresh: done });
  });

  router.post('/admin/data/held/confirm', async (req, res) => {
    const { source } = parseInput(sourceQuery, req.query, 'invalid_query');
    const body = parseInput(confirmBody, req.body, 'invalid_request');
    const started = await refresh.confirmHeld(body.file, body.sha256, teamMemberOf(res).email, source).catch(refused);
    res.status(202).json({ refresh: started });
  });

  router.get('/admin/data/refreshes/:id/changes', async (req, res) => {
    const id = Number(req.params.id);
    if (!/^\d{1,9}$/.test(req.params.id)) throw new HttpError(404, 'refresh_not_found', 'There is no such refresh.');
    const query = parseInput(changesQuery, req.query, 'invalid_query');
    const page = await refresh.changes(id, query.kind as never, query.page ?? 1);
    if (!page) throw new HttpError(404, 'refresh_not_found', 'There is no such refresh.');
    res.json(page);
  });

  return router;
}
