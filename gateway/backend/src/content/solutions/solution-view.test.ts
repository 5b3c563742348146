import { ZERO_COUNTERS } from '../model.js';
import { makeSolution, makeThemed } from '../testing/items.js';
import { ANONYMOUS_VIEWER, completeness, potentialFundingAmount, toSolution } from './solution-view.js';

describe('completeness', () => {
  it('is the share of the 22 form fields filled', () => {
    // title, type and the category are always there
    expect(completeness(makeSolution())).toBe(14);
    const full = makeSolution(
      { organization: 'Org', summary: 'Summary', badges: ['open-source'] },
      {
        solutionUrl: 'https://a.example/',
        organizationUrl: 'https://a.example/about',
        organizationEin: '123456789',
        organizationEmail: 'a@a.example',
        logo: '/api/uploads/x',
        demoContact: 'Call us',
        specialOfferUrl: 'https://a.example/offer',
        hiringUrl: 'https://a.example/jobs',
        caseStudiesUrl: 'https://a.example/cases',
        impactUrl: 'https://a.example/impact',
        mainFeatures: ['A'],
        userBenefits: ['B'],
        primaryAudience: ['C'],
        marketingMaterial: [{ headline: 'H', bodyText: '', landingPageUrl: '', imageUrl: '' }],
        references: [{ name: 'N', title: '', orgName: '', quote: '', orgUrl: '', imageUrl: '' }],
        geoAreaPrimary: ['WA'],
      },
    );
    expect(completeness(full)).toBe(100);
    expect(completeness({ ...full, summary: '  ' })).toBe(95);
  });
});

describe('potentialFundingAmount', () => {
  it('sums the open grants sharing a goal with the solution', () => {
    const grants = [
      makeThemed({ slug: 'g-1', contentType: 'grants-funding', categories: ['UNSDG1', 'UNSDG5'], grantAmount: 100, expirationDate: '2027-01-01' }),
      makeThemed({ slug: 'g-2', contentType: 'grants-funding', categories: ['UNSDG2'], grantAmount: 1000, expirationDate: '2027-01-01' }),
      makeThemed({ slug: 'g-3', contentType: 'grants-funding', categories: ['UNSDG2'], grantAmount: 10, expirationDate: '2020-01-01' }),
      makeThemed({ slug: 'g-4', contentType: 'grants-funding', categories: ['UNSDG2'], grantAmount: null, expirationDate: null }),
    ];
    expect(potentialFundingAmount(makeSolution({ categories: ['UNSDG1', 'UNSDG2'] }), grants, '2026-11-21')).toBe(1100);
    expect(potentialFundingAmount(makeSolution({ categories: ['UNSDG9'] }), grants, '2026-11-21')).toBe(0);
  });
});

describe('toSolution', () => {
  it('lowercases the states and lists the badges from the catalogue in the item order', () => {
    const item = makeSolution({ badges: ['b', 'a'] }, { geoAreaPrimary: ['WA', 'DC'] });
    const catalogue = [
      { id: 'a', name: 'A', description: 'a' },
      { id: 'b', name: 'B', description: 'b' },
    ];
    const solution = toSolution(item, { ...ZERO_COUNTERS, states: { WA: 2 } }, { catalogue, potentialFunding: 0, viewer: { ...ANONYMOUS_VIEWER, stateVotes: ['WA'] } });
    expect(solution.geoAreaPrimary).toEqual(['wa', 'dc']);
    expect(solution.badges.map((badge) => badge.id)).toEqual(['b', 'a']);
    expect(solution.computed[0]).toEqual({ name: 'associations', count: 0, states: { wa: 2 } });
    expect(solution.stateVotes).toEqual(['wa']);
    expect(solution.url).toBe('/all/tech-solution/test-solution-s-test');
  });
});
