import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { ReportSection } from '@x4i/shared/contracts';
import { renderWithProviders } from '@x4i/shared/testing';
import { IRS_SOURCE, organizationsByState } from '../testing/sections';
import { SectionView } from './section-view';

const source = IRS_SOURCE;

describe('SectionView for a place its source does not cover', () => {
  it('says "No data" and why for each figure, never $0', async () => {
    const section: ReportSection = {
      kind: 'figures',
      id: 'organizations',
      title: 'Organizations in California',
      description: 'Exempt organizations in the IRS records.',
      source,
      unit: 'organizations',
      format: 'count',
      decimals: 0,
      noData: 'No IRS file for California is imported, so its organizations are not counted here.',
      figures: [
        { label: 'Organizations', value: null, format: 'count', decimals: 0 },
        { label: 'Income', value: null, format: 'currency', decimals: 0 },
      ],
    };
    const { user } = renderWithProviders(<SectionView section={section} fileStem="landscape-ca" />);
    const region = screen.getByRole('region', { name: 'Organizations in California' });
    expect(within(region).getByRole('note')).toHaveTextContent('No IRS file for California is imported');
    expect(within(region).getAllByText('No data')).toHaveLength(2);
    expect(region).not.toHaveTextContent('$0');
    await user.click(within(region).getByText('Show the table'));
    const table = within(region).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Income No data' })).toBeInTheDocument();
  });

  it('greys out the states a map’s source does not cover, and lists them as "No data" in its table', async () => {
    const section = organizationsByState({
      values: [
        { state: 'AK', value: 5802 },
        { state: 'VT', value: 0 },
      ],
      uncovered: { states: ['CA'], reason: 'IRS file not imported' },
    });
    const { user } = renderWithProviders(<SectionView section={section} fileStem="us" />);
    const map = await screen.findByRole('group', { name: 'Organizations by state' });
    expect(within(map).getByRole('img', { name: 'California: no data (IRS file not imported)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'organizations' })).toHaveTextContent('No data: IRS file not imported');
    await user.click(screen.getByText('Show the table'));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: 'California CA No data' })).toBeInTheDocument();
    // A real zero stays a zero.
    expect(within(table).getByRole('row', { name: 'Vermont VT 0' })).toBeInTheDocument();
  });
});
