import { canLoadMore, resultCountOf } from './explore-paging';

describe('explore paging', () => {
  it('loads more while pageNumber * 10 is below the result count', () => {
    expect(canLoadMore(1, 12)).toBe(true);
    expect(canLoadMore(2, 12)).toBe(false);
    expect(canLoadMore(1, 10)).toBe(false);
    expect(canLoadMore(0, 1)).toBe(true);
  });

  it('counts default results as one page', () => {
    expect(resultCountOf({ numFound: 3, isDefaultResults: true })).toBe(10);
    expect(resultCountOf({ numFound: 37, isDefaultResults: false })).toBe(37);
    expect(resultCountOf(undefined)).toBe(0);
    expect(canLoadMore(1, resultCountOf({ numFound: 25, isDefaultResults: true }))).toBe(false);
  });
});
