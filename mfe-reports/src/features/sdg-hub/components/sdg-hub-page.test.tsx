import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@x4i/shared/testing';
import { SdgHubPage } from './sdg-hub-page';

describe('/sdg', () => {
  it('lists the 17 goals, each linking to its report and saying what the report draws on', () => {
    renderWithProviders(<SdgHubPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'UN Sustainable Development Goals' })).toBeInTheDocument();
    const goals = screen.getAllByRole('heading', { level: 2 });
    expect(goals).toHaveLength(17);
    expect(screen.getByRole('link', { name: '1. No Poverty' })).toHaveAttribute('href', '/sdg/no-poverty');
    const poverty = screen.getByRole('link', { name: '1. No Poverty' }).closest('li')!;
    expect(within(poverty).getByText('A dedicated report, drawing on:')).toBeInTheDocument();
    expect(within(poverty).getByText('Census poverty estimates (SAIPE)')).toBeInTheDocument();
    const water = screen.getByRole('link', { name: '14. Life Below Water' }).closest('li')!;
    expect(within(water).getByText('Its report draws on:')).toBeInTheDocument();
    expect(within(water).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['IRS exempt organizations (EO BMF)']);
  });
});
