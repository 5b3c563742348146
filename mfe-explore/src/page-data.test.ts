import { contentDetailKey, EXPLORE_KEY, FEATURED_SOLUTIONS_KEY } from '@x4i/shared';
import { moneyFlowKey } from './features/money-flow/hooks/money-flow';
import { solutionKey } from './features/solution/hooks/solutions';
import { INCOME_BUCKET_CODES } from '@x4i/shared/domain';
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

  it('gives the money flow its figures for the goal, every state and every income bucket (its default selection)', () => {
    expect(pageData.listing(at('/no-poverty/money-flow')).map((data) => data.key)).toEqual([
      moneyFlowKey({ unsdg: 'UNSDG1', state: null, incomeBuckets: INCOME_BUCKET_CODES }),
    ]);
  });

  it('asks for nothing when a search term is a solution slug: that page moves to the listing', () => {
    expect(pageData.search(at('/all/tech-solution/q-s-77'))).toEqual([]);
  });
});
