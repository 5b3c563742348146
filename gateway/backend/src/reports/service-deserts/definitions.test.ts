import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findUsStateByCode, SERVICE_DESERT_MAPS } from '@x4i/shared/domain';
import { parse } from 'csv-parse/sync';
import { shippedDataDir } from '../../paths.js';
import { loadQcewCountyRows } from './qcew-county-rows.js';

// The definitions name codes of the shipped data: each must exist there, so that a map never counts nothing by a typo.
describe('the service-desert map definitions', () => {
  it('name NTEE codes and major groups of the shipped taxonomy', async () => {
    const read = async (file: string) => parse(await readFile(path.join(shippedDataDir, file), 'utf8'), { columns: true }) as Record<string, string>[];
    const codes = new Set((await read('ntee_codes.csv')).map((row) => row.ntee_code));
    const groups = new Set((await read('ntee_major_groups.csv')).map((row) => row.major_group));
    for (const map of SERVICE_DESERT_MAPS) {
      for (const code of map.ntee) expect([map.slug, code, code.length === 1 ? groups.has(code) : codes.has(code)]).toEqual([map.slug, code, true]);
    }
  });

  it('name a NAICS industry with county rows in the BLS file for their state, and a county of that state', async () => {
    const rows = await loadQcewCountyRows();
    for (const map of SERVICE_DESERT_MAPS) {
      const fips = findUsStateByCode(map.state)!.fips;
      const industry = rows.filter((row) => row.naics === map.naics.code && row.fips.startsWith(fips));
      expect(industry.length).toBeGreaterThan(5);
      expect(industry[0]!.industry).toBe(map.naics.title);
      if (map.focusCounty) expect(map.focusCounty.fips.startsWith(fips)).toBe(true);
    }
  });
});
