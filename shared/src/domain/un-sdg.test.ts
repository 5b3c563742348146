import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../testing/parse-csv.js';
import {
  UN_SDG_ALL,
  UN_SDG_ENTRIES,
  UN_SDG_GOALS,
  findUnSdgByUri,
  getUnSdgByUri,
  getUnSdgByValue,
  toUriSlug,
} from './un-sdg.js';

const csvPath = join(__dirname, '../../../gateway/backend/data/un_sdg_goals.csv');

describe('UN SDG entries', () => {
  it('has 17 goals plus ALL', () => {
    expect(UN_SDG_GOALS).toHaveLength(17);
    expect(UN_SDG_ENTRIES).toHaveLength(18);
    expect(UN_SDG_ENTRIES[0]).toBe(UN_SDG_ALL);
    expect(UN_SDG_ALL).toMatchObject({ value: 'ALL', uri: 'all' });
  });

  it('describes each goal in the entry shape of SPEC 3', () => {
    expect(getUnSdgByValue('UNSDG1')).toEqual({
      position: 1,
      label: 'No Poverty',
      value: 'UNSDG1',
      uri: 'no-poverty',
      color: '#E5243B',
      imageSrc: '/assets/sdg/goal-1.svg',
      circleImageSrc: '/assets/sdg/goal-1-circle.svg',
      tip: 'End poverty in all its forms everywhere',
      shorthand: 'UN SDG #1',
    });
    expect(getUnSdgByValue('UNSDG9').uri).toBe('industry-innovation-and-infrastructure');
    expect(getUnSdgByValue('UNSDG16').uri).toBe('peace-justice-and-strong-institutions');
    expect(getUnSdgByValue('UNSDG17').shorthand).toBe('UN SDG #17');
  });

  it('has unique values and slugs', () => {
    expect(new Set(UN_SDG_ENTRIES.map((entry) => entry.value)).size).toBe(18);
    expect(new Set(UN_SDG_ENTRIES.map((entry) => entry.uri)).size).toBe(18);
  });

  it('finds entries by value and by slug, in any case', () => {
    expect(getUnSdgByValue('unsdg2').label).toBe('Zero Hunger');
    expect(getUnSdgByUri('Zero-Hunger').value).toBe('UNSDG2');
    expect(getUnSdgByUri('all')).toBe(UN_SDG_ALL);
    expect(findUnSdgByUri('not-a-goal')).toBeUndefined();
  });

  it('throws the catalogue message for an unknown identifier', () => {
    expect(() => getUnSdgByValue('UNSDG18')).toThrow('Unable to find a category with identifier UNSDG18');
    expect(() => getUnSdgByUri('nope')).toThrow('Unable to find a category with identifier');
  });

  it('kebab-cases names', () => {
    expect(toUriSlug('Good health and well-being')).toBe('good-health-and-well-being');
  });

  it('matches the shipped UN dataset', () => {
    const rows = parseCsv(readFileSync(csvPath, 'utf8'));
    expect(
      UN_SDG_GOALS.map(({ position, label, color, tip, uri }) => ({ position, label, color, tip, uri })),
    ).toEqual(
      rows.map((row) => ({
        position: Number(row.goal),
        label: row.unstats_short_title,
        color: row.color_hex,
        tip: row.official_title,
        uri: toUriSlug(row.short_name!),
      })),
    );
  });
});
