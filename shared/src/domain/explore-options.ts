import type { ContentType } from './content-types.js';
import { DEFAULT_MARKER } from './explore-rules.js';

/**
 * Sort and filter options of the explore tabs (SPEC 3 'Explore filter option', 4 'Explore tabs and filters',
 * 9 'Sort values' and 'Filter values'). The uri is the slug a filter takes in the `filter` query parameter.
 * SPEC 9 lists two more solution filters whose names it does not show; the grant pair NON_PROFIT_APPLY /
 * OTHERS_APPLY of SPEC 4 stands in for them under grants.
 */

export const EXPLORE_TABS = ['SOLUTION', 'CHALLENGE', 'GRANT'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];

export interface ExploreOptionDef {
  value: string;
  label: string;
}

export interface ExploreFilterDef extends ExploreOptionDef {
  uri: string;
}

export const SORT_OPTIONS: Readonly<Record<ExploreTab, readonly ExploreOptionDef[]>> = {
  SOLUTION: [
    { value: DEFAULT_MARKER, label: 'Most relevant' },
    { value: 'CREATION_DATE', label: 'Newest' },
    { value: 'POPULARITY', label: 'Most popular' },
  ],
  CHALLENGE: [
    { value: DEFAULT_MARKER, label: 'Most relevant' },
    { value: 'CREATION_DATE', label: 'Newest' },
    { value: 'POPULARITY', label: 'Most popular' },
    { value: 'ACTIVITY', label: 'Most active' },
  ],
  GRANT: [
    { value: DEFAULT_MARKER, label: 'Most relevant' },
    { value: 'EXPIRATION_DATE', label: 'Closing soonest' },
    { value: 'GRANT_AMOUNT', label: 'Largest amount' },
  ],
};

const DEFAULT_FILTER: ExploreFilterDef = { value: DEFAULT_MARKER, uri: 'default', label: 'All' };

export const FILTER_OPTIONS: Readonly<Record<ExploreTab, readonly ExploreFilterDef[]>> = {
  SOLUTION: [
    DEFAULT_FILTER,
    { value: 'HIRING', uri: 'hiring', label: 'Hiring' },
    { value: 'WOMAN_LEADERSHIP', uri: 'women-leadership', label: 'Women leadership' },
    { value: 'BLACK_LEADERSHIP', uri: 'black-leadership', label: 'Black leadership' },
    { value: 'LATINO_LEADERSHIP', uri: 'latino-leadership', label: 'Latino leadership' },
    { value: 'VETERAN_LED', uri: 'veteran-led', label: 'Veteran led' },
    { value: 'NON_PROFIT', uri: 'non-profit', label: 'Nonprofit' },
    { value: 'FOR_PROFIT', uri: 'for-profit', label: 'For-profit' },
    { value: 'TECH_4_PI', uri: 'tech-4-pi', label: 'Tech4PI certified' },
    { value: 'USED_BY_MANY', uri: 'used-by-many', label: 'Used by many' },
    { value: 'TECHNOLOGY', uri: 'technology', label: 'Technology' },
    { value: 'SERVICE', uri: 'service', label: 'Service' },
  ],
  CHALLENGE: [DEFAULT_FILTER, { value: 'HAS_IDEAS', uri: 'has-ideas', label: 'Has ideas' }],
  GRANT: [
    DEFAULT_FILTER,
    { value: 'NON_PROFIT_APPLY', uri: 'non-profit-apply', label: 'Nonprofits can apply' },
    { value: 'OTHERS_APPLY', uri: 'others-apply', label: 'Others can apply' },
  ],
};

/** Pairs of filters that exclude each other (SPEC 4). */
export const EXCLUSIVE_FILTER_PAIRS: readonly (readonly [string, string])[] = [
  ['TECHNOLOGY', 'SERVICE'],
  ['NON_PROFIT', 'FOR_PROFIT'],
  ['NON_PROFIT_APPLY', 'OTHERS_APPLY'],
];

/** The explore tab of a content type; articles and money flow have none. */
export function exploreTabOf(contentType: ContentType): ExploreTab | null {
  switch (contentType) {
    case 'tech-solution':
      return 'SOLUTION';
    case 'social-challenge-idea':
      return 'CHALLENGE';
    case 'grants-funding':
      return 'GRANT';
    default:
      return null;
  }
}

/**
 * Toggles one filter in a selection: DEFAULT clears all others, any other removes DEFAULT and its exclusive
 * partner, and an empty selection reverts to DEFAULT.
 */
export function toggleFilter(selected: readonly string[], value: string): string[] {
  if (value === DEFAULT_MARKER) return [DEFAULT_MARKER];
  let next: string[];
  if (selected.includes(value)) {
    next = selected.filter((entry) => entry !== value);
  } else {
    const partner = EXCLUSIVE_FILTER_PAIRS.find((pair) => pair.includes(value))?.find((entry) => entry !== value);
    next = [...selected.filter((entry) => entry !== DEFAULT_MARKER && entry !== partner), value];
  }
  return next.length === 0 ? [DEFAULT_MARKER] : next;
}

function filterDefs(tab: ExploreTab | null): readonly ExploreFilterDef[] {
  return tab ? FILTER_OPTIONS[tab] : [];
}

/** Filter values → URL slugs, leaving out DEFAULT and unknown values. */
export function filterValuesToUris(tab: ExploreTab | null, values: readonly string[]): string[] {
  return values.flatMap((value) => {
    const def = filterDefs(tab).find((entry) => entry.value === value);
    return def && def.value !== DEFAULT_MARKER ? [def.uri] : [];
  });
}

/** URL slugs → filter values, ignoring unknown slugs and resolving exclusive pairs in favour of the last one. */
export function filterUrisToValues(tab: ExploreTab | null, uris: readonly string[]): string[] {
  let selected: string[] = [DEFAULT_MARKER];
  for (const uri of uris) {
    const def = filterDefs(tab).find((entry) => entry.uri === uri.trim().toLowerCase());
    if (def && def.value !== DEFAULT_MARKER && !selected.includes(def.value)) selected = toggleFilter(selected, def.value);
  }
  return selected;
}

export function isSortValue(tab: ExploreTab, value: string): boolean {
  return SORT_OPTIONS[tab].some((entry) => entry.value === value);
}

export function isFilterValue(tab: ExploreTab, value: string): boolean {
  return FILTER_OPTIONS[tab].some((entry) => entry.value === value);
}
