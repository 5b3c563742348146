import type { CompensationSource } from '@x4i/shared/contracts';
import {
  latestYearsShare,
  MIN_FILINGS_PER_CELL,
  NTEE_MAJOR_GROUP_CODES,
  reportTitleOf,
  yearsWithShare,
  type NteeMajorGroupCode,
  type TitleRule,
  type YearShare,
} from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { CEO_CHANGEOVERS, CEO_IMPLAUSIBLE, CEO_PART_YEAR } from './import/compensation-import.js';
import { CEO_SOURCE, PART_VII_SOURCE, SCHEDULE_J_SOURCE, TITLES_SOURCE, yearsText } from './sources.js';

/** The standard title whose pay the CEO file holds; the report calls it 'EXECUTIVE DIRECTOR / OFFICER'. */
export const CEO_STANDARD_TITLE = 'CEO';

export interface DatasetFacts {
  records: number;
  firstYear: number | null;
  lastYear: number | null;
  source: CompensationSource;
}

export interface TaxonomyEntry {
  standardTitle: string;
  domainLabel: string | null;
  socLabel: string | null;
  socMajorGroup: string | null;
  flags: string[];
}

/**
 * What the report knows before any filter: the datasets' sizes and years, the standard titles (taxonomy and
 * variants), the officers per title, the issue areas present. Read once per import.
 */
export interface CompensationCatalogue {
  version: string;
  ceo: DatasetFacts & {
    organizations: number;
    /** Where the records sit in time: the share of the latest two years. */
    latestYears: YearShare | null;
    /** CEO pays under MIN_PLAUSIBLE_CEO_PAY the import left out. */
    implausible: number;
    /** Organisation-years with two CEO records, and the lower-paid records dropped for them. */
    changeovers: number;
    partYear: number;
  };
  partVii: DatasetFacts & { organizations: number };
  scheduleJ: DatasetFacts & { organizations: number };
  titles: DatasetFacts & { variants: number };
  taxonomy: Map<string, TaxonomyEntry>;
  /** Every standard title the taxonomy or the variants name. */
  standardTitles: Set<string>;
  /** Standard title → the filed spellings counted as it. */
  synonyms: Map<string, string[]>;
  /** Paid Part VII officers per standard title. */
  partViiByTitle: Map<string, number>;
  /** NTEE major groups of the CEO file, with its records. */
  issueAreas: Map<NteeMajorGroupCode, number>;
  /** Officer rows whose organisation was found (CEO file or IRS records), by source. */
  officersWithOrganization: { partVii: number; scheduleJ: number };
  /** Part VII officers whose title the variants do not know. */
  partViiUnknownTitle: number;
  /** Officer rows (both samples) whose title a title rule changed, by rule. */
  titleRules: Map<TitleRule, number>;
  /** The snapshot date (YYYY-MM-DD) of the latest IRS records officers without a CEO-file record take their income from; null when none were imported. */
  irsSnapshot: string | null;
}

const withYears = (source: CompensationSource, first: number | null, last: number | null): CompensationSource => ({ ...source, years: yearsText(first, last) });

