/**
 * How well the NTEE code builder's suggestions (GET /api/ntee/suggest) find the code the IRS records carry, when
 * all we know of an organization is its name: a fixed sample of records with a specific code of the taxonomy
 * (not Z99 'unknown'), each name sent as the description, scored at the major group and at the full code, top 1
 * and top 3. The index learns from the names of the records whose EIN does not end in 7 (the backend's
 * HELD_OUT_EIN_DIGIT); the sample is drawn from the others, so it scores names the index has not seen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const IRS_DIR = path.resolve(import.meta.dirname, '../backend/data/irs_eo_bmf');
const NTEE_FILE = path.resolve(import.meta.dirname, '../backend/data/ntee_codes.csv');

/** The backend's HELD_OUT_EIN_DIGIT (gateway/backend/src/ntee/code-names.ts). */
const HELD_OUT_EIN_DIGIT = '7';

/** One held-out record in this many from each file, so the sample spreads over states and the whole alphabet. */
export const SAMPLE_STRIDE = 31;

function taxonomyCodes() {
  return new Set(
    readFileSync(NTEE_FILE, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0])
      .filter(Boolean),
  );
}

export function sampleRecords() {
  const codes = taxonomyCodes();
  const sample = [];
  for (const file of readdirSync(IRS_DIR).filter((name) => name.endsWith('.csv.gz')).sort()) {
    const lines = gunzipSync(readFileSync(path.join(IRS_DIR, file))).toString('utf8').split('\n');
    const header = lines[0].split(',');
    const [ein, name, ntee] = [header.indexOf('EIN'), header.indexOf('NAME'), header.indexOf('NTEE_CD')];
    if (ein < 0 || name < 0 || ntee < 0) continue;
    // Names with a comma come quoted; those few are skipped rather than parsed.
    const heldOut = lines.slice(1).filter((line) => !line.includes('"') && line.split(',')[ein]?.endsWith(HELD_OUT_EIN_DIGIT));
    for (let index = 0; index < heldOut.length; index += SAMPLE_STRIDE) {
      const cells = heldOut[index].split(',');
      const code = (cells[ntee] ?? '').trim().toUpperCase();
      if (code && code !== 'Z99' && codes.has(code)) sample.push({ name: cells[name], code });
    }
  }
  return sample;
}

export async function measureSuggestionAccuracy(baseUrl, { concurrency = 8 } = {}) {
  const sample = sampleRecords();
  const hits = { group1: 0, group3: 0, code1: 0, code3: 0, none: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < sample.length) {
        const record = sample[next++];
        const response = await fetch(`${baseUrl}/api/ntee/suggest?q=${encodeURIComponent(record.name)}`);
        const codes = response.ok ? (await response.json()).suggestions.map((suggestion) => suggestion.code) : [];
        if (codes.length === 0) hits.none += 1;
        if (codes[0] === record.code) hits.code1 += 1;
        if (codes.slice(0, 3).includes(record.code)) hits.code3 += 1;
        if (codes[0]?.[0] === record.code[0]) hits.group1 += 1;
        if (codes.slice(0, 3).some((code) => code[0] === record.code[0])) hits.group3 += 1;
      }
    }),
  );
  // What always answering the commonest code and group would score, for scale.
  const count = (key) => sample.reduce((map, record) => map.set(key(record), (map.get(key(record)) ?? 0) + 1), new Map());
  const most = (map) => Math.max(...map.values());
  const share = (value) => `${((100 * value) / sample.length).toFixed(1)}%`;
  return {
    records: sample.length,
    group1: share(hits.group1),
    group3: share(hits.group3),
    code1: share(hits.code1),
    code3: share(hits.code3),
    none: share(hits.none),
    baselineGroup: share(most(count((record) => record.code[0]))),
    baselineCode: share(most(count((record) => record.code))),
  };
}
