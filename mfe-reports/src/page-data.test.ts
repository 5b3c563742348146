import { sdgIndexKey } from '@x4i/shared';
import { pageData } from './page-data';

const at = (params: Record<string, string | undefined>, search = '') => ({ params, searchParams: new URLSearchParams(search) });

describe('pageData', () => {
  it('gives the index page the index under the key its hook uses, for the state in the address or the nation', () => {
    expect(pageData['sdg-index'](at({}, '?state=or')).map((data) => data.key)).toEqual([sdgIndexKey('OR')]);
    expect(pageData['sdg-index'](at({}, '?state=ZZ')).map((data) => data.key)).toEqual([sdgIndexKey(null)]);
  });
});
