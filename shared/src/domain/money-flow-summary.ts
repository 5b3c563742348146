import {
  GRANTMAKER_FOUNDATION_CODES,
  SOURCES_OF_INCOME_NOTE,
  type MoneyFlowCoverage,
  type MoneyFlowFilters,
  type MoneyFlowResponse,
} from '../contracts/money-flow.js';
import { INCOME_BUCKETS, type IncomeBucketCode } from './income-buckets.js';
import { NTEE_MAJOR_GROUP_CODES, nteeMajorGroupsOfUnsdg, type NteeMajorGroupCode } from './ntee-sdg.js';

/** The organisations of one state, income bucket, NTEE major group and grantmaker flag, with their sums. */
export interface MoneyFlowCell {
  state: string;
  bucket: IncomeBucketCode;
  /** null: no NTEE code, or one the taxonomy does not know. */
  nteeMajorGroup: NteeMajorGroupCode | null;
  grantmaker: boolean;
  orgCount: number;
  income: number;
  revenue: number;
  assets: number;
}

/** What a money-flow answer is computed from: the cells, and the states and files they cover. */
export interface MoneyFlowCells {
  cells: readonly MoneyFlowCell[];
  coverage: MoneyFlowCoverage;
}

/** The cells as columns of small integers and numbers: one request is a tight loop over typed arrays. */
interface CellTable {
  size: number;
  states: string[];
  state: Uint8Array;
  bucket: Uint8Array;
  /** Index in NTEE_MAJOR_GROUP_CODES; NO_GROUP for none. */
  group: Uint8Array;
  grantmaker: Uint8Array;
  orgCount: Float64Array;
  income: Float64Array;
  revenue: Float64Array;
  assets: Float64Array;
}

const NO_GROUP = NTEE_MAJOR_GROUP_CODES.length;
const BUCKET_INDEX = new Map<IncomeBucketCode, number>(INCOME_BUCKETS.map((bucket, index) => [bucket.code, index]));
const GROUP_INDEX = new Map<NteeMajorGroupCode, number>(NTEE_MAJOR_GROUP_CODES.map((group, index) => [group, index]));

const tables = new WeakMap<MoneyFlowCells, CellTable>();

function tableOf(aggregate: MoneyFlowCells): CellTable {
  let table = tables.get(aggregate);
  if (table) return table;
  const { cells } = aggregate;
  const states = [...new Set([...aggregate.coverage.states, ...cells.map((cell) => cell.state)])];
  const stateIndex = new Map(states.map((state, index) => [state, index]));
  table = {
    size: cells.length,
    states,
    state: Uint8Array.from(cells, (cell) => stateIndex.get(cell.state)!),
    bucket: Uint8Array.from(cells, (cell) => BUCKET_INDEX.get(cell.bucket)!),
    group: Uint8Array.from(cells, (cell) => (cell.nteeMajorGroup ? GROUP_INDEX.get(cell.nteeMajorGroup)! : NO_GROUP)),
    grantmaker: Uint8Array.from(cells, (cell) => (cell.grantmaker ? 1 : 0)),
    orgCount: Float64Array.from(cells, (cell) => cell.orgCount),
    income: Float64Array.from(cells, (cell) => cell.income),
    revenue: Float64Array.from(cells, (cell) => cell.revenue),
    assets: Float64Array.from(cells, (cell) => cell.assets),
  };
  tables.set(aggregate, table);
  return table;
}

/**
 * The answer to one `GET /money-flow`, from the cells alone (one pass over a few thousand). The goal and bucket
 * filters apply to everything; the state filter to everything but the per-state maps, which keep every state so
 * that the map still offers the others. The backend answers with it, and the test fakes too, so they cannot part ways.
 */
export function summarizeMoneyFlow(aggregate: MoneyFlowCells, filters: MoneyFlowFilters): MoneyFlowResponse {
  const table = tableOf(aggregate);
  const groupIn = new Uint8Array(NO_GROUP + 1).fill(filters.unsdg ? 0 : 1);
  if (filters.unsdg) for (const group of nteeMajorGroupsOfUnsdg(filters.unsdg)) groupIn[GROUP_INDEX.get(group)!] = 1;
  const bucketIn = new Uint8Array(INCOME_BUCKETS.length).fill(filters.incomeBuckets.length > 0 ? 0 : 1);
  for (const code of filters.incomeBuckets) bucketIn[BUCKET_INDEX.get(code)!] = 1;
  const onlyState = filters.state === null ? -1 : table.states.indexOf(filters.state);

  const stateOrgs = new Float64Array(table.states.length);
  const stateIncomes = new Float64Array(table.states.length);
  const bucketOrgs = new Float64Array(INCOME_BUCKETS.length);
  const bucketIncomes = new Float64Array(INCOME_BUCKETS.length);
  const total = { orgCount: 0, income: 0, revenue: 0, assets: 0 };
  const grantmakers = { orgCount: 0, income: 0, assets: 0 };

  for (let i = 0; i < table.size; i++) {
    const bucket = table.bucket[i]!;
    if (!groupIn[table.group[i]!] || !bucketIn[bucket]) continue;
    const state = table.state[i]!;
    const orgCount = table.orgCount[i]!;
    const income = table.income[i]!;
    stateOrgs[state]! += orgCount;
    stateIncomes[state]! += income;
    if (filters.state !== null && state !== onlyState) continue;
    total.orgCount += orgCount;
    total.income += income;
    total.revenue += table.revenue[i]!;
    total.assets += table.assets[i]!;
    bucketOrgs[bucket]! += orgCount;
    bucketIncomes[bucket]! += income;
    if (table.grantmaker[i]) {
      grantmakers.orgCount += orgCount;
      grantmakers.income += income;
      grantmakers.assets += table.assets[i]!;
    }
  }

  const orgCounts: Record<string, number> = {};
  const stateIncome: Record<string, number> = {};
  table.states.forEach((state, index) => {
    orgCounts[state] = stateOrgs[index]!;
    stateIncome[state] = stateIncomes[index]!;
  });

  return {
    filters,
    headerMetrics: {
      orgCount: total.orgCount,
      totalIncome: total.income,
      totalRevenue: total.revenue,
      totalAssets: total.assets,
      statesCovered: aggregate.coverage.states.length,
    },
    orgCounts,
    stateIncome,
    allIncomeBuckets: INCOME_BUCKETS.map(({ code, label }, index) => ({
      code,
      label,
      selected: bucketIn[index] === 1,
      orgCount: bucketOrgs[index]!,
      income: bucketIncomes[index]!,
    })),
    allIncomeBucketsTotal: { orgCount: total.orgCount, income: total.income },
    sourcesOfIncome: {
      servicesAndProductsPercent: 0,
      grantsPercent: 0,
      investmentPercent: 0,
      otherSourcesPercent: 0,
      available: false,
      note: SOURCES_OF_INCOME_NOTE,
    },
    grantIncome: {
      orgCount: grantmakers.orgCount,
      income: grantmakers.income,
      assets: grantmakers.assets,
      foundationCodes: [...GRANTMAKER_FOUNDATION_CODES],
    },
    coverage: aggregate.coverage,
  };
}
