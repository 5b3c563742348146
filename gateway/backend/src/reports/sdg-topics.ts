import type { ReportNotCovered } from '@x4i/shared/contracts';
import type { SectionBuilderId } from './section-builders.js';

/**
 * The SDG report pages as data: one topic per goal, with its title, its introduction and the section builders it
 * shows in order. A new topic, or another dataset on a page, is a change to this table. `notCovered` names the
 * SPEC 3 'Report page (per SDG)' fields the page would show and has no data for, with the reason the reader sees.
 */
export interface SdgTopic {
  goal: number;
  title: string;
  intro: string;
  sections: readonly SectionBuilderId[];
  notCovered: readonly ReportNotCovered[];
}

/** Missing on every page: the IRS file has totals only. */
export const EVERY_PAGE_NOT_COVERED: readonly ReportNotCovered[] = [
  {
    field: 'revenueSources',
    why: "The IRS Exempt Organizations Business Master File gives each organization's total income, not where it comes from (services, grants, investments); that split is filed on Form 990 and is not in the imported data.",
  },
];

const IRS: readonly SectionBuilderId[] = ['irs-organisations', 'irs-income-buckets'];

const NO_BUSINESS_DATA: readonly ReportNotCovered[] = [
  { field: 'businessesOverTime', why: 'No dataset of business counts by state over time (such as Census County Business Patterns) has been imported yet.' },
  { field: 'valuesOverTime', why: 'No dataset of business values by state over time has been imported yet.' },
];

/** A generic page: the SDSN indicators of the goal, the datasets that fit it, then the goal's organisations. */
const generic = (goal: number, title: string, intro: string, datasets: readonly SectionBuilderId[] = []): SdgTopic => ({
  goal,
  title,
  intro,
  sections: ['sdsn-indicators', ...datasets, ...IRS],
  notCovered: [],
});

