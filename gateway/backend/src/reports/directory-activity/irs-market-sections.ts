import type { ResearchAction, ResearchPageSection } from '@x4i/shared/contracts';
import { coveredStatesText, INCOME_BUCKETS, irsUncoveredStates, NTEE_MAJOR_GROUP_CODES, NTEE_SDG_MAPPING, UN_SDG_GOALS } from '@x4i/shared/domain';
import type { MoneyFlowAggregate, MoneyFlowCell } from '../../money-flow/aggregate.js';
import { irsSource } from '../sections/irs-organisations.js';
import { goalName } from './directory-sections.js';

/**
 * The market of organisations from the money flow's aggregate (each EIN's newest IRS record, by state × income
 * bucket × NTEE major group × grantmaker): every organisation of the covered states, whatever its goal.
 */

const sumOf = (cells: readonly MoneyFlowCell[], pick: (cell: MoneyFlowCell) => number) => cells.reduce((total, cell) => total + pick(cell), 0);

const where = (aggregate: MoneyFlowAggregate) => `the ${coveredStatesText(aggregate.coverage.states)} whose IRS files are imported`;

const irsBase = (aggregate: MoneyFlowAggregate) => ({ source: irsSource(aggregate.coverage), decimals: 0, demo: null, action: null });

/** Organisations and their income by size (SPEC 3 income buckets), as two bar sections. */
export function incomeBucketSections(aggregate: MoneyFlowAggregate): ResearchPageSection[] {
  const byBucket = INCOME_BUCKETS.map((bucket) => ({ bucket, cells: aggregate.cells.filter((cell) => cell.bucket === bucket.code) }));
  return [
    {
      ...irsBase(aggregate),
      kind: 'bars',
      id: 'organizations-by-budget',
      title: 'Organizations by budget',
      description: `How many tax-exempt organizations in ${where(aggregate)} fall in each income bucket, by the income on each organization's newest IRS record.`,
      unit: 'organizations',
      format: 'count',
      categoryLabel: 'Income bucket',
      bars: byBucket.map(({ bucket, cells }) => ({ label: bucket.label, value: sumOf(cells, (cell) => cell.orgCount) })),
    },
    {
      ...irsBase(aggregate),
      kind: 'bars',
      id: 'income-by-budget',
      title: 'Total income by budget',
      description: `The income those organizations report to the IRS, summed for each income bucket: where the sector's money is, by size of organization.`,
      unit: 'US dollars of income',
      format: 'currency',
      categoryLabel: 'Income bucket',
      bars: byBucket.map(({ bucket, cells }) => ({ label: bucket.label, value: sumOf(cells, (cell) => cell.income) })),
    },
  ];
}

/** Organisations per covered state (every NTEE group): the other states have no value. */
export function organizationsByStateSection(aggregate: MoneyFlowAggregate): ResearchPageSection {
  const byState = new Map<string, number>();
  for (const cell of aggregate.cells) byState.set(cell.state, (byState.get(cell.state) ?? 0) + cell.orgCount);
  return {
    ...irsBase(aggregate),
    kind: 'state-map',
    id: 'organizations-by-state',
    title: 'Tax-exempt organizations by state',
    description: `How many tax-exempt organizations the IRS lists in each of ${where(aggregate)}; the other states have no value here.`,
    unit: 'organizations',
    format: 'count',
    values: [...byState].sort(([a], [b]) => a.localeCompare(b)).map(([state, value]) => ({ state, value })),
    national: null,
    uncovered: irsUncoveredStates(aggregate.coverage.states),
  };
}

/** Organisations per NTEE major group (titles from the NTEE reference table); 'No NTEE code' last. */
export function organizationsByMajorGroupSection(aggregate: MoneyFlowAggregate, titles: ReadonlyMap<string, string>): ResearchPageSection {
  const bars = NTEE_MAJOR_GROUP_CODES.map((code) => ({
    label: `${code}: ${titles.get(code) ?? code}`,
    value: sumOf(aggregate.cells.filter((cell) => cell.nteeMajorGroup === code), (cell) => cell.orgCount),
  }));
  const unclassified = sumOf(aggregate.cells.filter((cell) => cell.nteeMajorGroup === null), (cell) => cell.orgCount);
  return {
    ...irsBase(aggregate),
    kind: 'bars',
    id: 'organizations-by-ntee-major-group',
    title: 'Organizations by field (NTEE major group)',
    description: `How many tax-exempt organizations in ${where(aggregate)} work in each field, by the major group of their NTEE code.`,
    unit: 'organizations',
    format: 'count',
    categoryLabel: 'NTEE major group',
    bars: unclassified > 0 ? [...bars, { label: 'No NTEE code', value: unclassified }] : bars,
  };
}

/**
 * Organisations per goal through the NTEE-to-goal mapping (an editorial bridge: a major group counts under each
 * goal it maps to), so the bars do not add up to the number of organisations.
 */
export function organizationsByGoalSection(aggregate: MoneyFlowAggregate, action: ResearchAction | null = null): ResearchPageSection {
  return {
    ...irsBase(aggregate),
    kind: 'bars',
    id: 'organizations-by-goal',
    title: 'Organizations by goal',
    description: `How many tax-exempt organizations in ${where(aggregate)} work towards each goal, by the NTEE major group of their code as this site maps groups to goals (a group can count under several goals, so the bars add up to more than the organizations).`,
    unit: 'organizations',
    format: 'count',
    categoryLabel: 'Goal',
    bars: UN_SDG_GOALS.map((goal) => ({
      label: goalName(goal.position),
      value: sumOf(
        aggregate.cells.filter((cell) => cell.nteeMajorGroup !== null && NTEE_SDG_MAPPING[cell.nteeMajorGroup].goals.includes(goal.position)),
        (cell) => cell.orgCount,
      ),
    })),
    action,
  };
}
