import { parseContentPath } from './content-path.js';
import { contentUrl, listingUrl, solutionSlugOfPath, techSolutionUrl } from './content-url.js';

describe('parseContentPath (SPEC 2.4)', () => {
  it('opens the home page at /', () => {
    expect(parseContentPath('/')).toEqual({ kind: 'home' });
    expect(parseContentPath('')).toEqual({ kind: 'home' });
  });

  it('opens listings, with or without the trailing slash', () => {
    expect(parseContentPath('/all/tech-solution/')).toEqual({ kind: 'listing', categorySlug: 'all', contentType: 'tech-solution' });
    expect(parseContentPath('/no-poverty/tech-solution')).toEqual({ kind: 'listing', categorySlug: 'no-poverty', contentType: 'tech-solution' });
    expect(parseContentPath('/quality-education/knowledge-base')).toEqual({
      kind: 'listing',
      categorySlug: 'quality-education',
      contentType: 'knowledge-base',
    });
    expect(parseContentPath('/all/social-challenge-idea?filter=has-ideas')).toMatchObject({ kind: 'listing', contentType: 'social-challenge-idea' });
  });

  it("opens searches from a 'q-' segment", () => {
    expect(parseContentPath('/all/tech-solution/q-fundraising')).toEqual({
      kind: 'search',
      categorySlug: 'all',
      contentType: 'tech-solution',
      searchTerm: 'fundraising',
    });
    expect(parseContentPath('/no-poverty/social-challenge-idea/q-housing')).toEqual({
      kind: 'search',
      categorySlug: 'no-poverty',
      contentType: 'social-challenge-idea',
      searchTerm: 'housing',
    });
    expect(parseContentPath('/all/tech-solution/q-mental-health')).toMatchObject({ kind: 'search', searchTerm: 'mental health' });
    expect(parseContentPath('/all/tech-solution/q-esg')).toMatchObject({ kind: 'search', searchTerm: 'esg' });
    expect(parseContentPath('/all/tech-solution/q-c%23')).toMatchObject({ kind: 'search', searchTerm: 'c#' });
    // The search route's content type is optional.
    expect(parseContentPath('/zero-hunger/q-food')).toEqual({ kind: 'search', categorySlug: 'zero-hunger', contentType: 'tech-solution', searchTerm: 'food' });
  });

  it('reads back what the URL builders make', () => {
    expect(parseContentPath(listingUrl({ categorySlug: 'UNSDG4', contentType: 'grant', searchTerm: 'Reading Skills' }))).toEqual({
      kind: 'search',
      categorySlug: 'quality-education',
      contentType: 'grants-funding',
      searchTerm: 'reading skills',
    });
    expect(parseContentPath(techSolutionUrl({ title: 'Donor CRM', slug: 's-77' }))).toEqual({ kind: 'solution', slug: 's-77' });
    expect(parseContentPath(contentUrl({ contentType: 'grants-funding', title: 'Seed Fund', categories: ['UNSDG1', 'UNSDG4'], slug: 'g-9' }))).toEqual({
      kind: 'content',
      slug: 'g-9',
      contentKind: 'grant',
    });
  });

  it('opens the money flow for all goals or one', () => {
    expect(parseContentPath('/all/money-flow')).toEqual({ kind: 'money-flow', categorySlug: 'all' });
    expect(parseContentPath('/all/money-flow/')).toEqual({ kind: 'money-flow', categorySlug: 'all' });
    expect(parseContentPath('/climate-action/money-flow')).toEqual({ kind: 'money-flow', categorySlug: 'climate-action' });
  });

  it('redirects type words to their content types', () => {
    expect(parseContentPath('/all/challenge')).toEqual({ kind: 'redirect', to: '/all/social-challenge-idea' });
    expect(parseContentPath('/all/solution')).toEqual({ kind: 'redirect', to: '/all/tech-solution' });
    expect(parseContentPath('/no-poverty/grant')).toEqual({ kind: 'redirect', to: '/no-poverty/grants-funding' });
    expect(parseContentPath('/all/kb')).toEqual({ kind: 'redirect', to: '/all/knowledge-base' });
    expect(parseContentPath('/all/money')).toEqual({ kind: 'redirect', to: '/all/money-flow' });
    expect(parseContentPath('/all/grant/q-rent')).toEqual({ kind: 'redirect', to: '/all/grants-funding/q-rent' });
  });

  it('redirects an invalid category or content type to the valid one or the default', () => {
    expect(parseContentPath('/mars/grants-funding')).toEqual({ kind: 'redirect', to: '/all/grants-funding' });
    // SPEC 2.4: a listing with a content type that is not one falls back to the home page; a search keeps its term.
    expect(parseContentPath('/zero-hunger/podcasts')).toEqual({ kind: 'redirect', to: '/' });
    expect(parseContentPath('/all/nonsense/')).toEqual({ kind: 'redirect', to: '/' });
    expect(parseContentPath('/all/nonsense/q-water')).toEqual({ kind: 'redirect', to: '/all/tech-solution/q-water' });
    expect(parseContentPath('/mars/tech-solution/q-water')).toEqual({ kind: 'redirect', to: '/all/tech-solution/q-water' });
    expect(parseContentPath('/mars/money-flow')).toEqual({ kind: 'redirect', to: '/all/money-flow' });
    expect(parseContentPath('/all/money-flow/q-water')).toEqual({ kind: 'redirect', to: '/all/money-flow' });
    expect(parseContentPath('/ALL/Tech-Solution')).toEqual({ kind: 'redirect', to: '/all/tech-solution' });
    expect(parseContentPath('/no-poverty')).toEqual({ kind: 'redirect', to: '/no-poverty/tech-solution' });
    expect(parseContentPath('/all')).toEqual({ kind: 'redirect', to: '/all/tech-solution' });
  });

  it('sends every other spelling of a search to its one form in a path, in lower case with hyphens', () => {
    expect(parseContentPath('/all/tech-solution/q-mental%20health')).toEqual({ kind: 'redirect', to: '/all/tech-solution/q-mental-health' });
    expect(parseContentPath('/all/tech-solution/q-ESG')).toEqual({ kind: 'redirect', to: '/all/tech-solution/q-esg' });
    expect(parseContentPath('/No-Poverty/Tech-Solution/Q-Housing')).toEqual({ kind: 'redirect', to: '/no-poverty/tech-solution/q-housing' });
    expect(parseContentPath('/all/tech-solution/q-a&b')).toEqual({ kind: 'redirect', to: '/all/tech-solution/q-a%26b' });
    // The one form is a search, not a redirect again.
    for (const to of ['/all/tech-solution/q-mental-health', '/all/tech-solution/q-a%26b', '/no-poverty/tech-solution/q-housing']) expect(parseContentPath(to).kind).toBe('search');
  });

  it('sends an empty search term back to the listing', () => {
    expect(parseContentPath('/all/tech-solution/q-')).toEqual({ kind: 'redirect', to: '/all/tech-solution' });
    expect(parseContentPath('/all/tech-solution/q-%20')).toEqual({ kind: 'redirect', to: '/all/tech-solution' });
  });

  it('agrees with the gateway on which paths are solution pages', () => {
    for (const path of ['/all/tech-solution/grantpilot-s-grantpilot', '/ALL/Solution/Old-Name-S-GrantPilot', '/all/tech-solution/q-s-abc', '/all/grant/x-s-abc']) {
      const parsed = parseContentPath(path);
      expect(parsed.kind === 'solution' ? parsed.slug : null).toBe(solutionSlugOfPath(path));
    }
  });

  it('opens tech-solution details from the slug at the end of the title', () => {
    expect(parseContentPath('/all/tech-solution/donor-crm-s-77')).toEqual({ kind: 'solution', slug: 's-77' });
    expect(parseContentPath('/all/tech-solution/what-s-up-s-grant_pilot')).toEqual({ kind: 'solution', slug: 's-grant_pilot' });
    expect(parseContentPath('/ALL/tech-solution/Old-Name-S-GrantPilot')).toEqual({ kind: 'solution', slug: 's-grantpilot' });
    expect(parseContentPath('/all/tech-solution/s-77')).toEqual({ kind: 'solution', slug: 's-77' });
  });

  it('opens other details from /categories/type word/title slug/slug', () => {
    expect(parseContentPath('/quality-education/kb/how-to-read-form-990/k-read_990')).toEqual({
      kind: 'content',
      slug: 'k-read_990',
      contentKind: 'article',
    });
    expect(parseContentPath('/clean-water-and-sanitation+no-poverty/challenge/clean-water-access/c-12')).toEqual({
      kind: 'content',
      slug: 'c-12',
      contentKind: 'challenge',
    });
    expect(parseContentPath('/all/solution/donor-crm/s-77')).toEqual({ kind: 'solution', slug: 's-77' });
    expect(parseContentPath('/all/grant/g-9')).toEqual({ kind: 'content', slug: 'g-9', contentKind: 'grant' });
    expect(parseContentPath('/all/challenge/ideas/clean-water/c-12')).toEqual({ kind: 'content', slug: 'c-12', contentKind: 'challenge' });
  });

  it('finds nothing elsewhere', () => {
    for (const path of [
      '/nowhere',
      '/case-studies/unknown-study',
      '/about-us/whatever',
      '/all/tech-solution/fundraising',
      '/all/tech-solution/q-water/more',
      '/all/challenge/title/not-a-slug',
      '/all/podcast/title/c-12',
      '/all/money/title/c-12',
      '/a/b/c/d/e/f',
    ]) {
      expect({ path, parsed: parseContentPath(path) }).toEqual({ path, parsed: { kind: 'not-found' } });
    }
  });
});
