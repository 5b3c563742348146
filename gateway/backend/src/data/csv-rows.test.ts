import { csvRows } from './csv-rows.js';

async function rows(...chunks: string[]) {
  async function* source() {
    yield* chunks;
  }
  const out: [number, string[]][] = [];
  for await (const row of csvRows(source())) out.push([row.line, row.fields]);
  return out;
}

describe('csvRows', () => {
  it('splits plain lines, across chunk borders, with CRLF, a BOM and no final newline', async () => {
    expect(await rows('\uFEFFa,b,c\r\n1,', '2,3\n\n4,,6')).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['1', '2', '3']],
      [4, ['4', '', '6']],
    ]);
  });

  it('reads quoted commas, doubled quotes and line breaks inside quotes', async () => {
    expect(await rows('1,"NAME, INC","say ""hi"""\n2,"two\nlines",x\n3,y,z\n')).toEqual([
      [1, ['1', 'NAME, INC', 'say "hi"']],
      [2, ['2', 'two\nlines', 'x']],
      [4, ['3', 'y', 'z']],
    ]);
  });

  it('fails on a quote that is never closed, or one inside an unquoted field', async () => {
    await expect(rows('1,"open\n2,b\n')).rejects.toThrow('line 1: a quoted field is not closed');
    await expect(rows('1,AB"C"\n')).rejects.toThrow('line 1: a quote inside an unquoted field');
  });
});
