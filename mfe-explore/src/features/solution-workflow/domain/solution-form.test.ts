import type { SolutionPayload } from '@x4i/shared/contracts';
import { buildWorkflowSolution } from '@x4i/shared/testing';
import { emptySolutionForm, solutionToForm, toSolutionPayload, type SolutionForm } from './solution-form';

const filledForm = (overrides: Partial<SolutionForm> = {}): SolutionForm => ({
  ...emptySolutionForm({ id: 'org-7', name: 'Helping Hands' }),
  title: '  Pantry Pal ',
  url: 'pantrypal.example.org',
  summary: ' Keeps pantries stocked. ',
  category: ['UNSDG2', 'UNSDG1'],
  ...overrides,
});

describe('emptySolutionForm', () => {
  it("starts a new solution in the creator's organization, with one empty main feature", () => {
    const form = emptySolutionForm({ id: 'org-7', name: 'Helping Hands' });
    expect(form).toMatchObject({ id: '', slug: '', orgId: 'org-7', organization: 'Helping Hands', mainFeatures: [''], userBenefits: [], badges: [] });
    expect(form).toMatchObject({ isPublish: false, isSavePublished: false, premiumListing: false, solutionType: 'TECHNOLOGY' });
  });

  it('leaves the organization empty for a user without one', () => {
    expect(emptySolutionForm(null)).toMatchObject({ orgId: '', organization: '' });
  });
});

describe('solutionToForm', () => {
  it("maps the server's solution to the form's words, badges to ids, states lower-cased, publish flags false", () => {
    const solution = buildWorkflowSolution({ geoAreaPrimary: ['ak', 'WA'] });
    expect(solutionToForm(solution)).toEqual<SolutionForm>({
      id: 'solution-1',
      slug: 's-food-finder',
      orgId: 'org-1',
      solutionType: 'TECHNOLOGY',
      title: 'Food Finder',
      url: 'https://foodfinder.example.org',
      organization: 'Food Finder Inc',
      organizationUrl: 'https://foodfinder.example.org/about',
      organizationEin: '123456789',
      organizationEmail: 'hello@foodfinder.example.org',
      logo: '/uploads/food-finder-logo.png',
      summary: 'Finds food pantries near you.',
      category: ['UNSDG2'],
      demoContact: 'demo@foodfinder.example.org',
      specialOfferUrl: '',
      hiringUrl: 'https://foodfinder.example.org/jobs',
      caseStudiesUrl: '',
      impactUrl: '',
      mainFeatures: ['Pantry map', 'Opening hours'],
      userBenefits: ['Less time searching'],
      primaryAudience: [],
      marketingMaterials: [{ headline: 'Feed more people', bodyText: 'Pantries listed.', landingPageUrl: 'https://foodfinder.example.org/feed', imageUrl: '' }],
      references: [],
      tractionBadge: true,
      tech4piCert: false,
      msCert: false,
      badges: [{ id: 'badge-hiring' }],
      geoAreaPrimary: ['ak', 'wa'],
      premiumListing: true,
      isPublish: false,
      isSavePublished: false,
    });
  });

  it('gives a solution without main features one empty entry, and reads missing values as empty', () => {
    const solution = buildWorkflowSolution({ mainFeatures: [], orgId: null, organizationEin: null as unknown as string });
    expect(solutionToForm(solution)).toMatchObject({ mainFeatures: [''], orgId: '', organizationEin: '' });
  });

  it('round-trips: a loaded solution saves with the same values', () => {
    const solution = buildWorkflowSolution();
    const payload = toSolutionPayload(solutionToForm(solution));
    expect(payload).toMatchObject({
      id: solution.id,
      slug: solution.slug,
      solutionName: solution.solutionName,
      executiveSummary: solution.executiveSummary,
      mainFeatures: solution.mainFeatures,
      marketingMaterial: solution.marketingMaterial,
      geoAreaPrimary: ['AK', 'WA'],
      badges: [{ id: 'badge-hiring' }],
    });
  });
});

