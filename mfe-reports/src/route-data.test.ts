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

  it('loads a service-desert map by its slug, and nothing for an unknown map', () => {
    expect(routeData['service-desert-map'](at({ map: 'pierce-county-wa' }))).toEqual([{ path: '/report/service-desert', params: { map: 'pierce-county-wa' } }]);
    expect(routeData['service-desert-map'](at({ map: 'Disabilities-WA' }))).toEqual([{ path: '/report/service-desert', params: { map: 'disabilities-wa' } }]);
    expect(routeData['service-desert-map'](at({ map: 'oregon' }))).toEqual([]);
  });
});
