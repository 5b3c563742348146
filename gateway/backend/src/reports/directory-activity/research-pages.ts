import {
  RESEARCH_PAGES,
  type ReportNotCovered,
  type ReportSection,
  type ReportSource,
  type ResearchPageResponse,
  type ResearchPageSection,
  type ResearchAction,
  type ResearchPageSlug,
} from '@x4i/shared/contracts';
import { listingUrl } from '@x4i/shared/domain';
import type { DirectoryContentType } from '../../content/model.js';
import type { MoneyFlowAggregate } from '../../money-flow/aggregate.js';
import type { NonprofitWorkforceRow } from '../indicator-tables.js';
import { nonprofitWorkforceSections } from '../sections/nonprofit-workforce.js';
import type { DirectoryActivity } from './activity.js';
import {
  type StateVotesOptions,
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

/** What each section builder of the research pages takes besides the page's inputs. */
interface ResearchSectionOptions {
  'items-by-type': object;
  'items-added-per-month': object;
  'items-by-goal': { type: DirectoryContentType; action?: ResearchAction };
  'votes-by-type': object;
  'follows-by-type': object;
  'state-votes': { options?: StateVotesOptions };
  'shares-by-source': object;
  'solutions-by-kind': object;
  'solutions-per-challenge': { action: ResearchAction | null };
  /** Organisations by budget, and their income by budget; `only` keeps the first (organisations). */
  'irs-income-buckets': { only?: 'organizations' };
  'irs-organizations-by-state': object;
  'irs-organizations-by-major-group': object;
  'irs-organizations-by-goal': { action?: ResearchAction };
  'bls-nonprofit-workforce': object;
}

export type ResearchSectionBuilderId = keyof ResearchSectionOptions;

/** A section of a research page: a builder by its id, with its options. */
export type ResearchSectionUse = { [K in ResearchSectionBuilderId]: { builder: K } & ResearchSectionOptions[K] }[ResearchSectionBuilderId];

const SECTION_BUILDERS: { [K in ResearchSectionBuilderId]: (inputs: ResearchPageInputs, use: ResearchSectionOptions[K]) => ResearchPageSection[] } = {
  'items-by-type': ({ activity }) => [itemsByTypeSection(activity)],
  'items-added-per-month': ({ activity }) => [itemsAddedPerMonthSection(activity)],
  'items-by-goal': ({ activity }, { type, action }) => [itemsByGoalSection(activity, type, action)],
  'votes-by-type': ({ activity }) => [votesByTypeSection(activity)],
  'follows-by-type': ({ activity }) => [followsByTypeSection(activity)],
  'state-votes': ({ activity }, { options }) => [stateVotesSection(activity, options)],
  'shares-by-source': ({ activity }) => [sharesBySourceSection(activity)],
  'solutions-by-kind': ({ activity }) => [solutionsByKindSection(activity)],
  'solutions-per-challenge': ({ activity }, { action }) => [solutionsPerChallengeSection(activity, action)],
  'irs-income-buckets': ({ aggregate }, { only }) => incomeBucketSections(aggregate).slice(0, only ? 1 : undefined),
  'irs-organizations-by-state': ({ aggregate }) => [organizationsByStateSection(aggregate)],
  'irs-organizations-by-major-group': ({ aggregate, majorGroupTitles }) => [organizationsByMajorGroupSection(aggregate, majorGroupTitles)],
  'irs-organizations-by-goal': ({ aggregate }, { action }) => [organizationsByGoalSection(aggregate, action)],
  'bls-nonprofit-workforce': ({ workforce }) => nonprofitWorkforceSections(workforce, null).map(plain),
};

/**
 * A research page as data: its introduction (which may speak of what the sections found), the sections in order,
 * and what it does not cover. A new page, or another section on one, is a change to RESEARCH_PAGE_DEFINITIONS.
 */
export interface ResearchPageDefinition {
  intro: (sections: readonly ResearchPageSection[]) => string[];
  sections: readonly ResearchSectionUse[];
  notCovered: readonly ReportNotCovered[];
}

const WORKFORCE_SECTION_IDS = ['nonprofit-employment-share-by-state', 'nonprofit-employment-over-time', 'nonprofit-workforce'];

export const RESEARCH_PAGE_DEFINITIONS: Record<ResearchPageSlug, ResearchPageDefinition> = {
  'social-innovator-market-pulse': {
    intro: () => [
      "What is happening in the directory: how many solutions, challenges, grants and articles it lists, by type, by goal and by the month they were added, and what members do with them: recommendations of solutions, 'we have this challenge' votes, follows, state votes and shares. Every figure is counted from the directory's own records when this page is loaded, and each section gives the dates it covers.",
    ],
    sections: [
      { builder: 'items-by-type' },
      { builder: 'items-added-per-month' },
      { builder: 'items-by-goal', type: 'tech-solution' },
      { builder: 'items-by-goal', type: 'social-challenge-idea' },
      { builder: 'items-by-goal', type: 'grants-funding' },
      { builder: 'items-by-goal', type: 'knowledge-base' },
      { builder: 'votes-by-type' },
      { builder: 'follows-by-type' },
      { builder: 'state-votes' },
      { builder: 'shares-by-source' },
    ],
    notCovered: [SEARCHES_NOT_LOGGED],
  },
  'nonprofits-software-spending-in-the-us': {
    intro: (sections) => [
      'This site has no survey of what nonprofits spend on software, and the IRS files it holds carry no Form 990 expense lines, so this page gives no spending figures or shares of budget.',
      `What it shows instead is the market such spending comes from: how many tax-exempt organizations there are by budget, state and field, and the income they report to the IRS;${
        sections.some((section) => WORKFORCE_SECTION_IDS.includes(section.id)) ? ' how many people nonprofit employers pay, from the Bureau of Labor Statistics;' : ''
      } and what solutions this directory lists, by type and by goal.`,
    ],
    sections: [
      { builder: 'irs-income-buckets' },
      { builder: 'irs-organizations-by-state' },
      { builder: 'irs-organizations-by-major-group' },
      { builder: 'bls-nonprofit-workforce' },
      { builder: 'solutions-by-kind' },
      { builder: 'items-by-goal', type: 'tech-solution' },
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
  },
  'lilac-zero-lead-gen-strategy': {
    intro: () => [
      "A guide for solution providers who want to find demand without paying for leads, built from the same data as the rest of this site: what members of this directory say they need, and how many organizations work in each field. Each section says what it measures and what you can do about it.",
    ],
    sections: [
      {
        builder: 'solutions-per-challenge',
        action: {
          text: 'The goals at the top have the fewest solutions for their challenges: where your solution answers one, list it under that goal so the members who posted the challenges find it.',
          ...LIST_A_SOLUTION,
        },
      },
      {
        builder: 'items-by-goal',
        type: 'social-challenge-idea',
        action: { text: "Read the challenges under your goal, and answer the ones your solution fits by listing it under the same goal.", ...BROWSE_CHALLENGES },
      },
      {
        builder: 'state-votes',
        options: {
          types: ['social-challenge-idea'],
          id: 'challenge-state-votes-by-state',
          title: 'Where members have the challenges',
          description: "How many times members named each state for a challenge, saying their organization has it there. States without a vote have no value.",
          action: { text: 'Name these states as your service area when you list a solution that answers those challenges.', ...LIST_A_SOLUTION },
        },
      },
      {
        builder: 'irs-organizations-by-goal',
        action: { text: 'The organizations working towards your goal are the market a solution listed under it can reach.', label: 'See the goal reports', path: '/sdg' },
      },
      { builder: 'irs-income-buckets', only: 'organizations' },
    ],
    notCovered: [
      SEARCHES_NOT_LOGGED,
      {
        what: 'Buying intent',
        why: 'Votes, follows and challenges say what members need; they are not purchase orders, and the IRS figures count organizations, not buyers.',
      },
    ],
  },
};

/** The sections a use of a builder gives. */
const sectionsOf = (inputs: ResearchPageInputs, use: ResearchSectionUse): ResearchPageSection[] =>
  (SECTION_BUILDERS[use.builder] as (inputs: ResearchPageInputs, use: ResearchSectionUse) => ResearchPageSection[])(inputs, use);

/** Each source once, in the order the sections first cite it. */
export function sourcesOf(sections: readonly ResearchPageSection[]): ReportSource[] {
  const seen = new Map<string, ReportSource>();
  for (const { source } of sections) {
    const key = `${source.name}|${source.year}`;
    if (!seen.has(key)) seen.set(key, source);
  }
  return [...seen.values()];
}

/** A page from its definition (by default the shipped one): the sections in order, the intro, then the demo note. */
export function buildResearchPage(page: ResearchPageSlug, inputs: ResearchPageInputs, definition: ResearchPageDefinition = RESEARCH_PAGE_DEFINITIONS[page]): ResearchPageResponse {
  const sections = definition.sections.flatMap((use) => sectionsOf(inputs, use));
  return {
    page,
    title: RESEARCH_PAGES.find((entry) => entry.page === page)!.title,
    intro: [...definition.intro(sections), ...demoIntro(inputs.activity)],
    sections,
    sources: sourcesOf(sections),
    notCovered: [...definition.notCovered],
    generatedAt: inputs.activity.readAt,
  };
}
