import { formatEin, INVALID_EIN_MESSAGE, isValidEin, looksLikeEin, normalizeEin } from '@x4i/shared/domain';
import type { FinderPageResponse, NonprofitDetails, NonprofitSearchResponse } from '@x4i/shared/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { formatQuery, parseInput } from '../http/validate.js';
import { SEARCH_PAGE_SIZE, type SearchPage } from '../db/queries/search-nonprofits.js';
import { preparedAnswers } from '../prepared/prepared-json.js';
import { exportedFrom, streamTable } from '../http/stream-table.js';
import { irsSource } from '../public-api/sources.js';
import { sendPreparedAnswer } from '../http/prepared-answer.js';
import type { NonprofitData } from '../nonprofit-data.js';

export const MAX_QUERY_LENGTH = 100;
const QUERY_MESSAGE = `Enter a name or an EIN of 1 to ${MAX_QUERY_LENGTH} characters.`;
/** Far past the last page of the broadest query ('a'), and a bound on the database's OFFSET. */
export const MAX_SEARCH_PAGE = 10_000;
const PAGE_MESSAGE = `The page must be a whole number from 1 to ${MAX_SEARCH_PAGE}.`;

const searchQuery = z.object({
  q: z.string({ error: QUERY_MESSAGE }).trim().min(1, { error: QUERY_MESSAGE }).max(MAX_QUERY_LENGTH, { error: QUERY_MESSAGE }),
  page: z
    .string({ error: PAGE_MESSAGE })
    .regex(/^\d{1,5}$/, { error: PAGE_MESSAGE })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: PAGE_MESSAGE }).max(MAX_SEARCH_PAGE, { error: PAGE_MESSAGE }))
    .optional(),
});

const exportQuery = z.object({ q: searchQuery.shape.q, ...formatQuery.shape });

const einParam = z.object({
  id: z
    .string()
    .refine(isValidEin, { error: INVALID_EIN_MESSAGE })
    .transform((id) => normalizeEin(id)),
});

/** SPEC 7.4: /x4i-nonprofit/search, /details/:id and /finder-page. */
export function nonprofitRouter(data: NonprofitData): Router {
  const router = Router();
  // A page of results is cached under its normalised query; its answers echo the query as typed.
  const searchAnswers = preparedAnswers<SearchPage>(16);
  // One answer until the IRS data changes (data.finderPage() gives the same value until then).
  const finderAnswers = preparedAnswers<FinderPageResponse>(1);

  router.get('/x4i-nonprofit/search', async (req, res) => {
    const { q, page = 1 } = parseInput(searchQuery, req.query, 'invalid_query');
    const ein = looksLikeEin(q);
    const digits = ein ? normalizeEin(q) : '';
    if (digits.length > 9) throw new HttpError(400, 'invalid_ein', INVALID_EIN_MESSAGE);
    const results = ein ? await data.searchByEin(digits, page) : await data.searchByName(q, page);
    const answer = (): NonprofitSearchResponse => ({ q, mode: ein ? 'ein' : 'name', page, pageSize: SEARCH_PAGE_SIZE, ...results });
    sendPreparedAnswer(req, res, searchAnswers(results, q, answer));
  });

  // Every result of a search, as the finder lists them, streamed (a broad name matches tens of thousands).
  router.get('/x4i-nonprofit/search/export', async (req, res) => {
    const { q, format } = parseInput(exportQuery, req.query, 'invalid_query');
    const ein = looksLikeEin(q);
    const digits = ein ? normalizeEin(q) : '';
    if (digits.length > 9) throw new HttpError(400, 'invalid_ein', INVALID_EIN_MESSAGE);
    const { freshness, sourceUrl } = await data.finderPage();
    const { name, url, vintage } = irsSource(freshness, sourceUrl);
    async function* rows() {
      for await (const result of data.searchAll(ein ? { digits } : { name: q })) yield [result.ein, result.name, result.city, result.state, result.nteeCode];
    }
    const title = ein ? `Organizations with an EIN starting ${digits}` : `Organizations matching “${q}” in the NTEE Code Finder`;
    await streamTable(
      res,
      { title, header: ['ein', 'name', 'city', 'state', 'nteeCode'], sources: [{ name, url, year: vintage }], fileStem: `finder-${q}`, format, exportedFrom: exportedFrom(req) },
      rows(),
    );
  });

  router.get('/x4i-nonprofit/details/:id', async (req, res) => {
    const { id } = parseInput(einParam, req.params, 'invalid_ein');
    const details: NonprofitDetails | null = await data.details(id);
    if (!details) throw new HttpError(404, 'not_found', `No organization with EIN ${formatEin(id)} was found.`);
    res.json(details);
  });

  router.get('/x4i-nonprofit/finder-page', async (req, res) => {
    const body = await data.finderPage();
    sendPreparedAnswer(req, res, finderAnswers(body, '', () => body));
  });

  return router;
}
