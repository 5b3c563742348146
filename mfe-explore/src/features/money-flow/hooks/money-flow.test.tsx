import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { MoneyFlowParams } from '@x4i/shared/contracts';
import { moneyFlowHandlers, recordRequests, setupMswServer } from '@x4i/shared/testing';
import { getMoneyFlow, moneyFlowKey, useMoneyFlow } from './money-flow';

const server = setupMswServer(...moneyFlowHandlers);
const requests = recordRequests(server);
beforeEach(() => requests.clear());

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

const moneyFlowRequests = () => requests.urls.filter((url) => url.pathname === '/api/money-flow');

describe('GET /money-flow', () => {
  it('sends the goal and state in upper case and one incomeBucket per bucket', async () => {
    const body = await getMoneyFlow({ unsdg: 'unsdg3', state: 'vt', incomeBuckets: ['SMALL', 'ENTERPRISE'] });
    const [url] = moneyFlowRequests();
    expect(url?.searchParams.get('unsdg')).toBe('UNSDG3');
    expect(url?.searchParams.get('state')).toBe('VT');
    expect(url?.searchParams.getAll('incomeBucket')).toEqual(['ENTERPRISE', 'SMALL']);
    expect(body.filters).toEqual({ unsdg: 'UNSDG3', state: 'VT', incomeBuckets: ['ENTERPRISE', 'SMALL'] });
  });

  it('sends no parameter for no filter, nor for all four buckets', async () => {
    await getMoneyFlow({ unsdg: null, state: '', incomeBuckets: ['ENTERPRISE', 'HIGHER_MID', 'LOWER_MID', 'SMALL'] });
    expect(moneyFlowRequests()[0]?.search).toBe('');
  });

  it('keys equal filters alike', () => {
    const all: MoneyFlowParams = { incomeBuckets: ['SMALL', 'LOWER_MID', 'HIGHER_MID', 'ENTERPRISE'] };
    expect(moneyFlowKey(all)).toEqual(moneyFlowKey({}));
    expect(moneyFlowKey({ state: 'ak', incomeBuckets: ['SMALL', 'ENTERPRISE'] })).toEqual(['/money-flow', '', 'AK', 'ENTERPRISE,SMALL']);
  });

  it('reports a bad filter as the backend words it', async () => {
    await expect(getMoneyFlow({ state: 'PR' })).rejects.toMatchObject({ status: 400, code: 'invalid_state' });
  });

  it('keeps the previous figures while the next filters load', async () => {
    const { result, rerender } = renderHook((params: MoneyFlowParams) => useMoneyFlow(params), { wrapper, initialProps: {} });
    await waitFor(() => expect(result.current.data?.filters.state).toBeNull());
    rerender({ state: 'AK' });
    expect(result.current.data?.filters.state).toBeNull();
    await waitFor(() => expect(result.current.data?.filters.state).toBe('AK'));
    expect(moneyFlowRequests().map((url) => url.searchParams.get('state'))).toEqual([null, 'AK']);
  });
});
