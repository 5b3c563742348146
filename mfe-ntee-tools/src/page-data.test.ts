import { finderPageKey, nonprofitDetailsKey } from '@x4i/shared';
import { pageData } from './page-data';

const at = (params: Record<string, string | undefined>, search = '') => ({ params, searchParams: new URLSearchParams(search) });

describe('pageData', () => {
  it('gives the finder the data its first render reads, under the key its hook uses', () => {
    expect(pageData.finder().map((data) => data.key)).toEqual([finderPageKey()]);
  });

  it("gives an organisation page its details under the hook's key, the EIN written either way", () => {
    expect(pageData['finder-ein'](at({ ein: '12-3456789' })).map((data) => data.key)).toEqual([nonprofitDetailsKey('123456789')]);
    expect(pageData['finder-ein'](at({ ein: '123456789' })).map((data) => data.key)).toEqual([['/x4i-nonprofit/details', '123456789']]);
  });

  it('asks for nothing when the address carries no EIN', () => {
    expect(pageData['finder-ein'](at({ ein: '' }))).toEqual([]);
  });
});
