import { UN_SDG_GOAL_ROWS } from './un-sdg-goals.js';

/** One entry of the category wheel (SPEC 3 'UN SDG entry'): a goal, or the overall entry ALL. */
export interface UnSdgEntry {
  /** 1-17; 0 for ALL. */
  position: number;
  label: string;
  /** 'UNSDG1'..'UNSDG17', or 'ALL'. */
  value: string;
  /** URL slug used as categorySlug ('no-poverty'), or 'all'. */
  uri: string;
  color: string;
  imageSrc: string;
  circleImageSrc: string;
  tip: string;
  shorthand: string;
}

export const ALL_CATEGORY_VALUE = 'ALL';
export const ALL_CATEGORY_URI = 'all';

/** Kebab-case of a goal's short name: 'Industry, innovation and infrastructure' → 'industry-innovation-and-infrastructure'. */
export function toUriSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Goal images are not shipped yet; the paths are where the shell will serve them.
export const UN_SDG_GOALS: readonly UnSdgEntry[] = UN_SDG_GOAL_ROWS.map((row) => ({
  position: row.goal,
  label: row.shortTitle,
  value: `UNSDG${row.goal}`,
  uri: toUriSlug(row.shortName),
  color: row.colorHex,
  imageSrc: `/assets/sdg/goal-${row.goal}.svg`,
  circleImageSrc: `/assets/sdg/goal-${row.goal}-circle.svg`,
  tip: row.officialTitle,
  shorthand: `UN SDG #${row.goal}`,
}));

export const UN_SDG_ALL: UnSdgEntry = {
  position: 0,
  label: 'All',
  value: ALL_CATEGORY_VALUE,
  uri: ALL_CATEGORY_URI,
  // The site's secondary colour: ALL has no UN colour of its own.
  color: '#304659',
  imageSrc: '/assets/sdg/all.svg',
  circleImageSrc: '/assets/sdg/all-circle.svg',
  tip: 'All 17 UN sustainable development goals',
  shorthand: 'All UN SDGs',
};

/** ALL first, then goals 1-17: the order the explore wheel shows them. */
export const UN_SDG_ENTRIES: readonly UnSdgEntry[] = [UN_SDG_ALL, ...UN_SDG_GOALS];

const byValue = new Map(UN_SDG_ENTRIES.map((entry) => [entry.value, entry]));
const byUri = new Map(UN_SDG_ENTRIES.map((entry) => [entry.uri, entry]));

export function findUnSdgByValue(value: string): UnSdgEntry | undefined {
  return byValue.get(value.trim().toUpperCase());
}

export function findUnSdgByUri(uri: string): UnSdgEntry | undefined {
  return byUri.get(uri.trim().toLowerCase());
}

/** Throws 'Unable to find a category with identifier' (SPEC 8) for an unknown UNSDG value. */
export function getUnSdgByValue(value: string): UnSdgEntry {
  const entry = findUnSdgByValue(value);
  if (!entry) throw new Error(`Unable to find a category with identifier ${value}`);
  return entry;
}

export function getUnSdgByUri(uri: string): UnSdgEntry {
  const entry = findUnSdgByUri(uri);
  if (!entry) throw new Error(`Unable to find a category with identifier ${uri}`);
  return entry;
}
