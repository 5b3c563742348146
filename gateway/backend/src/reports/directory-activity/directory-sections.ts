import type { ReportSource, ResearchAction, ResearchDemoShare, ResearchPageSection } from '@x4i/shared/contracts';
import { CONTENT_TYPES, UN_SDG_GOALS } from '@x4i/shared/domain';
import { DIRECTORY_CONTENT_TYPES, type DirectoryContentType } from '../../content/model.js';
import { PRODUCT_NAME } from '../../mail/notifications.js';
import { yearSpan } from '../report-sources.js';
import type { ActivityCount, DirectoryActivity } from './activity.js';

/** The directory's own records: the publisher is the product, and the dataset is the directory itself. */
export const DIRECTORY_SOURCE = {
  name: `${PRODUCT_NAME} directory: its own records of listed items and of members' votes, follows, state votes and shares`,
  url: '/',
  aboutPath: '/our-data#directory-activity',
} as const;

export interface Span {
  first: string;
  last: string;
}

/** The first and last dates of what the counts count; null for none. */
export function spanOf(counts: readonly ActivityCount[]): Span | null {
  const live = counts.filter((entry) => entry.count > 0);
  if (live.length === 0) return null;
  return {
    first: live.reduce((min, entry) => (entry.first < min ? entry.first : min), live[0]!.first),
    last: live.reduce((max, entry) => (entry.last > max ? entry.last : max), live[0]!.last),
  };
}

/** The source with the years of the records counted; with none, the year they were read in. */
export function directorySource(counts: readonly ActivityCount[], readAt: string): ReportSource {
  const span = spanOf(counts);
  const year = span ? yearSpan(Number(span.first.slice(0, 4)), Number(span.last.slice(0, 4))) : readAt.slice(0, 4);
  return { ...DIRECTORY_SOURCE, year };
}

/** ' Counted from 2024-01-03 to 2026-11-20.' or ' None recorded yet.' */
export function spanText(counts: readonly ActivityCount[], none: string): string {
  const span = spanOf(counts);
  if (!span) return ` ${none}`;
  return span.first === span.last ? ` All on ${span.first}.` : ` They date from ${span.first} to ${span.last}.`;
}

export const sum = (counts: readonly ActivityCount[]): number => counts.reduce((total, entry) => total + entry.count, 0);

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * How many of the counted items are demo items; null when none is. The figures keep the demo items (the directory
 * shows them too), and the section says how many there are, so nobody takes them for real organizations' activity.
 */
export function demoItems(counts: readonly ActivityCount[], noun: { one: string; many: string } = { one: 'item', many: 'items' }): ResearchDemoShare | null {
  const count = sum(counts.filter((entry) => entry.demo));
  if (count === 0) return null;
  const of = sum(counts);
  const share =
    count < of
      ? `Includes ${plural(count, 'demo item', 'demo items')} of the ${plural(of, noun.one, noun.many)} counted`
      : of === 1
        ? `The one ${noun.one} counted is a demo item`
        : `All ${of.toLocaleString('en-US')} ${noun.many} counted are demo items`;
  return { count, of, note: `${share}, written for the demo of this directory, not by real organizations.` };
}

/** The same for actions on items: '3 of the 5 votes counted are on demo items.' */
export function demoActions(counts: readonly ActivityCount[], noun: { one: string; many: string }): ResearchDemoShare | null {
  const count = sum(counts.filter((entry) => entry.demo));
  if (count === 0) return null;
  const of = sum(counts);
  const note =
    count < of
      ? `${count.toLocaleString('en-US')} of the ${plural(of, noun.one, noun.many)} counted ${count === 1 ? 'is' : 'are'} on demo items.`
      : of === 1
        ? `The one ${noun.one} counted is on a demo item.`
        : `All ${of.toLocaleString('en-US')} ${noun.many} counted are on demo items.`;
  return { count, of, note };
}

export const typeName = (type: DirectoryContentType): string => CONTENT_TYPES.find((entry) => entry.contentType === type)!.displayName;

/** 'Goal 3: Good Health and Well-being' */
export const goalName = (goal: number): string => `Goal ${goal}: ${UN_SDG_GOALS.find((entry) => entry.position === goal)!.label}`;

const ofType = (counts: readonly ActivityCount[], type: DirectoryContentType) => counts.filter((entry) => entry.contentType === type);

const countSection = { unit: 'items', format: 'count', decimals: 0 } as const;

/** Items listed, by type. */
export function itemsByTypeSection(activity: DirectoryActivity): ResearchPageSection {
  return {
    kind: 'bars',
    id: 'items-by-type',
    title: 'Items in the directory by type',
    description: `How many solutions, challenges, grants and articles the directory lists, counted when this page was loaded.${spanText(activity.items, 'The directory lists no item yet.')}`,
    source: directorySource(activity.items, activity.readAt),
    ...countSection,
    categoryLabel: 'Type',
    bars: DIRECTORY_CONTENT_TYPES.map((type) => ({ label: typeName(type), value: sum(ofType(activity.items, type)) })),
    demo: demoItems(activity.items),
    action: null,
  };
}

