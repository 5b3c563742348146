import { findUsStateByCode, formatEin, incomeBucketLabel, INVALID_EIN_MESSAGE, isValidEin, normalizeEin } from '@x4i/shared/domain';
import { z } from 'zod';
import { HttpError } from '../../http/errors.js';
import type { NonprofitData } from '../../nonprofit-data.js';
import type { Queryable } from '../../db/db.js';
import { download, endpoint, type Download, type Endpoint } from '../endpoint.js';
import { exportFormat, incomeBucketFilter, optionalText, pageSchema, stateFilter, wholeNumber } from '../schemas.js';
import { irsSource } from '../sources.js';
import { allOrganizations, listOrganizations, type OrganizationFilters, type OrganizationSummary } from './organization-list.js';
import { organizationDetailsSchema, organizationSummarySchema } from './organization-schemas.js';

export const MAX_ORGANIZATION_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;

const Q_MESSAGE = 'q is a name of up to 100 characters or an EIN of nine digits.';

const organizationFilters = {
  q: optionalText('q', (text) => text.max(100, { error: Q_MESSAGE }), {
    description:
      'A name or an EIN. Three or more characters find names that contain them; one or two, names that start with them. Nine digits (with or without the dash) find that EIN.',
    example: 'habitat',
  }).transform((q) => (q !== undefined && isValidEin(q) ? normalizeEin(q) : q)),
  state: stateFilter('The two-letter code of a US state or DC.'),
  nteeMajorGroup: optionalText('nteeMajorGroup', (text) => text.toUpperCase().regex(/^[A-Z]$/, { error: 'nteeMajorGroup is one letter, A to Z.' }), {
    description: 'An NTEE major group: one letter, A to Z (see /ntee/major-groups).',
    pattern: '^[A-Za-z]$',
  }),
  ntee: optionalText('ntee', (text) => text.toUpperCase().regex(/^[A-Z][0-9A-Z]{0,3}$/, { error: 'ntee is an NTEE code or its start, such as B20 or B2.' }), {
    description: 'An NTEE code or its start: B2 finds B20 to B29 (see /ntee/codes).',
    pattern: '^[A-Za-z][0-9A-Za-z]{0,3}$',
  }),
  subsection: optionalText(
    'subsection',
    (text) => text.regex(/^\d{1,2}$/, { error: 'subsection is the number of a 501(c) subsection, such as 3.' }).transform((code) => code.padStart(2, '0')),
    { description: 'The 501(c) subsection: 3 (or 03) for 501(c)(3).', pattern: '^\\d{1,2}$' },
  ),
  foundation: optionalText(
    'foundation',
    (text) => text.regex(/^\d{1,2}$/, { error: 'foundation is an IRS foundation code, such as 15.' }).transform((code) => code.padStart(2, '0')),
    { description: 'The IRS foundation code (FOUNDATION): 15 for an organization that receives support from the public, 04 for a private non-operating foundation.', pattern: '^\\d{1,2}$' },
  ),
  incomeBucket: incomeBucketFilter('Size by income: ENTERPRISE (over $50M), HIGHER_MID ($10M to $50M), LOWER_MID ($1M to $10M), SMALL (less than $1M).'),
};

const organizationQuery = z.object({
  ...organizationFilters,
  page: wholeNumber('page', 1, MAX_PAGE, 1, 'The page, from 1.'),
  pageSize: wholeNumber('pageSize', 1, MAX_ORGANIZATION_PAGE_SIZE, 25, 'Organizations per page.'),
});

const organizationExportQuery = z.object({ ...organizationFilters, format: exportFormat });

/** The columns of an organisations download, as the list's fields. */
const EXPORT_HEADER = Object.keys(organizationSummarySchema.shape) as (keyof OrganizationSummary)[];

