import type { ReportBarsSection, ReportStateMapSection, ReportTimeSeriesSection } from '@x4i/shared/contracts';
import type { ActivityCount, DirectoryActivity } from './activity.js';
import {
  demoActions,
  demoItems,
  directorySource,
  itemsAddedPerMonthSection,
  itemsByGoalSection,
  itemsByTypeSection,
  monthsBetween,
  sharesBySourceSection,
  solutionsPerChallengeSection,
  spanOf,
  stateVotesSection,
  votesByTypeSection,
} from './directory-sections.js';

const count = (partial: Partial<ActivityCount> & Pick<ActivityCount, 'contentType' | 'count'>): ActivityCount => ({
  key: '',
  demo: false,
  first: '2025-03-01',
  last: '2025-03-01',
  ...partial,
});

function activity(partial: Partial<DirectoryActivity> = {}): DirectoryActivity {
  return {
    items: [],
    itemsByGoal: [],
    itemsByMonth: [],
    solutionsByKind: [],
    votes: [],
    follows: [],
    stateVotes: [],
    shares: [],
    readAt: '2026-11-25T12:00:00.000Z',
    ...partial,
  };
}

const bar = (section: ReportBarsSection, label: string) => section.bars.find((entry) => entry.label === label)?.value;

describe('the directory activity sections', () => {
  it('count items by type and say how many of them are demo items', () => {
    const section = itemsByTypeSection(
      activity({
        items: [
          count({ contentType: 'tech-solution', demo: true, count: 40, first: '2024-01-05', last: '2025-06-30' }),
          count({ contentType: 'tech-solution', count: 2, first: '2026-11-01', last: '2026-11-20' }),
          count({ contentType: 'social-challenge-idea', demo: true, count: 8, first: '2024-02-01', last: '2024-02-01' }),
        ],
      }),
    ) as ReportBarsSection & { demo: unknown };
    expect(section.bars).toEqual([
      { label: 'Solutions', value: 42 },
      { label: 'Challenges', value: 8 },
      { label: 'Grants', value: 0 },
      { label: 'Articles', value: 0 },
    ]);
    expect(section.demo).toEqual({ count: 48, of: 50, note: "Includes 48 demo items of the 50 items counted, written for the demo of this directory, not by real organizations." });
    expect(section.description).toContain('They date from 2024-01-05 to 2026-11-20.');
    expect(section.source).toMatchObject({ year: '2024–2026', aboutPath: '/our-data#directory-activity' });
  });

  it('give no demo share when no demo item is counted, and say when nothing is recorded', () => {
    expect(demoItems([count({ contentType: 'tech-solution', count: 3 })])).toBeNull();
    expect(demoItems([count({ contentType: 'tech-solution', count: 3, demo: true })])?.note).toMatch(/^All 3 items counted are demo items,/);
    expect(demoItems([count({ contentType: 'tech-solution', count: 1, demo: true })], { one: 'solution', many: 'solutions' })?.note).toMatch(/^The one solution counted is a demo item,/);
    expect(demoActions([count({ contentType: 'tech-solution', count: 1, demo: true })], { one: 'follow', many: 'follows' })?.note).toBe('The one follow counted is on a demo item.');
    const empty = votesByTypeSection(activity());
    expect(empty.demo).toBeNull();
    expect(empty.description).toMatch(/No vote has been recorded yet\.$/);
    // With no record, the source's year is the year the page was read.
    expect(directorySource([], '2026-11-25T12:00:00.000Z').year).toBe('2026');
    expect(spanOf([count({ contentType: 'tech-solution', count: 0 })])).toBeNull();
  });

  it('label votes on demo items as such, in the words of a count of actions', () => {
    const votes = [count({ contentType: 'tech-solution', demo: true, count: 1 }), count({ contentType: 'social-challenge-idea', count: 2 })];
    expect(demoActions(votes, { one: 'vote', many: 'votes' })?.note).toBe('1 of the 3 votes counted is on demo items.');
    const section = votesByTypeSection(activity({ votes })) as ReportBarsSection;
    expect(bar(section, 'Solutions')).toBe(1);
    expect(bar(section, 'Challenges')).toBe(2);
  });

  it('count an item under each of its goals, all 17 goals listed', () => {
    const section = itemsByGoalSection(
      activity({
        items: [count({ contentType: 'tech-solution', count: 6 }), count({ contentType: 'tech-solution', count: 1, demo: true })],
        itemsByGoal: [
          count({ contentType: 'tech-solution', key: 'UNSDG3', count: 5 }),
          count({ contentType: 'tech-solution', key: 'UNSDG4', count: 2, demo: true }),
          count({ contentType: 'social-challenge-idea', key: 'UNSDG3', count: 9 }),
        ],
      }),
      'tech-solution',
    ) as ReportBarsSection & { demo: unknown };
    expect(section.id).toBe('solutions-by-goal');
    expect(section.bars).toHaveLength(17);
    expect(bar(section, 'Goal 3: Good Health and Well-being')).toBe(5);
    expect(bar(section, 'Goal 4: Quality Education')).toBe(2);
    // The demo share is of the solutions themselves (7, one of them demo), not of their goal tags.
    expect(section.demo).toMatchObject({ count: 1, of: 7, note: expect.stringMatching(/^Includes 1 demo item of the 7 solutions counted,/) });
  });

  it('show every month of the span, a month with no item as zero', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    const section = itemsAddedPerMonthSection(
      activity({
        itemsByMonth: [
          count({ contentType: 'tech-solution', key: '2025-11', count: 3 }),
          count({ contentType: 'grants-funding', key: '2026-01', count: 1 }),
        ],
      }),
    ) as ReportTimeSeriesSection;
    const solutions = section.series.find((series) => series.name === 'Solutions')!;
    expect(solutions.points).toEqual([
      { x: '2025-11', y: 3 },
      { x: '2025-12', y: 0 },
      { x: '2026-01', y: 0 },
    ]);
    expect(section.series.find((series) => series.name === 'Grants')!.points.at(-1)).toEqual({ x: '2026-01', y: 1 });
  });

  it('map state votes by state, filtered by the type of item when asked', () => {
    const stateVotes = [
      count({ contentType: 'social-challenge-idea', key: 'WA', count: 3 }),
      count({ contentType: 'tech-solution', key: 'WA', count: 1, demo: true }),
      count({ contentType: 'social-challenge-idea', key: 'AK', count: 1, demo: true }),
    ];
    const all = stateVotesSection(activity({ stateVotes })) as ReportStateMapSection & { demo: { note: string } | null };
    expect(all.values).toEqual([
      { state: 'AK', value: 1 },
      { state: 'WA', value: 4 },
    ]);
    expect(all.demo?.note).toBe('2 of the 5 state votes counted are on demo items.');
    const challenges = stateVotesSection(activity({ stateVotes }), { types: ['social-challenge-idea'], id: 'challenge-votes' }) as ReportStateMapSection;
    expect(challenges.values).toEqual([
      { state: 'AK', value: 1 },
      { state: 'WA', value: 3 },
    ]);
  });

  it('list shares by source as recorded, most first', () => {
    const section = sharesBySourceSection(
      activity({
        shares: [
          count({ contentType: 'tech-solution', key: 'EMAIL', count: 1 }),
          count({ contentType: 'grants-funding', key: 'LINKEDIN', count: 2 }),
          count({ contentType: 'tech-solution', key: 'LINKEDIN', count: 2 }),
        ],
      }),
    ) as ReportBarsSection;
    expect(section.bars).toEqual([
      { label: 'LINKEDIN', value: 4 },
      { label: 'EMAIL', value: 1 },
    ]);
  });

  it('rank the goals with a challenge by solutions per challenge, fewest first, and say the demo share of the items behind them', () => {
    const section = solutionsPerChallengeSection(
      activity({
        items: [
          count({ contentType: 'social-challenge-idea', count: 9, demo: true }),
          count({ contentType: 'tech-solution', count: 5 }),
          count({ contentType: 'grants-funding', count: 40, demo: true }),
        ],
        itemsByGoal: [
          count({ contentType: 'social-challenge-idea', key: 'UNSDG1', count: 4 }),
          count({ contentType: 'tech-solution', key: 'UNSDG1', count: 2 }),
          count({ contentType: 'social-challenge-idea', key: 'UNSDG2', count: 6, demo: true }),
          count({ contentType: 'social-challenge-idea', key: 'UNSDG3', count: 1 }),
          count({ contentType: 'tech-solution', key: 'UNSDG3', count: 5 }),
          // Grants are neither demand nor supply here; a goal with solutions and no challenge is left out.
          count({ contentType: 'grants-funding', key: 'UNSDG4', count: 9 }),
          count({ contentType: 'tech-solution', key: 'UNSDG5', count: 3 }),
        ],
      }),
      null,
    ) as ReportBarsSection & { demo: { count: number; of: number; note: string } | null };
    expect(section.bars).toEqual([
      { label: 'Goal 2: Zero Hunger', value: 0 },
      { label: 'Goal 1: No Poverty', value: 0.5 },
      { label: 'Goal 3: Good Health and Well-being', value: 5 },
    ]);
    expect(section.demo).toEqual({ count: 9, of: 14, note: 'Includes 9 demo items of the 14 solutions and challenges counted, written for the demo of this directory, not by real organizations.' });
    expect(solutionsPerChallengeSection(activity(), null).description).toMatch(/No challenge is listed yet, so no goal is shown\.$/);
  });
});
