import { INCOME_BUCKET_BOUNDS, incomeBucketOf, type IncomeBucketCode } from '@x4i/shared/domain';
import type { Queryable } from '../../db/db.js';

/** The filters of GET /v1/organizations, checked and normalised by its schema. */
export interface OrganizationFilters {
  /** A name (3+ characters: contained in the name; shorter: its start), or nine digits: that EIN. */
  q?: string;
  state?: string;
  nteeMajorGroup?: string;
  /** A code or its start: 'B2' finds B20 to B29. */
  ntee?: string;
  /** Two digits, as the IRS files write it: '03'. */
  subsection?: string;
  foundation?: string;
  incomeBucket?: IncomeBucketCode;
}

/** One organisation of the list: the IRS record's main fields, its codes as filed. */
export interface OrganizationSummary {
  ein: string;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  nteeCode: string | null;
  subsection: string | null;
  foundation: string | null;
  rulingDate: string | null;
  taxPeriod: string | null;
  assetAmount: number | null;
  incomeAmount: number | null;
  revenueAmount: number | null;
  incomeBucket: IncomeBucketCode;
  /** The IRS file of the record. */
  sourceFile: string;
}

interface Row {
  ein: string;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  ntee_cd: string | null;
  subsection: string | null;
  foundation: string | null;
  ruling: string | null;
  tax_period: string | null;
  asset_amt: string | number | null;
  income_amt: string | number | null;
  revenue_amt: string | number | null;
  source_file: string;
}

export const ORGANIZATION_COLUMNS =
  'ein, name, city, state, zip, ntee_cd, subsection, foundation, ruling, tax_period, asset_amt, income_amt, revenue_amt, source_file';

const amount = (value: string | number | null) => (value === null ? null : Number(value));

