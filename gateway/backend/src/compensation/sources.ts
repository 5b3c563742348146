import type { CompensationSource } from '@x4i/shared/contracts';

/** The datasets behind the report (data/SOURCES.md section 6); years are filled in from the imported rows. */

export const CEO_SOURCE: CompensationSource = {
  name: 'NCCS / Urban Institute and the Nonprofit Open Data Collective, CEO compensation from IRS Form 990 and 990-EZ e-filings',
  url: 'https://github.com/Nonprofit-Open-Data-Collective/compensator',
  years: '2010–2019',
  aboutPath: '/our-data#ceo-compensation',
};

export const PART_VII_SOURCE: CompensationSource = {
  name: 'Nonprofit Open Data Collective, Form 990 Part VII compensation table (a random sample of about 1,000 e-filed returns)',
  url: 'https://github.com/Nonprofit-Open-Data-Collective/efile-rdb-tables',
  years: '2009–2019',
  aboutPath: '/our-data#officer-compensation',
};

export const SCHEDULE_J_SOURCE: CompensationSource = {
  name: 'Nonprofit Open Data Collective, Form 990 Schedule J compensation table (a sample of e-filed returns)',
  url: 'https://github.com/Nonprofit-Open-Data-Collective/efile-rdb-tables',
  years: '2018',
  aboutPath: '/our-data#schedule-j-compensation',
};

export const TITLES_SOURCE: CompensationSource = {
  name: 'Nonprofit Open Data Collective, title taxonomy and title variants (titleclassifier)',
  url: 'https://github.com/Nonprofit-Open-Data-Collective/titleclassifier',
  years: '2022',
  aboutPath: '/our-data#job-title-taxonomy',
};

/** Further reading the resources tab lists: the form's instructions and the compilers' own pages. */
export const FURTHER_SOURCES: readonly CompensationSource[] = [
  {
    name: 'National Center for Charitable Statistics (NCCS), Urban Institute',
    url: 'https://nccs.urban.org/',
    years: '2010–2019',
    aboutPath: '/our-data#ceo-compensation',
  },
  {
    name: 'IRS, Instructions for Form 990: Part VII, Compensation of Officers, Directors, Trustees, Key Employees, Highest Compensated Employees, and Independent Contractors',
    url: 'https://www.irs.gov/instructions/i990',
    years: '2018',
    aboutPath: '/our-data#officer-compensation',
  },
  {
    name: 'IRS, Instructions for Schedule J (Form 990), Compensation Information',
    url: 'https://www.irs.gov/forms-pubs/about-schedule-j-form-990',
    years: '2018',
    aboutPath: '/our-data#schedule-j-compensation',
  },
];

/** '2010–2019', or one year, from the first and last year of the rows. */
export function yearsText(first: number | null, last: number | null): string {
  if (first === null || last === null) return '';
  return first === last ? String(first) : `${first}–${last}`;
}
