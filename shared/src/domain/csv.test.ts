import { csvCell, toCsv } from './csv.js';

describe('toCsv', () => {
  it('writes a header and rows, one line each, with a final line break', () => {
    expect(toCsv(['State', 'Count'], [['Vermont', 12], ['Alaska', null]])).toBe('State,Count\nVermont,12\nAlaska,\n');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsv(['County', 'Rate'], [['Anchorage, AK', 8.5], ['The "Big" one', null]])).toBe('County,Rate\n"Anchorage, AK",8.5\n"The ""Big"" one",\n');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(undefined)).toBe('');
  });
});
