import type { CompensationQuery } from './filters.js';

/** Filings of one (income bucket, region, issue area) cell; a NULL is an organisation the data does not place. */
export interface FilingCell {
  income_bucket: string | null;
  region: string | null;
  issue_area: string | null;
  n: number;
}

type Dimension = 'income_bucket' | 'region' | 'issue_area';

const SELECTION: Record<Dimension, keyof Pick<CompensationQuery, 'incomeBuckets' | 'regions' | 'issueAreas'>> = {
  income_bucket: 'incomeBuckets',
  region: 'regions',
  issue_area: 'issueAreas',
};

/**
 * The filings per value of each dimension under the other two filters (SPEC 4: the options still offered), from
 * the counts per cell the database grouped: a sum over at most 4 × 4 × 26 cells, never over rows. A cell whose
 * value of a filtered dimension is NULL passes that filter only while it is empty, as in SQL.
 */
export function optionCounts(cells: readonly FilingCell[], query: Pick<CompensationQuery, 'incomeBuckets' | 'regions' | 'issueAreas'>): Record<Dimension, Map<string, number>> {
  const passes = (cell: FilingCell, dimension: Dimension) => {
    const selected: readonly string[] = query[SELECTION[dimension]];
    return selected.length === 0 || (cell[dimension] !== null && selected.includes(cell[dimension]));
  };
  const dimensions: Dimension[] = ['income_bucket', 'region', 'issue_area'];
  const result = { income_bucket: new Map<string, number>(), region: new Map<string, number>(), issue_area: new Map<string, number>() };
  for (const dimension of dimensions) {
    const others = dimensions.filter((other) => other !== dimension);
    for (const cell of cells) {
      const value = cell[dimension];
      if (value === null || !others.every((other) => passes(cell, other))) continue;
      result[dimension].set(value, (result[dimension].get(value) ?? 0) + cell.n);
    }
  }
  return result;
}
