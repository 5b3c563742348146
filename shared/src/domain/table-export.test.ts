import { parseCsv } from '../testing/parse-csv.js';
import { exportFileName, tableCsv, tableJson, type ExportedTable } from './table-export.js';

const table: ExportedTable = {
  title: 'Largest organizations in Oklahoma',
  header: ['Organization', 'City', 'Revenue'],
  rows: [
    ['Saint Francis, Inc.', 'Tulsa', 1_200_000],
    ['"Quoted" Trust', null, 5],
  ],
  sources: [{ name: 'IRS, Exempt Organizations Business Master File', year: 'April 2026', url: 'https://www.irs.gov/eo-bmf' }],
};
const at = new Date('2026-11-26T23:30:00Z');

describe('a table as a download', () => {
  it('opens its CSV with what the rows are, their source and vintage, and where and when they were exported', () => {
    const csv = tableCsv(table, 'X4I (https://x4i.example)', at);
    expect(csv.split('\n').slice(0, 4)).toEqual([
      '# Largest organizations in Oklahoma',
      '# Source: IRS, Exempt Organizations Business Master File, April 2026 (https://www.irs.gov/eo-bmf)',
      '# Exported from X4I (https://x4i.example) on 2026-11-26',
      'Organization,City,Revenue',
    ]);
    const rows = parseCsv(csv.split('\n').filter((line) => !line.startsWith('#')).join('\n'));
    expect(rows).toEqual([
      { Organization: 'Saint Francis, Inc.', City: 'Tulsa', Revenue: '1200000' },
      { Organization: '"Quoted" Trust', City: '', Revenue: '5' },
    ]);
  });

  it('gives the same as JSON, each row keyed by the header', () => {
    expect(JSON.parse(tableJson(table, 'X4I', at))).toEqual({
      title: 'Largest organizations in Oklahoma',
      sources: table.sources,
      exportedFrom: 'X4I',
      exportedOn: '2026-11-26',
      rows: [
        { Organization: 'Saint Francis, Inc.', City: 'Tulsa', Revenue: 1_200_000 },
        { Organization: '"Quoted" Trust', City: null, Revenue: 5 },
      ],
    });
  });

  it('names the file by what it holds and the day', () => {
    expect(exportFileName('state-guide-OK-largest-organizations', at, 'csv')).toBe('state-guide-ok-largest-organizations-2026-11-26.csv');
    expect(exportFileName('SDG Index: ranking!', at, 'json')).toBe('sdg-index-ranking-2026-11-26.json');
    expect(exportFileName('***', at, 'csv')).toBe('table-2026-11-26.csv');
  });
});
