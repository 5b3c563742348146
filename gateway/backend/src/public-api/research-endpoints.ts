import type { ApiSource, ReportSource } from '@x4i/shared/contracts';
import { z } from 'zod';
import type { MoneyFlowData } from '../money-flow/money-flow-data.js';
import type { SdgIndexData } from '../reports/sdg-index-data.js';
import type { SdgReportData } from '../reports/sdg-report-data.js';
import { endpoint, type Endpoint } from './endpoint.js';
import { goalFilter, goalNumber, incomeBucketFilter, stateFilter } from './schemas.js';
import { irsSource } from './sources.js';

const state = stateFilter('The two-letter code of a US state or DC; absent: the nation.');

const moneyFlowQuery = z.object({
  state,
  goal: goalFilter('Only organizations whose NTEE code serves this goal, 1 to 17.'),
  incomeBucket: incomeBucketFilter('Only organizations of this size by income.'),
});

const reportParams = z.object({
  goal: z
    .string()
    .meta({ description: 'The goal, 1 to 17.', example: '1', pattern: '^\\d{1,2}$' })
    .pipe(goalNumber(z.string()))
    .transform(Number),
});

/**
 * The report answers are the ones the site's pages read. Their main fields are documented here; each section
 * carries more (values, ranks, notes), described by the fields of the answer itself.
 */
const moneyFlowSchema = z.looseObject({
  filters: z.looseObject({}),
  headerMetrics: z.looseObject({}).meta({ description: 'Organizations, income, revenue and assets under the filters.' }),
  orgCounts: z.record(z.string(), z.number()).meta({ description: 'State code → organizations (under every filter but the state).' }),
  stateIncome: z.record(z.string(), z.number()).meta({ description: 'State code → total income, US dollars.' }),
  allIncomeBuckets: z.array(z.looseObject({})),
  coverage: z.looseObject({ states: z.array(z.string()) }),
});

const standingSchema = z
  .object({ rank: z.number().nullable(), index: z.number().nullable() })
  .meta({ description: 'The state’s rank (1 = best) and index (0 to 100) in the SDSN 2018 edition, recomputed; null when it is not ranked there.' });

const editionValueSchema = z.object({
  value: z.number().nullable(),
  score: z.number().nullable().meta({ description: 'The 0–100 score of the value in that edition.' }),
  source: z.string(),
  dataYear: z.string(),
});

const movementSchema = z
  .object({
    rankChange: z.number().nullable().meta({ description: 'Places gained (positive) or lost (negative) from the 2018 edition to the updated one.' }),
    indexChange: z.number().nullable().meta({ description: 'Updated index minus the 2018 edition’s index, in points.' }),
    reasons: z
      .array(
        z.object({
          indicator: z.string(),
          name: z.string(),
          goal: z.number(),
          units: z.string(),
          decimals: z.number().nullable(),
          before: editionValueSchema.meta({ description: 'The value the SDSN published for 2018, and its score.' }),
          after: editionValueSchema.meta({ description: 'The newer federal value, and its score.' }),
          goalScoreChange: z.number().meta({ description: 'Points of the goal’s score this indicator moved.' }),
          indexChange: z.number().meta({ description: 'Points of the index this indicator moved: the goal change over the number of goals scored.' }),
        }),
      )
      .meta({ description: 'The replaced indicators that changed the state’s scores, the largest share of the index change first. Empty when its rank moved only because other states moved.' }),
  })
  .meta({ description: 'How the state moved from the SDSN 2018 edition, recomputed, to the updated edition, and why.' });

const sdgIndexSchema = z.looseObject({
  state: z.string().nullable(),
  source: z.looseObject({ name: z.string(), url: z.string(), dataYears: z.string() }),
  editions: z
    .array(
      z.object({
        id: z.enum(['sdsn-2018-recomputed', 'updated']),
        label: z.string(),
        description: z.string(),
        replacedIndicators: z.array(z.string()).meta({ description: 'The indicators whose values differ from the 2018 report’s.' }),
      }),
    )
    .meta({
      description:
        'The two editions of the index: the SDSN 2018 edition recomputed from the 2018 indicators alone, and the updated edition with newer federal values in place of some indicators. rank and index elsewhere in the answer are the updated edition’s.',
    }),
  indicators: z.array(z.looseObject({ id: z.string(), goal: z.number(), name: z.string() })),
  stateRanking: z
    .array(
      z.looseObject({
        state: z.string(),
        stateName: z.string(),
        rank: z.number().nullable().meta({ description: 'Rank in the updated edition.' }),
        index: z.number().nullable().meta({ description: 'Index in the updated edition.' }),
        baseline: standingSchema.optional(),
        movement: movementSchema.optional(),
      }),
    )
    .meta({ description: 'Every state by its index in the updated edition, best first, with its rank and index in the 2018 edition and why it moved.' }),
  dashboard: z
    .looseObject({ baseline: standingSchema.optional(), movement: movementSchema.optional() })
    .nullable()
    .meta({ description: 'The state’s indicators, scores and ratings (updated edition), its standing in the 2018 edition and why it moved; null for the nation.' }),
});

