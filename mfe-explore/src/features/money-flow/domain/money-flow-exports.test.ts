import { buildMoneyFlowResponse } from '@x4i/shared/testing';
import { bucketExport, filtersText, stateExport } from './money-flow-exports';

describe('the money flow downloads', () => {
  it('list every covered state with its organizations and income, with the IRS source and its dates', () => {
    const data = buildMoneyFlowResponse();
    const table = stateExport(data);
    expect(table.title).toBe('Organizations and income by state');
    expect(table.header).toEqual(['State', 'Code', 'Organizations', 'Income (USD)']);
    expect(table.rows).toHaveLength(Object.keys(data.orgCounts).length);
    for (const [, code, organizations, income] of table.rows) {
      expect(organizations).toBe(data.orgCounts[code as string]);
      expect(income).toBe(data.stateIncome[code as string]);
    }
    expect(table.sources[0]).toMatchObject({ name: 'IRS Exempt Organizations Business Master File', url: data.coverage.sourceUrl });
    expect(table.sources[0]!.year).toMatch(/files dated/);
  });

  it('list the four buckets, leaving a bucket the filter leaves out without figures, and say the filters', () => {
    const data = buildMoneyFlowResponse({ incomeBuckets: ['SMALL'], unsdg: 'UNSDG1', state: 'OR' });
    const table = bucketExport(data);
    expect(table.title).toBe('Organizations and income by income bucket (goal: No Poverty; income: Small: Less than $1M; state: Oregon)');
    expect(table.rows).toHaveLength(4);
    const small = data.allIncomeBuckets.find((bucket) => bucket.code === 'SMALL')!;
    expect(table.rows).toContainEqual([small.label, small.orgCount, small.income]);
    expect(table.rows.filter((row) => row[1] === null)).toHaveLength(3);
    // The map's figures are for every state: the state filter is not said there.
    expect(stateExport(data).title).toBe('Organizations and income by state (goal: No Poverty; income: Small: Less than $1M)');
  });

  it('says nothing of filters when there are none', () => {
    expect(filtersText({ unsdg: null, state: null, incomeBuckets: [] }, true)).toBe('');
  });
});
