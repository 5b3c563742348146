import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithRouter } from '../../app/navigation/render-with-router';
import { routeTable } from '../../route-table';
import { shellPages } from '../shell-pages';
import { staticPaths } from './static-paths';

/** Every shell page at its own path, so links between them can be followed. */
const siteRoutes: RouteObject[] = routeTable.map((route) => {
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

function renderPage(path: string) {
  return renderWithRouter(siteRoutes, { initialEntries: [path] });
}

describe('the static pages', () => {
  it.each(routeTable.map((route) => [route.path, route.title]))('%s has the h1 and page title "%s"', async (path, title) => {
    renderPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`X4I - ${title}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('serves a page for every address the static pages link to, besides the NTEE code finder', () => {
    const served = routeTable.map((route) => route.path as string);
    const linked = Object.values(staticPaths).filter((path) => path !== staticPaths.nteeCodeFinder);
    expect(served.sort()).toEqual([...linked].sort());
  });

  it('About Us leads to Our Data and says what is in development', async () => {
    const { user } = renderPage(staticPaths.aboutUs);
    const inDevelopment = await screen.findByRole('region', { name: 'In development' });
    expect(inDevelopment).toHaveTextContent('tech solutions, social challenges, grants and knowledge-base articles');
    expect(screen.getByRole('region', { name: 'Editing access' })).toHaveTextContent('within 2 business days');
    expect(screen.getByRole('link', { name: 'Open the NTEE Code Finder' })).toHaveAttribute('href', staticPaths.nteeCodeFinder);

    await user.click(screen.getByRole('link', { name: 'Our Data' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Data' })).toBeInTheDocument();
  });

  it('Our Data gives the real record counts, the states it does not cover, and the IRS source', async () => {
    renderPage(staticPaths.ourData);
    const irs = await screen.findByRole('region', { name: 'IRS exempt organization records' });
    expect(irs).toHaveTextContent('350,180 records covering 350,040 distinct organizations');
    expect(within(irs).getByRole('heading', { name: 'Not covered yet' })).toBeInTheDocument();
    expect(irs).toHaveTextContent('Virginia, Washington and Wisconsin');
    expect(irs).toHaveTextContent('only the 2018 records for Oregon');
    const source = within(irs).getByRole('link', { name: /Exempt Organizations Business Master File Extract/ });
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAccessibleName(/opens in a new tab/);
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
});
