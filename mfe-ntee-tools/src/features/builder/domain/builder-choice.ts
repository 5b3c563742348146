import { isNteeCodeShape, nteeDecadeOf, NTEE_MAJOR_GROUP_CODES } from '@x4i/shared/domain';
import { NTEE_DESCRIPTION_MAX_LENGTH } from '@x4i/shared/contracts';

/**
 * The builder's state lives in its URL, so that a code being built can be shared or bookmarked:
 * ?group=B&decade=B2&code=B21 for the levels, ?q= for a description. A value the page cannot read is left out.
 */
export interface BuilderChoice {
  group: string | null;
  decade: string | null;
  code: string | null;
  description: string;
}

const upper = (value: string | null) => value?.trim().toUpperCase() ?? '';

/** The choice in a query; codes are checked against the taxonomy's list when it is known. */
export function builderChoiceOf(searchParams: URLSearchParams, knownCodes: ReadonlySet<string> | null = null): BuilderChoice {
  const rawCode = upper(searchParams.get('code'));
  const code = isNteeCodeShape(rawCode) && (knownCodes === null || knownCodes.has(rawCode)) ? rawCode : null;
  const rawGroup = upper(searchParams.get('group'));
  const group = code ? code[0]! : (NTEE_MAJOR_GROUP_CODES as readonly string[]).includes(rawGroup) ? rawGroup : null;
  const rawDecade = upper(searchParams.get('decade'));
  const decade = code ? nteeDecadeOf(code) : group && /^[A-Z]\d$/.test(rawDecade) && rawDecade[0] === group ? rawDecade : null;
  const description = (searchParams.get('q') ?? '').trim().slice(0, NTEE_DESCRIPTION_MAX_LENGTH);
  return { group, decade, code, description };
}

/** The query of a choice: only what is chosen, each level implied by the one below it left out. */
export function builderSearch(choice: Partial<BuilderChoice>): string {
  const params = new URLSearchParams();
  if (choice.code) params.set('code', choice.code);
  else {
    if (choice.group) params.set('group', choice.group);
    if (choice.group && choice.decade) params.set('decade', choice.decade);
  }
  if (choice.description) params.set('q', choice.description);
  const text = params.toString();
  return text ? `?${text}` : '';
}
