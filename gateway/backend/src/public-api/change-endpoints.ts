import { ORGANIZATION_CHANGE_KINDS, type OrganizationChange } from '@x4i/shared/contracts';
import { z } from 'zod';
import { CHANGE_COLUMNS } from '../data-refresh/admin-view.js';
import type { Queryable } from '../db/db.js';
import type { NonprofitData } from '../nonprofit-data.js';
import { download, endpoint, type Download, type Endpoint } from './endpoint.js';
import { exportFormat, optionalText, pageSchema, stateFilter, wholeNumber } from './schemas.js';
import { irsSource } from './sources.js';

export const MAX_CHANGE_PAGE_SIZE = 500;
const MAX_PAGE = 100_000;
const SINCE_MESSAGE = 'since is a date (2026-11-01) or a moment (2026-11-01T12:00:00Z).';
const KIND_MESSAGE = `kind is one of ${ORGANIZATION_CHANGE_KINDS.join(', ')}.`;

const changeFilters = {
  since: optionalText(
    'since',
    (text) =>
      text
        .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, { error: SINCE_MESSAGE })
        .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: SINCE_MESSAGE })
        .transform((value) => new Date(value).toISOString()),
    { description: 'Only changes seen after this moment (a date means its start, UTC). Without it, every change.', example: '2026-11-01' },
  ),
  state: stateFilter('Only organizations in this state (before or after the change), as the two-letter code of a US state or DC.'),
  kind: optionalText('kind', (text) => text.toLowerCase().pipe(z.enum(ORGANIZATION_CHANGE_KINDS as [string, ...string[]], { error: KIND_MESSAGE })), {
    description: 'Only one kind: added, removed (the IRS drops revoked and terminated organizations), or a change of name, ntee (code), subsection, foundation (code) or state.',
    enum: ORGANIZATION_CHANGE_KINDS,
  }),
};

const changeQuery = z.object({
  ...changeFilters,
  page: wholeNumber('page', 1, MAX_PAGE, 1, 'The page, from 1.'),
  pageSize: wholeNumber('pageSize', 1, MAX_CHANGE_PAGE_SIZE, 100, 'Changes per page.'),
});

export const organizationChangeSchema = z
  .object({
    refreshId: z.int().meta({ description: 'The refresh of the IRS files that saw the change.' }),
    changedAt: z.string().meta({ description: 'When that refresh was switched in (ISO 8601, UTC).' }),
    ein: z.string(),
    name: z.string(),
    state: z.string().nullable(),
    kind: z.enum(ORGANIZATION_CHANGE_KINDS as [string, ...string[]]),
    before: z.string().nullable().meta({ description: 'The value before, for a change of a field; null for added and removed.' }),
    after: z.string().nullable().meta({ description: 'The value after, for a change of a field; null for added and removed.' }),
  })
  .meta({ description: 'One change to one organization, seen by comparing two monthly IRS files.' });

type ChangeFilters = { since?: string; state?: string; kind?: string };

function where(filters: ChangeFilters): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filters.since) {
    params.push(filters.since);
    clauses.push(`changed_at > $${params.length}`);
  }
  if (filters.state) {
    params.push(filters.state);
    // A move is listed in the state it left and the one it reached.
    clauses.push(`(upper(state) = $${params.length} OR (kind = 'state' AND (before = $${params.length} OR after = $${params.length})))`);
  }
  if (filters.kind) {
    params.push(filters.kind);
    clauses.push(`kind = $${params.length}`);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

async function listChanges(db: Queryable, filters: ChangeFilters, page: number, pageSize: number): Promise<{ items: OrganizationChange[]; total: number }> {
  const { sql, params } = where(filters);
  const [rows, [count]] = await Promise.all([
    db.query<OrganizationChange>(`SELECT ${CHANGE_COLUMNS} FROM organization_changes ${sql} ORDER BY changed_at, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
      ...params,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organization_changes ${sql}`, params),
  ]);
  return { items: rows, total: Number(count?.n ?? 0) };
}

/** Every change that matches, read in batches after the last one, so a long feed never sits in memory. */
async function* allChanges(db: Queryable, filters: ChangeFilters): AsyncGenerator<OrganizationChange> {
  const { sql, params } = where(filters);
  let after = 0;
  for (;;) {
    const rows = await db.query<OrganizationChange & { id: number }>(
      `SELECT id, ${CHANGE_COLUMNS} FROM organization_changes ${sql ? `${sql} AND` : 'WHERE'} id > $${params.length + 1} ORDER BY id LIMIT 2000`,
      [...params, after],
    );
    for (const { id: _id, ...change } of rows) yield change;
    if (rows.length < 2000) return;
    after = Number(rows.at(-1)!.id);
  }
}

const EXPORT_HEADER = Object.keys(organizationChangeSchema.shape) as (keyof OrganizationChange)[];

export function changeEndpoints(db: Queryable, data: NonprofitData): Endpoint[] {
  return [
    endpoint({
      path: '/changes',
      operationId: 'listChanges',
      tag: 'Organizations',
      summary: 'What changed in the IRS files',
      description:
        'Each refresh of the IRS files compares them with the ones before: organizations added, removed (the IRS drops revoked and terminated ones), and changes of name, NTEE code, subsection, foundation code and state. Oldest first, so a reader can follow it with since. A state loaded for the first time is not listed organization by organization.',
      query: changeQuery,
      invalidCode: 'invalid_query',
      data: pageSchema(organizationChangeSchema),
      async handle({ query: { page, pageSize, ...filters } }) {
        const [{ freshness, sourceUrl }, found] = await Promise.all([data.finderPage(), listChanges(db, filters, page, pageSize)]);
        return { data: { ...found, page, pageSize }, sources: [irsSource(freshness, sourceUrl, filters.state)] };
      },
    }),
  ];
}

export function changeDownloads(db: Queryable, data: NonprofitData): Download[] {
  return [
    download({
      path: '/changes/export',
      operationId: 'exportChanges',
      tag: 'Organizations',
      summary: 'Download every change that matches',
      description: 'The changes of /changes with the same filters, every one of them, oldest first, as CSV or JSON. Streamed. Counts as one call.',
      query: z.object({ ...changeFilters, format: exportFormat }),
      invalidCode: 'invalid_query',
      header: EXPORT_HEADER,
      row: organizationChangeSchema,
      async table({ format: _format, ...filters }) {
        const { freshness, sourceUrl } = await data.finderPage();
        const { name, url, vintage } = irsSource(freshness, sourceUrl, filters.state);
        const parts = [filters.kind && `of kind ${filters.kind}`, filters.state && `in ${filters.state}`, filters.since && `since ${filters.since}`].filter(Boolean);
        async function* rows() {
          for await (const change of allChanges(db, filters)) yield EXPORT_HEADER.map((column) => change[column]);
        }
        return {
          table: {
            title: ['Changes to organizations in the IRS files', ...parts].join(' '),
            fileStem: ['organization-changes', filters.kind, filters.state?.toLowerCase()].filter(Boolean).join('-'),
            sources: [{ name, url, year: vintage }],
          },
          rows: rows(),
        };
      },
    }),
  ];
}
