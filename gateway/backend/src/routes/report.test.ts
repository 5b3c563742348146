import { REPORT_MESSAGES, type SdgIndexResponse } from '@x4i/shared/contracts';
import { computeSustainabilityIndex, type IndicatorDirection } from '@x4i/shared/domain';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { shippedDataDir } from '../paths.js';
import { dataYearSpan } from '../reports/sdg-index-data.js';
import { readyTestBackendForFile } from '../testing/test-backend.js';

jest.setTimeout(60_000);

const app = readyTestBackendForFile();
const api = () => request(app());

async function shippedValues(): Promise<Record<string, string>[]> {
  const text = await readFile(path.join(shippedDataDir, 'indicators/sdsn_usa_2018/state_indicators.csv'), 'utf8');
  return parse(text, { columns: true }) as Record<string, string>[];
}

describe('GET /report/sdg-index', () => {
  it('ranks the 50 states of the shipped SDSN indicators, shows DC unranked, and credits the source', async () => {
    const body = (await api().get('/report/sdg-index').expect(200)).body as SdgIndexResponse;
    expect(body.indicators).toHaveLength(103);
    const ranked = body.stateRanking.filter((row) => row.rank !== null);
    expect(ranked).toHaveLength(50);
    expect(ranked.map((row) => row.rank)).toEqual([...ranked.map((row) => row.rank)].sort((a, b) => a! - b!));
    expect(ranked[0]!.rank).toBe(1);
    expect(body.stateRanking.find((row) => row.state === 'DC')).toMatchObject({ rank: null, index: null });
    expect(body.benchmarks.rankedStates).toBe(50);
    expect(body.benchmarks.best.state).toBe(ranked[0]!.state);
    expect(body.source.disclaimer).toMatch(/Neither SDSN nor the United Nations/);
    expect(body.dashboard).toBeNull();
    // The fixture IRS files cover a few states: the nation's organisation count is theirs.
    expect(body.orgCount).toBeGreaterThan(0);
  });

  it("gives a state's dashboard with every indicator as published, scored where it has a value", async () => {
    const body = (await api().get('/report/sdg-index?state=vt').expect(200)).body as SdgIndexResponse;
    const vermont = (await shippedValues()).find((row) => row.state_code === 'VT')!;
    expect(body.state).toBe('VT');
    expect(body.dashboard!.indicators).toHaveLength(103);
    const affordable = body.dashboard!.indicators.find((item) => item.indicator === '01.01_affordablehousing')!;
    expect(affordable.published).toBe(vermont['01.01_affordablehousing']);
    expect(affordable.value).toBe(Number(vermont['01.01_affordablehousing']));
    expect(affordable.score).toBeGreaterThanOrEqual(0);
    expect(affordable.score).toBeLessThanOrEqual(100);
    expect(affordable.trend).toBeNull();
    expect(body.dashboard!.rank).toBe(body.stateRanking.find((row) => row.state === 'VT')!.rank);
    expect(body.orgCount).toBeGreaterThan(0);
  });

  it('replaces an SDSN indicator with the newer federal file that measures the same thing, says so, and gives its trend', async () => {
    const body = (await api().get('/report/sdg-index?state=VT').expect(200)).body as SdgIndexResponse;
    const poverty = body.indicators.find((item) => item.id === '01.04_perpovline')!;
    expect(poverty).toMatchObject({ dataYear: '2020', source: expect.stringContaining('SAIPE') });
    expect(poverty.replaces).toMatch(/replaces the 2016 American Community Survey value/);
    // SAIPE 2020: Vermont 9.4 % of people below the poverty line.
    expect(body.dashboard!.indicators.find((item) => item.indicator === '01.04_perpovline')).toMatchObject({ published: '9.4', value: 9.4, trend: null });

    const food = body.indicators.find((item) => item.id === '02.03_foodinsc')!;
    expect(food).toMatchObject({ dataYear: '2021–2023 average', replaces: expect.stringMatching(/2021–2023 state average replaces the 2014–2016/) });
    const vermontFood = body.dashboard!.indicators.find((item) => item.indicator === '02.03_foodinsc')!;
    // USDA: 8.6 % (±1.34) in 2018–2020, 9.2 % (±1.66) in 2021–2023: within the combined margin of error.
    expect(vermontFood).toMatchObject({ published: '9.2', value: 9.2 });
    expect(vermontFood.trend).toEqual({
      direction: 'no-clear-change',
      from: { period: '2018–2020', value: 8.6, marginOfError: 1.34 },
      to: { period: '2021–2023', value: 9.2, marginOfError: 1.66 },
    });
    // Untouched: an indicator the newer files measure differently keeps the SDSN source.
    expect(body.indicators.find((item) => item.id === '13.05_co2_capita')).toMatchObject({ replaces: null, dataYear: '2015' });
  });

  it("keeps '<1' as published and unscored, and says when a state's organisations are not in the imported files", async () => {
    const body = (await api().get('/report/sdg-index?state=KS').expect(200)).body as SdgIndexResponse;
    expect(body.dashboard!.indicators.find((item) => item.indicator === '15.04_ProtectedArea')).toMatchObject({ published: '<1', value: null, score: null });
    expect(body.orgCount).toBeNull();
    const dc = (await api().get('/report/sdg-index?state=DC').expect(200)).body as SdgIndexResponse;
    expect(dc.dashboard!.note).toMatch(/covers the 50 states/);
  });

  it('refuses an unknown state with 400 and the message', async () => {
    const res = await api().get('/report/sdg-index?state=ZZ').expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_state', message: REPORT_MESSAGES.state } });
    await api().get('/report/sdg-index?state=VT&state=AK').expect(400);
  });
});

