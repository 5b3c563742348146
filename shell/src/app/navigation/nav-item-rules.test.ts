import type { NavItem } from './nav-item';
import { availableNavItems, footerColumns, isCurrentPage, mobileNavItems } from './nav-item-rules';
import { searchTermUriSegment as searchTermSegment } from '@x4i/shared/domain';
import { footerItems, topMenuItems } from './nav-items';

const onlyFinder = (to: string) => to.split(/[?#]/)[0] === '/nonprofit-ntee-code-finder';

describe('availableNavItems', () => {
  it('keeps only Our Products with the NTEE Code Finder when that is the only page built', () => {
    const items = availableNavItems(topMenuItems, onlyFinder);
    expect(items.map((item) => item.label)).toEqual(['Our Products']);
    expect(items[0].dropdownMenu?.map((item) => item.label)).toEqual(['NTEE Code Finder']);
  });

  it('drops dropdowns and footer columns left empty', () => {
    expect(availableNavItems(topMenuItems, () => false)).toEqual([]);
    expect(footerColumns(availableNavItems(footerItems, () => false))).toEqual([]);
  });

  it('keeps every item once every page is built', () => {
    expect(availableNavItems(topMenuItems, () => true)).toEqual(topMenuItems);
  });

  it('always keeps external links and actions', () => {
    const items: NavItem[] = [
      { label: 'Newsletter', to: 'https://example.org/news', external: true, dataId: 'news' },
      { label: 'Contact Us', action: () => undefined, dataId: 'contact' },
      { label: 'Privacy', to: '/privacy', dataId: 'privacy' },
    ];
    expect(availableNavItems(items, () => false).map((item) => item.dataId)).toEqual(['news', 'contact']);
  });
});

describe('mobileNavItems', () => {
  it('leaves out desktop-only items, also inside dropdowns', () => {
    const items: NavItem[] = [
      { label: 'A', to: '/a', dataId: 'a', desktopOnly: true },
      { label: 'B', dataId: 'b', dropdownMenu: [{ label: 'C', to: '/c', dataId: 'c', desktopOnly: true }] },
      { label: 'D', to: '/d', dataId: 'd' },
    ];
    expect(mobileNavItems(items).map((item) => item.dataId)).toEqual(['d']);
  });
});

describe('footerColumns', () => {
  it('groups the footer into its two columns', () => {
    const columns = footerColumns(footerItems);
    expect(columns.map((column) => column.map((item) => item.to))).toEqual([
      ['/about-us', '/our-services'],
      ['/privacy', '/terms-of-use', '/all/tech-solution', '/all/money-flow/'],
    ]);
  });
});

describe('top menu data', () => {
  it('builds the preset searches from slugs of their terms', () => {
    expect(searchTermSegment('Mental Health')).toBe('q-mental-health');
    expect(searchTermSegment('ESG')).toBe('q-esg');
    const techDirectory = topMenuItems.find((item) => item.label === 'Tech Directory');
    expect(techDirectory?.dropdownMenu?.map((item) => item.to)).toEqual([
      '/all/tech-solution/',
      '/all/tech-solution/q-addiction',
      '/all/tech-solution/q-cybersecurity',
      '/all/tech-solution/q-environment-and-energy',
      '/all/tech-solution/q-esg',
      '/all/tech-solution/q-fundraising',
      '/all/tech-solution/q-mental-health',
      '/all/tech-solution/q-relationship-management',
      '/all/tech-solution/q-workforce-development',
      '/no-poverty/tech-solution/',
      '/all/tech-solution?filter=black-leadership',
      '/all/tech-solution?filter=latino-leadership',
      '/all/tech-solution?filter=women-leadership',
    ]);
  });

  it('lists About Us, the newsletter and the FAQ under About, all pages of the site', () => {
    const about = topMenuItems.find((item) => item.label === 'About');
    expect(about?.dropdownMenu?.map((item) => [item.label, item.to, Boolean(item.external)])).toEqual([
      ['About Us', '/about-us', false],
      ['Newsletter', '/newsletter', false],
      ['FAQ', '/faq', false],
    ]);
  });
});

describe('isCurrentPage', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('ignores a trailing slash and the order of query parameters', () => {
    expect(isCurrentPage('/all/tech-solution/', at('/all/tech-solution'))).toBe(true);
    expect(
      isCurrentPage('/research-tools-and-reports?filter=sector-overview&filter=landscape', at('/research-tools-and-reports', '?filter=sector-overview&filter=landscape')),
    ).toBe(true);
    expect(isCurrentPage('/a?x=1&y=2', at('/a', '?y=2&x=1'))).toBe(true);
  });

  it('tells other pages apart', () => {
    expect(isCurrentPage('/all/tech-solution', at('/all/tech-solution', '?filter=women-leadership'))).toBe(false);
    expect(isCurrentPage('/about-us', at('/'))).toBe(false);
    expect(isCurrentPage('/r?filter=un-sdgs#sdg-reports', at('/r', '?filter=un-sdgs'))).toBe(false);
    expect(isCurrentPage('/r?filter=un-sdgs#sdg-reports', at('/r', '?filter=un-sdgs', '#sdg-reports'))).toBe(true);
  });
});
