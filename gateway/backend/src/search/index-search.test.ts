import { buildNameIndex, indexBytes, type IndexRow } from './name-index.js';
import { IndexSearch } from './index-search.js';

const row = (ein: string, name: string, revenue: number | null = null, state = 'VT'): IndexRow => ({ ein, name, city: 'BURLINGTON', state, nteeCode: 'P20', revenue });

/** Fillers: enough names holding HUMANITY and FOUNDATION that a typo of them is rare next to them. */
const fillers = Array.from({ length: 30 }, (_, i) => [
  row(String(900000000 + i), `FRIENDS OF HUMANITY CHAPTER ${i}`, i),
  row(String(910000000 + i), `COMMUNITY FOUNDATION NUMBER ${i}`, i),
]).flat();

const rows = [
  row('010000001', 'HABITAT FOR HUMANITY OF CENTRAL VERMONT', 5_000_000),
  row('010000002', 'HABITAT FOR HUMANITY INTERNATIONAL INC', 900_000_000),
  row('010000003', 'HABITAT FOR HUMANITY', 10),
  row('010000004', 'GREATER BURLINGTON HABITAT FOR HUMANITY', 2_000_000),
  row('010000005', 'Vermont Food Bank', null),
  row('010000006', 'VERMONT FOUNDATION FOR THE ARTS', 300),
  row('020000007', 'STATE EDUCATION FUND', 40),
  ...fillers,
];

const search = new IndexSearch(buildNameIndex(rows));
const names = (query: string, page = 1, size = 20) => search.searchByName(query, page, size).results.map((result) => result.name);

describe('IndexSearch by name', () => {
  it('puts names that start with the query first, the exact name first, then the largest', () => {
    expect(names('habitat for humanity').slice(0, 3)).toEqual([
      'HABITAT FOR HUMANITY',
      'HABITAT FOR HUMANITY INTERNATIONAL INC',
      'HABITAT FOR HUMANITY OF CENTRAL VERMONT',
    ]);
  });

  it('then names that hold every word, and counts both sets once each', () => {
    const page = search.searchByName('habitat for humanity', 1, 20);
    expect(page.results.map((result) => result.name)).toContain('GREATER BURLINGTON HABITAT FOR HUMANITY');
    expect(page.total).toBe(4);
  });

  it('is case-blind, and keeps the name as the IRS wrote it', () => {
    expect(names('vermont f').slice(0, 2)).toEqual(['VERMONT FOUNDATION FOR THE ARTS', 'Vermont Food Bank']);
  });

  it('tolerates a typo: a rare word is also looked for in its commoner spellings, those that start as meant first', () => {
    // The name that is exactly the query as meant first, as with a prefix match.
    expect(names('habitat for humanty').slice(0, 4)).toEqual([
      'HABITAT FOR HUMANITY',
      'HABITAT FOR HUMANITY INTERNATIONAL INC',
      'HABITAT FOR HUMANITY OF CENTRAL VERMONT',
      'GREATER BURLINGTON HABITAT FOR HUMANITY',
    ]);
    expect(names('comunity foundation number 7')[0]).toBe('COMMUNITY FOUNDATION NUMBER 7');
  });

  it('splits two words run together', () => {
    expect(names('stateeducation')).toEqual(['STATE EDUCATION FUND']);
  });

  it('pages through both sets as one list, each organisation once', () => {
    const all = search.searchByName('humanity', 1, 100);
    const paged = [1, 2, 3, 4, 5].flatMap((page) => search.searchByName('humanity', page, 8).results);
    expect(paged.map((result) => result.ein)).toEqual(all.results.map((result) => result.ein));
    expect(new Set(paged.map((result) => result.ein)).size).toBe(all.total);
  });

  it('finds nothing for words no name holds, and answers a page past the end with the total', () => {
    expect(search.searchByName('zzqxv foundation', 1, 20)).toEqual({ total: 0, results: [] });
    expect(search.searchByName('habitat', 9, 20)).toEqual({ total: 4, results: [] });
  });
});

describe('IndexSearch by EIN', () => {
  it('finds an exact EIN, and a prefix as the range of EINs that start with it, in EIN order', () => {
    expect(search.searchByEin('010000004', 1, 20).results).toEqual([
      { ein: '010000004', name: 'GREATER BURLINGTON HABITAT FOR HUMANITY', city: 'BURLINGTON', state: 'VT', nteeCode: 'P20' },
    ]);
    const prefix = search.searchByEin('0100', 1, 3);
    expect(prefix.total).toBe(6);
    expect(prefix.results.map((result) => result.ein)).toEqual(['010000001', '010000002', '010000003']);
    expect(search.searchByEin('123456789', 1, 20)).toEqual({ total: 0, results: [] });
  });
});

describe('buildNameIndex', () => {
  it('keeps the first row of an EIN and leaves out an EIN that is not 9 digits', () => {
    const index = new IndexSearch(buildNameIndex([row('030000001', 'NEWER NAME'), row('030000001', 'OLDER NAME'), row('12-345', 'BROKEN')]));
    expect(index.searchByEin('0', 1, 20).results.map((result) => result.name)).toEqual(['NEWER NAME']);
    expect(index.searchByName('broken', 1, 20).total).toBe(0);
  });

  it('holds the index in a few bytes per character of the names', () => {
    expect(indexBytes(buildNameIndex(rows))).toBeLessThan(rows.length * 150);
  });
});
