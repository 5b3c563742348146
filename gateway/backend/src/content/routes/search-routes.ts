import { Router, type Request } from 'express';
import type { AccessTokenVerifier } from '../../identity/access-tokens.js';
import { optionalBearer } from '../../identity/access-tokens.js';
import { sendPreparedAnswer } from '../../http/prepared-answer.js';
import type { ContentService } from '../content-service.js';
import { parseSearchParams } from '../search/search-params.js';
import { setReadCaching, subjectOf } from './shared.js';
import { formatQuery, parseInput } from '../../http/validate.js';
import { exportedFrom, streamTable } from '../../http/stream-table.js';
import { contentTypeDisplayName, DEFAULT_MARKER, exploreTabOf, FILTER_OPTIONS, findUnSdgByValue, SORT_OPTIONS } from '@x4i/shared/domain';
import type { SearchQuery } from '../search/search-params.js';

export const DIRECTORY_SOURCE_NAME = 'X4I directory: listings by members and the X4I team (demo marks demonstration content)';

const DIRECTORY_EXPORT_HEADER = ['title', 'demo', 'url', 'organization', 'funder', 'summary', 'goals', 'grantAmount', 'closingDate', 'votes', 'follows', 'created', 'modified'];

const absoluteUrl = (req: Request, path: string) => `${req.protocol}://${req.host}${path}`;

/** What a listing's download holds, as its first line says it. */
function directoryExportTitle(query: SearchQuery): string {
  const goal = query.unsdg ? findUnSdgByValue(query.unsdg) : undefined;
  const tab = exploreTabOf(query.type);
  const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;
  return [
    `${contentTypeDisplayName(query.type)} in the X4I directory`,
    ...(query.q ? [`matching “${query.q}”`] : []),
    ...(goal ? [`for goal ${goal.position}, ${goal.label}`] : []),
    ...(tab && query.filters.length > 0 ? [`filtered by ${query.filters.map((filter) => labelOf(FILTER_OPTIONS[tab], filter)).join(', ')}`] : []),
    ...(tab && query.sort !== DEFAULT_MARKER ? [`sorted by ${labelOf(SORT_OPTIONS[tab], query.sort)}`] : []),
  ].join(', ');
}

/** GET /search/content (and its download, /search/content/export), GET /explore, GET /solution-list (SPEC 7.2). */
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

  // Every item of a listing with its search, goal, filters and order, as a visitor sees them.
  router.get('/search/content/export', async (req, res) => {
    const { format: _format, ...params } = req.query as Record<string, unknown>;
    const { format } = parseInput(formatQuery, req.query, 'invalid_search');
    const query = parseSearchParams(params);
    const cards = await service.searchAll(query);
    const today = service.today();
    async function* rows() {
      yield* cards.map((card) => [
        card.title,
        card.demo ? 'yes' : 'no',
        absoluteUrl(req, card.url),
        card.organization,
        card.fundingName,
        card.summary,
        card.categories.join(';'),
        card.grantAmount,
        card.expirationDate,
        card.votes,
        card.follows,
        card.createdAt,
        card.modifiedAt,
      ]);
    }
    await streamTable(
      res,
      {
        title: directoryExportTitle(query),
        header: DIRECTORY_EXPORT_HEADER,
        sources: [{ name: DIRECTORY_SOURCE_NAME, year: today }],
        fileStem: ['directory', query.type, query.q ?? '', query.unsdg ?? '', ...query.filters].filter(Boolean).join('-'),
        format,
        exportedFrom: exportedFrom(req),
      },
      rows(),
    );
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
