import {
  RESEARCH_PAGES,
  type ReportNotCovered,
  type ReportSection,
  type ReportSource,
  type ResearchPageResponse,
  type ResearchPageSection,
  type ResearchPageSlug,
} from '@x4i/shared/contracts';
import { listingUrl } from '@x4i/shared/domain';
import type { MoneyFlowAggregate } from '../../money-flow/aggregate.js';
import type { NonprofitWorkforceRow } from '../indicator-tables.js';
import { nonprofitWorkforceSections } from '../sections/nonprofit-workforce.js';
import type { DirectoryActivity } from './activity.js';
import {
  followsByTypeSection,
  itemsAddedPerMonthSection,
  itemsByGoalSection,
  itemsByTypeSection,
  sharesBySourceSection,
  solutionsByKindSection,
  solutionsPerChallengeSection,
  stateVotesSection,
  sum,
  votesByTypeSection,
} from './directory-sections.js';
import { incomeBucketSections, organizationsByGoalSection, organizationsByMajorGroupSection, organizationsByStateSection } from './irs-market-sections.js';

/** What the three pages are built from, all read when the page is asked for (the IRS aggregate from memory). */
export interface ResearchPageInputs {
  activity: DirectoryActivity;
  aggregate: MoneyFlowAggregate;
  /** NTEE major group code → title. */
  majorGroupTitles: ReadonlyMap<string, string>;
  workforce: readonly NonprofitWorkforceRow[];
}

const SEARCHES_NOT_LOGGED: ReportNotCovered = {
  what: 'Searches',
  why: 'The directory does not log what visitors search for, so no search figures appear here. Page views are not counted either.',
};

const LIST_A_SOLUTION = { label: 'List a solution', path: '/create' } as const;
const BROWSE_CHALLENGES = { label: 'Browse the challenges', path: listingUrl({ contentType: 'social-challenge-idea' }) } as const;

const plain = (section: ReportSection): ResearchPageSection => ({ ...section, demo: null, action: null });

/** 'The directory includes 130 demo items …', said once in the intro when it does. */
function demoIntro(activity: DirectoryActivity): string[] {
  const demo = sum(activity.items.filter((entry) => entry.demo));
  if (demo === 0) return [];
  return [
    `The directory includes ${demo.toLocaleString('en-US')} demo items, written to show how it works rather than by real organizations. The figures keep them, and every section that counts them says how many.`,
  ];
}

function marketPulse({ activity }: ResearchPageInputs) {
  return {
    intro: [
      "What is happening in the directory: how many solutions, challenges, grants and articles it lists, by type, by goal and by the month they were added, and what members do with them: recommendations of solutions, 'we have this challenge' votes, follows, state votes and shares. Every figure is counted from the directory's own records when this page is loaded, and each section gives the dates it covers.",
      ...demoIntro(activity),
    ],
    sections: [
      itemsByTypeSection(activity),
      itemsAddedPerMonthSection(activity),
      itemsByGoalSection(activity, 'tech-solution'),
      itemsByGoalSection(activity, 'social-challenge-idea'),
      itemsByGoalSection(activity, 'grants-funding'),
      itemsByGoalSection(activity, 'knowledge-base'),
      votesByTypeSection(activity),
      followsByTypeSection(activity),
      stateVotesSection(activity),
      sharesBySourceSection(activity),
    ],
    notCovered: [SEARCHES_NOT_LOGGED],
  };
}

