import { nteeCodeCountsRequest, nteeCodesKey } from '@x4i/shared';
import { normalizeEin } from '@x4i/shared/domain';
import { type DataRequest, type RouteLocation } from '@x4i/shared/contracts';
import { builderChoiceOf } from './features/builder/domain/builder-choice';
import type { routeTable } from './route-table';

/**
 * What each page of this remote loads, declared once per route, so a server renderer can fetch the same requests
 * before rendering. The builder loads the taxonomy and, for a chosen code, who carries it; its suggestions follow
 * a description the reader submits. The finder's pages load what their search or EIN asks for.
 */
export const routeData: Record<(typeof routeTable)[number]['id'], (location: RouteLocation) => DataRequest[]> = {
  builder: ({ searchParams }) => {
    const { code } = builderChoiceOf(searchParams);
    return [{ path: nteeCodesKey(), params: {} }, ...(code ? [nteeCodeCountsRequest(code)] : [])];
  },
  // The changer's data is the signed-in user's (credits, letters) and the taxonomy; nothing to load before the browser.
  changer: () => [],
  'changer-start': () => [{ path: nteeCodesKey(), params: {} }],
  finder: ({ searchParams }) => {
    const q = searchParams.get('q')?.trim() ?? '';
    const page = Number(searchParams.get('page'));
    const params: Record<string, string> = Number.isInteger(page) && page > 1 ? { q, page: String(page) } : { q };
    const search: DataRequest[] = q ? [{ path: '/x4i-nonprofit/search', params }] : [];
    return [{ path: '/x4i-nonprofit/finder-page', params: {} }, ...search];
  },
  'finder-ein': ({ params }) => (params.ein ? [{ path: `/x4i-nonprofit/details/${encodeURIComponent(normalizeEin(params.ein))}`, params: {} }] : []),
  'finder-legacy': () => [],
};
