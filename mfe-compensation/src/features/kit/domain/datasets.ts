import { DOLLAR_BASIS_TEXT } from '@x4i/shared/domain';

/**
 * The datasets behind the report, as shipped with the product (see Our Data): what each holds, its years and its
 * size. The report's own figures come from the API; these describe the files they are computed from.
 */
export interface CompensationDataset {
  id: string;
  name: string;
  years: string;
  size: string;
  description: string;
  aboutPath: string;
}

export const COMPENSATION_PUBLISHER = 'NCCS / Urban Institute and the Nonprofit Open Data Collective';

export const COMPENSATION_DATASETS: readonly CompensationDataset[] = [
  {
    id: 'ceo-compensation',
    name: 'CEO compensation from Form 990 e-filings',
    years: '2010–2019',
    size: '12,843 records of 12,609 organizations',
    description: `One row per chief executive, from the organization’s latest e-filed return, so most records are of the last two years: total compensation (Part VII, columns D to F), published in about 2022 dollars and shown ${DOLLAR_BASIS_TEXT}, with the state, NTEE code, size and a gender inferred from first names. The report counts one chief executive per organization and year and leaves out pays under $1,000.`,
    aboutPath: '/our-data#ceo-compensation',
  },
  {
    id: 'part-vii-sample',
    name: 'Officer, director and key-employee compensation (Form 990 Part VII)',
    years: '2009–2019',
    size: '10,108 people listed on about 1,000 randomly sampled e-filings, 1,454 of them paid',
    description: `Each person’s title as filed and their reportable and other compensation, filed in dollars of the tax year and shown ${DOLLAR_BASIS_TEXT}.`,
    aboutPath: '/our-data#officer-compensation',
  },
  {
    id: 'schedule-j-sample',
    name: 'Compensation breakdown (Form 990 Schedule J)',
    years: '2018',
    size: '4,008 people at 968 organizations',
    description: `Base pay, bonus, other pay, deferred pay and benefits of the highest-paid people, filed in 2018 dollars and shown ${DOLLAR_BASIS_TEXT}.`,
    aboutPath: '/our-data#schedule-j-compensation',
  },
];
