import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@x4i/shared/testing';
import { CatalogPage } from './catalog-page';

describe('/research-tools-and-reports', () => {
  it("shows the menu URL's filters and their entries only", () => {
    renderWithProviders(<CatalogPage />, { route: '/research-tools-and-reports?filter=service-deserts' });
    expect(screen.getByRole('button', { name: 'Service deserts' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 tools and reports in Service deserts.');
    const maps = screen.getByRole('region', { name: 'Service-desert maps' });
    expect(within(maps).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/service-desert-maps/disabilities-wa',
      '/service-desert-maps/pierce-county-wa',
    ]);
    expect(screen.queryByRole('region', { name: 'Landscape reports' })).not.toBeInTheDocument();
  });

  it('adds and removes filters in the URL', async () => {
    const { user, location } = renderWithProviders(<CatalogPage />, { route: '/research-tools-and-reports?filter=un-sdgs' });
    expect(screen.getByRole('heading', { level: 2, name: 'SDG reports' })).toHaveAttribute('id', 'sdg-reports');
    await user.click(screen.getByRole('button', { name: 'Landscapes' }));
    expect(location().search).toBe('?filter=un-sdgs&filter=landscape');
    expect(screen.getByRole('link', { name: 'K12 Education Landscape' })).toHaveAttribute('href', '/nonprofit-landscape/k12-education');
    await user.click(screen.getByRole('button', { name: 'UN SDGs' }));
    await user.click(screen.getByRole('button', { name: 'Landscapes' }));
    expect(location().search).toBe('');
    expect(screen.getByRole('link', { name: 'NTEE Code Finder' })).toBeInTheDocument();
  });
});