const TYPE_WORDS: Record<DirectoryContentType, string> = {
  'tech-solution': 'solutions',
  'social-challenge-idea': 'challenges',
  'grants-funding': 'grants',
  'knowledge-base': 'articles',
};

/** A type's items by goal (an item tagged with two goals counts under both). */
export function itemsByGoalSection(activity: DirectoryActivity, type: DirectoryContentType, action: ResearchAction | null = null): ResearchPageSection {
  const counts = ofType(activity.itemsByGoal, type);
  const word = TYPE_WORDS[type];
  return {
    kind: 'bars',
    id: `${word}-by-goal`,
    title: `${typeName(type)} by goal`,
    description: `How many ${word} the directory lists under each UN Sustainable Development Goal; an item tagged with several goals counts under each.${spanText(counts, `The directory lists no ${word} yet.`)}`,
    source: directorySource(counts, activity.readAt),
    ...countSection,
    unit: word,
    categoryLabel: 'Goal',
    bars: UN_SDG_GOALS.map((goal) => ({ label: goalName(goal.position), value: sum(counts.filter((entry) => entry.key === goal.value)) })),
    // An item counts under each of its goals: the demo share is said of the items themselves.
    demo: demoItems(ofType(activity.items, type), { one: word.slice(0, -1), many: word }),
    action,
  };
}

/** 'YYYY-MM' months from the first to the last, gaps included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** Items added per month and type, every month of the span shown (a month with none is a zero). */
export function itemsAddedPerMonthSection(activity: DirectoryActivity): ResearchPageSection {
  const counts = activity.itemsByMonth;
  const keys = counts.map((entry) => entry.key).sort();
  const months = keys.length === 0 ? [] : monthsBetween(keys[0]!, keys.at(-1)!);
  return {
    kind: 'time-series',
    id: 'items-added-per-month',
    title: 'Items added per month',
    description: `How many items of each type were added to the directory in each month, by the date each was created.${spanText(counts, 'No item has been added yet.')}`,
    source: directorySource(counts, activity.readAt),
    ...countSection,
    xLabel: 'Month',
    series: DIRECTORY_CONTENT_TYPES.map((type) => {
      const mine = ofType(counts, type);
      return { name: typeName(type), points: months.map((month) => ({ x: month, y: sum(mine.filter((entry) => entry.key === month)) })) };
    }),
    demo: demoItems(counts),
    action: null,
  };
}

/** Members' actions of one kind (votes, follows), counted by the type of the item acted on. */
function actionsByTypeSection(
  counts: readonly ActivityCount[],
  readAt: string,
  text: { id: string; title: string; description: string; none: string; unit: string; one: string },
): ResearchPageSection {
  return {
    kind: 'bars',
    id: text.id,
    title: text.title,
    description: `${text.description}${spanText(counts, text.none)}`,
    source: directorySource(counts, readAt),
    unit: text.unit,
    format: 'count',
    decimals: 0,
    categoryLabel: 'Type',
    bars: DIRECTORY_CONTENT_TYPES.map((type) => ({ label: typeName(type), value: sum(ofType(counts, type)) })),
    demo: demoActions(counts, { one: text.one, many: text.unit }),
    action: null,
  };
}

/** Votes by the type of the item voted for: recommendations of solutions, 'we have this challenge' on challenges. */
export function votesByTypeSection(activity: DirectoryActivity): ResearchPageSection {
  return actionsByTypeSection(activity.votes, activity.readAt, {
    id: 'votes-by-type',
    title: "Recommendations and 'we have this challenge'",
    description:
      "Members' votes by the type of item: on a solution a vote recommends it (their organization uses it); on a challenge it says 'we have this challenge'. A member votes once per item.",
    none: 'No vote has been recorded yet.',
    unit: 'votes',
    one: 'vote',
  });
}

export function followsByTypeSection(activity: DirectoryActivity): ResearchPageSection {
  return actionsByTypeSection(activity.follows, activity.readAt, {
    id: 'follows-by-type',
    title: 'Follows by type',
    description: 'How many items members follow, by the type of item (a member follows an item once).',
    none: 'No follow has been recorded yet.',
    unit: 'follows',
    one: 'follow',
  });
}

export interface StateVotesOptions {
  /** Only the votes on items of these types; absent: all. */
  types?: readonly DirectoryContentType[];
  id?: string;
  title?: string;
  description?: string;
  action?: ResearchAction | null;
}

