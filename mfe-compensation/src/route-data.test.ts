import { routeData } from './route-data';
import { routeTable } from './route-table';

const at = (params: Record<string, string>, search = '') => ({ params, searchParams: new URLSearchParams(search) });

describe('routeData', () => {
  it('declares what every page of the remote loads', () => {
    expect(Object.keys(routeData).sort()).toEqual(routeTable.map((route) => route.id).sort());
  });

  it('loads the default title’s teaser on the overview, and the chosen title’s on the title page', () => {
    expect(routeData['nonprofit-compensation'](at({}))).toEqual([{ path: '/compensation/marketing', params: {} }]);
    expect(routeData['nonprofit-compensation-in-the-us'](at({}, '?jobTitle=%20CFO%20'))).toEqual([{ path: '/compensation/marketing', params: { jobTitle: 'CFO' } }]);
    expect(routeData['nonprofit-compensation-in-the-us'](at({}, '?jobTitle='))).toEqual([{ path: '/compensation/marketing', params: {} }]);
    expect(routeData['compensation-report-tab'](at({ slug: 'benchmarking' }))).toEqual([]);
  });
});
