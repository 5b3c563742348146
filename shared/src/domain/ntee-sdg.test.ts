import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../testing/parse-csv.js';
import {
  NTEE_MAJOR_GROUP_CODES,
  NTEE_SDG_MAPPING,
  nteeMajorGroupOf,
  nteeMajorGroupsOfUnsdg,
  unsdgValuesOfNteeCode,
} from './ntee-sdg.js';
import { UN_SDG_GOALS } from './un-sdg.js';

const majorGroupsCsv = join(__dirname, '../../../gateway/backend/data/ntee_major_groups.csv');
const DELIBERATELY_UNMAPPED = ['X', 'Y', 'Z'];

describe('NTEE major groups → UN SDGs', () => {
  it('covers exactly the 26 major groups of the shipped NTEE taxonomy', () => {
    const groups = parseCsv(readFileSync(majorGroupsCsv, 'utf8')).map((row) => row.major_group);
    expect(groups).toHaveLength(26);
    expect([...NTEE_MAJOR_GROUP_CODES]).toEqual(groups);
    expect(Object.keys(NTEE_SDG_MAPPING).sort()).toEqual(groups);
  });

  it('maps every group to goals, except the ones left out on purpose', () => {
    const unmapped = NTEE_MAJOR_GROUP_CODES.filter((group) => NTEE_SDG_MAPPING[group].goals.length === 0);
    expect(unmapped).toEqual(DELIBERATELY_UNMAPPED);
    for (const group of NTEE_MAJOR_GROUP_CODES) expect(NTEE_SDG_MAPPING[group].reason.trim()).not.toBe('');
  });

  it('uses goals 1-17 only, ascending, without repeats', () => {
    for (const group of NTEE_MAJOR_GROUP_CODES) {
      const { goals } = NTEE_SDG_MAPPING[group];
      expect(goals.every((goal) => Number.isInteger(goal) && goal >= 1 && goal <= 17)).toBe(true);
      expect([...goals].sort((a, b) => a - b)).toEqual(goals);
      expect(new Set(goals).size).toBe(goals.length);
    }
  });

  it('reaches every one of the 17 goals', () => {
    for (const goal of UN_SDG_GOALS) expect(nteeMajorGroupsOfUnsdg(goal.value).length).toBeGreaterThan(0);
  });

  it('finds the groups of a goal, in any case', () => {
    expect(nteeMajorGroupsOfUnsdg('UNSDG2')).toEqual(['K']);
    expect(nteeMajorGroupsOfUnsdg('unsdg3')).toEqual(['E', 'F', 'G', 'H', 'N']);
    expect(nteeMajorGroupsOfUnsdg('UNSDG1')).toEqual(['L', 'P']);
    expect(nteeMajorGroupsOfUnsdg('UNSDG18')).toEqual([]);
    expect(nteeMajorGroupsOfUnsdg('ALL')).toEqual([]);
  });

  it('reads the major group from an NTEE code', () => {
    expect(nteeMajorGroupOf('K31')).toBe('K');
    expect(nteeMajorGroupOf(' e6a ')).toBe('E');
    expect(nteeMajorGroupOf('')).toBeNull();
    expect(nteeMajorGroupOf(null)).toBeNull();
    expect(nteeMajorGroupOf('7')).toBeNull();
  });

  it('gives the goals of an NTEE code as UNSDG values', () => {
    expect(unsdgValuesOfNteeCode('K31')).toEqual(['UNSDG2']);
    expect(unsdgValuesOfNteeCode('L41')).toEqual(['UNSDG1', 'UNSDG11']);
    expect(unsdgValuesOfNteeCode('X21')).toEqual([]);
    expect(unsdgValuesOfNteeCode(null)).toEqual([]);
  });
});