function softwareSpending({ activity, aggregate, majorGroupTitles, workforce }: ResearchPageInputs) {
  const workforceSections = nonprofitWorkforceSections(workforce, null).map(plain);
  return {
    intro: [
      'This site has no survey of what nonprofits spend on software, and the IRS files it holds carry no Form 990 expense lines, so this page gives no spending figures or shares of budget.',
      `What it shows instead is the market such spending comes from: how many tax-exempt organizations there are by budget, state and field, and the income they report to the IRS;${
        workforceSections.length > 0 ? ' how many people nonprofit employers pay, from the Bureau of Labor Statistics;' : ''
      } and what solutions this directory lists, by type and by goal.`,
      ...demoIntro(activity),
    ],
    sections: [
      ...incomeBucketSections(aggregate),
      organizationsByStateSection(aggregate),
      organizationsByMajorGroupSection(aggregate, majorGroupTitles),
      ...workforceSections,
      solutionsByKindSection(activity),
      itemsByGoalSection(activity, 'tech-solution'),
    ],
    notCovered: [
      {
        what: 'Software spending',
        why: 'No survey of nonprofit software or technology budgets is part of this site’s data, so no amount or share of spending is given.',
      },
      {
        what: 'Form 990 expenses',
        why: "The IRS file this site imports (the Exempt Organizations Business Master File) gives each organization's income and assets, not its expenses.",
      },
    ],
  };
}

function leadGen({ activity, aggregate }: ResearchPageInputs) {
  const [organizationsByBudget] = incomeBucketSections(aggregate);
  return {
    intro: [
      "A guide for solution providers who want to find demand without paying for leads, built from the same data as the rest of this site: what members of this directory say they need, and how many organizations work in each field. Each section says what it measures and what you can do about it.",
      ...demoIntro(activity),
    ],
    sections: [
      solutionsPerChallengeSection(activity, {
        text: 'The goals at the top have the fewest solutions for their challenges: where your solution answers one, list it under that goal so the members who posted the challenges find it.',
        ...LIST_A_SOLUTION,
      }),
      itemsByGoalSection(activity, 'social-challenge-idea', {
        text: "Read the challenges under your goal, and answer the ones your solution fits by listing it under the same goal.",
        ...BROWSE_CHALLENGES,
      }),
      stateVotesSection(activity, {
        types: ['social-challenge-idea'],
        id: 'challenge-state-votes-by-state',
        title: 'Where members have the challenges',
        description: "How many times members named each state for a challenge, saying their organization has it there. States without a vote have no value.",
        action: { text: 'Name these states as your service area when you list a solution that answers those challenges.', ...LIST_A_SOLUTION },
      }),
      { ...organizationsByGoalSection(aggregate), action: { text: 'The organizations working towards your goal are the market a solution listed under it can reach.', label: 'See the goal reports', path: '/sdg' } },
      { ...organizationsByBudget!, action: null },
    ],
    notCovered: [
      SEARCHES_NOT_LOGGED,
      {
        what: 'Buying intent',
        why: 'Votes, follows and challenges say what members need; they are not purchase orders, and the IRS figures count organizations, not buyers.',
      },
    ],
  };
}

const BUILDERS = {
  'social-innovator-market-pulse': marketPulse,
  'nonprofits-software-spending-in-the-us': softwareSpending,
  'lilac-zero-lead-gen-strategy': leadGen,
} satisfies Record<ResearchPageSlug, (inputs: ResearchPageInputs) => Pick<ResearchPageResponse, 'intro' | 'sections' | 'notCovered'>>;

/** Each source once, in the order the sections first cite it. */
export function sourcesOf(sections: readonly ResearchPageSection[]): ReportSource[] {
  const seen = new Map<string, ReportSource>();
  for (const { source } of sections) {
    const key = `${source.name}|${source.year}`;
    if (!seen.has(key)) seen.set(key, source);
  }
  return [...seen.values()];
}

export function buildResearchPage(page: ResearchPageSlug, inputs: ResearchPageInputs): ResearchPageResponse {
  const { intro, sections, notCovered } = BUILDERS[page](inputs);
  return {
    page,
    title: RESEARCH_PAGES.find((entry) => entry.page === page)!.title,
    intro,
    sections,
    sources: sourcesOf(sections),
    notCovered,
    generatedAt: inputs.activity.readAt,
  };
}
