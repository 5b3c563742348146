import { UN_SDG_GOALS } from '@x4i/shared/domain';
import { ContentIndex } from '../content-index.js';
import { DEMO_ORGANIZATION } from '../../identity/demo-accounts.js';
import { shippedDemoContentDir } from '../index.js';
import { parseSearchParams } from '../search/search-params.js';
import { searchItems } from '../search/search.js';
import { itemsFromCorpus } from '../testing/corpus-items.js';
import { loadBadges, loadCorpus } from './load-corpus.js';

/**
 * The corpus the backend seeds on first start: it must load (or the backend does not start), and the searches
 * the site's menu links to (SPEC 2.5) must find something.
 */
describe('the shipped demo corpus', () => {
  let index: ContentIndex;

  beforeAll(async () => {
    const badges = await loadBadges(shippedDemoContentDir);
    expect(badges.map((badge) => badge.id)).toEqual([
      'accessibility-first',
      'open-source',
      'privacy-first',
      'nonprofit-pricing',
      'multilingual',
      'offline-ready',
      'api-available',
      'security-reviewed',
    ]);
    const corpus = await loadCorpus(shippedDemoContentDir, new Set(badges.map((badge) => badge.id)));
    expect(corpus.missing).toEqual([]);
    index = ContentIndex.fromItems(itemsFromCorpus(corpus));
  });

  const search = (params: Record<string, string>) => searchItems(index, parseSearchParams({ type: 'tech-solution', ...params }), '2026-11-01');

  it('has exactly one solution of the demo provider organisation', () => {
    const demo = index.ofType('tech-solution').filter((item) => item.organization === DEMO_ORGANIZATION);
    expect(demo.map((item) => item.slug)).toEqual(['s-demo_solutions_hub']);
  });

  it.each(['addiction', 'cybersecurity', 'environment and energy', 'ESG', 'fundraising', 'mental health', 'relationship management', 'workforce development'])(
    'finds solutions for the menu search %s',
    (q) => {
      const outcome = search({ q });
      expect(outcome.isDefaultResults).toBe(false);
      expect(outcome.numFound).toBeGreaterThanOrEqual(4);
    },
  );

  it('has solutions for every goal and for the leadership filters of the menu', () => {
    for (const goal of UN_SDG_GOALS) expect(search({ unsdg: goal.value }).numFound).toBeGreaterThanOrEqual(3);
    for (const filter of ['WOMAN_LEADERSHIP', 'BLACK_LEADERSHIP', 'LATINO_LEADERSHIP']) expect(search({ filter }).numFound).toBeGreaterThanOrEqual(4);
  });
});
