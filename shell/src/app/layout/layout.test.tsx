import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { setupMswServer } from '@x4i/shared/testing';
import { renderWithRouter } from '../navigation/render-with-router';
import { Layout } from './layout';

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <h1>Home</h1>, handle: { routeName: 'index' } },
      { path: '/nonprofit-ntee-code-finder', element: <h1>Finder</h1>, handle: { routeName: 'nonprofit-ntee-code-finder' } },
      { path: '/our-services', element: <h1>Services</h1>, handle: { routeName: 'our-services' } },
      { path: '/nonprofit-compensation-report', element: <h1>Report landing</h1>, handle: { routeName: 'nonprofit-compensation-report' } },
      {
        path: '/nonprofit-compensation-report/:slug',
        element: <h1>Report tab</h1>,
        handle: { routeName: 'nonprofit-compensation-report-slug' },
      },
      {
        path: '/:path1/:path2?/:path3?/:slug?',
        element: <h1>Content detail</h1>,
        handle: { routeName: 'path1-path2-path3-slug' },
      },
    ],
  },
];

setupMswServer();

// Only the NTEE code finder is built, as today.
const todaysPatterns = ['/', '/nonprofit-ntee-code-finder'];

function renderLayout(path = '/', patterns = todaysPatterns) {
  return renderWithRouter(routes, { initialEntries: [path], patterns });
}

describe('Layout', () => {
  it('has the landmarks, and a skip link first that focuses the page area', async () => {
    const { user } = renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('links the wordmark to the home page', () => {
    renderLayout('/nonprofit-ntee-code-finder');
    const homeLinks = screen.getAllByRole('link', { name: 'X4I home page' });
    expect(homeLinks[0]).toHaveAttribute('href', '/');
  });

  it('shows only the pages that are built: Our Products with the NTEE Code Finder', async () => {
    const { user } = renderLayout();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getAllByRole('button').map((button) => button.textContent)).toEqual(['Our Products']);
    expect(within(menu).queryByText('Tech Directory')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Our Services')).not.toBeInTheDocument();
    expect(within(menu).queryByText('About')).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'Our Products' }));
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['NTEE Code Finder']);
    await user.click(within(menu).getByRole('link', { name: 'NTEE Code Finder' }));
    expect(await screen.findByRole('heading', { name: 'Finder' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Our Products' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds items as their pages are registered', () => {
    renderLayout('/', [...todaysPatterns, '/our-services']);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/our-services');
    const footerNav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footerNav).getByRole('link', { name: 'Our Services' })).toBeInTheDocument();
  });

  it('shows the copyright line in the black footer', () => {
    renderLayout();
    expect(within(screen.getByRole('contentinfo')).getByText('© 2023 X4I')).toBeInTheDocument();
  });

  describe('navigation drawer', () => {
    it('opens from the menu button with the keyboard, takes focus, and makes the page behind inert', async () => {
      const { user } = renderLayout();
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      menuButton.focus();
      await user.keyboard('{Enter}');

      const drawer = screen.getByRole('dialog', { name: 'Menu' });
      expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    });

    it('closes on Escape and gives focus back to the menu button', async () => {
      const { user } = renderLayout();
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      await user.click(menuButton);
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuButton).toHaveFocus();
      expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    });

    it('closes with its close button and gives focus back to the menu button', async () => {
      const { user } = renderLayout();
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      await user.click(menuButton);
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuButton).toHaveFocus();
    });

    it('shows the same items and closes when one navigates', async () => {
      const { user } = renderLayout();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const drawer = screen.getByRole('dialog', { name: 'Menu' });
      await user.click(within(drawer).getByRole('button', { name: 'Our Products' }));
      await user.click(within(drawer).getByRole('link', { name: 'NTEE Code Finder' }));
      expect(await screen.findByRole('heading', { name: 'Finder' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('partners row', () => {
    it('credits the partners under its heading, each opening in a new tab', () => {
      renderLayout();
      const row = screen.getByRole('region', { name: 'Our Public Data Sources' });
      expect(within(row).getByText('The public data this site is built on')).toBeInTheDocument();
      const irs = within(row).getByRole('link', { name: 'Internal Revenue Service (opens in a new tab)' });
      expect(irs).toHaveAttribute('href', 'https://www.irs.gov/charities-non-profits');
      expect(irs).toHaveAttribute('target', '_blank');
    });

    it('is hidden on the path1-path2-path3-slug route', () => {
      renderLayout('/all/tech-solution/some-solution');
      expect(screen.getByRole('heading', { name: 'Content detail' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Our Public Data Sources' })).not.toBeInTheDocument();
    });

    it('is hidden on a compensation report tab, and shown on the report landing (SPEC 2.2)', () => {
      const tab = renderLayout('/nonprofit-compensation-report/benchmarking');
      expect(screen.getByRole('heading', { name: 'Report tab' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Our Public Data Sources' })).not.toBeInTheDocument();
      tab.unmount();
      renderLayout('/nonprofit-compensation-report');
      expect(screen.getByRole('heading', { name: 'Report landing' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Our Public Data Sources' })).toBeInTheDocument();
    });
  });
});
