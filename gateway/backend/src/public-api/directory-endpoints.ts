import type { ContentCard } from '@x4i/shared/contracts';
import { DEFAULT_MARKER, EXPLORE_PAGE_SIZE, type ContentType } from '@x4i/shared/domain';
import { z } from 'zod';
import type { ContentService } from '../content/content-service.js';
import { DIRECTORY_CONTENT_TYPES } from '../content/model.js';
import { endpoint, type Endpoint } from './endpoint.js';
import { goalFilter, optionalText, pageSchema, wholeNumber } from './schemas.js';

const MAX_PAGE = 10_000;

const cardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  contentType: z.enum(DIRECTORY_CONTENT_TYPES as unknown as [ContentType, ...ContentType[]]),
  title: z.string(),
  url: z.string().meta({ description: 'The item’s page on this site.' }),
  categories: z.array(z.string()).meta({ description: 'The goals it serves: UNSDG1 to UNSDG17.' }),
  summary: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  fundingLogo: z.string().nullable(),
  organization: z.string().nullable(),
  fundingName: z.string().nullable(),
  opportunityId: z.string().nullable(),
  grantAmount: z.number().nullable(),
  expirationDate: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  votes: z.number(),
  follows: z.number(),
  orgsUseSolution: z.number(),
  followed: z.boolean().meta({ description: 'Always false here: the API answers as to a visitor.' }),
  userAssociated: z.boolean(),
  demo: z.boolean().meta({ description: 'True for the demonstration content the site ships with: written for the demo, not real.' }),
}) satisfies z.ZodType<ContentCard>;

const directoryParams = z.object({
  type: z.enum(DIRECTORY_CONTENT_TYPES, { error: `type is one of ${DIRECTORY_CONTENT_TYPES.join(', ')}.` }).meta({ example: 'tech-solution' }),
});

const directoryQuery = z.object({
  q: optionalText('q', (text) => text.max(200, { error: 'q has up to 200 characters.' }), { description: 'Words to look for.', example: 'fundraising' }),
  goal: goalFilter('Only items that serve this goal, 1 to 17.'),
  page: wholeNumber('page', 1, MAX_PAGE, 1, 'The page, from 1.'),
});

export function directoryEndpoints(content: ContentService): Endpoint[] {
  return [
    endpoint({
      path: '/directory/{type}',
      operationId: 'searchDirectory',
      tag: 'Directory',
      summary: 'The directory’s solutions, challenges, grants and articles',
      description: `Search one type of the directory's public content, as the site's search does, ${EXPLORE_PAGE_SIZE} items a page. When the words match nothing, the total is 0 and no items come back.`,
      params: directoryParams,
      query: directoryQuery,
      invalidCode: 'invalid_query',
      data: pageSchema(cardSchema),
      async handle({ params, query }) {
        const found = await content.search(
          { type: params.type, pageNumber: query.page - 1, q: query.q ?? null, unsdg: query.goal ? `UNSDG${query.goal}` : null, filters: [], sort: DEFAULT_MARKER },
          null,
        );
        // The site shows a default list when the words match nothing; an API caller is told there is no match.
        const items = found.isDefaultResults ? [] : found.results;
        return {
          data: { items, page: query.page, pageSize: EXPLORE_PAGE_SIZE, total: found.isDefaultResults ? 0 : found.numFound },
          sources: [{ name: 'X4I directory: listings by members and the X4I team (items marked demo are demonstration content)', url: `/all/${params.type}/`, vintage: content.today() }],
        };
      },
    }),
  ];
}
