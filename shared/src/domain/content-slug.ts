/**
 * Content slugs (SPEC 3): c, g or s, a hyphen, then word characters. SPEC names no letter for knowledge-base
 * articles; they take k, so that every item of the directory has a slug of the same shape.
 */

export const CONTENT_SLUG_KINDS = { c: 'challenge', s: 'solution', g: 'grant', k: 'article' } as const;

export type ContentSlugPrefix = keyof typeof CONTENT_SLUG_KINDS;
export type ContentSlugKind = (typeof CONTENT_SLUG_KINDS)[ContentSlugPrefix];

export interface ParsedContentSlug {
  slug: string;
  prefix: ContentSlugPrefix;
  kind: ContentSlugKind;
  /** The word characters after the hyphen. */
  id: string;
}

const CONTENT_SLUG = /^([cgsk])-(\w+)$/;

export function isContentSlug(value: string): boolean {
  return CONTENT_SLUG.test(value);
}

/** SPEC 5: a slug typed into search is used only when it looks like a solution slug. */
export function isSolutionSlug(value: string): boolean {
  return parseContentSlugOrNull(value)?.kind === 'solution';
}

export function parseContentSlugOrNull(value: string): ParsedContentSlug | null {
  const match = CONTENT_SLUG.exec(value);
  if (!match) return null;
  const prefix = match[1] as ContentSlugPrefix;
  return { slug: value, prefix, kind: CONTENT_SLUG_KINDS[prefix], id: match[2]! };
}

/** Throws 'Unrecognized content slug format' (SPEC 5) for anything else. */
export function parseContentSlug(value: string): ParsedContentSlug {
  const parsed = parseContentSlugOrNull(value);
  if (!parsed) throw new Error('Unrecognized content slug format');
  return parsed;
}
