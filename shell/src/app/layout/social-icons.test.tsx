import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { SocialLink } from '@x4i/shared/contracts';
import { renderWithRouter } from '../navigation/render-with-router';
import { SocialIcons } from './social-icons';

function renderIcons(links: SocialLink[], patterns = ['/', '/newsletter']) {
  const routes: RouteObject[] = [{ path: '/', element: <SocialIcons productName="X4I" links={links} /> }];
  renderWithRouter(routes, { patterns });
}

describe('the footer’s social icons', () => {
  it('link to the newsletter page and to each configured account, named for a screen reader, in a new tab', () => {
    renderIcons([
      { network: 'github', url: 'https://github.com/x4i' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/x4i/' },
    ]);
    const list = screen.getByRole('list', { name: 'Follow X4I' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['The X4I newsletter', '/newsletter'],
      ['X4I on GitHub (opens in a new tab)', 'https://github.com/x4i'],
      ['X4I on LinkedIn (opens in a new tab)', 'https://www.linkedin.com/company/x4i/'],
    ]);
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    for (const link of links) expect(link.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('shows only the newsletter when the deployment has no accounts', () => {
    renderIcons([]);
    expect(within(screen.getByRole('list', { name: 'Follow X4I' })).getAllByRole('link')).toHaveLength(1);
  });

  it('shows nothing without accounts or a newsletter page', () => {
    renderIcons([], ['/']);
    expect(screen.queryByRole('list', { name: 'Follow X4I' })).not.toBeInTheDocument();
  });
});
