import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { NteeCodeCountsResponse, NteeSuggestResponse } from '@x4i/shared/contracts';
import { findUsStateByCode } from '@x4i/shared/domain';
import request from 'supertest';
import { FIXTURE_IRS_DIR, readyTestBackendForFile } from '../testing/test-backend.js';
import { NTEE_MESSAGES } from './ntee.js';

jest.setTimeout(60_000);

const app = readyTestBackendForFile();
const api = () => request(app());

/** Each fixture state's organizations carrying a code, counted from the files themselves (one per EIN, the 50 states and DC). */
function fixtureCounts(code: string): Map<string, number> {
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const file of readdirSync(FIXTURE_IRS_DIR).filter((name) => /^eo.*\.csv(\.gz)?$/.test(name))) {
    const raw = readFileSync(path.join(FIXTURE_IRS_DIR, file));
    const text = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
    // Columns as the IRS files order them: EIN first, STATE sixth, NTEE_CD 27th.
    for (const cells of text.trim().split('\n').slice(1).map((line) => line.split(','))) {
      const [ein, state, ntee] = [cells[0]!, cells[5]!, cells[26]];
      if (ntee !== code || seen.has(ein) || !findUsStateByCode(state)) continue;
      seen.add(ein);
      counts.set(state, (counts.get(state) ?? 0) + 1);
    }
  }
  return counts;
}

describe('GET /ntee/suggest', () => {
  it('ranks codes for a description, each with the words that matched', async () => {
    const body = (await api().get('/ntee/suggest').query({ q: 'A food pantry for hungry families' }).expect(200)).body as NteeSuggestResponse;
    expect(body.description).toBe('A food pantry for hungry families');
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.map((suggestion) => suggestion.code)).toContain('K31');
    const scores = body.suggestions.map((suggestion) => suggestion.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it.each([[''], ['   '], ['x'.repeat(2001)]])('refuses a description of %#', async (q) => {
    const response = await api().get('/ntee/suggest').query({ q }).expect(400);
    expect(response.body).toEqual({ error: { code: 'invalid_description', message: NTEE_MESSAGES.description } });
  });
});

describe('GET /ntee/code-counts', () => {
  it('counts the organizations carrying a code in each covered state', async () => {
    const code = 'X20';
    const expected = fixtureCounts(code);
    const body = (await api().get('/ntee/code-counts').query({ code: 'x20' }).expect(200)).body as NteeCodeCountsResponse;
    expect(body.code).toBe(code);
    expect(body.title).toBeTruthy();
    expect(body.byState.map((entry) => entry.state)).toEqual(body.coveredStates);
    for (const entry of body.byState) expect(entry.count).toBe(expected.get(entry.state) ?? 0);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBe([...expected.values()].reduce((sum, count) => sum + count, 0));
    expect(body.source.year).toMatch(/^\d{4}/);
    // The peers: the largest carriers of the code, largest first.
    expect(body.largest).toHaveLength(Math.min(10, body.total));
    const incomes = body.largest.map((peer) => peer.income);
    expect(incomes).toEqual([...incomes].sort((a, b) => b - a));
    for (const peer of body.largest) expect(expected.has(peer.state)).toBe(true);
  });

  it.each([['Q9'], ['B999'], ['ZZZ'], ['B98']])('refuses %s, which is no code of the taxonomy', async (code) => {
    const response = await api().get('/ntee/code-counts').query({ code }).expect(400);
    expect(response.body.error.code).toBe('invalid_ntee_code');
  });
});
