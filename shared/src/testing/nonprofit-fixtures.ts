import type { NonprofitDetails } from '../contracts/nonprofit.js';
import { buildNonprofitDetails } from './nonprofit-builders.js';

/** A few real IRS EO BMF records (April 2026 snapshot) that the mock API searches and serves. */

export const valdezJuniorRifleClub = buildNonprofitDetails();

export const valdezYouthWrestling = buildNonprofitDetails({
  ein: '134324231',
  name: 'VALDEZ YOUTH WRESTLING INC',
  careOf: '% KELLY DEATON',
  street: 'PO BOX 2343',
  zip: '99686-2343',
  ruling: { date: '201211', year: 2012 },
  foundation: { code: '16', description: 'General, public charity—IRC Section 509(a)(2)' },
  organization: { code: '1', description: 'Corporation' },
  ntee: {
    code: 'N60',
    title: 'Amateur Sports',
    definition:
      'Organizations that provide opportunities for people of all ages to learn, become competitive in and enjoy the organized recreational activity, sport or game of their choice.',
    majorGroup: { code: 'N', title: 'Recreation & Sports', definition: '' },
  },
});

export const foodBankOfAlaska = buildNonprofitDetails({
  ein: '920073175',
  name: 'FOOD BANK OF ALASKA INC',
  careOf: '% CARA DURR',
  street: '2192 VIKING DR',
  city: 'ANCHORAGE',
  zip: '99501-1731',
  subsection: { code: '03', exemptOrganizationType: '501(c)(3)', classifications: [{ code: '1', description: 'Charitable Organization' }] },
  organization: { code: '1', description: 'Corporation' },
  filingRequirement: { code: '01', description: 'Form 990 (all other) or 990-EZ return' },
  ruling: { date: '197912', year: 1979 },
  taxPeriod: '202506',
  assets: { amount: 25354472, range: { code: '8', description: '10,000,000 to 49,999,999' } },
  income: { amount: 31590854, range: { code: '8', description: '10,000,000 to 49,999,999' } },
  revenue: { amount: 31112316 },
  ntee: {
    code: 'K31',
    title: 'Food Banks & Pantries',
    definition: 'Organizations that gather, store and distribute food to indigents at no charge or at low cost.',
    majorGroup: { code: 'K', title: 'Food, Agriculture & Nutrition', definition: '' },
  },
});

export const regulatoryAssistanceProject = buildNonprofitDetails({
  ein: '010471151',
  name: 'REGULATORY ASSISTANCE PROJECT',
  careOf: '% FREDERICK W WESTON II DIRECTOR',
  street: '50 STATE ST',
  city: 'MONTPELIER',
  state: 'VT',
  zip: '05602-2957',
  subsection: { code: '03', exemptOrganizationType: '501(c)(3)', classifications: [{ code: '1', description: 'Charitable Organization' }] },
  organization: { code: '1', description: 'Corporation' },
  filingRequirement: { code: '01', description: 'Form 990 (all other) or 990-EZ return' },
  ruling: { date: '199208', year: 1992 },
  taxPeriod: '202412',
  assets: { amount: 10783369, range: { code: '8', description: '10,000,000 to 49,999,999' } },
  income: { amount: 10015374, range: { code: '8', description: '10,000,000 to 49,999,999' } },
  revenue: { amount: 10015374 },
  ntee: {
    code: 'C40',
    title: 'Botanical, Horticultural & Landscape Services',
    definition: 'Organizations that are involved in the cultivation of plant life for a variety of purposes.',
    majorGroup: {
      code: 'C',
      title: 'Environment',
      definition: 'Private nonprofit organizations whose primary purpose is to preserve, protect and improve the environment.',
    },
  },
  source: { file: 'eo_vt.csv', snapshotDate: '2026-04-13' },
});

/** A 501(c)(8) lodge with no NTEE code on file. */
export const fraternalOrderOfEagles = buildNonprofitDetails({
  ein: '237143525',
  name: 'FRATERNAL ORDER OF EAGLES',
  careOf: '% SECRETARY',
  street: '121 HAZELET NO 324',
  zip: '99686-0000',
  subsection: {
    code: '08',
    exemptOrganizationType: '501(c)(8)',
    classifications: [{ code: '1', description: 'Fraternal beneficiary society, order or association' }],
  },
  deductibility: { code: '1', description: 'Contributions are deductible' },
  foundation: null,
  ruling: { date: '199101', year: 1991 },
  taxPeriod: '202505',
  assets: { amount: 89134, range: { code: '3', description: '25,000 to 99,999' } },
  income: { amount: 404850, range: { code: '4', description: '100,000 to 499,999' } },
  revenue: { amount: 120223 },
  filingRequirement: { code: '01', description: 'Form 990 (all other) or 990-EZ return' },
  ntee: null,
});

export const nonprofitFixtures: readonly NonprofitDetails[] = [
  valdezJuniorRifleClub,
  valdezYouthWrestling,
  foodBankOfAlaska,
  regulatoryAssistanceProject,
  fraternalOrderOfEagles,
];
