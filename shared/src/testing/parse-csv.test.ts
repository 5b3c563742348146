import { parseCsv } from './parse-csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'a,b\r\n1,"x, y"\n2,"say ""hi""\nthere"\n\n';
    expect(parseCsv(text)).toEqual([
      { a: '1', b: 'x, y' },
      { a: '2', b: 'say "hi"\nthere' },
    ]);
  });
});
