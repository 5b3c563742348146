import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FIXTURE_IRS_DIR, removeTempDirs, tempDir } from '../testing/test-backend.js';
import { irsRegionOf, listIrsFiles } from './irs-files.js';

afterAll(removeTempDirs);

describe('irsRegionOf', () => {
  it.each([
    ['eo_ak.csv.gz', 'AK'],
    ['eo_wa.csv', 'WA'],
    ['eo_or_2018.csv.gz', 'OR'],
    ['EO_MA.CSV', 'MA'],
    ['eo4.csv', 'INTL'],
    ['eo1.csv.gz', 'EO1'],
    ['eo3.csv', 'EO3'],
  ])('%s covers %s', (file, region) => expect(irsRegionOf(file)).toBe(region));

  it.each(['eo5.csv', 'eo_abc.csv', 'MANIFEST.json', 'eo_wa.txt', 'notes.csv'])('%s is not an IRS file', (file) => {
    expect(irsRegionOf(file)).toBeNull();
  });
});

describe('listIrsFiles', () => {
  it('dates files from the manifest, oldest first', async () => {
    const files = await listIrsFiles(FIXTURE_IRS_DIR);
    expect(files.map((f) => [f.fileName, f.region, f.snapshotDate])).toEqual([
      ['eo_or_2018.csv.gz', 'OR', '2018-03-06'],
      ['eo4.csv', 'INTL', '2026-04-13'],
      ['eo_ak.csv', 'AK', '2026-04-13'],
      ['eo_ar.csv.gz', 'AR', '2026-04-13'],
      ['eo_vt.csv.gz', 'VT', '2026-04-13'],
    ]);
    expect(files[0]!.path).toBe(path.join(FIXTURE_IRS_DIR, 'eo_or_2018.csv.gz'));
  });

  it('dates a file missing from the manifest by its modification time, and ignores other files', async () => {
    const dir = await tempDir('irs-files');
    await writeFile(path.join(dir, 'eo_wa.csv'), 'EIN\n');
    await writeFile(path.join(dir, 'readme.txt'), 'not data');
    await utimes(path.join(dir, 'eo_wa.csv'), new Date('2026-05-02T12:00:00Z'), new Date('2026-05-02T12:00:00Z'));
    expect(await listIrsFiles(dir)).toEqual([{ path: path.join(dir, 'eo_wa.csv'), fileName: 'eo_wa.csv', region: 'WA', snapshotDate: '2026-05-02' }]);
  });
});
