import { metricsFor } from './category-metrics';

describe('metricsFor', () => {
  it('reads a goal and fills the types it lacks with zeros', () => {
    expect(metricsFor({ UNSDG4: { type: 'UNSDG4', total: 4, grant: 2 } }, 'UNSDG4')).toEqual({
      type: 'UNSDG4',
      total: 4,
      challenge: 0,
      solution: 0,
      grant: 2,
      kg: 0,
      funding: 0,
      grantAmount: 0,
      demo: 0,
    });
  });

  it('answers zeros for a goal the server did not send, or no metrics at all', () => {
    expect(metricsFor({}, 'UNSDG9')).toMatchObject({ type: 'UNSDG9', total: 0, solution: 0 });
    expect(metricsFor(undefined, 'ALL')).toMatchObject({ type: 'ALL', total: 0, grantAmount: 0 });
  });
});
