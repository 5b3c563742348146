import { searchTermUriSegment } from '@x4i/shared/domain';
import type { NavItem } from './nav-item';


const TECH_DIRECTORY_SEARCH_TERMS = [
  'Addiction',
  'Cybersecurity',
  'Environment and Energy',
  'ESG',
  'Fundraising',
  'Mental Health',
  'Relationship Management',
  'Workforce Development',
];

const techDirectory: NavItem = {
  label: 'Tech Directory',
  dataId: 'nav-tech-directory',
  dropdownMenu: [
    { label: 'Search All', mobileLabel: 'Search All Solutions', to: '/all/tech-solution/', dataId: 'nav-tech-search-all' },
    ...TECH_DIRECTORY_SEARCH_TERMS.map((term) => {
      const segment = searchTermUriSegment(term);
      return { label: term, to: `/all/tech-solution/${segment}`, dataId: `nav-tech-${segment}` };
    }),
    { label: 'Poverty and Homelessness', to: '/no-poverty/tech-solution/', dataId: 'nav-tech-no-poverty' },
    { label: 'Black Leadership', to: '/all/tech-solution?filter=black-leadership', dataId: 'nav-tech-black-leadership' },
    { label: 'Latino Leadership', to: '/all/tech-solution?filter=latino-leadership', dataId: 'nav-tech-latino-leadership' },
    { label: 'Women Leadership', to: '/all/tech-solution?filter=women-leadership', dataId: 'nav-tech-women-leadership' },
  ],
};

const ourProducts: NavItem = {
  label: 'Our Products',
  dataId: 'nav-our-products',
  dropdownMenu: [
    { label: 'Search All', mobileLabel: 'Search All Products', to: '/research-tools-and-reports', dataId: 'nav-products-search-all' },
    { label: 'APIs', to: '/apis', dataId: 'nav-products-apis' },
    { label: 'Money Flow', to: '/all/money-flow', dataId: 'nav-products-money-flow' },
    {
      label: 'Landscape Reports',
      to: '/research-tools-and-reports?filter=sector-overview&filter=landscape',
      dataId: 'nav-products-landscape-reports',
    },
    { label: 'NTEE Code Builder', to: '/nonprofit-ntee-code-builder', dataId: 'nav-products-ntee-code-builder' },
    { label: 'NTEE Code Finder', to: '/nonprofit-ntee-code-finder', dataId: 'nav-products-ntee-code-finder' },
    {
      label: 'Service Deserts',
      to: '/research-tools-and-reports?filter=service-deserts',
      dataId: 'nav-products-service-deserts',
    },
    { label: 'UN SDGs', to: '/research-tools-and-reports?filter=un-sdgs#sdg-reports', dataId: 'nav-products-un-sdgs' },
  ],
};

const ourServices: NavItem = { label: 'Our Services', to: '/our-services', dataId: 'nav-our-services' };

// The newsletter and the FAQ are pages of the site itself, where a separate newsletter or knowledge-base service
// would be linked out: the product has its own.
const about: NavItem = {
  label: 'About',
  dataId: 'nav-about',
  dropdownMenu: [
    { label: 'About Us', to: '/about-us', dataId: 'nav-about-us' },
    { label: 'Newsletter', to: '/newsletter', dataId: 'nav-about-newsletter' },
    { label: 'FAQ', to: '/faq', dataId: 'nav-about-faq' },
  ],
};

/** The top menu (SPEC 2.5), before pages that are not built yet are left out. */
export const topMenuItems: NavItem[] = [techDirectory, ourProducts, ourServices, about];

/** The footer's link columns (SPEC 2.5). */
export const footerItems: NavItem[] = [
  { label: 'About Us', to: '/about-us', dataId: 'footer-about-us', desktopCol: 1 },
  { label: 'Our Services', to: '/our-services', dataId: 'footer-our-services', desktopCol: 1, desktopOnly: true },
  { label: 'Privacy Policy', to: '/privacy', dataId: 'footer-privacy', desktopCol: 2 },
  { label: 'Terms of Use', to: '/terms-of-use', dataId: 'footer-terms-of-use', desktopCol: 2 },
  { label: 'Tech Directory', to: '/all/tech-solution', dataId: 'footer-tech-directory', desktopCol: 2 },
  { label: 'Money Flow', to: '/all/money-flow/', dataId: 'footer-money-flow', desktopCol: 2 },
];
