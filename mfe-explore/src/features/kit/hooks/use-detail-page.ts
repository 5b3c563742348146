import { useAnalytics } from '@x4i/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@x4i/shared/router';
import { samePath } from '../domain/same-path';

/** Once the item's canonical URL is known, a page reached by another address moves there (replace; query kept). */
export function useCanonicalUrl(url: string | undefined): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (url && !samePath(pathname, url)) navigate(`${url}${search}${hash}`, { replace: true });
  }, [url, pathname, search, hash, navigate]);
}

export interface ViewedItem {
  id: string;
  slug: string;
  title: string;
  contentType: string;
}

/** Records view_item (SPEC 7.5) once per item shown. */
export function useViewItem(item: ViewedItem | undefined): void {
  const { track } = useAnalytics();
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!item || viewed.current === item.id) return;
    viewed.current = item.id;
    track('view_item', { item_id: item.slug, item_name: item.title, content_type: item.contentType });
  }, [item, track]);
}
