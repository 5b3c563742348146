/** Content types, their display names and the type word used in content URLs (SPEC 2.4). */
export const CONTENT_TYPES = [
  { contentType: 'social-challenge-idea', displayName: 'Challenges', typeWord: 'challenge' },
  { contentType: 'tech-solution', displayName: 'Solutions', typeWord: 'solution' },
  { contentType: 'grants-funding', displayName: 'Grants', typeWord: 'grant' },
  { contentType: 'knowledge-base', displayName: 'Articles', typeWord: 'kb' },
  { contentType: 'money-flow', displayName: 'Flow', typeWord: 'money' },
] as const;

export type ContentTypeInfo = (typeof CONTENT_TYPES)[number];
export type ContentType = ContentTypeInfo['contentType'];
export type ContentTypeWord = ContentTypeInfo['typeWord'];

export const DEFAULT_CONTENT_TYPE: ContentType = 'tech-solution';

/** The content types the explore tabs accept as aliases (SPEC 2.4). */
export const EXPLORE_TAB_CONTENT_TYPES: readonly ContentType[] = ['tech-solution', 'grants-funding', 'social-challenge-idea'];

export function isContentType(value: string): value is ContentType {
  return CONTENT_TYPES.some((entry) => entry.contentType === value);
}

/** Accepts a content type or its type word, in any case. */
export function findContentType(value: string): ContentTypeInfo | undefined {
  const wanted = value.trim().toLowerCase();
  return CONTENT_TYPES.find((entry) => entry.contentType === wanted || entry.typeWord === wanted);
}

export function contentTypeDisplayName(contentType: ContentType): string {
  return findContentType(contentType)!.displayName;
}

export function contentTypeWord(contentType: ContentType): ContentTypeWord {
  return findContentType(contentType)!.typeWord;
}
