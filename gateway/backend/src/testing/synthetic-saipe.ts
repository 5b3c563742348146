import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SAIPE_FILE } from '../data/indicator-files.js';
import { formatSaipeLine, type SaipeRecord } from '../data/saipe-text.js';

const SHIPPED = fileURLToPath(new URL(`../../data/${SAIPE_FILE}`, import.meta.url));

/** The shipped 2020 SAIPE rows, as the refresh reads the Census Bureau's lines. */
export async function shippedSaipeRecords(): Promise<SaipeRecord[]> {
  const [, ...lines] = (await readFile(SHIPPED, 'utf8')).trim().split('\n');
  return lines.map((line) => {
    const [fips, state, name, level, people, rate] = line.split(',');
    return {
      fips: fips!,
      geoLevel: level as SaipeRecord['geoLevel'],
      stateCode: state!,
      areaName: name!,
      peopleInPoverty: people ? Number(people) : null,
      povertyRatePct: rate ? Number(rate) : null,
    };
  });
}

/** Rows as the Bureau's fixed-width file of a newer year, each county with `more` more people in poverty. */
export function saipeFileOf(records: readonly SaipeRecord[], more = 7): string {
  return (
    records.map((record) => formatSaipeLine(record.geoLevel === 'county' && record.peopleInPoverty !== null ? { ...record, peopleInPoverty: record.peopleInPoverty + more } : record)).join('\n') +
    '\n'
  );
}
