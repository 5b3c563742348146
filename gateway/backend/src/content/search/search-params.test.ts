import { parseSearchParams } from './search-params.js';

describe('parseSearchParams', () => {
  it('defaults to page 0, no text, all goals, no filter, DEFAULT sort', () => {
    expect(parseSearchParams({ type: 'tech-solution' })).toEqual({ type: 'tech-solution', pageNumber: 0, q: null, unsdg: null, filters: [], sort: 'DEFAULT' });
  });

  it('normalises case and spaces, drops DEFAULT and repeated filters, reads ALL as all goals', () => {
    expect(
      parseSearchParams({ type: ' Tech-Solution ', pageNumber: '2', q: '  mental health ', unsdg: 'unsdg3', filter: ['hiring', 'DEFAULT', 'HIRING', 'service'], sortBy: 'popularity' }),
    ).toEqual({ type: 'tech-solution', pageNumber: 2, q: 'mental health', unsdg: 'UNSDG3', filters: ['HIRING', 'SERVICE'], sort: 'POPULARITY' });
    expect(parseSearchParams({ type: 'grants-funding', unsdg: 'ALL', q: '   ', sortBy: '' })).toMatchObject({ unsdg: null, q: null, sort: 'DEFAULT' });
  });

  it('accepts DEFAULT alone for articles', () => {
    expect(parseSearchParams({ type: 'knowledge-base', filter: 'DEFAULT', sortBy: 'DEFAULT' })).toMatchObject({ filters: [], sort: 'DEFAULT' });
    expect(() => parseSearchParams({ type: 'knowledge-base', sortBy: 'CREATION_DATE' })).toThrow('sortBy CREATION_DATE is not a sort of knowledge-base; use DEFAULT.');
  });
});