export const SDG_TOPICS: readonly SdgTopic[] = [
  {
    goal: 1,
    title: 'Poverty indicators',
    intro:
      "How many people live in poverty in each state and county, from the Census Bureau's estimates (SAIPE); the state indicators of goal 1 in the Sustainable Development Report of the United States; and the housing and human services nonprofits that work against poverty, from the IRS files.",
    sections: ['saipe-poverty', 'sdsn-indicators', ...IRS],
    notCovered: [
      { field: 'povertyOverTime', why: 'The SAIPE file in use holds one year only, so poverty cannot be shown over time yet.' },
      { field: 'peopleBelowPoverty.ageGroupPercent', why: 'The SAIPE file in use gives people of all ages only, not the age groups.' },
    ],
  },
  {
    goal: 2,
    title: 'Hunger indicators',
    intro:
      "How many households are food insecure in each state and how that changed since 2006, from the USDA Economic Research Service; the state indicators of goal 2 in the Sustainable Development Report of the United States; and the food, agriculture and nutrition nonprofits in the IRS files.",
    sections: ['usda-food-insecurity', 'sdsn-indicators', ...IRS],
    notCovered: [],
  },
  generic(
    3,
    'Health and wellbeing indicators',
    'The state indicators of goal 3 in the Sustainable Development Report of the United States, hospital beds per 1,000 people from KFF, and the health care, mental health, voluntary health association, medical research and recreation nonprofits in the IRS files.',
    ['kff-hospital-beds'],
  ),
  generic(4, 'Quality education', 'The state indicators of goal 4 in the Sustainable Development Report of the United States, and the education and youth development nonprofits in the IRS files.'),
  generic(5, 'Gender equality', 'The state indicators of goal 5 in the Sustainable Development Report of the United States, and the civil rights and advocacy nonprofits in the IRS files.'),
  generic(6, 'Clean water', 'The state indicators of goal 6 in the Sustainable Development Report of the United States, and the environmental nonprofits in the IRS files.'),
  generic(
    7,
    'Affordable and clean energy',
    "The state indicators of goal 7 in the Sustainable Development Report of the United States, each state's energy-related CO2 emissions from the Energy Information Administration, and the environmental nonprofits in the IRS files.",
    ['eia-co2-emissions'],
  ),
  {
    goal: 8,
    title: 'Decent work',
    intro:
      "The minimum wage in each state and since 1968, from the Department of Labor; the jobs, establishments and wages of nonprofit employers, from the Bureau of Labor Statistics; the state indicators of goal 8 in the Sustainable Development Report of the United States; and the employment and community development nonprofits in the IRS files.",
    sections: ['dol-minimum-wage', 'bls-qcew-nonprofits', 'sdsn-indicators', ...IRS],
    notCovered: [
      {
        field: 'geoMinWage.average',
        why: 'The page shows the federal minimum wage as the national figure; it does not average the state rates, as an unweighted mean of state minimums describes no actual wage.',
      },
      ...NO_BUSINESS_DATA,
    ],
  },
  {
    goal: 9,
    title: 'Industry and innovation',
    intro:
      'The state indicators of goal 9 in the Sustainable Development Report of the United States (research, patents, broadband, roads and bridges), and the science, technology and public benefit nonprofits in the IRS files.',
    sections: ['sdsn-indicators', ...IRS],
    notCovered: [
      {
        field: 'geoSpending.spendingByState',
        why: 'No dataset of state infrastructure spending has been imported yet.',
      },
      {
        field: 'geoSpending.stateAverages',
        why: 'No dataset of state infrastructure spending has been imported yet.',
      },
      {
        field: 'geoSpending.nationalAverages',
        why: 'No dataset of state infrastructure spending has been imported yet; broadband access and poor roads are shown state by state from the SDSN indicators, which publish no national average.',
      },
      ...NO_BUSINESS_DATA,
    ],
  },
  generic(
    10,
    'Reduced inequalities',
    "The state indicators of goal 10 in the Sustainable Development Report of the United States, each state's poverty rate from the Census Bureau's estimates (SAIPE), and the human services and civil rights nonprofits in the IRS files.",
    ['saipe-poverty'],
  ),
  generic(11, 'Sustainable cities', 'The state indicators of goal 11 in the Sustainable Development Report of the United States, and the arts, housing, public safety and community development nonprofits in the IRS files.'),
  {
    goal: 12,
    title: 'Responsible consumption and production',
    intro:
      "The state indicators of goal 12 in the Sustainable Development Report of the United States (pollution, emissions and recycling), each state's energy-related CO2 emissions since 1970 from the Energy Information Administration, and the environmental nonprofits in the IRS files.",
    sections: ['sdsn-indicators', 'eia-co2-emissions', ...IRS],
    notCovered: [
      { field: 'geoWaste.plasticBagLegislation', why: 'No dataset of state plastic bag laws has been imported yet.' },
      { field: 'govSpending.perCapitaSpendingByState', why: 'No dataset of state government spending per person has been imported yet.' },
      { field: 'govSpending.perCapitaSpendingByCategory', why: 'No dataset of state government spending by category has been imported yet.' },
    ],
  },
  generic(
    13,
    'Climate action',
    "The state indicators of goal 13 in the Sustainable Development Report of the United States, each state's energy-related CO2 emissions since 1970 from the Energy Information Administration, and the environmental and disaster preparedness nonprofits in the IRS files.",
    ['eia-co2-emissions'],
  ),
  generic(
    14,
    'Life below water',
    'The environmental and animal-related nonprofits in the IRS files. The Sustainable Development Report of the United States has no state indicators for goal 14.',
  ),
  generic(15, 'Life on land', 'The state indicators of goal 15 in the Sustainable Development Report of the United States, and the environmental and animal-related nonprofits in the IRS files.'),
  generic(16, 'Peace and justice', 'The state indicators of goal 16 in the Sustainable Development Report of the United States, and the legal, civil rights, international and public benefit nonprofits in the IRS files.'),
  {
    goal: 17,
    title: 'Partnerships for the goals',
    intro:
      'How the income of the philanthropy, grantmaking and international nonprofits in the IRS files divides between small and large organizations, and how many of them work on international development and relief.',
    sections: ['irs-income-buckets', 'irs-international', 'irs-organisations'],
    notCovered: [],
  },
];

/** A goal's topic in a table of topics; default: the shipped one (SDG_TOPICS). */
export function findSdgTopic(goal: number, topics: readonly SdgTopic[] = SDG_TOPICS): SdgTopic | undefined {
  return topics.find((topic) => topic.goal === goal);
}
