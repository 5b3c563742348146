import { screen } from '@testing-library/react';
import type { NavItem } from './nav-item';
import { NavDropdown } from './nav-dropdown';
import { renderWithRouter } from './render-with-router';

const products: NavItem = {
  label: 'Our Products',
  dataId: 'products',
  dropdownMenu: [
    { label: 'NTEE Code Builder', to: '/nonprofit-ntee-code-builder', dataId: 'builder' },
    { label: 'NTEE Code Finder', to: '/nonprofit-ntee-code-finder', dataId: 'finder' },
  ],
};

function renderDropdown() {
  const page = (name: string) => (
    <>
      <NavDropdown item={products} />
      <button type="button">Elsewhere</button>
      <h1>{name}</h1>
    </>
  );
  return renderWithRouter([
    { path: '/', element: page('Home') },
    { path: '/nonprofit-ntee-code-finder', element: page('Finder') },
  ]);
}

describe('NavDropdown', () => {
  it('opens and closes with Enter and Space, and controls its list', async () => {
    const { user } = renderDropdown();
    const toggle = screen.getByRole('button', { name: 'Our Products' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'NTEE Code Finder' })).not.toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const finder = screen.getByRole('link', { name: 'NTEE Code Finder' });
    expect(toggle.getAttribute('aria-controls')).toBe(finder.closest('ul')?.id);

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from inside the list and gives focus back to its button', async () => {
    const { user } = renderDropdown();
    const toggle = screen.getByRole('button', { name: 'Our Products' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'NTEE Code Builder' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside and when focus leaves it', async () => {
    const { user } = renderDropdown();
    const toggle = screen.getByRole('button', { name: 'Our Products' });
    await user.click(toggle);
    await user.click(screen.getByRole('heading', { name: 'Home' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an item navigates', async () => {
    const { user } = renderDropdown();
    await user.click(screen.getByRole('button', { name: 'Our Products' }));
    await user.click(screen.getByRole('link', { name: 'NTEE Code Finder' }));
    expect(await screen.findByRole('heading', { name: 'Finder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Our Products' })).toHaveAttribute('aria-expanded', 'false');
  });
});
