import type { MoneyFlowCoverage, MoneyFlowResponse, ReportSection, ReportSource } from '@x4i/shared/contracts';
import { coveredStatesText, nteeMajorGroupsOfUnsdg } from '@x4i/shared/domain';
import { IRS_EO_BMF_SOURCE, withYear, yearSpan } from '../report-sources.js';
import { irsIncomeBucketBars, irsStateMapSection, talliesOfMoneyFlow } from './irs-tally-sections.js';
import { earliest, latest, placeName } from './section-kit.js';

/** The IRS source with the span of the imported state files' snapshot years ('2018–2026'). */
export function irsSource(coverage: MoneyFlowCoverage): ReportSource {
  const years = coverage.files.filter((file) => /^[A-Z]{2}$/.test(file.region)).map((file) => Number(file.snapshotDate.slice(0, 4)));
  const first = earliest(years);
  const last = latest(years);
  return withYear(IRS_EO_BMF_SOURCE, first === null || last === null ? '' : yearSpan(first, last));
}

/** 'E, F, G, H and N' */
function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Whether the imported IRS files hold the selection's organisations (the nation: any state at all). */
export const irsCovers = (coverage: Pick<MoneyFlowCoverage, 'states'>, state: string | null) => (state ? coverage.states.includes(state) : coverage.states.length > 0);

/** Which organisations count for the goal, in a sentence. */
export function goalBasisText(goal: number | null): string {
  if (goal === null) return 'Organizations whose NTEE major group counts towards any of the 17 goals';
  const groups = nteeMajorGroupsOfUnsdg(`UNSDG${goal}`);
  return `Organizations whose NTEE major group counts towards goal ${goal} (${groups.length === 1 ? 'group' : 'groups'} ${listText(groups)})`;
}

/**
 * The IRS organisations of the goal (through the NTEE-to-goal mapping), from the money flow's aggregate: their
 * number and income in each covered state, and the selection's count, income and assets. A state the imported
 * files do not cover has no value; the nation's figures are those of the covered states, and say so.
 */
export function irsOrganisationSections(flow: MoneyFlowResponse, goal: number, state: string | null): ReportSection[] {
  const source = irsSource(flow.coverage);
  const covered = coveredStatesText(flow.coverage.states);
  const basis = goalBasisText(goal);
  const { byState } = talliesOfMoneyFlow(flow);
  const sections: ReportSection[] = [
    irsStateMapSection(
      byState,
      'count',
      {
        id: 'organizations-by-state',
        title: 'Organizations by state',
        description: `${basis}, in each of the ${covered} whose IRS files are imported; the other states have no value here.`,
      },
      source,
    ),
    irsStateMapSection(
      byState,
      'income',
      {
        id: 'organization-income-by-state',
        title: 'Organization income by state',
        description: `The total income the same organizations report to the IRS, in each of the ${covered} covered.`,
      },
      source,
    ),
  ];
  // A chosen state without a file keeps its figures, which withIrsCoverage turns into 'No data' with the reason.
  if (irsCovers(flow.coverage, state) || state) {
    const metrics = flow.headerMetrics;
    sections.push({
      kind: 'figures',
      id: 'organization-figures',
      title: `Organizations in ${state ? placeName(state) : `the ${covered} covered`}`,
      description: `${basis}: how many there are, and the income and assets they report to the IRS (each organization's newest record).`,
      source,
      unit: 'organizations',
      format: 'count',
      decimals: 0,
      figures: [
        { label: 'Organizations', value: metrics.orgCount, format: 'count', decimals: 0 },
        { label: 'Income', value: metrics.totalIncome, format: 'currency', decimals: 0 },
        { label: 'Assets', value: metrics.totalAssets, format: 'currency', decimals: 0 },
      ],
    });
  }
  return sections;
}

/** The goal's organisations of the selection by income bucket (SPEC 3 'Income buckets'): their income, and how many. */
export function irsIncomeBucketSections(flow: MoneyFlowResponse, goal: number, state: string | null): ReportSection[] {
  if (!irsCovers(flow.coverage, state)) return [];
  const source = irsSource(flow.coverage);
  const where = state ? placeName(state) : `the ${coveredStatesText(flow.coverage.states)} covered`;
  const { byBucket } = talliesOfMoneyFlow(flow);
  return [
    irsIncomeBucketBars(
      byBucket,
      'income',
      {
        id: 'income-by-income-bucket',
        title: 'Funding by organization size',
        description: `The income of the goal ${goal} organizations in ${where}, by the size of the organization (its income bucket).`,
        categoryLabel: 'Income bucket',
      },
      source,
    ),
    irsIncomeBucketBars(
      byBucket,
      'count',
      {
        id: 'organizations-by-income-bucket',
        title: 'Organizations by size',
        description: `How many of the goal ${goal} organizations in ${where} fall in each income bucket.`,
        categoryLabel: 'Income bucket',
      },
      source,
    ),
  ];
}
