import { compensationMarketingKey } from './features/marketing/hooks/use-compensation-marketing';
import { pageData } from './page-data';

const at = (search = '') => ({ params: {}, searchParams: new URLSearchParams(search) });

describe('pageData', () => {
  it('gives the overview the default title’s teaser, under the key its hook uses', () => {
    expect(pageData['nonprofit-compensation']().map((data) => data.key)).toEqual([compensationMarketingKey(null)]);
  });

  it('gives the title page the title in its address, or the default one when the address has none or too long a one', () => {
    expect(pageData['nonprofit-compensation-in-the-us'](at('?jobTitle=%20CFO%20')).map((data) => data.key)).toEqual([compensationMarketingKey('CFO')]);
    expect(pageData['nonprofit-compensation-in-the-us'](at()).map((data) => data.key)).toEqual([compensationMarketingKey(null)]);
    expect(pageData['nonprofit-compensation-in-the-us'](at(`?jobTitle=${'A'.repeat(121)}`)).map((data) => data.key)).toEqual([compensationMarketingKey(null)]);
  });
});
