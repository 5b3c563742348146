import { routeData } from './route-data';
import { routeTable } from './route-table';

const at = (params: Record<string, string>, search = '') => ({ params, searchParams: new URLSearchParams(search) });

describe('routeData', () => {
  it('declares what every page of the remote loads', () => {
    expect(Object.keys(routeData).sort()).toEqual(routeTable.map((route) => route.id).sort());
  });

  it('loads the taxonomy on the builder, and who carries the chosen code', () => {
    expect(routeData.builder(at({}))).toEqual([{ path: '/ntee/codes', params: {} }]);
    expect(routeData.builder(at({}, '?code=k31&q=food'))).toEqual([
      { path: '/ntee/codes', params: {} },
      { path: '/ntee/code-counts', params: { code: 'K31' } },
    ]);
  });

  it('loads the finder with its search and page, and an organization by its EIN', () => {
    expect(routeData.finder(at({}, '?q=food%20bank&page=2'))).toEqual([
      { path: '/x4i-nonprofit/finder-page', params: {} },
      { path: '/x4i-nonprofit/search', params: { q: 'food bank', page: '2' } },
    ]);
    expect(routeData['finder-ein'](at({ ein: '93-0386872' }))).toEqual([{ path: '/x4i-nonprofit/details/930386872', params: {} }]);
  });
});
