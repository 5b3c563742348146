import type { MoneyFlowCoverage, MoneyFlowResponse, ReportBarsSection, ReportFiguresSection, ReportStateMapSection } from '@x4i/shared/contracts';
import { INCOME_BUCKETS } from '@x4i/shared/domain';
import { internationalOrganisationSections } from './international-organisations.js';
import { withIrsCoverage } from './irs-no-data.js';
import { goalBasisText, irsIncomeBucketSections, irsOrganisationSections, irsSource } from './irs-organisations.js';

const coverage: MoneyFlowCoverage = {
  states: ['AK', 'DC', 'OR'],
  files: [
    { file: 'eo_ak.csv.gz', region: 'AK', snapshotDate: '2026-04-13', rows: 10, importedAt: '' },
    { file: 'eo_dc.csv.gz', region: 'DC', snapshotDate: '2026-04-13', rows: 10, importedAt: '' },
    { file: 'eo_or_2018.csv.gz', region: 'OR', snapshotDate: '2018-03-06', rows: 10, importedAt: '' },
    { file: 'eo4.csv.gz', region: 'INTL', snapshotDate: '2030-01-01', rows: 10, importedAt: '' },
  ],
  sourceUrl: 'https://www.irs.gov/',
};

function flow(state: string | null): MoneyFlowResponse {
  return {
    filters: { unsdg: 'UNSDG17', state, incomeBuckets: [] },
    headerMetrics: { orgCount: 12, totalIncome: 5_000_000, totalRevenue: 6_000_000, totalAssets: 9_000_000, statesCovered: 3 },
    orgCounts: { AK: 4, DC: 8, OR: 0 },
    stateIncome: { AK: 1_000_000, DC: 4_000_000, OR: 0 },
    allIncomeBuckets: INCOME_BUCKETS.map((bucket, i) => ({ code: bucket.code, label: bucket.label, selected: true, orgCount: i, income: i * 100 })),
    allIncomeBucketsTotal: { orgCount: 6, income: 600 },
    sourcesOfIncome: { servicesAndProductsPercent: 0, grantsPercent: 0, investmentPercent: 0, otherSourcesPercent: 0, available: false, note: '' },
    grantIncome: { orgCount: 0, income: 0, assets: 0, foundationCodes: [] },
    coverage,
  };
}

describe('the IRS organisation sections', () => {
  it("span the state files' snapshot years, leaving the international file out", () => {
    expect(irsSource(coverage)).toMatchObject({ year: '2018–2026', aboutPath: '/our-data#irs-eo-bmf' });
    expect(goalBasisText(17)).toMatch(/goal 17 \(groups Q and T\)/);
  });

  it('map the covered states only, with no national figure, and give the covered states’ totals', () => {
    const [count, income, figures] = irsOrganisationSections(flow(null), 17, null) as [ReportStateMapSection, ReportStateMapSection, ReportFiguresSection];
    expect(count.values).toEqual([
      { state: 'AK', value: 4 },
      { state: 'DC', value: 8 },
      { state: 'OR', value: 0 },
    ]);
    expect(count.national).toBeNull();
    expect(income.values.find((v) => v.state === 'DC')!.value).toBe(4_000_000);
    expect(figures.title).toBe('Organizations in the 2 states and DC covered');
    expect(figures.figures.map((f) => f.value)).toEqual([12, 5_000_000, 9_000_000]);
  });

  it("give 'No data' with the reason for a state the imported files do not cover, rather than zeros, and no buckets", () => {
    const sections = withIrsCoverage(
      [...irsOrganisationSections(flow('WA'), 17, 'WA'), ...internationalOrganisationSections({ development: {}, relief: {} }, coverage, 'WA')],
      coverage,
      'WA',
    );
    expect(sections.map((s) => s.kind)).toEqual(['state-map', 'state-map', 'figures', 'figures']);
    const [count, , figures, international] = sections as [ReportStateMapSection, ReportStateMapSection, ReportFiguresSection, ReportFiguresSection];
    expect(count.uncovered).toEqual({ states: expect.arrayContaining(['WA', 'CA']), reason: 'IRS file not imported' });
    expect(count.uncovered!.states).not.toContain('AK');
    expect(figures.noData).toBe('No IRS file for Washington is imported, so its organizations are not counted here.');
    expect(figures.figures.map((f) => f.value)).toEqual([null, null, null]);
    expect(international.figures.map((f) => f.value)).toEqual([null, null]);
    expect(irsIncomeBucketSections(flow('WA'), 17, 'WA')).toEqual([]);
  });

  it('leave a covered state’s figures, zeros included, and sections of other sources as they are', () => {
    const alaska = irsOrganisationSections(flow('AK'), 17, 'AK');
    const marked = withIrsCoverage(alaska, coverage, 'AK');
    expect((marked[2] as ReportFiguresSection).figures).toEqual((alaska[2] as ReportFiguresSection).figures);
    expect(marked[2]!.noData).toBeUndefined();
    const other = { ...alaska[2]!, source: { ...alaska[2]!.source, name: 'US Census Bureau, SAIPE' } };
    expect(withIrsCoverage([other], coverage, 'WA')).toEqual([other]);
  });

  it('give the selection’s income and organisations by income bucket, largest bucket first', () => {
    const [income, orgs] = irsIncomeBucketSections(flow('AK'), 17, 'AK') as [ReportBarsSection, ReportBarsSection];
    expect(income.categoryLabel).toBe('Income bucket');
    expect(income.bars[0]).toEqual({ label: 'Enterprise: Over $50M', value: 0 });
    expect(income.bars.map((b) => b.value)).toEqual([0, 100, 200, 300]);
    expect(orgs.bars.map((b) => b.value)).toEqual([0, 1, 2, 3]);
  });

  it("count the international development and relief organisations of a state, or of every covered state", () => {
    const counts = { development: { AK: 2, DC: 5 }, relief: { DC: 7 } };
    const [nation] = internationalOrganisationSections(counts, coverage, null) as [ReportFiguresSection];
    expect(nation.figures.map((f) => f.value)).toEqual([7, 7]);
    const [alaska] = internationalOrganisationSections(counts, coverage, 'AK') as [ReportFiguresSection];
    expect(alaska.figures.map((f) => f.value)).toEqual([2, 0]);
    expect(alaska.description).toMatch(/Q30, Q31, Q32.*Q33/);
  });
});
