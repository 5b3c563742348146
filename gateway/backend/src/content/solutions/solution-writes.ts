import { randomBytes } from 'node:crypto';
import type { MeResponse, SolutionCreateResponse } from '@x4i/shared/contracts';
import { techSolutionUrl } from '@x4i/shared/domain';
import type { Db, Queryable } from '../../db/db.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../errors.js';
import type { ContentIndex } from '../content-index.js';
import type { ContentItem, SolutionFields } from '../model.js';
import { loadItems } from '../queries.js';
import { canCreateSolution, canEditSolution, CERTIFICATIONS_REFUSED_MESSAGE, CREATE_REFUSED_MESSAGE, EDIT_REFUSED_MESSAGE, isTeamMember, NO_ORGANIZATION_MESSAGE } from './permissions.js';
import type { SolutionInput } from './solution-payload.js';

export const SOLUTION_NOT_FOUND_MESSAGE = 'There is no solution with this id or slug.';

/** The letter (s, c or g) and 10 base36 characters (about 51 bits): a new item's slug. */
export function newContentSlug(letter: 's' | 'c' | 'g', random: (size: number) => Buffer = randomBytes): string {
  const digits = BigInt(`0x${random(8).toString('hex')}`).toString(36).padStart(10, '0').slice(-10);
  return `${letter}-${digits}`;
}

export const newSolutionSlug = (random?: (size: number) => Buffer): string => newContentSlug('s', random);

const CERTIFICATIONS = ['tractionBadge', 'tech4piCert', 'msCert'] as const;

/**
 * The certification flags (traction, Tech4PI, Microsoft) are set by the team only. Anyone else must send what the
 * listing has (false for a new one): a change is refused with 403, so nobody believes it was saved.
 */
export function certifications(input: SolutionInput, user: MeResponse, previous: SolutionFields | null): Pick<SolutionFields, (typeof CERTIFICATIONS)[number]> {
  const stored = { tractionBadge: previous?.tractionBadge ?? false, tech4piCert: previous?.tech4piCert ?? false, msCert: previous?.msCert ?? false };
  if (isTeamMember(user)) return { tractionBadge: input.tractionBadge, tech4piCert: input.tech4piCert, msCert: input.msCert };
  if (CERTIFICATIONS.some((flag) => input[flag] !== stored[flag])) throw new ForbiddenError('certifications_team_only', CERTIFICATIONS_REFUSED_MESSAGE);
  return stored;
}

function fieldsOf(input: SolutionInput, user: MeResponse, previous: SolutionFields | null): SolutionFields {
  return {
    solutionType: input.solutionType,
    solutionUrl: input.solutionUrl,
    organizationUrl: input.organizationUrl,
    organizationEin: input.organizationEin,
    organizationEmail: input.organizationEmail,
    logo: input.logo,
    demoContact: input.demoContact,
    specialOfferUrl: input.specialOfferUrl,
    hiringUrl: input.hiringUrl,
    caseStudiesUrl: input.caseStudiesUrl,
    impactUrl: input.impactUrl,
    mainFeatures: input.mainFeatures,
    userBenefits: input.userBenefits,
    primaryAudience: input.primaryAudience,
    geoAreaPrimary: input.geoAreaPrimary,
    marketingMaterial: input.marketingMaterial,
    references: input.references,
    ...certifications(input, user, previous),
    // The corpus's provider facts; the form does not edit them.
    attributes: previous?.attributes ?? {},
  };
}

async function setBadges(tx: Queryable, itemId: string, badges: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM content_badges WHERE item_id = $1', [itemId]);
  if (badges.length > 0) await tx.query('INSERT INTO content_badges (item_id, badge_id) SELECT $1, unnest($2::text[])', [itemId, badges]);
}

async function reload(tx: Queryable, id: string): Promise<ContentItem> {
  const [item] = await loadItems(tx, [id]);
  return item!;
}

const answer = (item: ContentItem): SolutionCreateResponse => ({ slug: item.slug, url: techSolutionUrl({ title: item.title, slug: item.slug }) });

/**
 * POST solution/create: needs create:solution or do:all. The solution belongs to the user's organisation; a
 * team member without one creates it with no organisation, anyone else without one is refused.
 */
export function assertCanCreateSolution(user: MeResponse): void {
  if (!canCreateSolution(user)) throw new ForbiddenError('forbidden', CREATE_REFUSED_MESSAGE);
  if (!user.organization && !isTeamMember(user)) throw new ForbiddenError('no_organization', NO_ORGANIZATION_MESSAGE);
}

export async function createSolution(db: Db, index: ContentIndex, user: MeResponse, accountId: string, input: SolutionInput): Promise<SolutionCreateResponse> {
  assertCanCreateSolution(user);
  const fields = fieldsOf(input, user, null);
  const item = await db.transaction(async (tx) => {
    for (let attempt = 0; ; attempt += 1) {
      const slug = newSolutionSlug();
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO content_items (slug, content_type, title, summary, categories, organization, org_id, created_by, details)
         VALUES ($1, 'tech-solution', $2, $3, $4, $5, $6, $7, $8::jsonb)
         ON CONFLICT (slug) DO NOTHING RETURNING id::text AS id`,
        [slug, input.solutionName, input.executiveSummary, input.category, input.organization || user.organization?.name || null, user.organization?.id ?? null, accountId, JSON.stringify(fields)],
      );
      if (row) {
        await setBadges(tx, row.id, input.badges);
        return reload(tx, row.id);
      }
      if (attempt >= 5) throw new Error('Could not find a free slug for a new solution');
    }
  });
  index.put(item);
  return answer(item);
}

/** POST solution/update: needs do:all, or edit:solution and membership of the solution's organisation. */
export async function updateSolution(db: Db, index: ContentIndex, user: MeResponse, input: SolutionInput): Promise<SolutionCreateResponse> {
  const key = input.id || input.slug;
  if (!key) throw new InvalidInputError('invalid_solution', 'Send the id or the slug of the solution to update.');
  const existing = index.find(key);
  if (!existing || existing.contentType !== 'tech-solution') throw new NotFoundError('not_found', SOLUTION_NOT_FOUND_MESSAGE);
  if (!canEditSolution(user, existing)) throw new ForbiddenError('forbidden', EDIT_REFUSED_MESSAGE);
  const item = await db.transaction(async (tx) => {
    const [current] = await loadItems(tx, [existing.id]);
    if (!current) throw new NotFoundError('not_found', SOLUTION_NOT_FOUND_MESSAGE);
    // The owning organisation may have changed since the index was read.
    if (!canEditSolution(user, current)) throw new ForbiddenError('forbidden', EDIT_REFUSED_MESSAGE);
    const fields = fieldsOf(input, user, current.solution);
    await tx.query(
      `UPDATE content_items SET title = $2, summary = $3, categories = $4, organization = $5, details = $6::jsonb, modified_at = now()
       WHERE id = $1`,
      [current.id, input.solutionName, input.executiveSummary, input.category, input.organization || current.organization, JSON.stringify(fields)],
    );
    await setBadges(tx, current.id, input.badges);
    return reload(tx, current.id);
  });
  index.put(item);
  return answer(item);
}
