import { DEFAULT_MARKER, type ExploreTab } from '@x4i/shared/domain';
import { atom } from 'jotai';

/**
 * The explore state that the URL does not carry (SPEC 3 'Explore state'). Category, content type, search term and
 * filters live in the URL (links and Back work); the pages live in the SWR cache; these live in the remote's store.
 */

/** The sort chosen on each tab; DEFAULT until one is chosen (SPEC 4: choosing a sort reloads the content). */
export const selectedSortAtom = atom<Record<ExploreTab, string>>({ SOLUTION: DEFAULT_MARKER, CHALLENGE: DEFAULT_MARKER, GRANT: DEFAULT_MARKER });

/**
 * The search field: its text, the URL search term it was typed against, and the term a search has just navigated
 * to. While the URL shows either of those terms the text is the user's (the page being left can stay on screen while
 * the next one renders); once the URL's term changes from elsewhere (a link, Back) the field shows the URL's.
 */
export const searchBoxAtom = atom<{ text: string; typedAgainst: string | null; committed: string | null }>({
  text: '',
  typedAgainst: null,
  committed: null,
});

/**
 * The search term whose page takes the focus back into its field: set when the field had focus as a search
 * navigated, since the shell mounts a new page when a listing becomes a search, and typing should go on there.
 */
export const refocusSearchAtom = atom<string | null>(null);

/** A solution slug typed into the search (SPEC 5): shown highlighted at the top of the listing it led to. */
export const highlightedSolutionAtom = atom<{ slug: string; listing: string } | null>(null);
