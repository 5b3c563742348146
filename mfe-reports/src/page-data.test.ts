import { landscapeKey } from './features/landscape/hooks/landscape';
import { sdgIndexKey } from './features/sdg-index/hooks/sdg-index';
import { researchPageKey } from './features/research-pages/hooks/research-page';
import { sdgReportKey } from './features/sdg-report/hooks/sdg-report';
import { serviceDesertKey } from './features/service-deserts/hooks/service-desert';
import { UN_SDG_GOALS } from '@x4i/shared/domain';
import { pageData } from './page-data';

const at = (params: Record<string, string | undefined>, search = '') => ({ params, searchParams: new URLSearchParams(search) });

describe('pageData', () => {
  it('gives the index page the index under the key its hook uses, for the state in the address or the nation', () => {
    expect(pageData['sdg-index'](at({}, '?state=or')).map((data) => data.key)).toEqual([sdgIndexKey('OR')]);
    expect(pageData['sdg-index'](at({}, '?state=ZZ')).map((data) => data.key)).toEqual([sdgIndexKey(null)]);
  });

  it("gives a goal's report page its report, for the state in the address or the nation, and nothing for an unknown goal", () => {
    const noPoverty = UN_SDG_GOALS.find((goal) => goal.position === 1)!;
    expect(pageData['sdg-report'](at({ goal: 'no-poverty' }, '?state=ca')).map((data) => data.key)).toEqual([sdgReportKey(noPoverty, 'CA')]);
    expect(pageData['sdg-report'](at({ goal: 'no-poverty' })).map((data) => data.key)).toEqual([sdgReportKey(noPoverty, null)]);
    expect(pageData['sdg-report'](at({ goal: 'no-such-goal' }))).toEqual([]);
  });

  it('gives a landscape page its landscape for the choices in the address, leaving out what it does not offer', () => {
    expect(pageData['state-guide'](at({}, '?state=ak&county=02020')).map((data) => data.key)).toEqual([
      landscapeKey({ landscape: 'state-guide', state: 'AK', county: '02020', group: null, goal: null }),
    ]);
    expect(pageData.landscape(at({ landscape: 'vertical-landscape' }, '?group=b&goal=3')).map((data) => data.key)).toEqual([
      landscapeKey({ landscape: 'vertical-landscape', state: null, county: null, group: 'B', goal: null }),
    ]);
    expect(pageData.landscape(at({ landscape: 'no-such-landscape' }))).toEqual([]);
  });

  it('gives a service-desert map its page, and nothing for an unknown map', () => {
    expect(pageData['service-desert-map'](at({ map: 'pierce-county-wa' })).map((data) => data.key)).toEqual([serviceDesertKey('pierce-county-wa')]);
    expect(pageData['service-desert-map'](at({ map: 'no-such-map' }))).toEqual([]);
  });

  it('gives each research page its answer', () => {
    expect(pageData['lilac-zero-lead-gen-strategy'](at({})).map((data) => data.key)).toEqual([researchPageKey('lilac-zero-lead-gen-strategy')]);
    expect(pageData['social-innovator-market-pulse'](at({})).map((data) => data.key)).toEqual([researchPageKey('social-innovator-market-pulse')]);
  });
});
