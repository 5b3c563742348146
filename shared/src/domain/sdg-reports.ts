/**
 * What the SDG report pages draw on, per goal: the datasets behind each page, keyed like the sections of the
 * site's data page (/our-data#<key>). The hub (/sdg) lists them; the backend's topic definitions must use the
 * same datasets (its tests hold them to this table).
 */
export const REPORT_DATASETS = {
  'irs-eo-bmf': 'IRS exempt organizations (EO BMF)',
  'sdsn-usa': 'SDSN USA state indicators (2018)',
  saipe: 'Census poverty estimates (SAIPE)',
  'usda-food-security': 'USDA household food security (2006–2023)',
  'dol-minimum-wage': 'State minimum wages (DOL, 1968–2020)',
  'eia-co2': 'EIA energy-related CO2 emissions (1970–2020)',
  'kff-hospital-beds': 'KFF hospital beds (2018)',
  'bls-qcew': 'BLS nonprofit employment and wages (QCEW, 2013–2021)',
  'ceo-compensation': 'CEO compensation from Form 990 e-filings (NCCS, 2010–2019)',
} as const;

export type ReportDatasetKey = keyof typeof REPORT_DATASETS;

/** Goal (1-17) → the datasets its page reports, in the order the page shows them. */
export const SDG_REPORT_DATASETS: Readonly<Record<number, readonly ReportDatasetKey[]>> = {
  1: ['saipe', 'sdsn-usa', 'irs-eo-bmf'],
  2: ['usda-food-security', 'sdsn-usa', 'irs-eo-bmf'],
  3: ['sdsn-usa', 'kff-hospital-beds', 'irs-eo-bmf'],
  4: ['sdsn-usa', 'irs-eo-bmf'],
  5: ['sdsn-usa', 'irs-eo-bmf'],
  6: ['sdsn-usa', 'irs-eo-bmf'],
  7: ['sdsn-usa', 'eia-co2', 'irs-eo-bmf'],
  8: ['dol-minimum-wage', 'bls-qcew', 'sdsn-usa', 'irs-eo-bmf'],
  9: ['sdsn-usa', 'irs-eo-bmf'],
  10: ['sdsn-usa', 'saipe', 'irs-eo-bmf'],
  11: ['sdsn-usa', 'irs-eo-bmf'],
  12: ['sdsn-usa', 'eia-co2', 'irs-eo-bmf'],
  13: ['sdsn-usa', 'eia-co2', 'irs-eo-bmf'],
  // The SDSN USA report has no state indicator for life below water.
  14: ['irs-eo-bmf'],
  15: ['sdsn-usa', 'irs-eo-bmf'],
  16: ['sdsn-usa', 'irs-eo-bmf'],
  // Partnerships: the funding and international organizations in the IRS files.
  17: ['irs-eo-bmf'],
};
