import type { ContentSaveResponse, MeResponse } from '@x4i/shared/contracts';
import { contentUrl, type ThemedContentKind } from '@x4i/shared/domain';
import type { Db, Queryable } from '../../db/db.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../errors.js';
import type { ContentIndex } from '../content-index.js';
import type { ContentItem, DirectoryContentType, ThemedFields } from '../model.js';
import { loadItems } from '../queries.js';
import { EDIT_REFUSED_MESSAGE } from '../solutions/permissions.js';
import { newContentSlug } from '../solutions/solution-writes.js';
import { canCreateThemed, canEditThemed, THEMED_CREATE_REFUSED_MESSAGE } from './permissions.js';
import type { ChallengeInput, GrantInput } from './themed-payload.js';

export const THEMED_NOT_FOUND_MESSAGE: Readonly<Record<ThemedContentKind, string>> = {
  challenge: 'There is no challenge with this id or slug.',
  grant: 'There is no grant with this id or slug.',
};

const CONTENT_TYPE: Readonly<Record<ThemedContentKind, DirectoryContentType>> = { challenge: 'social-challenge-idea', grant: 'grants-funding' };
const SLUG_LETTER = { challenge: 'c', grant: 'g' } as const;

/** The columns of content_items a challenge or grant is saved into. */
interface ThemedRow {
  title: string;
  summary: string;
  categories: string[];
  organization: string | null;
  grantAmount: number | null;
  expirationDate: string | null;
  eligibility: 'NON_PROFIT' | 'OTHERS' | null;
  details: ThemedFields;
}

export type ThemedInput = { kind: 'challenge'; input: ChallengeInput } | { kind: 'grant'; input: GrantInput };

/** The row of a saved challenge or grant; fields the form does not edit (ideas, counters) stay as they are. */
export function themedRow(save: ThemedInput): ThemedRow {
  if (save.kind === 'challenge') {
    const { input } = save;
    return {
      title: input.title,
      summary: input.summary,
      categories: input.categories,
      organization: input.organization,
      grantAmount: null,
      expirationDate: null,
      eligibility: null,
      details: { body: input.body, fundingName: null, fundingLogo: null, opportunityId: null, sourceUrl: null },
    };
  }
  const { input } = save;
  return {
    title: input.title,
    summary: input.summary,
    categories: input.categories,
    organization: null,
    grantAmount: input.grantAmount,
    expirationDate: input.expirationDate,
    eligibility: input.eligibility,
    details: {
      body: input.body,
      fundingName: input.fundingName,
      fundingLogo: input.fundingLogo || null,
      opportunityId: input.opportunityId || null,
      sourceUrl: input.sourceUrl || null,
    },
  };
}

async function reload(tx: Queryable, id: string): Promise<ContentItem> {
  const [item] = await loadItems(tx, [id]);
  return item!;
}

const answer = (item: ContentItem): ContentSaveResponse => ({ slug: item.slug, url: contentUrl(item) });

export function assertCanCreateThemed(user: MeResponse, kind: ThemedContentKind): void {
  if (!canCreateThemed(user, kind)) throw new ForbiddenError('forbidden', THEMED_CREATE_REFUSED_MESSAGE[kind]);
}

/**
 * POST challenge/create, grant/create: the team, foundation members and contributing editors. The item belongs
 * to its creator and the creator's organisation (none for a team member without one). The search index is
 * updated after the commit, so the new item is found at once.
 */
export async function createThemed(db: Db, index: ContentIndex, user: MeResponse, accountId: string, save: ThemedInput): Promise<ContentSaveResponse> {
  assertCanCreateThemed(user, save.kind);
  const row = themedRow(save);
  const item = await db.transaction(async (tx) => {
    for (let attempt = 0; ; attempt += 1) {
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO content_items (slug, content_type, title, summary, categories, organization, org_id, created_by, grant_amount, expiration_date, eligibility, details)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12::jsonb)
         ON CONFLICT (slug) DO NOTHING RETURNING id::text AS id`,
        [
          newContentSlug(SLUG_LETTER[save.kind]),
          CONTENT_TYPE[save.kind],
          row.title,
          row.summary,
          row.categories,
          row.organization,
          user.organization?.id ?? null,
          accountId,
          row.grantAmount,
          row.expirationDate,
          row.eligibility,
          JSON.stringify(row.details),
        ],
      );
      if (inserted) return reload(tx, inserted.id);
      if (attempt >= 5) throw new Error(`Could not find a free slug for a new ${save.kind}`);
    }
  });
  index.put(item);
  return answer(item);
}

/** POST challenge/update, grant/update: the team, or an editor who owns the item (see permissions.ts). */
export async function updateThemed(db: Db, index: ContentIndex, user: MeResponse, accountId: string, save: ThemedInput): Promise<ContentSaveResponse> {
  const key = save.input.id || save.input.slug;
  if (!key) throw new InvalidInputError(`invalid_${save.kind}`, `Send the id or the slug of the ${save.kind} to update.`);
  const existing = index.find(key);
  if (!existing || existing.contentType !== CONTENT_TYPE[save.kind]) throw new NotFoundError('not_found', THEMED_NOT_FOUND_MESSAGE[save.kind]);
  if (!canEditThemed(user, accountId, existing)) throw new ForbiddenError('forbidden', EDIT_REFUSED_MESSAGE);
  const row = themedRow(save);
  const item = await db.transaction(async (tx) => {
    const [current] = await loadItems(tx, [existing.id]);
    if (!current) throw new NotFoundError('not_found', THEMED_NOT_FOUND_MESSAGE[save.kind]);
    if (!canEditThemed(user, accountId, current)) throw new ForbiddenError('forbidden', EDIT_REFUSED_MESSAGE);
    await tx.query(
      `UPDATE content_items SET title = $2, summary = $3, categories = $4, organization = $5, grant_amount = $6, expiration_date = $7::date,
              eligibility = $8, details = $9::jsonb, modified_at = now()
       WHERE id = $1`,
      [current.id, row.title, row.summary, row.categories, row.organization, row.grantAmount, row.expirationDate, row.eligibility, JSON.stringify(row.details)],
    );
    return reload(tx, current.id);
  });
  index.put(item);
  return answer(item);
}
