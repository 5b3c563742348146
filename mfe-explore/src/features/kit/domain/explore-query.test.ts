import { exploreUrl, filterSearchString, searchParamsOf, selectedFiltersOf } from './explore-query';

describe('searchParamsOf', () => {
  it('sends only what narrows the search', () => {
    expect(searchParamsOf({ categorySlug: 'all', contentType: 'tech-solution', searchTerm: ' ', selectedFilters: ['DEFAULT'], selectedSort: 'DEFAULT' })).toEqual({
      type: 'tech-solution',
    });
  });

  it('maps the category to its UNSDG value and passes text, filters and sort', () => {
    expect(
      searchParamsOf({
        categorySlug: 'no-poverty',
        contentType: 'tech-solution',
        searchTerm: 'housing',
        selectedFilters: ['HIRING', 'BLACK_LEADERSHIP'],
        selectedSort: 'POPULARITY',
      }),
    ).toEqual({ type: 'tech-solution', q: 'housing', unsdg: 'UNSDG1', filter: ['HIRING', 'BLACK_LEADERSHIP'], sortBy: 'POPULARITY' });
  });
});

describe('filters in the URL', () => {
  it('reads and writes filter slugs', () => {
    expect(selectedFiltersOf('tech-solution', '?filter=black-leadership&filter=hiring')).toEqual(['BLACK_LEADERSHIP', 'HIRING']);
    expect(selectedFiltersOf('tech-solution', '')).toEqual(['DEFAULT']);
    expect(filterSearchString('tech-solution', ['WOMAN_LEADERSHIP', 'VETERAN_LED'])).toBe('?filter=women-leadership&filter=veteran-led');
    expect(filterSearchString('tech-solution', ['DEFAULT'])).toBe('');
    expect(filterSearchString('knowledge-base', ['HIRING'])).toBe('');
  });
});

describe('exploreUrl', () => {
  it('builds listing and search URLs', () => {
    expect(exploreUrl({ categorySlug: 'all', contentType: 'tech-solution' })).toBe('/all/tech-solution/');
    expect(exploreUrl({ categorySlug: 'no-poverty', contentType: 'social-challenge-idea', searchTerm: 'Housing' })).toBe(
      '/no-poverty/social-challenge-idea/q-housing',
    );
    expect(exploreUrl({ categorySlug: 'all', contentType: 'tech-solution' }, '?filter=hiring')).toBe('/all/tech-solution/?filter=hiring');
  });
});
