import { Suspense } from 'react';
import { contactUsOpenAtom } from '@x4i/shared';
import { apiPath, buildContentCard, buildDatasetFreshness, buildFinderPage, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithRouter } from '../../app/navigation/render-with-router';
import { routeTable } from '../../route-table';
import { shellPages } from '../shell-pages';
import { remotePaths, staticPaths } from './static-paths';

const server = setupMswServer();

/** The static pages: every shell route but the /x4admin entry, which only sends visitors on (its own test). */
const staticTable = routeTable.filter((route) => route.path !== '/x4admin');

/** Every shell page at its own path, so links between them can be followed. */
const siteRoutes: RouteObject[] = staticTable.map((route) => {
  const Page = shellPages[route.id]!;
  return {
    path: route.path,
    element: (
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    ),
  };
});

function renderPage(path: string, patterns: string[] = []) {
  return renderWithRouter(siteRoutes, { initialEntries: [path], patterns });
}

describe('the static pages', () => {
  it.each(staticTable.map((route) => [route.path, route.title]))('%s has the h1 and page title "%s"', async (path, title) => {
    renderPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The title is set by an effect after the page paints, so a slow machine may read it a moment later.
    await waitFor(() => expect(document.title).toBe(`X4I - ${title}`));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('serves a page for every address the static pages link to, besides the pages remotes own', () => {
    const served = staticTable.map((route) => route.path as string);
    const linked = Object.values(staticPaths).filter((path) => !remotePaths.includes(path));
    expect(served.sort()).toEqual([...linked].sort());
  });

  it.each(staticTable.map((route) => [route.path]))('every link on %s leads to a page the site serves', async (path) => {
    const served = new Set<string>([...staticTable.map((route) => route.path as string), ...remotePaths]);
    renderPage(path, [...served]);
    await screen.findByRole('heading', { level: 1 });
    const internal = screen
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      // The API's own addresses (its OpenAPI document) are not pages; the API's tests cover them.
      .filter((href) => href.startsWith('/') && !href.startsWith('/api/'));
    // A listing's filters ride in its query; the page is its path.
    for (const href of internal) expect(served).toContain(href.split(/[?#]/)[0]);
  });

  it('About Us leads to Our Data and to everything it offers today, with nothing left planned', async () => {
    const { user } = renderPage(staticPaths.aboutUs);
    const today = await screen.findByRole('region', { name: 'Available today' });
    expect(today).toHaveTextContent('tech solutions, social challenges, grants and knowledge-base articles');
    expect(within(today).getByRole('link', { name: 'directory' })).toHaveAttribute('href', staticPaths.directory);
    expect(within(today).getByRole('link', { name: 'Money flow' })).toHaveAttribute('href', staticPaths.moneyFlow);
    expect(within(today).getByRole('link', { name: 'research tools and reports' })).toHaveAttribute('href', staticPaths.researchCatalog);
    expect(within(today).getByRole('link', { name: 'NTEE Code Changer' })).toHaveAttribute('href', staticPaths.nteeCodeChanger);
    expect(screen.queryByRole('region', { name: 'Planned' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Editing access' })).toHaveTextContent('within 2 business days');
    expect(screen.getByRole('link', { name: 'Open the NTEE Code Finder' })).toHaveAttribute('href', staticPaths.nteeCodeFinder);

    await user.click(screen.getByRole('link', { name: 'Our Data' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Data' })).toBeInTheDocument();
  });

  it('Our Data gives the record counts, the states it does not cover and the IRS source, from the files in use', async () => {
    renderPage(staticPaths.ourData);
    const irs = await screen.findByRole('region', { name: 'IRS exempt organization records' });
    // The fake's files: Alaska and Vermont of April 2026, Oregon of 2018, and the international file.
    await waitFor(() => expect(irs).toHaveTextContent('41,214 records covering 350,040 distinct organizations'));
    expect(irs).toHaveTextContent('the April 2026 files for 2 states: Alaska and Vermont;');
    expect(irs).toHaveTextContent('Oregon’s file from March 2018, older than the rest: it is used until a newer one is loaded;');
    expect(within(irs).getByRole('heading', { name: 'Not covered yet' })).toBeInTheDocument();
    expect(irs).toHaveTextContent('Virginia, Washington, West Virginia, Wisconsin, and Wyoming');
    expect(irs).not.toHaveTextContent(/no IRS records yet for[^.]*Vermont/);
    const source = within(irs).getByRole('link', { name: /Exempt Organizations Business Master File Extract/ });
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAccessibleName(/opens in a new tab/);
    // The research pages' 'About this data' link lands here.
    const directory = screen.getByRole('region', { name: 'The directory’s own records' });
    expect(directory).toHaveAttribute('id', 'directory-activity');
    expect(directory).toHaveTextContent('What visitors search for is not logged');
  });

  it('Our Data names the poverty estimates’ year in use, which moves with a refresh from the Census Bureau', async () => {
    const { http, HttpResponse } = await import('msw');
    const { apiPath } = await import('@x4i/shared/testing');
    renderPage(staticPaths.ourData);
    expect(await screen.findByRole('heading', { level: 3, name: 'Poverty estimates (SAIPE 2020)' })).toBeInTheDocument();
    server.use(
      http.get(apiPath('/data/vintages'), () =>
        HttpResponse.json({ saipe: { year: 2024, vintage: 'SAIPE 2024 estimates, Census Bureau file est24all.txt of 2025-12-09', counties: 3144 } }),
      ),
    );
    renderPage(staticPaths.ourData);
    expect(await screen.findByRole('heading', { level: 3, name: 'Poverty estimates (SAIPE 2024)' })).toBeInTheDocument();
    expect(screen.getAllByText(/3,144 counties, in 2024\. No breakdown by age group\. In use: SAIPE 2024 estimates, Census Bureau file est24all\.txt of 2025-12-09\./)).toHaveLength(1);
  });

  it('Our Data follows a refresh: with every state loaded it says so', async () => {
    const { http, HttpResponse } = await import('msw');
    const { apiPath } = await import('@x4i/shared/testing');
    const { US_STATES } = await import('@x4i/shared/domain');
    const freshness = US_STATES.map((state) => buildDatasetFreshness({ file: `eo_${state.code.toLowerCase()}.csv`, region: state.code, snapshotDate: '2026-11-09', rows: 1000 }));
    server.use(http.get(apiPath('/x4i-nonprofit/finder-page'), () => HttpResponse.json(buildFinderPage({ freshness, orgCount: 51_000 }))));
    renderPage(staticPaths.ourData);
    const irs = await screen.findByRole('region', { name: 'IRS exempt organization records' });
    await waitFor(() => expect(irs).toHaveTextContent('51,000 records covering 51,000 distinct organizations'));
    expect(irs).toHaveTextContent('the November 2026 files for 50 states and the District of Columbia');
    expect(irs).toHaveTextContent('Every state and the District of Columbia has an IRS file loaded.');
  });

  it.each([staticPaths.privacy, staticPaths.termsOfUse, staticPaths.listingAgreementTerms])(
    '%s states its effective date',
    async (path) => {
      renderPage(path);
      const date = await screen.findByText('November 21, 2026');
      expect(date).toHaveAttribute('datetime', '2026-11-21');
      expect(date.parentElement).toHaveTextContent('Effective date: November 21, 2026');
    },
  );

  it('the Privacy Policy leads to the Terms of Use, which lead back', async () => {
    const { user } = renderPage(staticPaths.privacy);
    expect(await screen.findByRole('region', { name: 'Analytics and Do Not Track' })).toHaveTextContent(
      'only when your browser does not send a Do Not Track signal',
    );
    await user.click(screen.getByRole('link', { name: 'Terms of Use' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('APIs says how the public API answers, its quotas and where keys are made, and loads the reference viewer', async () => {
    const { user, store } = renderPage(staticPaths.apis);
    const basics = await screen.findByRole('region', { name: 'The basics' });
    expect(within(basics).getByRole('link', { name: '/api/v1/openapi.json' })).toHaveAttribute('href', '/api/v1/openapi.json');
    const keys = screen.getByRole('region', { name: 'Keys and quotas' });
    expect(keys).toHaveTextContent('60 calls an hour per IP address');
    expect(keys).toHaveTextContent('each key has 1,000 calls an hour');
    expect(within(keys).getByRole('link', { name: 'your profile' })).toHaveAttribute('href', staticPaths.profile);
    // The viewer is a script of its own, fetched by this page in the browser.
    expect(within(screen.getByRole('region', { name: 'Reference' })).getByRole('status')).toHaveTextContent('Loading the API reference');
    expect(document.head.querySelector('script[src="/vendor/swagger-ui/swagger-ui-bundle.js"]')).not.toBeNull();
    await user.click(within(keys).getByRole('button', { name: 'Contact Us' }));
    expect(store.get(contactUsOpenAtom)).toBe(true);
  });

  it('Newsletter links to the profile when the site serves it, and otherwise says where to opt in', async () => {
    const { unmount } = renderPage(staticPaths.newsletter, [staticPaths.profile]);
    const subscribe = await screen.findByRole('region', { name: 'How to subscribe' });
    expect(within(subscribe).getByRole('link', { name: 'your profile' })).toHaveAttribute('href', staticPaths.profile);
    unmount();

    renderPage(staticPaths.newsletter);
    const plain = await screen.findByRole('region', { name: 'How to subscribe' });
    expect(within(plain).queryByRole('link', { name: 'your profile' })).not.toBeInTheDocument();
    expect(plain).toHaveTextContent('Sign in, or create an account, and turn on Newsletter in the settings on your profile. You can turn it off');
  });

  it('the FAQ answers each question with a link to where it is done, and its last answer opens Contact Us', async () => {
    const { user, store } = renderPage(staticPaths.faq);
    const list = await screen.findByRole('region', { name: 'How do I list my organization’s solution, challenge or grant?' });
    expect(list).toHaveTextContent('the team confirms access within 2 business days');
    const code = screen.getByRole('region', { name: 'My organization’s NTEE code looks wrong. How do I change it?' });
    expect(within(code).getByRole('link', { name: 'NTEE Code Changer' })).toHaveAttribute('href', staticPaths.nteeCodeChanger);
    expect(screen.getByRole('region', { name: 'Why does a figure say “No data”?' })).toHaveTextContent('not because the value is zero');
    await user.click(within(screen.getByRole('region', { name: 'My question is not here' })).getByRole('button', { name: 'Contact Us' }));
    expect(store.get(contactUsOpenAtom)).toBe(true);
  });

  it('Create names who can list, the 2 business days and that creating needs a desktop', async () => {
    renderPage(staticPaths.create);
    const who = await screen.findByRole('region', { name: 'Who can create listings' });
    for (const kind of ['registered 501(c)(3) organizations', 'tech solution providers', 'government entities', 'academia']) {
      expect(who).toHaveTextContent(kind);
    }
    expect(screen.getByRole('region', { name: 'How to request editing access' })).toHaveTextContent('within 2 business days');
    expect(screen.getByRole('region', { name: 'Creating is done on a desktop' })).toHaveTextContent(
      'can only be done on a desktop',
    );
  });

  it('Premium Tools opens the compensation report and the changer, with their access rules', async () => {
    renderPage(staticPaths.premiumTools);
    expect(await screen.findByText(/the NTEE Code Changer to every\s+signed-in member/)).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Nonprofit compensation report' });
    expect(report).toHaveTextContent('accept the report’s terms of use');
    expect(within(report).getByRole('link', { name: 'the report' })).toHaveAttribute('href', staticPaths.compensationReport);
    expect(within(report).getByRole('link', { name: 'About the report' })).toHaveAttribute('href', staticPaths.compensation);
    const changer = screen.getByRole('region', { name: 'NTEE Code Changer' });
    expect(changer).toHaveTextContent('Each letter uses one IRS-letter credit');
    expect(within(changer).getByRole('link', { name: 'the changer' })).toHaveAttribute('href', staticPaths.nteeCodeChanger);
  });

  it('Interactive Tools offers the NTEE Code Finder, Builder and Changer', async () => {
    renderPage(staticPaths.interactiveTools);
    const today = await screen.findByRole('region', { name: 'Available today: NTEE Code Finder' });
    expect(within(today).getByRole('link', { name: 'Open the NTEE Code Finder' })).toHaveAttribute('href', staticPaths.nteeCodeFinder);
    const builder = screen.getByRole('region', { name: 'Available today: NTEE Code Builder' });
    expect(within(builder).getByRole('link', { name: 'Open the NTEE Code Builder' })).toHaveAttribute('href', staticPaths.nteeCodeBuilder);
    const changer = screen.getByRole('region', { name: 'Available today: NTEE Code Changer' });
    expect(within(changer).getByRole('link', { name: 'Open the NTEE Code Changer' })).toHaveAttribute('href', staticPaths.nteeCodeChanger);
    expect(screen.queryByRole('region', { name: 'Planned' })).not.toBeInTheDocument();
  });

  it('Our Data says which figure is an estimate of our own, and that none is invented', async () => {
    renderPage(staticPaths.ourData);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Our Data' });
    const lead = heading.parentElement!;
    expect(lead).toHaveTextContent('No figure is invented');
    expect(lead).toHaveTextContent('The one estimate of our own is the compensation report’s salary calculator');
    expect(lead).not.toHaveTextContent('No figures are invented or estimated');
  });

  it('Our Data says how the compensation report reads the CEO file: its records, its years and its dollars', async () => {
    renderPage(staticPaths.ourData);
    await screen.findByRole('heading', { level: 1, name: 'Our Data' });
    const ceo = screen.getByText(/so most rows are of 2018 and 2019/);
    expect(ceo).toHaveTextContent('counts one CEO per organization and year (the higher paid where two are listed)');
    expect(ceo).toHaveTextContent('leaves out pays under $1,000 as implausible, and shows pay in 2024 dollars, adjusted with CPI-U.');
  });

  it('Tech4PI counts the listings that carry the badge, and says when they are all demo listings', async () => {
    const certified = [1, 2, 3].map((n) => buildContentCard({ id: `s${n}`, slug: `s${n}`, title: `Solution ${n}`, demo: true }));
    server.use(
      http.get(apiPath('/search/content'), ({ request }) => {
        const filters = new URL(request.url).searchParams.getAll('filter');
        return HttpResponse.json({ numFound: filters.includes('TECH_4_PI') ? certified.length : 0, isDefaultResults: false, results: filters.includes('TECH_4_PI') ? certified : [] });
      }),
    );
    renderPage(staticPaths.tech4pi);
    const status = await screen.findByRole('region', { name: 'Where things stand' });
    await waitFor(() => expect(status).toHaveTextContent('3 listings carry the badge in the directory of tech solutions, and all of them are demo listings'));
    expect(within(status).getByRole('link', { name: 'directory of tech solutions' })).toHaveAttribute('href', '/all/tech-solution?filter=tech-4-pi');
  });

  it('Tech4PI says no listing carries the badge when none does', async () => {
    server.use(http.get(apiPath('/search/content'), () => HttpResponse.json({ numFound: 0, isDefaultResults: false, results: [] })));
    renderPage(staticPaths.tech4pi);
    const status = await screen.findByRole('region', { name: 'Where things stand' });
    await waitFor(() => expect(status).toHaveTextContent('No listing carries the badge yet'));
  });

  it('Case Studies leads to each of the four studies, and each study back to the others', async () => {
    const { user } = renderPage(staticPaths.caseStudies);
    const list = await screen.findByRole('region', { name: 'Read a case study' });
    const studies = routeTable.filter((route) => route.path.startsWith(`${staticPaths.caseStudies}/`));
    expect(studies).toHaveLength(4);
    for (const study of studies) {
      expect(within(list).getByRole('link', { name: study.title })).toHaveAttribute('href', study.path);
    }

    await user.click(within(list).getByRole('link', { name: 'Alaska’s Nonprofit Landscape in the IRS Master File' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alaska’s Nonprofit Landscape in the IRS Master File' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The file in numbers' })).toHaveTextContent('5,802 records');
    expect(screen.getByRole('region', { name: 'Reproduce it' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What this data cannot tell you' })).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More case studies' });
    expect(within(more).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(more).getByRole('link', { name: 'How NTEE Codes Classify Organizations' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How NTEE Codes Classify Organizations' })).toBeInTheDocument();
  });

  it.each([
    [staticPaths.caseStudyNtee, /655 codes in 26 major groups/],
    [staticPaths.caseStudyCoverage, /24 states and the District of Columbia.*Oregon, March 2018/s],
    [staticPaths.caseStudySdgs, /17 goals, 169 targets and 252 indicator entries/],
  ])('%s gives the real figures of its data', async (path, figures) => {
    renderPage(path);
    await screen.findByRole('heading', { level: 1 });
    expect(document.body.textContent).toMatch(figures);
  });
});
