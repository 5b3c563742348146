import { RESEARCH_PAGES } from '@x4i/shared/contracts';
import { findLandscape } from '@x4i/shared/domain';
import { goalOf, landscapeChoiceOf, stateOf } from './route-location';
import { routeTable } from './route-table';

const query = (search: string) => new URLSearchParams(search);
const choiceOn = (slug: string, search = '') => landscapeChoiceOf(findLandscape(slug)!, query(search));

describe('what a report page reads from its address', () => {
  it('reads a state by its code in any case, and nothing for what is not a state', () => {
    expect(stateOf(query('?state=vt'))).toBe('VT');
    expect(stateOf(query('?state=%20or%20'))).toBe('OR');
    expect(stateOf(query('?state=ZZ'))).toBeNull();
    expect(stateOf(query(''))).toBeNull();
  });

  it('reads a goal by its slug', () => {
    expect(goalOf('no-poverty')?.position).toBe(1);
    expect(goalOf('not-a-goal')).toBeUndefined();
  });

  it("reads only the choices a landscape offers: a county in the chosen state, a group or goal where it picks one", () => {
    expect(choiceOn('state-guide', '?state=wa&county=53053')).toEqual({ landscape: 'state-guide', state: 'WA', county: '53053', group: null, goal: null });
    // A county outside the state and a group where none is offered are left out.
    expect(choiceOn('state-guide', '?state=AK&county=53053&group=B')).toEqual({ landscape: 'state-guide', state: 'AK', county: null, group: null, goal: null });
    // A landscape of a fixed place takes no state.
    expect(choiceOn('boston', '?state=WA')).toMatchObject({ landscape: 'boston', state: null });
    expect(choiceOn('vertical-landscape', '?group=b')).toMatchObject({ group: 'B', goal: null });
    expect(choiceOn('sdg-partnerships', '?goal=18')).toMatchObject({ goal: null });
    expect(choiceOn('sdg-partnerships', '?goal=5')).toMatchObject({ goal: 5 });
  });
});

describe('the research pages', () => {
  it('each have a route at their slug, under the title the backend gives them', () => {
    for (const { page, title } of RESEARCH_PAGES) expect(routeTable.find((entry) => entry.id === page)).toMatchObject({ path: `/${page}`, title });
  });
});
