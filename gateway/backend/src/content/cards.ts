import type { ContentCard } from '@x4i/shared/contracts';
import { contentUrl } from '@x4i/shared/domain';
import { NO_FLAGS, type ContentItem, type ItemCounters, type UserFlags } from './model.js';

/** Items are replaced, never changed, on an update: an item's URL can be kept with it. */
const urls = new WeakMap<ContentItem, string>();

/** The page of an item on this site (SPEC 2.4 content URLs). */
export function itemUrl(item: ContentItem): string {
  let url = urls.get(item);
  if (url === undefined) {
    url = contentUrl({ contentType: item.contentType, title: item.title, categories: item.categories, slug: item.slug });
    urls.set(item, url);
  }
  return url;
}

/** The longer text of a card: a solution's main features, else the first paragraph of the body. */
function descriptionOf(item: ContentItem): string {
  if (item.solution) return item.solution.mainFeatures.join(' · ');
  return item.themed?.body[0] ?? '';
}

export function toContentCard(item: ContentItem, counters: ItemCounters, flags: UserFlags = NO_FLAGS): ContentCard {
  return {
    id: item.id,
    slug: item.slug,
    contentType: item.contentType,
    title: item.title,
    url: itemUrl(item),
    categories: item.categories,
    summary: item.summary,
    description: descriptionOf(item),
    logo: item.solution?.logo || null,
    fundingLogo: item.themed?.fundingLogo || null,
    organization: item.organization,
    fundingName: item.themed?.fundingName ?? null,
    opportunityId: item.themed?.opportunityId ?? null,
    grantAmount: item.grantAmount,
    expirationDate: item.expirationDate,
    createdAt: item.createdAt,
    modifiedAt: item.modifiedAt,
    votes: counters.votes,
    follows: counters.follows,
    orgsUseSolution: item.contentType === 'tech-solution' ? counters.orgsUseSolution : 0,
    followed: flags.followed,
    userAssociated: flags.userAssociated,
    demo: item.demo,
  };
}