export async function loadCatalogue(db: Queryable): Promise<CompensationCatalogue> {
  const [versionRow] = await db.query<{ version: string | null }>(
    `SELECT string_agg(file_name || ':' || sha256, ',' ORDER BY file_name) AS version FROM dataset_imports WHERE dataset = 'compensation'`,
  );
  const [ceo] = await db.query<{ n: number; orgs: number; first: number | null; last: number | null }>(
    `SELECT count(*)::int AS n, count(DISTINCT ein)::int AS orgs, min(form_year) AS first, max(form_year) AS last FROM compensation_ceo`,
  );
  const officers = await db.query<{ source: string; n: number; orgs: number; first: number | null; last: number | null; found: number; unknown: number }>(
    `SELECT source, count(*)::int AS n, count(DISTINCT ein)::int AS orgs, min(tax_year) AS first, max(tax_year) AS last,
       count(*) FILTER (WHERE org_from IS NOT NULL)::int AS found, count(*) FILTER (WHERE standard_title IS NULL)::int AS unknown
     FROM compensation_officer GROUP BY source`,
  );
  const taxonomyRows = await db.query<{ standard_title: string; domain_label: string | null; soc_label: string | null; soc_major_group: string | null; flags: string[] }>(
    'SELECT standard_title, domain_label, soc_label, soc_major_group, flags FROM compensation_titles',
  );
  const variants = await db.query<{ variant: string; standard_title: string; used: boolean }>(
    'SELECT variant, standard_title, used FROM compensation_title_variants ORDER BY standard_title, variant',
  );
  const byTitle = await db.query<{ title: string; n: number }>(
    `SELECT standard_title AS title, count(*)::int AS n FROM compensation_officer WHERE source = 'PART_VII' AND standard_title IS NOT NULL GROUP BY standard_title`,
  );
  const areas = await db.query<{ area: string; n: number }>(`SELECT issue_area AS area, count(*)::int AS n FROM compensation_ceo WHERE issue_area IS NOT NULL GROUP BY issue_area`);
  const years = await db.query<{ year: number; n: number }>('SELECT form_year AS year, count(*)::int AS n FROM compensation_ceo GROUP BY form_year');
  const importCounts = new Map(
    (await db.query<{ what: string; n: number }>('SELECT what, n FROM compensation_import_counts')).map((row) => [row.what, Number(row.n)]),
  );
  const rules = await db.query<{ rule: TitleRule; n: number }>('SELECT title_rule AS rule, count(*)::int AS n FROM compensation_officer WHERE title_rule IS NOT NULL GROUP BY title_rule');
  const [snapshot] = await db.query<{ day: string | null }>(`SELECT to_char(max(snapshot_date), 'YYYY-MM-DD') AS day FROM irs_files`);
  const latestYears = latestYearsShare(new Map(years.map((row) => [Number(row.year), Number(row.n)])));

  const part = (source: string) => officers.find((row) => row.source === source) ?? { n: 0, orgs: 0, first: null, last: null, found: 0, unknown: 0 };
  const partVii = part('PART_VII');
  const scheduleJ = part('SCHEDULE_J');
  const synonyms = new Map<string, string[]>();
  for (const row of variants) if (row.used) synonyms.set(row.standard_title, [...(synonyms.get(row.standard_title) ?? []), row.variant]);
  const taxonomy = new Map(
    taxonomyRows.map((row) => [
      row.standard_title,
      { standardTitle: row.standard_title, domainLabel: row.domain_label, socLabel: row.soc_label, socMajorGroup: row.soc_major_group, flags: row.flags },
    ]),
  );
  return {
    version: versionRow?.version ?? '',
    ceo: {
      records: Number(ceo?.n ?? 0),
      organizations: Number(ceo?.orgs ?? 0),
      firstYear: ceo?.first ?? null,
      lastYear: ceo?.last ?? null,
      // The span alone would hide that most records are of its last two years.
      source: ceo?.first == null || ceo.last == null ? withYears(CEO_SOURCE, null, null) : { ...CEO_SOURCE, years: yearsWithShare(ceo.first, ceo.last, latestYears) },
      latestYears,
      implausible: importCounts.get(CEO_IMPLAUSIBLE) ?? 0,
      changeovers: importCounts.get(CEO_CHANGEOVERS) ?? 0,
      partYear: importCounts.get(CEO_PART_YEAR) ?? 0,
    },
    partVii: { records: partVii.n, organizations: partVii.orgs, firstYear: partVii.first, lastYear: partVii.last, source: withYears(PART_VII_SOURCE, partVii.first, partVii.last) },
    scheduleJ: { records: scheduleJ.n, organizations: scheduleJ.orgs, firstYear: scheduleJ.first, lastYear: scheduleJ.last, source: withYears(SCHEDULE_J_SOURCE, scheduleJ.first, scheduleJ.last) },
    titles: { records: taxonomyRows.length, variants: variants.length, firstYear: null, lastYear: null, source: TITLES_SOURCE },
    taxonomy,
    standardTitles: new Set([...taxonomy.keys(), ...variants.map((row) => row.standard_title)]),
    synonyms,
    partViiByTitle: new Map(byTitle.map((row) => [row.title, Number(row.n)])),
    issueAreas: new Map(
      areas.filter((row) => (NTEE_MAJOR_GROUP_CODES as readonly string[]).includes(row.area)).map((row) => [row.area as NteeMajorGroupCode, Number(row.n)]),
    ),
    officersWithOrganization: { partVii: partVii.found, scheduleJ: scheduleJ.found },
    partViiUnknownTitle: partVii.unknown,
    titleRules: new Map(rules.map((row) => [row.rule, Number(row.n)])),
    irsSnapshot: snapshot?.day ?? null,
  };
}

/** The standard titles the report offers besides the CEO's: enough paid Part VII officers to show a figure, most first. */
export function offeredOfficerTitles(catalogue: CompensationCatalogue): { standardTitle: string; filings: number }[] {
  return [...catalogue.partViiByTitle]
    .filter(([title, filings]) => title !== CEO_STANDARD_TITLE && filings >= MIN_FILINGS_PER_CELL)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([standardTitle, filings]) => ({ standardTitle, filings }));
}

/** Report title → the spellings filed under its standard title, for every title the report offers. */
export function jobTitleSynonyms(catalogue: CompensationCatalogue): Record<string, string[]> {
  const offered = [CEO_STANDARD_TITLE, ...offeredOfficerTitles(catalogue).map((entry) => entry.standardTitle)];
  return Object.fromEntries(offered.map((standard) => [reportTitleOf(standard), catalogue.synonyms.get(standard) ?? []]));
}
