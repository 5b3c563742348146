import { isSolutionSlug, SEARCH_DELAY_MS, type ListingContentType } from '@x4i/shared/domain';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from '@x4i/shared/router';
import { exploreUrl } from '../../kit/domain/explore-query';
import { useExploreAtom, useSetExploreAtom } from '../../kit/state/explore-store';
import { highlightedSolutionAtom, refocusSearchAtom, searchBoxAtom } from '../state/explore-atoms';

export interface SearchBox {
  text: string;
  setText(text: string): void;
  /** Searches now (Enter or the button), without waiting for typing to stop. */
  submit(): void;
  inputRef: RefObject<HTMLInputElement | null>;
}

const normalize = (text: string) => text.trim().toLowerCase();

/**
 * The explore search field (SPEC 4 'Explore search', 5, 9): the trimmed text goes to the 'q-' URL once typing
 * stops for the search delay, or at once on submit; empty text goes back to the listing. A solution slug
 * ('s-abc') is not searched for: the field is cleared and the listing shows that solution highlighted.
 */
export function useSearchBox({ categorySlug, contentType, searchTerm }: { categorySlug: string; contentType: ListingContentType; searchTerm: string }): SearchBox {
  const [box, setBox] = useExploreAtom(searchBoxAtom);
  const [refocus, setRefocus] = useExploreAtom(refocusSearchAtom);
  const setHighlight = useSetExploreAtom(highlightedSolutionAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);

  // The user's text while the URL shows the term it was typed against or the one it led to; else the URL's term.
  const own = box.typedAgainst === searchTerm || box.committed === searchTerm;
  const text = own ? box.text : searchTerm;
  // Typing while a search is on its way keeps it pending: those keys belong to the page it leads to.
  const setText = useCallback((value: string) => setBox((current) => ({ ...current, text: value, typedAgainst: searchTerm })), [searchTerm, setBox]);

  // The search has landed: the text now belongs to this term, so that Back to the previous term shows that one.
  useEffect(() => {
    if (box.committed !== null && box.committed === searchTerm) setBox({ text: box.text, typedAgainst: searchTerm, committed: null });
  }, [box, searchTerm, setBox]);

  const commit = useCallback(
    (value: string) => {
      const term = value.trim();
      const hadFocus = document.activeElement !== null && document.activeElement === inputRef.current;
      if (isSolutionSlug(normalize(term))) {
        const listing = exploreUrl({ categorySlug, contentType });
        setHighlight({ slug: normalize(term), listing });
        setBox({ text: '', typedAgainst: searchTerm, committed: '' });
        setRefocus(hadFocus ? '' : null);
        if (searchTerm) navigate(`${listing}${search}`);
        return;
      }
      if (normalize(term) === searchTerm) return;
      setHighlight(null);
      setBox({ text: value, typedAgainst: searchTerm, committed: normalize(term) });
      setRefocus(hadFocus ? normalize(term) : null);
      // Refining a search replaces the entry, so Back does not replay each pause in typing.
      navigate(exploreUrl({ categorySlug, contentType, searchTerm: term }, search), { replace: !!searchTerm && !!term });
    },
    [categorySlug, contentType, searchTerm, search, navigate, setBox, setHighlight, setRefocus],
  );

  useEffect(() => {
    // Nothing new to search for, or the search for this text is on its way.
    if (normalize(text) === searchTerm || normalize(text) === box.committed) return;
    const timer = setTimeout(() => commit(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, searchTerm, box.committed, commit]);

  useEffect(() => {
    if (refocus === null || refocus !== searchTerm) return;
    setRefocus(null);
    const input = inputRef.current;
    if (!input || document.activeElement === input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [refocus, searchTerm, setRefocus]);

  return { text, setText, submit: () => commit(text), inputRef };
}
