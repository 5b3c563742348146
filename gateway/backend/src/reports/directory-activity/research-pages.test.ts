import { RESEARCH_PAGES } from '@x4i/shared/contracts';
import type { NonprofitWorkforceRow } from '../indicator-tables.js';
import type { DirectoryActivity } from './activity.js';
import { AGGREGATE } from './test-aggregate.js';
import { buildResearchPage, type ResearchPageDefinition } from './research-pages.js';

const activity = (demo: boolean): DirectoryActivity => ({
  items: [{ key: '', contentType: 'tech-solution', demo, count: 4, first: '2025-01-02', last: '2025-03-04' }],
  itemsByGoal: [
    { key: 'UNSDG2', contentType: 'social-challenge-idea', demo, count: 3, first: '2025-01-02', last: '2025-01-02' },
    { key: 'UNSDG2', contentType: 'tech-solution', demo, count: 1, first: '2025-01-02', last: '2025-01-02' },
  ],
  itemsByMonth: [{ key: '2025-01', contentType: 'tech-solution', demo, count: 4, first: '2025-01-02', last: '2025-01-30' }],
  solutionsByKind: [{ key: 'TECHNOLOGY', contentType: 'tech-solution', demo, count: 4, first: '2025-01-02', last: '2025-03-04' }],
  votes: [],
  follows: [],
  stateVotes: [],
  shares: [],
  readAt: '2026-11-25T12:00:00.000Z',
});

const workforce: NonprofitWorkforceRow[] = [
  { year: 2021, stateCode: 'US', npoEstablishments: 300_000, npoEmployment: 12_000_000, npoAverageWage: 55_000, npoSharePct: 9.9 },
  { year: 2021, stateCode: 'AK', npoEstablishments: 1_000, npoEmployment: 20_000, npoAverageWage: 50_000, npoSharePct: 8 },
];

const inputs = (demo: boolean) => ({ activity: activity(demo), aggregate: AGGREGATE, majorGroupTitles: new Map<string, string>(), workforce });

describe('the research pages', () => {
  it.each(RESEARCH_PAGES.map((entry) => entry.page))('%s: unique section ids, every section sourced and dated, its sources listed once', (page) => {
    const body = buildResearchPage(page, inputs(false));
    expect(body.title).toBe(RESEARCH_PAGES.find((entry) => entry.page === page)!.title);
    const ids = body.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of body.sections) {
      expect(section.source.name).not.toBe('');
      expect(section.source.year).toMatch(/^\d{4}/);
      expect(section.description).not.toBe('');
      expect(body.sources).toContainEqual(section.source);
    }
    expect(new Set(body.sources.map((source) => `${source.name}|${source.year}`)).size).toBe(body.sources.length);
    expect(body.generatedAt).toBe('2026-11-25T12:00:00.000Z');
  });

  it('says in the market pulse that searches are not logged', () => {
    const body = buildResearchPage('social-innovator-market-pulse', inputs(false));
    expect(body.notCovered.map((item) => item.what)).toContain('Searches');
    expect(body.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(['items-by-type', 'items-added-per-month', 'solutions-by-goal', 'votes-by-type', 'follows-by-type', 'state-votes-by-state', 'shares-by-source']),
    );
  });

  it('labels the demo items on every directory section that counts them, and in the intro, only when there are some', () => {
    const withDemo = buildResearchPage('social-innovator-market-pulse', inputs(true));
    expect(withDemo.intro.join(' ')).toContain('includes 4 demo items');
    expect(withDemo.sections.find((section) => section.id === 'items-by-type')!.demo).toMatchObject({ count: 4, of: 4 });
    const real = buildResearchPage('social-innovator-market-pulse', inputs(false));
    expect(real.intro.join(' ')).not.toContain('demo');
    expect(real.sections.every((section) => section.demo === null)).toBe(true);
  });

  it('states plainly that the software-spending page has no spending data, and gives no percentage of spending', () => {
    const body = buildResearchPage('nonprofits-software-spending-in-the-us', inputs(true));
    expect(body.intro[0]).toMatch(/no survey of what nonprofits spend on software/);
    expect(body.intro[0]).toMatch(/no Form 990 expense lines/);
    expect(body.intro[1]).toContain('Bureau of Labor Statistics');
    // Without the BLS rows, the intro does not promise them.
    expect(buildResearchPage('nonprofits-software-spending-in-the-us', { ...inputs(true), workforce: [] }).intro[1]).not.toContain('Bureau of Labor Statistics');
    expect(body.sections.filter((section) => section.format === 'percent').map((section) => section.source.name)).toEqual([
      expect.stringContaining('Bureau of Labor Statistics'),
    ]);
    // The IRS sections are not directory content: no demo label on them.
    expect(body.sections.find((section) => section.id === 'organizations-by-budget')!.demo).toBeNull();
    expect(body.sections.find((section) => section.id === 'solutions-by-solution-type')!.demo).toMatchObject({ count: 4 });
  });

  it('gives each lead-gen section on the directory a way to act on it', () => {
    const body = buildResearchPage('lilac-zero-lead-gen-strategy', inputs(false));
    const gap = body.sections.find((section) => section.id === 'solutions-per-challenge-by-goal')!;
    expect(gap.action).toMatchObject({ label: 'List a solution', path: '/create' });
    expect(body.sections.find((section) => section.id === 'challenges-by-goal')!.action?.path).toBe('/all/social-challenge-idea/');
    expect(body.sections.find((section) => section.id === 'organizations-by-goal')).toBeDefined();
  });

  it('builds a page from a definition alone: its intro, its sections in the order given, and what it does not cover', () => {
    const definition: ResearchPageDefinition = {
      intro: (sections) => [`A fixture page of ${sections.length} sections.`],
      sections: [{ builder: 'irs-organizations-by-state' }, { builder: 'items-by-goal', type: 'tech-solution' }, { builder: 'irs-income-buckets', only: 'organizations' }],
      notCovered: [{ what: 'Everything else', why: 'A fixture covers only what it lists.' }],
    };
    const body = buildResearchPage('social-innovator-market-pulse', inputs(true), definition);
    expect(body.sections.map((section) => section.id)).toEqual(['organizations-by-state', 'solutions-by-goal', 'organizations-by-budget']);
    expect(body.intro[0]).toBe('A fixture page of 3 sections.');
    // The demo note follows every page's own intro when the directory has demo items.
    expect(body.intro[1]).toMatch(/demo items/);
    expect(body.notCovered).toEqual(definition.notCovered);
    expect(body.sources.length).toBeGreaterThan(1);
  });
});