/** State votes: the states members name for an item (where their organization uses a solution or has a challenge). */
export function stateVotesSection(activity: DirectoryActivity, options: StateVotesOptions = {}): ResearchPageSection {
  const counts = options.types ? activity.stateVotes.filter((entry) => options.types!.includes(entry.contentType)) : activity.stateVotes;
  const byState = new Map<string, number>();
  for (const entry of counts) byState.set(entry.key, (byState.get(entry.key) ?? 0) + entry.count);
  return {
    kind: 'state-map',
    id: options.id ?? 'state-votes-by-state',
    title: options.title ?? 'State votes by state',
    description: `${options.description ?? "How many times members named each state for an item: where their organization uses a solution, or has a challenge. States without a vote have no value."}${spanText(counts, 'No state vote has been recorded yet.')}`,
    source: directorySource(counts, activity.readAt),
    unit: 'state votes',
    format: 'count',
    decimals: 0,
    values: [...byState].sort(([a], [b]) => a.localeCompare(b)).map(([state, value]) => ({ state, value })),
    national: sum(counts),
    demo: demoActions(counts, { one: 'state vote', many: 'state votes' }),
    action: options.action ?? null,
  };
}

export function sharesBySourceSection(activity: DirectoryActivity): ResearchPageSection {
  const counts = activity.shares;
  const bySource = new Map<string, number>();
  for (const entry of counts) bySource.set(entry.key, (bySource.get(entry.key) ?? 0) + entry.count);
  return {
    kind: 'bars',
    id: 'shares-by-source',
    title: 'Shares by where they went',
    description: `How many times items were shared from the directory, by the channel as the share recorded it (sharing needs no sign-in).${spanText(counts, 'No share has been recorded yet.')}`,
    source: directorySource(counts, activity.readAt),
    unit: 'shares',
    format: 'count',
    decimals: 0,
    categoryLabel: 'Shared to',
    bars: [...bySource].sort(([, a], [, b]) => b - a).map(([source, value]) => ({ label: source || 'Not given', value })),
    demo: demoActions(counts, { one: 'share', many: 'shares' }),
    action: null,
  };
}

const SOLUTION_KINDS: Record<string, string> = { TECHNOLOGY: 'Technology (software and hardware)', SERVICE: 'Service' };

/** Solutions by what they are: technology or service (the solution type each provider chose). */
export function solutionsByKindSection(activity: DirectoryActivity): ResearchPageSection {
  const counts = activity.solutionsByKind;
  return {
    kind: 'bars',
    id: 'solutions-by-solution-type',
    title: 'Solutions by solution type',
    description: `How many of the directory's solutions their providers list as technology and how many as a service.${spanText(counts, 'The directory lists no solutions yet.')}`,
    source: directorySource(counts, activity.readAt),
    unit: 'solutions',
    format: 'count',
    decimals: 0,
    categoryLabel: 'Solution type',
    bars: Object.entries(SOLUTION_KINDS)
      .map(([kind, label]) => ({ label, value: sum(counts.filter((entry) => entry.key === kind)) }))
      .concat(counts.some((entry) => !(entry.key in SOLUTION_KINDS)) ? [{ label: 'Not given', value: sum(counts.filter((entry) => !(entry.key in SOLUTION_KINDS))) }] : []),
    demo: demoItems(counts),
    action: null,
  };
}

/**
 * For each goal with at least one challenge, the solutions listed under it per challenge, fewest first: where
 * members describe problems the directory has the fewest answers for. Goals without a challenge are left out.
 */
export function solutionsPerChallengeSection(activity: DirectoryActivity, action: ResearchAction | null): ResearchPageSection {
  const counts = activity.itemsByGoal.filter((entry) => entry.contentType === 'social-challenge-idea' || entry.contentType === 'tech-solution');
  const ratios = UN_SDG_GOALS.flatMap((goal) => {
    const ofGoal = counts.filter((entry) => entry.key === goal.value);
    const challenges = sum(ofGoal.filter((entry) => entry.contentType === 'social-challenge-idea'));
    const solutions = sum(ofGoal.filter((entry) => entry.contentType === 'tech-solution'));
    return challenges > 0 ? [{ label: goalName(goal.position), value: solutions / challenges }] : [];
  }).sort((a, b) => a.value - b.value);
  const items = activity.items.filter((entry) => entry.contentType === 'social-challenge-idea' || entry.contentType === 'tech-solution');
  return {
    kind: 'bars',
    id: 'solutions-per-challenge-by-goal',
    title: 'Solutions per challenge, by goal',
    description: `For each goal, the solutions listed under it divided by the challenges listed under it, fewest first: the lower the figure, the fewer answers the directory offers to the problems members describe there. ${
      ratios.length === 0 ? 'No challenge is listed yet, so no goal is shown.' : 'Goals with no challenge are left out.'
    }${spanText(counts, '')}`.trimEnd(),
    source: directorySource(counts, activity.readAt),
    unit: 'solutions per challenge',
    format: 'rate',
    decimals: 1,
    categoryLabel: 'Goal',
    bars: ratios,
    demo: demoItems(items, { one: 'solution or challenge', many: 'solutions and challenges' }),
    action,
  };
}
