import type { DatasetFreshness, ServiceDesertResponse } from '@x4i/shared/contracts';
import { findUsStateByCode, type ServiceDesertMapDefinition } from '@x4i/shared/domain';
import type { Queryable } from '../../db/db.js';
import { getFreshness } from '../../db/queries/finder-page.js';
import { memoLatest, type LatestMemo } from '../../memo.js';
import { versionOf } from '../../money-flow/aggregate.js';
import { indicatorGeneration } from '../indicator-generation.js';
import { loadStateCountyShapes } from '../geo/county-shapes.js';
import { loadZipCounties } from '../geo/zip-counties.js';
import { loadQcewCountyRows } from './qcew-county-rows.js';
import { buildServiceDesertReport, type IrsStateOrganization, type PovertyCountyRow } from './service-desert-report.js';
import { referenceData } from '../../reference-data.js';

export interface ServiceDesertData {
  serviceDesert(definition: ServiceDesertMapDefinition): Promise<ServiceDesertResponse>;
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

async function loadPovertyCounties(db: Queryable, state: string): Promise<PovertyCountyRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT fips, area_name, year, people_in_poverty, poverty_rate_pct FROM saipe_poverty WHERE geo_level = 'county' AND state_code = $1 ORDER BY fips`,
    [state],
  );
  return rows.map((r) => ({
    fips: String(r.fips),
    name: String(r.area_name),
    year: Number(r.year),
    peopleInPoverty: num(r.people_in_poverty),
    povertyRatePct: num(r.poverty_rate_pct),
  }));
}

/**
 * The organisations of a state: each EIN's newest record (newest snapshot, then latest tax period, then file name,
 * as the other reports read them), kept when that record is in the state, so that an organisation that moved
 * counts once, where it is now.
 */
async function loadStateOrganizations(db: Queryable, state: string, majorGroups: readonly string[]): Promise<IrsStateOrganization[]> {
  const rows = await db.query<{ ein: string; name: string; city: string | null; zip: string | null; ntee_cd: string | null }>(
    `SELECT ein, name, city, zip, ntee_cd FROM (
       SELECT DISTINCT ON (b.ein) b.ein, b.name, b.city, b.zip, b.ntee_cd, upper(trim(b.state)) AS state
       FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
       WHERE b.ein IN (
         SELECT ein FROM irs_eo_bmf WHERE upper(trim(state)) = $1 AND upper(left(trim(ntee_cd), 1)) = ANY($2::text[])
       )
       ORDER BY b.ein, f.snapshot_date DESC, b.tax_period DESC NULLS LAST, b.source_file
     ) newest
     WHERE state = $1`,
    [state, majorGroups],
  );
  return rows.map((row) => ({ ein: row.ein, name: row.name, city: row.city, zip: row.zip, ntee: row.ntee_cd }));
}

/**
 * The service-desert pages. The shipped reference data (county shapes, ZIP crosswalk, BLS county rows) is read
 * once; a page is built once per version of the imported IRS files and kept, so an import from the command line
 * shows at the next request without a restart.
 */
export function createServiceDesertData(db: Queryable): ServiceDesertData {
  /** Each report's page, kept for the latest version of the IRS data and generation of the indicator tables. */
  const pages = new Map<string, LatestMemo<string, ServiceDesertResponse, [ServiceDesertMapDefinition, DatasetFreshness[]]>>();
  return {
    async serviceDesert(definition) {
      const freshness = await getFreshness(db);
      let page = pages.get(definition.slug);
      if (!page) {
        page = memoLatest((_version: string, definition: ServiceDesertMapDefinition, freshness: DatasetFreshness[]) => buildPage(db, definition, freshness));
        pages.set(definition.slug, page);
      }
      return page(`${versionOf(freshness)}|${indicatorGeneration(db)}`, definition, freshness);
    },
  };
}

async function buildPage(db: Queryable, definition: ServiceDesertMapDefinition, freshness: DatasetFreshness[]): Promise<ServiceDesertResponse> {
  const state = findUsStateByCode(definition.state);
  if (!state) throw new Error(`Unknown state ${definition.state}`);
  const majorGroups = [...new Set(definition.ntee.map((code) => code.charAt(0).toUpperCase()))];
  const [shapes, poverty, qcew, organizations, zipCounties, nteeTitles] = await Promise.all([
    loadStateCountyShapes(state.fips),
    loadPovertyCounties(db, definition.state),
    loadQcewCountyRows(),
    loadStateOrganizations(db, definition.state, majorGroups),
    loadZipCounties(),
    referenceData(db).nteeTitles(),
  ]);
  const snapshotDates = freshness.filter((file) => file.region === definition.state).map((file) => file.snapshotDate);
  return buildServiceDesertReport({ definition, shapes, poverty, qcew, irs: { snapshotDates, organizations }, zipCounties, nteeTitles });
}