async function shippedMetadata(): Promise<{ indicator: string; goal: string; direction: IndicatorDirection }[]> {
  const text = await readFile(path.join(shippedDataDir, 'indicators/sdsn_usa_2018/indicator_metadata.csv'), 'utf8');
  return parse(text, { columns: true }) as { indicator: string; goal: string; direction: IndicatorDirection }[];
}

describe('GET /report/sdg-index: the two editions', () => {
  it('names both editions, the 2018 one recomputed from the shipped indicators alone and the updated one with the replacements', async () => {
    const body = (await api().get('/report/sdg-index').expect(200)).body as SdgIndexResponse;
    expect(body.editions!.map((edition) => edition.label)).toEqual(['SDSN 2018 edition, recomputed', 'Updated edition']);
    expect(body.editions![0]!.replacedIndicators).toEqual([]);
    expect(body.editions![1]!.replacedIndicators.sort()).toEqual(['01.04_perpovline', '02.03_foodinsc']);
    expect(body.method.references!.map((reference) => reference.url)).toEqual(expect.arrayContaining(['https://github.com/sdsna/sdr-united-states-viz']));
    expect(body.editions![1]!.description).toMatch(/Food insecurity \(Economic Research Service, US Department of Agriculture, 2021–2023 average\)/);

    // The 2018 edition is the index of the shipped file as published, nothing replaced.
    const metadata = await shippedMetadata();
    const expected = computeSustainabilityIndex(
      metadata.map((row) => ({ id: row.indicator, goal: Number(row.goal), direction: row.direction })),
      (await shippedValues()).map((row) => ({
        state: row.state_code!,
        values: Object.fromEntries(metadata.map((item) => [item.indicator, row[item.indicator] === 'NA' || Number.isNaN(Number(row[item.indicator])) ? null : Number(row[item.indicator])])),
      })),
    );
    for (const state of expected.states) {
      const row = body.stateRanking.find((item) => item.state === state.state)!;
      expect(row.baseline!.rank).toBe(state.rank);
      expect(row.baseline!.index).toBeCloseTo(state.index!, 9);
    }
  });

  it("gives each state's rank change and the replaced indicators that explain its own index change, largest first", async () => {
    const body = (await api().get('/report/sdg-index?state=VT').expect(200)).body as SdgIndexResponse;
    for (const row of body.stateRanking.filter((item) => item.rank !== null)) {
      const movement = row.movement!;
      expect(movement.rankChange).toBe(row.baseline!.rank! - row.rank!);
      expect(movement.indexChange).toBeCloseTo(row.index! - row.baseline!.index!, 9);
      // Only the replaced indicators differ between the editions: their shares add up to the state's index change.
      expect(movement.reasons.reduce((sum, reason) => sum + reason.indexChange, 0)).toBeCloseTo(movement.indexChange!, 9);
      const sizes = movement.reasons.map((reason) => Math.abs(reason.indexChange));
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
    const vermont = (await shippedValues()).find((row) => row.state_code === 'VT')!;
    const food = body.dashboard!.movement!.reasons.find((reason) => reason.indicator === '02.03_foodinsc')!;
    expect(food).toMatchObject({
      name: 'Food insecurity',
      goal: 2,
      before: { value: Number(vermont['02.03_foodinsc']), dataYear: '2014-2016 average' },
      after: { value: 9.2, dataYear: '2021–2023 average', source: 'Economic Research Service, US Department of Agriculture' },
    });
    expect(body.dashboard!.baseline).toEqual(body.stateRanking.find((row) => row.state === 'VT')!.baseline);
    const dc = body.stateRanking.find((row) => row.state === 'DC')!;
    expect(dc.baseline).toBeUndefined();
  });
});

describe('dataYearSpan', () => {
  it('spans the years written in any form', () => {
    expect(dataYearSpan(['2012-2016', 'SY 2015-2016', '2018'])).toBe('2012–2018');
    expect(dataYearSpan(['2016'])).toBe('2016');
    expect(dataYearSpan(['n/a'])).toBe('');
  });
});
