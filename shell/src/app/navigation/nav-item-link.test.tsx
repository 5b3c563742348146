import { screen } from '@testing-library/react';
import type { NavItem } from './nav-item';
import { NavItemLink } from './nav-item-link';
import { renderWithRouter } from './render-with-router';

const finder: NavItem = { label: 'NTEE Code Finder', to: '/nonprofit-ntee-code-finder', dataId: 'finder' };

function renderItem(item: NavItem, initialPath = '/') {
  const page = (name: string) => (
    <>
      <h1>{name}</h1>
      <NavItemLink item={item} />
    </>
  );
  return renderWithRouter(
    [
      { path: '/', element: page('Home') },
      { path: '/nonprofit-ntee-code-finder', element: page('Finder') },
    ],
    { initialEntries: [initialPath] },
  );
}

describe('NavItemLink', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('navigates to another page', async () => {
    const { user } = renderItem(finder);
    await user.click(screen.getByRole('link', { name: 'NTEE Code Finder' }));
    expect(await screen.findByRole('heading', { name: 'Finder' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('on the page it points at, scrolls to the top instead of navigating', async () => {
    const { user, router } = renderItem(finder, '/nonprofit-ntee-code-finder');
    const before = router.state.location.key;
    const link = screen.getByRole('link', { name: 'NTEE Code Finder' });
    expect(link).toHaveAttribute('aria-current', 'page');
    await user.click(link);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(router.state.location.key).toBe(before);
  });

  it('opens an external link in a new tab', () => {
    renderItem({ label: 'Newsletter', to: 'https://example.org/newsletter', external: true, dataId: 'news' });
    const link = screen.getByRole('link', { name: 'Newsletter (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.org/newsletter');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('runs an action item', async () => {
    const action = jest.fn();
    const { user } = renderItem({ label: 'Contact Us', action, dataId: 'contact' });
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('shows the mobile label in the drawer', () => {
    renderWithRouter([{ path: '/', element: <NavItemLink item={{ ...finder, mobileLabel: 'Find an NTEE code' }} mobile /> }]);
    expect(screen.getByRole('link', { name: 'Find an NTEE code' })).toBeInTheDocument();
  });
});
