import type { ResearchPageResponse, ResearchPageSlug } from '@x4i/shared/contracts';
import type { Queryable } from '../../db/db.js';
import type { MoneyFlowData } from '../../money-flow/money-flow-data.js';
import { loadDirectoryActivity } from './activity.js';
import { buildResearchPage } from './research-pages.js';
import { referenceData } from '../../reference-data.js';

export interface ResearchPageData {
  researchPage(page: ResearchPageSlug): Promise<ResearchPageResponse>;
}

/**
 * The research pages. The directory's records are counted on every request (small tables, grouped scans), so a
 * vote shows on the next load; the IRS figures come from the money flow's aggregate in memory; the BLS rows and
 * the NTEE group titles are reference data, read once.
 */
export function createResearchPageData(db: Queryable, moneyFlow: MoneyFlowData, now: () => Date = () => new Date()): ResearchPageData {
  const reference = referenceData(db);
  const workforce = async () => (await reference.indicatorTables()).nonprofitWorkforce;
  const majorGroupTitles = async () => new Map((await reference.codeBook()).majorGroups.map((group) => [group.code, group.title]));
  return {
    async researchPage(page) {
      const [activity, aggregate, rows, titles] = await Promise.all([loadDirectoryActivity(db, now), moneyFlow.aggregate(), workforce(), majorGroupTitles()]);
      return buildResearchPage(page, { activity, aggregate, majorGroupTitles: titles, workforce: rows });
    },
  };
}