describe('toSolutionPayload', () => {
  it('produces exactly the saved payload of SPEC 3 for a new solution (no id, no slug)', () => {
    const payload = toSolutionPayload(filledForm());
    expect(payload).toEqual<SolutionPayload>({
      orgId: 'org-7',
      solutionType: 'TECHNOLOGY',
      solutionName: 'Pantry Pal',
      solutionUrl: 'https://pantrypal.example.org',
      organization: 'Helping Hands',
      organizationUrl: '',
      organizationEin: '',
      organizationEmail: '',
      logo: '',
      category: ['UNSDG2', 'UNSDG1'],
      executiveSummary: 'Keeps pantries stocked.',
      demoContact: '',
      specialOfferUrl: '',
      hiringUrl: '',
      caseStudiesUrl: '',
      impactUrl: '',
      mainFeatures: [],
      userBenefits: [],
      primaryAudience: [],
      marketingMaterial: [],
      references: [],
      tractionBadge: false,
      tech4piCert: false,
      msCert: false,
      geoAreaPrimary: [],
      badges: [],
    });
    expect(Object.keys(payload)).not.toContain('id');
    expect(Object.keys(payload)).not.toContain('slug');
  });

  it('adds id and slug when present', () => {
    expect(toSolutionPayload(filledForm({ id: 'solution-1', slug: 's-pantry-pal' }))).toMatchObject({ id: 'solution-1', slug: 's-pantry-pal' });
  });

  it('upper-cases the states and sends badges as ids only', () => {
    const payload = toSolutionPayload(
      filledForm({ geoAreaPrimary: ['wa', 'dc'], badges: [{ id: 'badge-hiring', name: 'Hiring' } as { id: string }] }),
    );
    expect(payload.geoAreaPrimary).toEqual(['WA', 'DC']);
    expect(payload.badges).toEqual([{ id: 'badge-hiring' }]);
  });

  it('trims text, drops empty list entries, and sends web addresses through the URL helper', () => {
    const payload = toSolutionPayload(
      filledForm({
        organizationUrl: ' http://helpinghands.example.org ',
        hiringUrl: 'helpinghands.example.org/jobs',
        organizationEin: '12-3456789',
        organizationEmail: ' team@helpinghands.example.org ',
        mainFeatures: [' Pantry map ', '', '   '],
        userBenefits: ['', 'Less waste'],
        primaryAudience: ['Food banks'],
        marketingMaterials: [
          { headline: ' Feed more ', bodyText: '', landingPageUrl: 'pantrypal.example.org/feed', imageUrl: '/uploads/1.png' },
          { headline: ' ', bodyText: '', landingPageUrl: '', imageUrl: '' },
        ],
        references: [
          { name: '', title: '', orgName: '', quote: '', orgUrl: '', imageUrl: '' },
          { name: ' Ana ', title: 'Director', orgName: 'Food Bank', quote: ' It works. ', orgUrl: 'foodbank.example.org', imageUrl: '' },
        ],
      }),
    );
    expect(payload).toMatchObject({
      organizationUrl: 'http://helpinghands.example.org',
      hiringUrl: 'https://helpinghands.example.org/jobs',
      organizationEin: '123456789',
      organizationEmail: 'team@helpinghands.example.org',
      mainFeatures: ['Pantry map'],
      userBenefits: ['Less waste'],
      primaryAudience: ['Food banks'],
      marketingMaterial: [{ headline: 'Feed more', bodyText: '', landingPageUrl: 'https://pantrypal.example.org/feed', imageUrl: '/uploads/1.png' }],
      references: [{ name: 'Ana', title: 'Director', orgName: 'Food Bank', quote: 'It works.', orgUrl: 'https://foodbank.example.org', imageUrl: '' }],
    });
  });

  it('leaves out the form-only fields (premium listing, publish flags)', () => {
    const payload = toSolutionPayload(filledForm({ premiumListing: true, isPublish: true }));
    expect(payload).not.toHaveProperty('premiumListing');
    expect(payload).not.toHaveProperty('isPublish');
    expect(payload).not.toHaveProperty('isSavePublished');
  });
});
