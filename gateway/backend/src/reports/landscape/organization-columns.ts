import { US_STATES } from '@x4i/shared/domain';
import type { Queryable } from '../../db/db.js';

/**
 * Every organisation of the IRS records (each EIN's newest record, in the 50 states and DC, as the money flow
 * counts them) as columns in typed arrays: about 350,000 organisations in some 20 MB. A landscape filters and
 * groups them in a few milliseconds, without a query on the database's single thread; the columns are built once
 * per version of the imported files.
 */
export interface OrganizationColumns {
  version: string;
  size: number;
  ein: Uint32Array;
  /** Index into STATE_CODES. */
  state: Uint8Array;
  /** Index into nteeCodes; 0 is no code. */
  ntee: Uint16Array;
  nteeCodes: string[];
  /** SUBSECTION as a number; NO_CODE when absent. */
  subsection: Uint8Array;
  /** FOUNDATION as a number; NO_CODE when absent. */
  foundation: Uint8Array;
  /** The year of the IRS ruling; 0 when absent. */
  rulingYear: Uint16Array;
  /** INCOME_AMT and ASSET_AMT in dollars; absent is 0, as the money flow sums them. */
  income: Float64Array;
  assets: Float64Array;
  /** Index into cities ('STATE|CITY'); 0 is none. */
  city: Uint32Array;
  cities: string[];
  /** The first five digits of ZIP as a number; 0 when absent. */
  zip: Uint32Array;
}

export const STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);
export const NO_CODE = 255;

interface Row {
  ein: string;
  state: string | null;
  ntee: string | null;
  subsection: string | null;
  foundation: string | null;
  ruling: string | null;
  income_amt: number | string | null;
  asset_amt: number | string | null;
  city: string | null;
  zip: string | null;
}

/** Each EIN's newest record (newest snapshot, then latest tax period, then file name), read in slices of EINs. */
const SLICE_SQL = `
  SELECT DISTINCT ON (b.ein) b.ein, upper(trim(b.state)) AS state, upper(trim(b.ntee_cd)) AS ntee, b.subsection, b.foundation,
         b.ruling, b.income_amt, b.asset_amt, upper(trim(b.city)) AS city, left(trim(b.zip), 5) AS zip
  FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
  WHERE b.ein >= $1 AND b.ein < $2
  ORDER BY b.ein, f.snapshot_date DESC, b.tax_period DESC NULLS LAST, b.source_file`;

/** EINs by their first digit: ten slices keep the rows held at once to a tenth of the table. */
const SLICES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ':'];

const codeNumber = (value: string | null): number => {
  const parsed = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isInteger(parsed) && parsed >= 0 && parsed < NO_CODE ? parsed : NO_CODE;
};

const yearOf = (ruling: string | null): number => {
  const year = ruling ? Number.parseInt(ruling.slice(0, 4), 10) : Number.NaN;
  return Number.isInteger(year) && year >= 1800 && year <= 2100 ? year : 0;
};

class Dictionary {
  readonly values: string[] = [''];
  private readonly index = new Map<string, number>([['', 0]]);
  of(value: string): number {
    let id = this.index.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.index.set(value, id);
    }
    return id;
  }
}

/** Grows typed arrays as rows arrive, then trims them to size. */
function builder(capacity: number) {
  let size = 0;
  let cap = capacity;
  const make = () => ({
    ein: new Uint32Array(cap),
    state: new Uint8Array(cap),
    ntee: new Uint16Array(cap),
    subsection: new Uint8Array(cap),
    foundation: new Uint8Array(cap),
    rulingYear: new Uint16Array(cap),
    income: new Float64Array(cap),
    assets: new Float64Array(cap),
    city: new Uint32Array(cap),
    zip: new Uint32Array(cap),
  });
  let arrays = make();
  type Arrays = typeof arrays;
  const grow = () => {
    const old = arrays;
    cap *= 2;
    arrays = make();
    for (const key of Object.keys(old) as (keyof Arrays)[]) (arrays[key] as Uint32Array).set(old[key] as Uint32Array);
  };
  return {
    push(values: { [K in keyof Arrays]: number }) {
      if (size === cap) grow();
      for (const key of Object.keys(values) as (keyof Arrays)[]) arrays[key][size] = values[key];
      size += 1;
    },
    finish(): Arrays & { size: number } {
      const trimmed = {} as Arrays;
      for (const key of Object.keys(arrays) as (keyof Arrays)[]) (trimmed as Record<string, unknown>)[key] = arrays[key].slice(0, size);
      return { ...trimmed, size };
    },
  };
}

export async function loadOrganizationColumns(db: Queryable, version: string): Promise<OrganizationColumns> {
  const stateIndex = new Map(STATE_CODES.map((code, index) => [code, index]));
  const nteeCodes = new Dictionary();
  const cities = new Dictionary();
  const rows = builder(1 << 16);
  for (let slice = 0; slice < SLICES.length - 1; slice += 1) {
    const found = await db.query<Row>(SLICE_SQL, [SLICES[slice], SLICES[slice + 1]]);
    for (const row of found) {
      const state = stateIndex.get(row.state ?? '');
      const ein = Number(row.ein);
      if (state === undefined || !Number.isSafeInteger(ein)) continue;
      const zip = Number(row.zip);
      rows.push({
        ein,
        state,
        ntee: nteeCodes.of(row.ntee ?? ''),
        subsection: codeNumber(row.subsection),
        foundation: codeNumber(row.foundation),
        rulingYear: yearOf(row.ruling),
        income: Number(row.income_amt ?? 0) || 0,
        assets: Number(row.asset_amt ?? 0) || 0,
        city: row.city ? cities.of(`${row.state}|${row.city}`) : 0,
        zip: Number.isInteger(zip) && zip > 0 ? zip : 0,
      });
    }
  }
  return { version, ...rows.finish(), nteeCodes: nteeCodes.values, cities: cities.values };
}
