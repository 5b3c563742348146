import { TOP_NONPROFITS_PAGE_SIZE, type ReportSource, type SdgReportResponse, type TopNonprofit, type TopNonprofitsResponse } from '@x4i/shared/contracts';
import { coveredStatesText, irsNotImportedText, usStateName } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { preparedAsyncAnswers } from '../prepared/prepared-json.js';
import type { PreparedAnswer } from '../prepared/prepared-answer.js';
import type { MoneyFlowAggregate } from '../money-flow/aggregate.js';
import type { MoneyFlowData } from '../money-flow/money-flow-data.js';
import { loadInternationalOrgCounts, loadSupersededRecords, type SupersededRecord } from './irs-records.js';
import { indicatorGeneration } from './indicator-generation.js';
import { buildSdgReport } from './sdg-report.js';
import { findSdgTopic, SDG_TOPICS, type SdgTopic } from './sdg-topics.js';
import type { InternationalOrgCounts } from './sections/international-organisations.js';
import { goalBasisText, irsCovers, irsSource } from './sections/irs-organisations.js';
import { allTopNonprofits, countTopNonprofits, majorGroupsOfGoal, topNonprofitsPage } from './top-nonprofits.js';
import { memoLatest } from '../memo.js';
import { referenceData } from '../reference-data.js';

export interface TopNonprofitsQuery {
  pageNumber: number;
  state: string | null;
  /** 1-17; null: every goal. */
  goal: number | null;
}

export interface SdgReportData {
  /** The page of a goal (1-17), for the nation or a state. */
  sdgReport(goal: number, state: string | null): Promise<SdgReportResponse>;
  topNonprofits(query: TopNonprofitsQuery): Promise<TopNonprofitsResponse>;
  /** The whole list of a goal and state, for its download: how it is chosen, its source, and every organisation in order. */
  allTopNonprofits(query: Omit<TopNonprofitsQuery, 'pageNumber'>): Promise<{ basis: string; source: ReportSource; orgs: AsyncGenerator<TopNonprofit> }>;
  /** The same answers ready to send, made once per version of the imported IRS files. */
  sdgReportAnswer(goal: number, state: string | null): Promise<PreparedAnswer>;
  topNonprofitsAnswer(query: TopNonprofitsQuery): Promise<PreparedAnswer>;
  /** Reads what the first page needs now, so that the first request is fast. */
  warm(): Promise<void>;
}

export interface SdgReportDataOptions {
  /** The goals' pages, one topic a goal; default: the shipped table (SDG_TOPICS). */
  topics?: readonly SdgTopic[];
}

/** What the reports read from the IRS records beside the aggregate, for one version of the imported files. */
interface IrsExtras {
  version: string;
  superseded: SupersededRecord[];
  international: InternationalOrgCounts;
}

/**
 * The SDG report pages. The indicator tables are reference data, read once; the IRS figures come from the money
 * flow's aggregate, and the few extra IRS numbers (superseded records, international organisation counts) are
 * read once per version of the imported files, never per request. Only the top-nonprofits page is a query, read
 * in order from an index.
 */
export function createSdgReportData(db: Queryable, moneyFlow: MoneyFlowData, { topics = SDG_TOPICS }: SdgReportDataOptions = {}): SdgReportData {
  const tables = referenceData(db).indicatorTables;
  // What the top-nonprofits pages read besides the aggregate, once per version of the IRS data.
  const extras = memoLatest(async (version: string): Promise<IrsExtras> => {
    const superseded = await loadSupersededRecords(db);
    return { version, superseded, international: await loadInternationalOrgCounts(db, superseded) };
  });
  const extrasOf = (aggregate: MoneyFlowAggregate): Promise<IrsExtras> => extras(aggregate.version);

  async function topNonprofits({ pageNumber, state, goal }: TopNonprofitsQuery): Promise<TopNonprofitsResponse> {
    const aggregate = await moneyFlow.aggregate();
    const { coverage } = aggregate;
    const groups = majorGroupsOfGoal(goal);
    const count = countTopNonprofits(aggregate, groups, state);
    const offset = (pageNumber - 1) * TOP_NONPROFITS_PAGE_SIZE;
    const orgs = offset < count ? await topNonprofitsPage(db, { groups, state, pageNumber, superseded: (await extrasOf(aggregate)).superseded }) : [];
    const where = state ? `in ${usStateName(state)}` : `in the ${coveredStatesText(coverage.states)} the imported IRS files include`;
    const covered = !state || irsCovers(coverage, state);
    const missing = covered ? '' : ` The imported IRS files do not include ${usStateName(state!)}, so none is listed.`;
    return {
      count,
      pageNumber,
      pageSize: TOP_NONPROFITS_PAGE_SIZE,
      orgs,
      basis: `${goalBasisText(goal)} ${where}, ranked by the income on each organization's newest IRS record.${missing}`,
      source: irsSource(coverage),
      covered,
      coverageNote: covered ? null : irsNotImportedText(usStateName(state!), 'listed'),
    };
  }

  async function allTopNonprofitsOf({ state, goal }: Omit<TopNonprofitsQuery, 'pageNumber'>) {
    const aggregate = await moneyFlow.aggregate();
    const { basis, source } = await topNonprofits({ pageNumber: 1, state, goal });
    const { superseded } = await extrasOf(aggregate);
    return { basis, source, orgs: allTopNonprofits(db, { groups: majorGroupsOfGoal(goal), state, superseded }) };
  }

  async function sdgReport(goal: number, state: string | null): Promise<SdgReportResponse> {
    const topic = findSdgTopic(goal, topics);
    if (!topic) throw new Error(`No report topic for goal ${goal}`);
    const [loadedTables, flow, aggregate, top] = await Promise.all([
      tables(),
      moneyFlow.moneyFlow({ unsdg: `UNSDG${goal}`, state, incomeBuckets: [] }),
      moneyFlow.aggregate(),
      topNonprofits({ pageNumber: 1, state, goal }),
    ]);
    const { international } = await extrasOf(aggregate);
    return buildSdgReport(topic, { goal, state, tables: loadedTables, flow, international }, top);
  }

  // Every goal for the nation and each state is 17 × 52 reports; pages of top nonprofits are open-ended.
  const reportAnswers = preparedAsyncAnswers<MoneyFlowAggregate>(17 * 52);
  const pageAnswers = preparedAsyncAnswers<MoneyFlowAggregate>(500);

  return {
    sdgReport,
    topNonprofits,
    allTopNonprofits: allTopNonprofitsOf,
    async sdgReportAnswer(goal, state) {
      return reportAnswers(await moneyFlow.aggregate(), `${indicatorGeneration(db)}:${goal}:${state ?? ''}`, () => sdgReport(goal, state));
    },
    async topNonprofitsAnswer(query) {
      return pageAnswers(await moneyFlow.aggregate(), `${query.pageNumber}:${query.state ?? ''}:${query.goal ?? ''}`, () => topNonprofits(query));
    },
    async warm() {
      await Promise.all([tables(), moneyFlow.aggregate().then(extrasOf)]);
    },
  };
}
