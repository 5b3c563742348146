import { contentDetailKey, EXPLORE_KEY, FEATURED_SOLUTIONS_KEY, solutionKey } from '@x4i/shared';
import { pageData } from './page-data';

const at = (pathname: string) => ({ params: {}, searchParams: new URLSearchParams(), pathname });

describe('pageData', () => {
  it('gives the home page the explore data and the featured solutions, under the keys their hooks use', () => {
    expect(pageData.home().map((data) => data.key)).toEqual([EXPLORE_KEY, FEATURED_SOLUTIONS_KEY]);
  });

  it("gives a solution's page and an article's page their item, read from the path", () => {
    expect(pageData.content(at('/all/tech-solution/donor-crm-s-77')).map((data) => data.key)).toEqual([solutionKey('s-77')]);
    const article = pageData['content-long'](at('/quality-education/kb/how-to-read-form-990/k-read_990'));
    expect(article.map((data) => data.key)).toEqual([contentDetailKey('k-read_990')]);
  });

  it('asks for nothing on a listing or a search: their results load in the browser', () => {
    expect(pageData.listing(at('/all/solutions'))).toEqual([]);
    expect(pageData.search(at('/all/solutions/crm'))).toEqual([]);
  });
});