/** What a download holds, in words: its first line, and its file name. */
function describeFilters(filters: OrganizationFilters): { title: string; stem: string } {
  const parts: [string, string][] = [];
  if (filters.q) parts.push([/^\d{9}$/.test(filters.q) ? `EIN ${formatEin(filters.q)}` : `named “${filters.q}”`, filters.q]);
  if (filters.state) parts.push([`in ${findUsStateByCode(filters.state)!.name}`, filters.state]);
  if (filters.nteeMajorGroup) parts.push([`in NTEE major group ${filters.nteeMajorGroup}`, `ntee-${filters.nteeMajorGroup}`]);
  if (filters.ntee) parts.push([`with NTEE codes ${filters.ntee}…`, `ntee-${filters.ntee}`]);
  if (filters.subsection) parts.push([`of subsection 501(c)(${Number(filters.subsection)})`, `501c${Number(filters.subsection)}`]);
  if (filters.foundation) parts.push([`with foundation code ${filters.foundation}`, `foundation-${filters.foundation}`]);
  if (filters.incomeBucket) parts.push([`of income bucket ${incomeBucketLabel(filters.incomeBucket)}`, filters.incomeBucket]);
  return {
    title: ['Organizations', ...parts.map(([words]) => words)].join(' ') + ', from the IRS files',
    stem: ['organizations', ...parts.map(([, stem]) => stem)].join('-'),
  };
}

const einParams = z.object({
  ein: z
    .string()
    .meta({ description: 'Nine digits, with or without the dash.', example: '710679937' })
    .refine(isValidEin, { error: INVALID_EIN_MESSAGE })
    .transform((ein) => normalizeEin(ein)),
});

export function organizationEndpoints(db: Queryable, data: NonprofitData): Endpoint[] {
  const freshness = async () => {
    const { freshness: files, sourceUrl, orgCount } = await data.finderPage();
    return { files, sourceUrl, orgCount };
  };
  return [
    endpoint({
      path: '/organizations',
      operationId: 'listOrganizations',
      tag: 'Organizations',
      summary: 'Search and filter organizations',
      description:
        'Exempt organizations from the IRS files, largest revenue first, filtered by name or EIN, state, NTEE code or major group, subsection, foundation code and income. Paged, with the total that match.',
      query: organizationQuery,
      invalidCode: 'invalid_query',
      data: pageSchema(organizationSummarySchema),
      async handle({ query: { page, pageSize, ...filters } }) {
        const { files, sourceUrl, orgCount } = await freshness();
        const found = await listOrganizations(db, filters, { page, pageSize }, async () => orgCount);
        return { data: { ...found, page, pageSize }, sources: [irsSource(files, sourceUrl, filters.state)] };
      },
    }),
    endpoint({
      path: '/organizations/{ein}',
      operationId: 'getOrganization',
      tag: 'Organizations',
      summary: 'One organization by EIN',
      description: 'The IRS record of one organization, every code paired with its meaning from the IRS data dictionary.',
      params: einParams,
      invalidCode: 'invalid_ein',
      mayBeNotFound: true,
      data: organizationDetailsSchema,
      async handle({ params: { ein } }) {
        const details = await data.details(ein);
        if (!details) throw new HttpError(404, 'not_found', `No organization with EIN ${formatEin(ein)} was found.`);
        const { sourceUrl } = await freshness();
        return { data: details, sources: [{ ...irsSource([], sourceUrl), vintage: details.source.snapshotDate }] };
      },
    }),
  ];
}

export function organizationDownloads(db: Queryable, data: NonprofitData): Download[] {
  return [
    download({
      path: '/organizations/export',
      operationId: 'exportOrganizations',
      tag: 'Organizations',
      summary: 'Download every organization that matches',
      description:
        'The organizations of /organizations with the same filters, every one of them in EIN order, as CSV (its first lines, marked #, say what the rows are, the source and its vintage, and where and when they were exported) or JSON. Streamed: a whole state downloads as it is read. Counts as one call.',
      query: organizationExportQuery,
      invalidCode: 'invalid_query',
      header: EXPORT_HEADER,
      row: organizationSummarySchema,
      async table({ format: _format, ...filters }) {
        const { freshness: files, sourceUrl } = await data.finderPage();
        const { name, url, vintage } = irsSource(files, sourceUrl, filters.state);
        const { title, stem } = describeFilters(filters);
        async function* rows() {
          for await (const org of allOrganizations(db, filters)) yield EXPORT_HEADER.map((column) => org[column]);
        }
        return { table: { title, fileStem: stem, sources: [{ name, url, year: vintage }] }, rows: rows() };
      },
    }),
  ];
}
