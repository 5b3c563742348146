import { finderPageKey } from '@x4i/shared';
import { nonprofitDetailsKey } from './features/finder/hooks/nonprofit-details';
import { nonprofitSearchKey } from './features/finder/hooks/nonprofit-search';
import { pageData } from './page-data';

const at = (params: Record<string, string | undefined>, search = '') => ({ params, searchParams: new URLSearchParams(search) });

describe('pageData', () => {
  it('gives the finder the data its first render reads, under the key its hook uses', () => {
    expect(pageData.finder(at({})).map((data) => data.key)).toEqual([finderPageKey()]);
  });

  it("gives a search in the address its results under the hook's key, and none for an EIN with too many digits", () => {
    expect(pageData.finder(at({}, '?q=%20food%20bank%20')).map((data) => data.key)).toEqual([finderPageKey(), nonprofitSearchKey('food bank', 1)]);
    expect(pageData.finder(at({}, '?q=food&page=3')).map((data) => data.key)).toEqual([finderPageKey(), nonprofitSearchKey('food', 3)]);
    expect(pageData.finder(at({}, '?q=food&page=zero')).map((data) => data.key)).toEqual([finderPageKey(), nonprofitSearchKey('food', 1)]);
    expect(pageData.finder(at({}, '?q=1234567890123')).map((data) => data.key)).toEqual([finderPageKey()]);
  });

  it("gives an organisation page its details under the hook's key, the EIN written either way", () => {
    expect(pageData['finder-ein'](at({ ein: '12-3456789' })).map((data) => data.key)).toEqual([nonprofitDetailsKey('123456789')]);
    expect(pageData['finder-ein'](at({ ein: '123456789' })).map((data) => data.key)).toEqual([['/x4i-nonprofit/details', '123456789']]);
  });

  it('asks for nothing when the address carries no EIN', () => {
    expect(pageData['finder-ein'](at({ ein: '' }))).toEqual([]);
  });
});
