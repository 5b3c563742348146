import { categoryUriSlug, contentUrl, listingUrl, parseSearchTermSegment, slugifyTitle, solutionSlugOfPath, techSolutionUrl } from './content-url.js';

describe('slugifyTitle', () => {
  it('lowercases, strips accents and joins words with hyphens', () => {
    expect(slugifyTitle('  Tech for Good: Ünïcode & More! ')).toBe('tech-for-good-unicode-more');
  });
});

describe('contentUrl', () => {
  it('joins categories with + and uses the type word', () => {
    expect(
      contentUrl({ contentType: 'social-challenge-idea', title: 'Clean Water Access', categories: ['UNSDG6', 'UNSDG1'], slug: 'c-12' }),
    ).toBe('/clean-water-and-sanitation+no-poverty/challenge/clean-water-access/c-12');
    expect(contentUrl({ contentType: 'grants-funding', title: 'Seed Fund', categories: ['all'], slug: 'G-9' })).toBe('/all/grant/seed-fund/g-9');
  });

  it('gives tech solutions their own shape', () => {
    expect(contentUrl({ contentType: 'tech-solution', title: 'Donor CRM', categories: [], slug: 's-77' })).toBe('/all/tech-solution/donor-crm-s-77');
    expect(techSolutionUrl({ title: 'Donor CRM', slug: 's-77' })).toBe('/all/tech-solution/donor-crm-s-77');
  });

  it('needs title, categories and slug', () => {
    expect(() => contentUrl({ contentType: 'knowledge-base', title: 'A', categories: [], slug: 'c-1' })).toThrow('A content URL needs');
    expect(() => contentUrl({ contentType: 'knowledge-base', title: '', categories: ['all'], slug: 'c-1' })).toThrow();
    expect(() => contentUrl({ contentType: 'knowledge-base', title: 'A', categories: ['all'], slug: null })).toThrow();
    expect(() => techSolutionUrl({ title: 'A' })).toThrow();
  });

  it('maps UNSDG values to their slugs', () => {
    expect(categoryUriSlug('UNSDG2')).toBe('zero-hunger');
    expect(categoryUriSlug('No-Poverty')).toBe('no-poverty');
  });
});

describe('listingUrl', () => {
  it('builds /category or all/content type/', () => {
    expect(listingUrl({ contentType: 'tech-solution' })).toBe('/all/tech-solution/');
    expect(listingUrl({ categorySlug: 'UNSDG1', contentType: 'tech-solution' })).toBe('/no-poverty/tech-solution/');
    expect(listingUrl({ categorySlug: 'all', contentType: 'money' })).toBe('/all/money-flow/');
  });

  it("adds a search term prefixed 'q-'", () => {
    expect(listingUrl({ contentType: 'tech-solution', searchTerm: ' Mental Health ' })).toBe('/all/tech-solution/q-mental-health');
    expect(listingUrl({ contentType: 'tech-solution', searchTerm: 'C# & .NET' })).toBe('/all/tech-solution/q-c%23-%26-.net');
    expect(listingUrl({ contentType: 'tech-solution', searchTerm: '  ' })).toBe('/all/tech-solution/');
  });

  it("falls back to '/' for an unknown content type", () => {
    expect(listingUrl({ contentType: 'podcasts' })).toBe('/');
  });

  it('reads the search term back from the path', () => {
    expect(parseSearchTermSegment('q-mental%20health')).toBe('mental health');
    expect(parseSearchTermSegment('q-environment-and-energy')).toBe('environment and energy');
    expect(parseSearchTermSegment('q-s-grantpilot')).toBe('s-grantpilot');
    expect(parseSearchTermSegment('q-100%')).toBe('100%');
    expect(parseSearchTermSegment('tech-solution')).toBeNull();
    expect(parseSearchTermSegment(undefined)).toBeNull();
  });
});

describe('solutionSlugOfPath', () => {
  it('reads the slug at the end of a tech-solution detail path', () => {
    expect(solutionSlugOfPath('/all/tech-solution/grant-pilot-s-grantpilot')).toBe('s-grantpilot');
    expect(solutionSlugOfPath('/ALL/Solution/Old-Name-S-GrantPilot')).toBe('s-grantpilot');
    expect(solutionSlugOfPath('/all/tech-solution/s-abc')).toBe('s-abc');
  });

  it('leaves listings, searches and other content alone', () => {
    expect(solutionSlugOfPath('/all/tech-solution/')).toBeNull();
    expect(solutionSlugOfPath('/all/tech-solution/q-s-abc')).toBeNull();
    expect(solutionSlugOfPath('/all/grant/some-grant-s-abc')).toBeNull();
    expect(solutionSlugOfPath('/quality-education/kb/title/k-1')).toBeNull();
  });
});
