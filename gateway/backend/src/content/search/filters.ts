import type { ContentItem, ItemCounters } from '../model.js';

/**
 * The explore filters (SPEC 9 filter values) as predicates. Several filters combine with AND.
 * USED_BY_MANY: at least USED_BY_MANY_THRESHOLD organisations use the solution (accounts that follow or
 * recommend it); two, so that one enthusiastic user does not make a solution 'used by many'.
 */
export const USED_BY_MANY_THRESHOLD = 2;

export type FilterPredicate = (item: ContentItem, counters: ItemCounters) => boolean;

const attribute =
  (name: 'womanLeadership' | 'blackLeadership' | 'latinoLeadership' | 'veteranLed'): FilterPredicate =>
  (item) =>
    item.solution?.attributes[name] === true;

export const FILTER_PREDICATES: Readonly<Record<string, FilterPredicate>> = {
  HIRING: (item) => Boolean(item.solution && (item.solution.hiringUrl !== '' || item.solution.attributes.hiring === true)),
  WOMAN_LEADERSHIP: attribute('womanLeadership'),
  BLACK_LEADERSHIP: attribute('blackLeadership'),
  LATINO_LEADERSHIP: attribute('latinoLeadership'),
  VETERAN_LED: attribute('veteranLed'),
  // Solutions created on the site have no nonprofit status recorded: neither filter matches them.
  NON_PROFIT: (item) => item.solution?.attributes.nonProfit === true,
  FOR_PROFIT: (item) => item.solution?.attributes.nonProfit === false,
  TECH_4_PI: (item) => item.solution?.tech4piCert === true,
  USED_BY_MANY: (item, counters) => item.contentType === 'tech-solution' && counters.orgsUseSolution >= USED_BY_MANY_THRESHOLD,
  TECHNOLOGY: (item) => item.solution?.solutionType === 'TECHNOLOGY',
  SERVICE: (item) => item.solution?.solutionType === 'SERVICE',
  HAS_IDEAS: (item) => item.ideas > 0,
  NON_PROFIT_APPLY: (item) => item.eligibility === 'NON_PROFIT',
  OTHERS_APPLY: (item) => item.eligibility === 'OTHERS',
};

/** True when the item passes every filter (an unknown value passes: the parameters are validated first). */
export function passesFilters(item: ContentItem, counters: ItemCounters, filters: readonly string[]): boolean {
  return filters.every((filter) => FILTER_PREDICATES[filter]?.(item, counters) ?? true);
}
