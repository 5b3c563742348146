import { makeSolution, makeThemed } from '../testing/items.js';
import { exploreMetrics } from './metrics.js';

describe('exploreMetrics', () => {
  it('has every key with zeros for an empty directory', () => {
    const metrics = exploreMetrics([], '2026-11-21');
    expect(Object.keys(metrics)).toHaveLength(18);
    for (const [key, entry] of Object.entries(metrics)) {
      expect(entry).toEqual({ type: key, total: 0, challenge: 0, solution: 0, grant: 0, kg: 0, funding: 0, grantAmount: 0, demo: 0 });
    }
  });

  it('counts an item under each of its goals and once under ALL; only open grants are funding', () => {
    const metrics = exploreMetrics(
      [
        makeSolution({ slug: 's-a', categories: ['UNSDG1', 'UNSDG2'], demo: true }),
        makeThemed({ slug: 'g-open', contentType: 'grants-funding', categories: ['UNSDG1', 'UNSDG2'], grantAmount: 1000, expirationDate: '2026-11-21' }),
        makeThemed({ slug: 'g-closed', contentType: 'grants-funding', categories: ['UNSDG1'], grantAmount: 5000, expirationDate: '2026-11-20' }),
        makeThemed({ slug: 'k-a', contentType: 'knowledge-base', categories: ['UNSDG2'] }),
        makeThemed({ slug: 'c-a', contentType: 'social-challenge-idea', categories: ['UNSDG2'] }),
      ],
      '2026-11-21',
    );
    expect(metrics.ALL).toEqual({ type: 'ALL', total: 5, challenge: 1, solution: 1, grant: 2, kg: 1, funding: 1, grantAmount: 1000, demo: 1 });
    expect(metrics.UNSDG1).toEqual({ type: 'UNSDG1', total: 3, challenge: 0, solution: 1, grant: 2, kg: 0, funding: 1, grantAmount: 1000, demo: 1 });
    expect(metrics.UNSDG2).toEqual({ type: 'UNSDG2', total: 4, challenge: 1, solution: 1, grant: 1, kg: 1, funding: 1, grantAmount: 1000, demo: 1 });
  });
});