const reportSourceSchema = z.looseObject({ name: z.string(), url: z.string(), year: z.string() });

const sdgReportSchema = z.looseObject({
  goal: z.number(),
  title: z.string(),
  intro: z.string(),
  state: z.string().nullable(),
  sections: z.array(z.looseObject({ id: z.string(), title: z.string(), description: z.string(), source: reportSourceSchema })),
  topNonprofits: z.looseObject({ count: z.number(), orgs: z.array(z.looseObject({ ein: z.string(), name: z.string() })) }),
  notCovered: z.array(z.looseObject({})).meta({ description: 'What the page has no data for, and why.' }),
});

const fromReport = (source: ReportSource): ApiSource => ({ name: source.name, url: source.url, vintage: source.year });

/** Each dataset once, in the order of first use. */
function distinctSources(sources: readonly ApiSource[]): ApiSource[] {
  const seen = new Map<string, ApiSource>();
  for (const source of sources) seen.set(`${source.name}|${source.vintage}`, seen.get(`${source.name}|${source.vintage}`) ?? source);
  return [...seen.values()];
}

export function researchEndpoints(flow: MoneyFlowData, sdgIndex: SdgIndexData, sdgReports: SdgReportData): Endpoint[] {
  return [
    endpoint({
      path: '/money-flow',
      operationId: 'getMoneyFlow',
      tag: 'Research',
      summary: 'Money flow: organizations and income by state and size',
      description: 'The figures of the Money Flow page: organizations, income, revenue and assets by state and by income bucket.',
      query: moneyFlowQuery,
      invalidCode: 'invalid_query',
      data: moneyFlowSchema,
      async handle({ query }) {
        const answer = await flow.moneyFlow({
          state: query.state ?? null,
          unsdg: query.goal ? `UNSDG${query.goal}` : null,
          incomeBuckets: query.incomeBucket ? [query.incomeBucket] : [],
        });
        return { data: answer, sources: [irsSource(answer.coverage.files, answer.coverage.sourceUrl, query.state)] };
      },
    }),
    endpoint({
      path: '/sdg-index',
      operationId: 'getSdgIndex',
      tag: 'Research',
      summary: 'The sustainability index of the states',
      description:
        'The SDG index of every state from the SDSN USA indicators in two editions (the SDSN 2018 edition recomputed, and the updated edition with newer federal values), each state’s rank in both and why it moved, and a state’s dashboard when one is asked for.',
      query: z.object({ state }),
      invalidCode: 'invalid_query',
      data: sdgIndexSchema,
      async handle({ query }) {
        const answer = await sdgIndex.sdgIndex(query.state ?? null);
        return { data: answer, sources: [{ name: answer.source.name, url: answer.source.url, vintage: answer.source.dataYears }] };
      },
    }),
    endpoint({
      path: '/sdg-reports/{goal}',
      operationId: 'getSdgReport',
      tag: 'Research',
      summary: 'The report of one goal',
      description: 'The SDG report page of a goal, for the nation or a state: every section with its values, source and year, and the largest organizations that serve the goal.',
      params: reportParams,
      query: z.object({ state }),
      invalidCode: 'invalid_query',
      data: sdgReportSchema,
      async handle({ params, query }) {
        const answer = await sdgReports.sdgReport(params.goal, query.state ?? null);
        const sections = answer.sections.flatMap((section) => [section.source, ...(section.alsoFrom ?? [])]);
        return { data: answer, sources: distinctSources([...sections, answer.topNonprofits.source].map(fromReport)) };
      },
    }),
  ];
}
