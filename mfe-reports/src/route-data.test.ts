import { RESEARCH_PAGES } from '@x4i/shared/contracts';
import { routeData } from './route-data';
import { routeTable } from './route-table';

const at = (params: Record<string, string>, search = '') => ({ params, searchParams: new URLSearchParams(search) });

describe('routeData', () => {
  it('declares what every page of the remote loads', () => {
    expect(Object.keys(routeData).sort()).toEqual(routeTable.map((route) => route.id).sort());
  });

  it('loads a dedicated report by its goal and a generic one by its slug, with the state', () => {
    expect(routeData['sdg-report'](at({ goal: 'no-poverty' }, '?state=vt'))).toEqual([{ path: '/report/sdg-1', params: { state: 'VT' } }]);
    expect(routeData['sdg-report'](at({ goal: 'climate-action' }))).toEqual([{ path: '/report/sdg-spec', params: { report: 'climate-action' } }]);
    expect(routeData['sdg-report'](at({ goal: 'not-a-goal' }))).toEqual([]);
    expect(routeData['sdg-index'](at({}, '?state=ZZ'))).toEqual([{ path: '/report/sdg-index', params: {} }]);
  });

  it('loads each research page by its slug, under the title the backend gives it', () => {
    for (const { page, title } of RESEARCH_PAGES) {
      const route = routeTable.find((entry) => entry.id === page);
      expect(route).toMatchObject({ path: `/${page}`, title });
      expect(routeData[page](at({}))).toEqual([{ path: '/report/research-page', params: { page } }]);
    }
  });
});

describe('landscape routes', () => {
  it('load the landscape with only the choices it offers', () => {
    expect(routeData['state-guide'](at({}, '?state=wa&county=53053'))).toEqual([
      { path: '/report/landscape', params: { landscape: 'state-guide', state: 'WA', county: '53053' } },
    ]);
    // A county outside the state, a group where none is offered and a fixed place are left out.
    expect(routeData['state-guide'](at({}, '?state=AK&county=53053&group=B'))).toEqual([
      { path: '/report/landscape', params: { landscape: 'state-guide', state: 'AK' } },
    ]);
    expect(routeData.landscape(at({ landscape: 'boston' }, '?state=WA'))).toEqual([{ path: '/report/landscape', params: { landscape: 'boston' } }]);
    expect(routeData['vertical-landscape'](at({}, '?group=b'))).toEqual([{ path: '/report/landscape', params: { landscape: 'vertical-landscape', group: 'B' } }]);
    expect(routeData['sdg-partnerships'](at({}, '?goal=18'))).toEqual([{ path: '/report/landscape', params: { landscape: 'sdg-partnerships' } }]);
    expect(routeData['sdg-partnerships'](at({}, '?goal=5'))).toEqual([{ path: '/report/landscape', params: { landscape: 'sdg-partnerships', goal: '5' } }]);
    expect(routeData.landscape(at({ landscape: 'nope' }))).toEqual([]);
  });
});

describe('service-desert routes', () => {
  it('loads a service-desert map by its slug, and nothing for an unknown map', () => {
    expect(routeData['service-desert-map'](at({ map: 'pierce-county-wa' }))).toEqual([{ path: '/report/service-desert', params: { map: 'pierce-county-wa' } }]);
    expect(routeData['service-desert-map'](at({ map: 'Disabilities-WA' }))).toEqual([{ path: '/report/service-desert', params: { map: 'disabilities-wa' } }]);
    expect(routeData['service-desert-map'](at({ map: 'oregon' }))).toEqual([]);
  });
});