export function toOrganizationSummary(row: Row): OrganizationSummary {
  const incomeAmount = amount(row.income_amt);
  return {
    ein: row.ein,
    name: row.name,
    city: row.city,
    state: row.state,
    zip: row.zip,
    nteeCode: row.ntee_cd,
    subsection: row.subsection,
    foundation: row.foundation,
    rulingDate: row.ruling,
    taxPeriod: row.tax_period,
    assetAmount: amount(row.asset_amt),
    incomeAmount,
    revenueAmount: amount(row.revenue_amt),
    incomeBucket: incomeBucketOf(incomeAmount),
    sourceFile: row.source_file,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Below this length a contained-in search finds mostly noise, and the trigram index cannot help. */
const MIN_CONTAINS_QUERY = 3;

/** The WHERE clause of the filters, with its parameters. */
export function organizationConditions(filters: OrganizationFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  const { q } = filters;
  if (q !== undefined) {
    if (/^\d{9}$/.test(q)) add((n) => `ein = ${n}`, q);
    else if (q.length >= MIN_CONTAINS_QUERY) add((n) => `name ILIKE ${n}`, `%${escapeLike(q)}%`);
    else add((n) => `upper(name) COLLATE "C" LIKE ${n}`, `${escapeLike(q.toUpperCase())}%`);
  }
  if (filters.state) add((n) => `state = ${n}`, filters.state);
  if (filters.nteeMajorGroup) add((n) => `ntee_cd COLLATE "C" LIKE ${n}`, `${filters.nteeMajorGroup}%`);
  if (filters.ntee) add((n) => `ntee_cd COLLATE "C" LIKE ${n}`, `${filters.ntee}%`);
  if (filters.subsection) add((n) => `subsection = ${n}`, filters.subsection);
  if (filters.foundation) add((n) => `foundation = ${n}`, filters.foundation);
  if (filters.incomeBucket) conditions.push(incomeBucketCondition(filters.incomeBucket));
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The SQL of a bucket, from the same bounds as incomeBucketOf (no reported income counts as $0). */
function incomeBucketCondition(bucket: IncomeBucketCode): string {
  const income = 'coalesce(income_amt, 0)';
  const { enterpriseAbove, higherMidFrom, lowerMidFrom } = INCOME_BUCKET_BOUNDS;
  switch (bucket) {
    case 'ENTERPRISE':
      return `${income} > ${enterpriseAbove}`;
    case 'HIGHER_MID':
      return `${income} >= ${higherMidFrom} AND ${income} <= ${enterpriseAbove}`;
    case 'LOWER_MID':
      return `${income} >= ${lowerMidFrom} AND ${income} < ${higherMidFrom}`;
    case 'SMALL':
      return `${income} < ${lowerMidFrom}`;
  }
}

/** Largest first; the EIN last, so that pages never overlap. */
export const ORGANIZATION_ORDER = 'revenue_amt DESC NULLS LAST, ein';

export interface OrganizationPage {
  total: number;
  items: OrganizationSummary[];
}

/**
 * A page of the organisations that match, largest revenue first, and how many match in all. The IRS files hold a
 * few organisations twice (in two states' files): each counts once, by its record with the larger revenue, as the
 * finder's search does. `totalOfAll` is the count without filters, which the caller keeps.
 */
export async function listOrganizations(
  db: Queryable,
  filters: OrganizationFilters,
  slice: { page: number; pageSize: number },
  totalOfAll: () => Promise<number>,
): Promise<OrganizationPage> {
  const { where, params } = organizationConditions(filters);
  const n = params.length;
  const limits = [slice.pageSize, (slice.page - 1) * slice.pageSize];
  if (!where) {
    // Every organisation: sorting them all for DISTINCT ON costs half a second, so the page is read in revenue
    // order from its index, and a record is left out when its EIN has a better one (a probe of the EIN index).
    const [rows, total] = await Promise.all([
      db.query<Row>(
        `SELECT ${ORGANIZATION_COLUMNS} FROM irs_eo_bmf b
         WHERE NOT EXISTS (
           SELECT 1 FROM irs_eo_bmf d
           WHERE d.ein = b.ein AND (coalesce(d.revenue_amt, -1), d.source_file, d.ctid) > (coalesce(b.revenue_amt, -1), b.source_file, b.ctid)
         )
         ORDER BY ${ORGANIZATION_ORDER} LIMIT $1 OFFSET $2`,
        limits,
      ),
      totalOfAll(),
    ]);
    return { total, items: rows.map(toOrganizationSummary) };
  }
  const [row] = await db.query<{ total: number | string; rows: Row[] | string | null }>(
    `WITH matches AS MATERIALIZED (
       SELECT DISTINCT ON (ein) ${ORGANIZATION_COLUMNS} FROM irs_eo_bmf ${where}
       ORDER BY ein, revenue_amt DESC NULLS LAST, source_file DESC
     )
     SELECT (SELECT count(*) FROM matches) AS total,
            (SELECT json_agg(to_json(p) ORDER BY ${ORGANIZATION_ORDER})
             FROM (SELECT * FROM matches ORDER BY ${ORGANIZATION_ORDER} LIMIT $${n + 1} OFFSET $${n + 2}) p) AS rows`,
    [...params, ...limits],
  );
  const rows = typeof row?.rows === 'string' ? (JSON.parse(row.rows) as Row[]) : (row?.rows ?? []);
  return { total: Number(row?.total ?? 0), items: rows.map(toOrganizationSummary) };
}

/** Rows read per query of an export. */
const EXPORT_BATCH = 2000;

/**
 * Every organisation that matches, in EIN order, read a batch at a time after the last EIN read (no transaction
 * held open, so the embedded database keeps serving others between batches), each EIN once as in the list.
 */
export async function* allOrganizations(db: Queryable, filters: OrganizationFilters): AsyncGenerator<OrganizationSummary> {
  const { where, params } = organizationConditions(filters);
  const after = params.length + 1;
  let last = '';
  for (;;) {
    const rows = await db.query<Row>(
      `SELECT DISTINCT ON (ein) ${ORGANIZATION_COLUMNS} FROM irs_eo_bmf
       ${where ? `${where} AND` : 'WHERE'} ein > $${after}
       ORDER BY ein, revenue_amt DESC NULLS LAST, source_file DESC
       LIMIT ${EXPORT_BATCH}`,
      [...params, last],
    );
    for (const row of rows) yield toOrganizationSummary(row);
    if (rows.length < EXPORT_BATCH) return;
    last = rows.at(-1)!.ein;
  }
}
