import type { ReportSection } from '@x4i/shared/contracts';
import { NATION, type HospitalBedsRow } from '../indicator-tables.js';
import { KFF_HOSPITAL_BEDS_SOURCE, withYear } from '../report-sources.js';
import { latest, stateValues } from './section-kit.js';

/** KFF hospital beds per 1,000 people: every state, with the nation's. */
export function hospitalBedsSections(rows: readonly HospitalBedsRow[]): ReportSection[] {
  const year = latest(rows.map((row) => row.year));
  if (year === null) return [];
  const ofYear = rows.filter((row) => row.year === year);
  return [
    {
      kind: 'state-map',
      id: 'hospital-beds-by-state',
      title: 'Hospital beds per 1,000 people',
      description: `Staffed beds in community hospitals (about 85% of all hospitals) per 1,000 residents in ${year}.`,
      source: withYear(KFF_HOSPITAL_BEDS_SOURCE, String(year)),
      unit: 'hospital beds per 1,000 people',
      format: 'rate',
      decimals: 1,
      values: stateValues(ofYear, (row) => row.stateCode, (row) => row.bedsPer1000),
      national: ofYear.find((row) => row.stateCode === NATION)?.bedsPer1000 ?? null,
    },
  ];
}
