import type { Corpus } from '../seed/load-corpus.js';
import { corpusRows } from '../seed/seed-content.js';
import type { ContentItem, SolutionFields, ThemedFields } from '../model.js';

/** The corpus as in-memory items without a database (ids are 'id-' + slug), for tests of the pure code. */
export function itemsFromCorpus(corpus: Corpus): ContentItem[] {
  return corpusRows(corpus).map((row) => {
    const createdAt = new Date(row.created_at).toISOString();
    const isSolution = row.content_type === 'tech-solution';
    return {
      id: `id-${row.slug}`,
      slug: row.slug,
      contentType: row.content_type,
      title: row.title,
      summary: row.summary,
      categories: row.categories,
      organization: row.organization,
      orgId: null,
      createdBy: null,
      premiumListing: row.premium_listing,
      grantAmount: row.grant_amount,
      expirationDate: row.expiration_date,
      eligibility: row.eligibility as ContentItem['eligibility'],
      ideas: row.ideas,
      demo: true,
      unpublishedAt: null,
      createdAt,
      modifiedAt: createdAt,
      badges: row.badges,
      solution: isSolution ? (row.details as SolutionFields) : null,
      themed: isSolution ? null : (row.details as ThemedFields),
    };
  });
}
