import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { recordRequests, setupMswServer } from '@x4i/shared/testing';
import { getFinderPage } from '@x4i/shared';
import { getNonprofitDetails, nonprofitDetailsKey, useNonprofitDetails } from './nonprofit-details';
import { getNonprofitSearch, nonprofitSearchKey, useNonprofitSearch } from './nonprofit-search';
import { getNteeCodes } from '../../builder/hooks/ntee-codes';

const server = setupMswServer();
const requests = recordRequests(server);
beforeEach(() => requests.clear());

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

describe('nonprofit search', () => {
  it('finds organisations by the start of a word of their name', async () => {
    const response = await getNonprofitSearch('  valdez rif ');
    expect(response.q).toBe('valdez rif');
    expect(response.results).toEqual([{ ein: '010564885', name: 'VALDEZ JUNIOR RIFLE CLUB', city: 'VALDEZ', state: 'AK', nteeCode: 'N99' }]);
  });

  it('finds an organisation by EIN, with or without the dash', async () => {
    expect((await getNonprofitSearch('01-0564885')).results[0]?.name).toBe('VALDEZ JUNIOR RIFLE CLUB');
    expect((await getNonprofitSearch('010564885')).mode).toBe('ein');
  });

  it('reads fewer than 9 digits as the start of an EIN, and more as a mistake', async () => {
    expect((await getNonprofitSearch('01-05')).results.map((result) => result.ein)).toEqual(['010564885']);
    await expect(getNonprofitSearch('01-05648851')).rejects.toMatchObject({ status: 400, code: 'invalid_ein' });
  });

  it('makes no request for blank text', async () => {
    expect(nonprofitSearchKey('   ')).toBeNull();
    const { result } = renderHook(() => useNonprofitSearch(' '), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(requests.urls).toHaveLength(0);
  });

  it('searches the trimmed text', async () => {
    const { result } = renderHook(() => useNonprofitSearch(' food bank '), { wrapper });
    await waitFor(() => expect(result.current.data?.results).toHaveLength(1));
    expect(requests.urls[0]?.searchParams.get('q')).toBe('food bank');
  });
});

describe('nonprofit details', () => {
  it('loads an organisation by EIN, dash or not', async () => {
    expect(nonprofitDetailsKey('01-0564885')).toEqual(['/x4i-nonprofit/details', '010564885']);
    const { result } = renderHook(() => useNonprofitDetails('01-0564885'), { wrapper });
    await waitFor(() => expect(result.current.data?.name).toBe('VALDEZ JUNIOR RIFLE CLUB'));
  });

  it('reports a malformed EIN and an unknown one', async () => {
    await expect(getNonprofitDetails('12-34')).rejects.toMatchObject({ status: 400, code: 'invalid_ein' });
    await expect(getNonprofitDetails('999999999')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('does not retry an answer that will not change', async () => {
    const { result } = renderHook(() => useNonprofitDetails('999999999'), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'not_found' }));
    expect(requests.urls).toHaveLength(1);
  });
});

describe('finder page and NTEE codes', () => {
  it('load their data', async () => {
    expect((await getFinderPage()).orgCount).toBe(350040);
    expect((await getNteeCodes()).codes.map((code) => code.code)).toContain('N99');
  });
});
