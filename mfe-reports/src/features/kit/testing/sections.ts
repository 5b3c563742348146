import type { ReportStateMapSection } from '@x4i/shared/contracts';

/** The IRS file as a section's source, as the backend names it. */
export const IRS_SOURCE = { name: 'IRS Exempt Organizations Business Master File', url: 'https://www.irs.gov/', year: '2026', aboutPath: '/our-data#irs-eo-bmf' };

/** An "Organizations by state" map section, as the landscapes send it; the test gives its values and what it does not cover. */
export function organizationsByState(overrides: Pick<ReportStateMapSection, 'values'> & Partial<ReportStateMapSection>): ReportStateMapSection {
  return {
    kind: 'state-map',
    id: 'organizations-by-state',
    title: 'Organizations by state',
    description: '',
    source: IRS_SOURCE,
    unit: 'organizations',
    format: 'count',
    decimals: 0,
    national: null,
    ...overrides,
  };
}
