import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { shippedIrsDir } from '../paths.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { listIrsFiles } from './irs-files.js';
import { IRS_COLUMNS, readIrsRecords } from './irs-parse.js';

jest.setTimeout(60_000);

const HEADER = IRS_COLUMNS.join(',');
const VALID = '010564885,VALDEZ JUNIOR RIFLE CLUB,% DEBBIE LARCOM,PO BOX 3008,VALDEZ,AK,99686-3008,0000,03,3,1200,202312,1,15,000000000,5,01,202512,0,0,02,0,12,0,0,0,N99,';

async function readAll(file: string): Promise<string[][]> {
  const records: string[][] = [];
  for await (const record of readIrsRecords(file)) records.push(record);
  return records;
}

async function writeTemp(name: string, content: string | Buffer): Promise<string> {
  const file = path.join(await tempDir('irs-parse'), name);
  await writeFile(file, content);
  return file;
}

afterAll(removeTempDirs);

describe('readIrsRecords', () => {
  it('reads all 350,180 rows (350,040 distinct EINs) of the shipped files', async () => {
    let rows = 0;
    let otherLengths = 0;
    const eins = new Set<string>();
    for (const file of await listIrsFiles(shippedIrsDir)) {
      for await (const record of readIrsRecords(file.path)) {
        rows += 1;
        eins.add(record[0]!);
        if (record.length !== 28) otherLengths += 1;
      }
    }
    expect(rows).toBe(350_180);
    expect(eins.size).toBe(350_040);
    expect(otherLengths).toBe(0);
  });

  it('keeps leading zeros, empty fields and quoted commas', async () => {
    const quoted = '030185556,"NORTH COUNTRY HOSPITAL & HEALTH CENTER,INC",% TRACEY PAUL,189 PROUTY DR,NEWPORT,VT,05855-9326,0000,03,3,1000,194510,1,12,150179000,1,01,202409,9,9,01,0,09,111047387,110638604,109137566,E220,';
    const [first, second] = await readAll(await writeTemp('eo_vt.csv.gz', gzipSync(`${HEADER}\n${VALID}\n${quoted}\n`)));
    expect(first!.slice(0, 2)).toEqual(['010564885', 'VALDEZ JUNIOR RIFLE CLUB']);
    expect(first![IRS_COLUMNS.indexOf('SORT_NAME')]).toBe('');
    expect(second![1]).toBe('NORTH COUNTRY HOSPITAL & HEALTH CENTER,INC');
    expect(second![IRS_COLUMNS.indexOf('ZIP')]).toBe('05855-9326');
    expect(second![IRS_COLUMNS.indexOf('REVENUE_AMT')]).toBe('109137566');
  });

  it.each([
    ['a different header', `EIN,NAME\n${VALID}\n`, /eo_xx\.csv: unexpected header/],
    ['a missing field', `${HEADER}\n${VALID}\n${VALID.slice(0, VALID.lastIndexOf(','))}\n`, /eo_xx\.csv: line 3: 27 fields, expected 28/],
    ['a short EIN', `${HEADER}\n${VALID.replace('010564885', '10564885')}\n`, /eo_xx\.csv: line 2: EIN "10564885" is not 9 digits/],
    ['a text amount', `${HEADER}\n${VALID.replace(',0,0,0,N99', ',0,12.5,0,N99')}\n`, /eo_xx\.csv: line 2: INCOME_AMT "12\.5" is not a whole number/],
  ])('fails on %s, naming the file and line', async (_case, content, message) => {
    await expect(readAll(await writeTemp('eo_xx.csv', content))).rejects.toThrow(message);
  });

  it('fails on a truncated gzip file', async () => {
    const gz = gzipSync(`${HEADER}\n${VALID}\n`.repeat(50));
    await expect(readAll(await writeTemp('eo_xx.csv.gz', gz.subarray(0, gz.length - 20)))).rejects.toThrow(/eo_xx\.csv\.gz/);
  });
});
