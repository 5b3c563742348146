import type { ResearchPageResponse, ResearchPageSlug } from '@x4i/shared/contracts';
import type { Queryable } from '../../db/db.js';
import type { MoneyFlowData } from '../../money-flow/money-flow-data.js';
import { loadIndicatorTables } from '../indicator-tables.js';
import { memo } from '../../memo.js';
import { loadDirectoryActivity } from './activity.js';
import { buildResearchPage } from './research-pages.js';

export interface ResearchPageData {
  researchPage(page: ResearchPageSlug): Promise<ResearchPageResponse>;
}

/**
 * The research pages. The directory's records are counted on every request (small tables, grouped scans), so a
 * vote shows on the next load; the IRS figures come from the money flow's aggregate in memory; the BLS rows and
 * the NTEE group titles are reference data, read once.
 */
export function createResearchPageData(db: Queryable, moneyFlow: MoneyFlowData, now: () => Date = () => new Date()): ResearchPageData {
  const workforce = memo(async () => (await loadIndicatorTables(db)).nonprofitWorkforce);
  const majorGroupTitles = memo(
    async () => new Map((await db.query<{ code: string; title: string }>('SELECT code, title FROM ntee_major_groups')).map((row) => [row.code, row.title])),
  );
  return {
    async researchPage(page) {
      const [activity, aggregate, rows, titles] = await Promise.all([loadDirectoryActivity(db, now), moneyFlow.aggregate(), workforce(), majorGroupTitles()]);
      return buildResearchPage(page, { activity, aggregate, majorGroupTitles: titles, workforce: rows });
    },
  };
}
