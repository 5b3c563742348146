import useSWRInfinite from 'swr/infinite';
import type { ContentCard, PagedList } from '@x4i/shared/contracts';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

/** SPEC 9: profile lists load 3 at a time; later pages append. */
export const PROFILE_LIST_PAGE_SIZE = 3;

export type ProfileListName = 'contributions' | 'follows';

export function getProfileList(list: ProfileListName, page: number): Promise<PagedList<ContentCard>> {
  return apiGet<PagedList<ContentCard>>(`/profile/${list}`, { page, limit: PROFILE_LIST_PAGE_SIZE });
}

export interface ProfileListState {
  items: ContentCard[];
  totalItems: number;
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: unknown;
  loadMore(): void;
}

/** `GET profile/contributions` or `profile/follows` (SPEC 7.1), page after page (pages are 1-based). */
export function useProfileList(list: ProfileListName, signedIn = true): ProfileListState {
  const { data, error, size, setSize, isLoading, isValidating } = useSWRInfinite(
    (index: number) => (signedIn ? ([`/profile/${list}`, index + 1] as const) : null),
    ([, page]) => getProfileList(list, page),
    { shouldRetryOnError: isRetryableApiError, revalidateFirstPage: false },
  );
  const items = data?.flatMap((page) => page.items) ?? [];
  const totalItems = data?.[data.length - 1]?.meta.totalItems ?? 0;
  const isLoadingMore = isValidating && size > (data?.length ?? 0);
  return {
    items,
    totalItems,
    hasMore: items.length < totalItems,
    isLoading,
    isLoadingMore,
    error,
    loadMore: () => void setSize(size + 1),
  };
}
