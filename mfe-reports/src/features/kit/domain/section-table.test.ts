import { toCsv } from '@x4i/shared/domain';
import { type ReportSection } from '@x4i/shared/contracts';
import { formatReportValue } from './format-value';
import { sectionTable } from './section-table';
import { organizationsByState } from '../testing/sections';

const source = { name: 'US Census Bureau, SAIPE', url: 'https://www.census.gov/programs-surveys/saipe.html', year: '2020', aboutPath: '/our-data#saipe' };

describe('sectionTable', () => {
  it('lists a state map by state name with the nation last', () => {
    const section: ReportSection = {
      kind: 'state-map',
      id: 'poverty-rate',
      title: 'Poverty rate',
      description: '',
      source,
      unit: 'poverty rate (%)',
      format: 'percent',
      decimals: 1,
      values: [
        { state: 'VT', value: 10.2 },
        { state: 'AK', value: 10.1 },
      ],
      national: 11.9,
    };
    const table = sectionTable(section);
    expect(table.header).toEqual(['State', 'Code', 'Poverty rate (%)']);
    expect(table.rows).toEqual([
      ['Alaska', 'AK', 10.1],
      ['Vermont', 'VT', 10.2],
      ['United States', 'US', 11.9],
    ]);
    expect(toCsv(table.header, table.rows)).toBe('State,Code,Poverty rate (%)\nAlaska,AK,10.1\nVermont,VT,10.2\nUnited States,US,11.9\n');
  });

  it('lists the states a map’s source does not cover with no value (an empty CSV cell, not 0)', () => {
    const section = organizationsByState({ values: [{ state: 'AK', value: 12 }], uncovered: { states: ['CA', 'AK'], reason: 'IRS file not imported' } });
    const table = sectionTable(section);
    // Alaska has a value: listed once, with it.
    expect(table.rows).toEqual([
      ['Alaska', 'AK', 12],
      ['California', 'CA', null],
    ]);
    expect(toCsv(table.header, table.rows)).toBe('State,Code,Organizations\nAlaska,AK,12\nCalifornia,CA,\n');
  });

  it('puts a time series in one row per x and a column per series, empty where a series has no point', () => {
    const section: ReportSection = {
      kind: 'time-series',
      id: 'food',
      title: 'Food insecurity',
      description: '',
      source,
      unit: '% of households',
      format: 'percent',
      decimals: 1,
      xLabel: 'Years',
      series: [
        { name: 'United States', points: [{ x: '2006–2008', y: 12.2 }, { x: '2009–2011', y: 14.7 }] },
        { name: 'Alaska', points: [{ x: '2009–2011', y: 13.4 }] },
      ],
    };
    expect(sectionTable(section).rows).toEqual([
      ['2006–2008', 12.2, null],
      ['2009–2011', 14.7, 13.4],
    ]);
    expect(sectionTable(section).header).toEqual(['Years', 'United States (% of households)', 'Alaska (% of households)']);
  });

  it('quotes CSV cells with commas and quotes', () => {
    expect(toCsv(['County', 'Rate'], [['Anchorage, AK', 8.5], ['The "Big" one', null]])).toBe('County,Rate\n"Anchorage, AK",8.5\n"The ""Big"" one",\n');
  });
});

describe('formatReportValue', () => {
  it.each([
    [1234567, 'count', 0, '1,234,567'],
    [12.345, 'percent', 1, '12.3%'],
    [2_500_000, 'currency', 0, '$2.5M'],
    [7.25, 'currency', 2, '$7.25'],
    [2.4, 'rate', 1, '2.4'],
  ] as const)('formats %p as %p with %p decimals: %p', (value, format, decimals, text) => {
    expect(formatReportValue(value, format, decimals)).toBe(text);
  });

  it('lists every county of a county map by name, with the desert column where the map marks deserts', () => {
    const section: ReportSection = {
      kind: 'county-map',
      id: 'per-org',
      title: 'People in poverty per organization',
      description: '',
      source,
      unit: 'people in poverty per organization',
      format: 'count',
      decimals: 0,
      viewBox: { width: 800, height: 500 },
      desertLegend: 'Service desert',
      areas: [
        { fips: '53053', name: 'Pierce County', d: 'M0,0Z', value: null, desert: true },
        { fips: '53033', name: 'King County', d: 'M0,0Z', value: 250 },
      ],
    };
    expect(sectionTable(section)).toEqual({
      header: ['County', 'FIPS', 'People in poverty per organization', 'Service desert'],
      rows: [
        ['King County', '53033', 250, 'No'],
        ['Pierce County', '53053', null, 'Yes'],
      ],
      numeric: [false, false, true, false],
    });
    expect(sectionTable({ ...section, desertLegend: null }).header).toEqual(['County', 'FIPS', 'People in poverty per organization']);
  });

  it('keeps a table section’s columns and rows, numeric where a column has a number format', () => {
    const section: ReportSection = {
      kind: 'table',
      id: 'ranking',
      title: 'Ranking',
      description: '',
      source,
      unit: 'people in poverty per organization',
      format: 'count',
      decimals: 0,
      columns: [
        { label: 'Rank', format: 'count', decimals: 0 },
        { label: 'County', format: 'text', decimals: 0 },
        { label: 'Poverty rate', format: 'percent', decimals: 1 },
      ],
      rows: [[1, 'Pierce County', 8.7]],
    };
    expect(sectionTable(section)).toEqual({ header: ['Rank', 'County', 'Poverty rate'], rows: [[1, 'Pierce County', 8.7]], numeric: [true, false, true] });
  });
});
