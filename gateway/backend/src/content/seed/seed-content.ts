import type { Db } from '../../db/db.js';
import { DEMO_ORGANIZATION } from '../../identity/demo-accounts.js';
import type { DirectoryContentType, SolutionFields, ThemedFields } from '../model.js';
import type { CorpusArticle, CorpusChallenge, CorpusGrant, CorpusSolution } from './corpus-schema.js';
import { loadBadges, loadCorpus, type Corpus } from './load-corpus.js';

export interface SeedOptions {
  /** The folder of badges.json and the corpus files. */
  dir: string;
  /** false: no corpus, and the demo items seeded earlier are removed (the corpus notice promises it). */
  demoContent: boolean;
  log: (message: string) => void;
}

export interface SeedResult {
  badges: number;
  /** Items added by this start. */
  added: number;
  /** Demo items removed (demoContent false). */
  removed: number;
}

/** One content_items row to insert, as jsonb_to_recordset reads it. */
export interface SeedRow {
  slug: string;
  content_type: DirectoryContentType;
  title: string;
  summary: string;
  categories: string[];
  organization: string | null;
  demo_org: boolean;
  premium_listing: boolean;
  grant_amount: number | null;
  expiration_date: string | null;
  eligibility: string | null;
  ideas: number;
  details: SolutionFields | ThemedFields;
  created_at: string;
  badges: string[];
}

const themed = (body: string[], extra: Partial<ThemedFields> = {}): ThemedFields => ({
  body,
  fundingName: null,
  fundingLogo: null,
  opportunityId: null,
  sourceUrl: null,
  ...extra,
});

const none = { premium_listing: false, grant_amount: null, expiration_date: null, eligibility: null, ideas: 0, demo_org: false, badges: [] as string[] };

export function solutionRow(s: CorpusSolution): SeedRow {
  const { slug, solutionName, organization, category, executiveSummary, premiumListing, badges, createdAt, ...fields } = s;
  return {
    ...none,
    slug,
    content_type: 'tech-solution',
    title: solutionName,
    summary: executiveSummary,
    categories: category,
    organization,
    demo_org: organization === DEMO_ORGANIZATION,
    premium_listing: premiumListing,
    details: fields,
    created_at: createdAt,
    badges,
  };
}

export function challengeRow(c: CorpusChallenge): SeedRow {
  return { ...none, slug: c.slug, content_type: 'social-challenge-idea', title: c.title, summary: c.summary, categories: c.categories, organization: c.organization, ideas: c.ideas, details: themed(c.body), created_at: c.createdAt };
}

export function grantRow(g: CorpusGrant): SeedRow {
  return {
    ...none,
    slug: g.slug,
    content_type: 'grants-funding',
    title: g.title,
    summary: g.summary,
    categories: g.categories,
    organization: null,
    grant_amount: g.grantAmount,
    expiration_date: g.expirationDate,
    eligibility: g.eligibility,
    details: themed(g.body, { fundingName: g.fundingName, fundingLogo: g.fundingLogo || null, opportunityId: g.opportunityId, sourceUrl: g.sourceUrl }),
    created_at: g.createdAt,
  };
}

export function articleRow(a: CorpusArticle): SeedRow {
  return { ...none, slug: a.slug, content_type: 'knowledge-base', title: a.title, summary: a.summary, categories: a.categories, organization: a.organization, details: themed(a.body, { sourceUrl: a.sourceUrl }), created_at: a.createdAt };
}

export function corpusRows(corpus: Corpus): SeedRow[] {
  return [...corpus.solutions.map(solutionRow), ...corpus.challenges.map(challengeRow), ...corpus.grants.map(grantRow), ...corpus.articles.map(articleRow)];
}

/**
 * Brings the badge catalogue in line with badges.json, then adds every corpus item whose slug the database does
 * not have yet (items already there, edited or not, are left alone), all in one transaction. The files are
 * validated first: a bad file throws before anything is written.
 */
export async function seedContent(db: Db, { dir, demoContent, log }: SeedOptions): Promise<SeedResult> {
  const badges = await loadBadges(dir);
  const corpus = demoContent ? await loadCorpus(dir, new Set(badges.map((badge) => badge.id))) : null;
  if (corpus && corpus.missing.length > 0) log(`Demo content: ${corpus.missing.join(', ')} not found in ${dir}; skipped`);

  const result = await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO badges (id, name, description, position)
       SELECT b.id, b.name, b.description, b.position FROM jsonb_to_recordset($1::jsonb) AS b(id text, name text, description text, position int)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, position = EXCLUDED.position`,
      [JSON.stringify(badges.map((badge, position) => ({ ...badge, position })))],
    );
    await tx.query('DELETE FROM badges WHERE NOT (id = ANY($1::text[]))', [badges.map((badge) => badge.id)]);

    if (!corpus) {
      const removed = await tx.query('DELETE FROM content_items WHERE demo RETURNING id');
      return { badges: badges.length, added: 0, removed: removed.length };
    }
    const rows = corpusRows(corpus);
    const [org] = await tx.query<{ id: string }>('SELECT id::text AS id FROM organizations WHERE name = $1', [DEMO_ORGANIZATION]);
    const inserted = await tx.query<{ id: string; slug: string }>(
      `INSERT INTO content_items (slug, content_type, title, summary, categories, organization, org_id, premium_listing, grant_amount,
                                  expiration_date, eligibility, ideas, details, demo, created_at, modified_at)
       SELECT r.slug, r.content_type, r.title, r.summary, r.categories, r.organization, CASE WHEN r.demo_org THEN $2::uuid END,
              r.premium_listing, r.grant_amount, r.expiration_date, r.eligibility, r.ideas, r.details, true, r.created_at, r.created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(slug text, content_type text, title text, summary text, categories text[], organization text,
            demo_org boolean, premium_listing boolean, grant_amount bigint, expiration_date date, eligibility text, ideas int, details jsonb,
            created_at timestamptz)
       -- A demo item the team deleted stays deleted.
       WHERE NOT EXISTS (SELECT 1 FROM removed_content rc WHERE rc.slug = r.slug)
       ON CONFLICT (slug) DO NOTHING
       RETURNING id::text AS id, slug`,
      [JSON.stringify(rows), org?.id ?? null],
    );
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    const links = rows.flatMap((row) => (idBySlug.has(row.slug) ? row.badges.map((badge) => ({ item_id: idBySlug.get(row.slug), badge_id: badge })) : []));
    if (links.length > 0) {
      await tx.query(
        `INSERT INTO content_badges (item_id, badge_id) SELECT l.item_id, l.badge_id FROM jsonb_to_recordset($1::jsonb) AS l(item_id uuid, badge_id text)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(links)],
      );
    }
    return { badges: badges.length, added: inserted.length, removed: 0 };
  });
  if (result.added > 0) log(`Demo content: ${result.added} items added`);
  if (result.removed > 0) log(`Demo content: ${result.removed} items removed (DEMO_CONTENT=false)`);
  return result;
}
