import type { ResearchAction, ResearchPageSection } from '@x4i/shared/contracts';
import { coveredStatesText, irsUncoveredStates, NTEE_MAJOR_GROUP_CODES, NTEE_SDG_MAPPING, UN_SDG_GOALS } from '@x4i/shared/domain';
import type { MoneyFlowAggregate } from '../../money-flow/aggregate.js';
import { irsSource } from '../sections/irs-organisations.js';
import { irsIncomeBucketBars, irsMajorGroupBars, irsStateMapSection, talliesOfCells } from '../sections/irs-tally-sections.js';
import { goalName } from './directory-sections.js';

/**
 * The market of organisations from the money flow's aggregate (each EIN's newest IRS record, by state × income
 * bucket × NTEE major group × grantmaker): every organisation of the covered states, whatever its goal.
 */

const where = (aggregate: MoneyFlowAggregate) => `the ${coveredStatesText(aggregate.coverage.states)} whose IRS files are imported`;

const irsBase = (aggregate: MoneyFlowAggregate) => ({ source: irsSource(aggregate.coverage), decimals: 0, demo: null, action: null });

/** Organisations and their income by size (SPEC 3 income buckets), as two bar sections. */
export function incomeBucketSections(aggregate: MoneyFlowAggregate): ResearchPageSection[] {
  const { byBucket } = talliesOfCells(aggregate.cells);
  const base = irsBase(aggregate);
  return [
    {
      ...base,
      ...irsIncomeBucketBars(
        byBucket,
        'count',
        {
          id: 'organizations-by-budget',
          title: 'Organizations by budget',
          description: `How many tax-exempt organizations in ${where(aggregate)} fall in each income bucket, by the income on each organization's newest IRS record.`,
          categoryLabel: 'Income bucket',
        },
        base.source,
      ),
    },
    {
      ...base,
      ...irsIncomeBucketBars(
        byBucket,
        'income',
        {
          id: 'income-by-budget',
          title: 'Total income by budget',
          description: `The income those organizations report to the IRS, summed for each income bucket: where the sector's money is, by size of organization.`,
          categoryLabel: 'Income bucket',
        },
        base.source,
      ),
    },
  ];
}

/** Organisations per covered state (every NTEE group): the other states have no value. */
export function organizationsByStateSection(aggregate: MoneyFlowAggregate): ResearchPageSection {
  const base = irsBase(aggregate);
  return {
    ...base,
    ...irsStateMapSection(
      talliesOfCells(aggregate.cells).byState,
      'count',
      {
        id: 'organizations-by-state',
        title: 'Tax-exempt organizations by state',
        description: `How many tax-exempt organizations the IRS lists in each of ${where(aggregate)}; the other states have no value here.`,
      },
      base.source,
    ),
    uncovered: irsUncoveredStates(aggregate.coverage.states),
  };
}

/** Organisations per NTEE major group (titles from the NTEE reference table); 'No NTEE code' last. */
export function organizationsByMajorGroupSection(aggregate: MoneyFlowAggregate, titles: ReadonlyMap<string, string>): ResearchPageSection {
  const base = irsBase(aggregate);
  return {
    ...base,
    ...irsMajorGroupBars(
      talliesOfCells(aggregate.cells).byMajorGroup,
      'count',
      {
        id: 'organizations-by-ntee-major-group',
        title: 'Organizations by field (NTEE major group)',
        description: `How many tax-exempt organizations in ${where(aggregate)} work in each field, by the major group of their NTEE code.`,
        categoryLabel: 'NTEE major group',
      },
      base.source,
      { groupTitle: (code) => titles.get(code) ?? code, order: 'by-code' },
    ),
  };
}

/**
 * Organisations per goal through the NTEE-to-goal mapping (an editorial bridge: a major group counts under each
 * goal it maps to), so the bars do not add up to the number of organisations.
 */
export function organizationsByGoalSection(aggregate: MoneyFlowAggregate, action: ResearchAction | null = null): ResearchPageSection {
  const { byMajorGroup } = talliesOfCells(aggregate.cells);
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
      value: NTEE_MAJOR_GROUP_CODES.filter((code) => NTEE_SDG_MAPPING[code].goals.includes(goal.position)).reduce(
        (total, code) => total + (byMajorGroup.get(code)?.count ?? 0),
        0,
      ),
    })),
    action,
  };
}
