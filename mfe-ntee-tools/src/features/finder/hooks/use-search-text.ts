import { SEARCH_DELAY_MS } from '@x4i/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@x4i/shared/router';
import { useDebouncedValue } from './use-debounced-value';
import { pageFrom } from '../domain/finder-query';

export interface SearchText {
  /** What the field shows, as typed. */
  text: string;
  setText(text: string): void;
  /** The query the page searches: the URL's `?q=`, trimmed. */
  query: string;
  /** The page of its results: the URL's `?page=`, from 1 (a missing or malformed page is the first). */
  page: number;
  /** Searches now, without waiting for typing to stop (Enter). */
  submit(): void;
}

/**
 * The search field's text and the URL's `?q=`, kept together: typing updates the URL once it stops for the search
 * delay (replacing the entry, so Back leaves the finder instead of replaying each keystroke), and Back or Forward
 * to another `?q=` puts that text back in the field.
 */
export function useSearchText(): SearchText {
  const [searchParams, setSearchParams] = useSearchParams();
  // The browser's address when the page opened: the router's location lags behind it while a next page loads.
  const openedAt = useRef<string | undefined>(undefined);
  useEffect(() => {
    openedAt.current = window.location.pathname;
  }, []);
  const query = (searchParams.get('q') ?? '').trim();
  const page = pageFrom(searchParams.get('page'));
  const [text, setText] = useState(query);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  // The query this hook last wrote to (or read from) the URL, to tell its own updates from Back and Forward.
  const known = useRef(query);

  const write = useCallback(
    (value: string) => {
      const next = value.trim();
      if (next === known.current) return;
      // The visitor already opened another page (an organization from the list): React keeps this one on screen
      // while that one loads, and the address is no longer this page's to change.
      if (openedAt.current !== undefined && window.location.pathname !== openedAt.current) return;
      known.current = next;
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next) params.set('q', next);
          else params.delete('q');
          // A new query starts at its first page.
          params.delete('page');
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  // What the field shows now: a settled value it no longer shows is stale (a slow machine can settle 'ba' after
  // 'bank' and Enter were typed), and must not replace the search the visitor asked for.
  const latestText = useRef(text);
  latestText.current = text;
  useEffect(() => {
    if (settled === latestText.current) write(settled);
  }, [settled, write]);

  useEffect(() => {
    if (query === known.current) return;
    known.current = query;
    setText(query);
  }, [query]);

  return { text, setText, query, page, submit: () => write(text) };
}

/** The finder's search `?q=…&page=…`, page 1 without the parameter. */
export function searchHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `?${params.toString()}`;
}
