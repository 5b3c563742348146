import { PROFILE_PAGE_PATH } from '@x4i/shared/contracts';
import { contentTypeDisplayName, contentUrl } from '@x4i/shared/domain';
import type { Db } from '../db/db.js';
import { lockDigest } from '../db/locks.js';
import type { Mailer, MailStatus } from './mailer.js';
import { composeMail, greeting, subscriptionNotice, type MailContent, type MailParagraph } from './messages.js';
import { PRODUCT_NAME } from './notifications.js';
import { isoTime as ISO } from '../db/iso-time.js';

/**
 * The biweekly digest ("Biweekly email" in the profile, accounts.weekly_email): what was added to the directory
 * since the last digest, mailed to every member who turned it on.
 */

export const DIGEST_PERIOD_DAYS = 14;
const PERIOD_MS = DIGEST_PERIOD_DAYS * 24 * 60 * 60 * 1000;
const SUMMARY_MAX = 200;

/** The kinds of content, in the order the digest lists them: Solutions, Challenges, Grants, Articles. */
const DIGEST_KINDS = ['tech-solution', 'social-challenge-idea', 'grants-funding', 'knowledge-base'] as const;
export type DigestKind = (typeof DIGEST_KINDS)[number];

/** A directory item created in the period. */
export interface DigestItem {
  slug: string;
  contentType: DigestKind;
  title: string;
  summary: string;
  categories: string[];
  /** From the demo corpus: labelled so nobody takes it for a real listing. */
  demo: boolean;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'November 11, 2026' (UTC). */
export const digestDate = (date: Date) => dayFormat.format(date);

/** The summary cut at a word near SUMMARY_MAX characters, on one line. */
function shortSummary(summary: string): string {
  const text = summary.replace(/\s+/g, ' ').trim();
  if (text.length <= SUMMARY_MAX) return text;
  const cut = text.slice(0, SUMMARY_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The item's page on the site; undefined when the site's address is unknown or the item has no page address. */
function itemUrl(item: DigestItem, siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  try {
    return `${siteUrl}${contentUrl({ contentType: item.contentType, title: item.title, categories: item.categories, slug: item.slug })}`;
  } catch {
    return undefined;
  }
}

function itemParagraph(item: DigestItem, siteUrl: string | undefined): MailParagraph {
  const after = `${item.demo ? ' (Demo)' : ''}${item.summary.trim() ? `\n${shortSummary(item.summary)}` : ''}`;
  const url = itemUrl(item, siteUrl);
  return url ? { link: { label: item.title, url }, after } : `${item.title}${after}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One subscriber's digest: the new items grouped by kind, each with its link; demo items say so. */
export function digestMail(input: { productName: string; name: string; since: Date; items: readonly DigestItem[]; siteUrl?: string }): MailContent {
  const { productName, items, siteUrl } = input;
  const since = digestDate(input.since);
  const paragraphs: MailParagraph[] = [greeting(input.name), `Here is what was added to the ${productName} directory since ${since}.`];
  if (items.some((item) => item.demo)) {
    paragraphs.push('Items marked (Demo) were written for the demo of this directory, not taken from a real organization.');
  }
  for (const kind of DIGEST_KINDS) {
    const ofKind = items.filter((item) => item.contentType === kind);
    if (ofKind.length === 0) continue;
    paragraphs.push({ heading: `${contentTypeDisplayName(kind)} (${ofKind.length})` });
    paragraphs.push(...ofKind.map((item) => itemParagraph(item, siteUrl)));
  }
  const profileUrl = siteUrl ? `${siteUrl}${PROFILE_PAGE_PATH}` : undefined;
  return composeMail(`New on ${productName}: ${plural(items.length, 'item', 'items')} since ${since}`, productName, paragraphs, undefined, [
    subscriptionNotice('Biweekly email', productName, profileUrl),
  ]);
}

/** What one digest run did. Mails counts by outbox status; failed: SMTP refused it or it could not be recorded. */
export interface DigestRun {
  periodStart: Date;
  periodEnd: Date;
  items: number;
  recipients: number;
  mails: Record<MailStatus, number>;
}

interface Recipient {
  email: string;
  first_name: string;
}

interface ItemRow {
  slug: string;
  content_type: DigestKind;
  title: string;
  summary: string;
  categories: string[];
  demo: boolean;
}


/**
 * Decides whether a period is due and claims it, in one locked transaction: due when no digest ran yet or the
 * last period ended DIGEST_PERIOD_DAYS or more ago. The period runs from the last one's end (or now minus the
 * period) to now, so every item is in exactly one digest. Null when not due.
 */
async function claimPeriod(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    await lockDigest(tx);
    const [last] = await tx.query<{ period_end: string }>(`SELECT ${ISO('period_end')} AS period_end FROM digest_runs ORDER BY period_end DESC LIMIT 1`);
    const periodStart = last ? new Date(last.period_end) : new Date(now.getTime() - PERIOD_MS);
    if (now.getTime() - periodStart.getTime() < PERIOD_MS) return null;
    const items = await tx.query<ItemRow>(
      `SELECT slug, content_type, title, summary, categories, demo FROM content_items
       WHERE created_at > $1 AND created_at <= $2 AND unpublished_at IS NULL ORDER BY created_at, slug`,
      [periodStart.toISOString(), now.toISOString()],
    );
    // An empty digest is spam: with nothing new, the period is recorded and nobody is mailed.
    const recipients =
      items.length === 0
        ? []
        : await tx.query<Recipient>(`SELECT email, first_name FROM accounts WHERE weekly_email AND email IS NOT NULL AND email <> '' ORDER BY email`);
    const claimed = await tx.query(
      `INSERT INTO digest_runs (period_start, period_end, items, recipients) VALUES ($1, $2, $3, $4) ON CONFLICT (period_start) DO NOTHING RETURNING id`,
      [periodStart.toISOString(), now.toISOString(), items.length, recipients.length],
    );
    if (claimed.length === 0) return null;
    return { periodStart, items, recipients };
  });
}

/**
 * Sends the digest when a period is due: claims the period first, then mails each subscriber (kind DIGEST). A
 * mail that fails is counted and logged and does not stop the others. Returns what it did, or null when no
 * period was due.
 */
export async function runDigest(db: Db, mailer: Mailer, options: { now?: Date; log?: (message: string) => void } = {}): Promise<DigestRun | null> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const claim = await claimPeriod(db, now);
  if (!claim) return null;
  const items: DigestItem[] = claim.items.map((row) => ({
    slug: row.slug,
    contentType: row.content_type,
    title: row.title,
    summary: row.summary,
    categories: row.categories ?? [],
    demo: row.demo,
  }));
  const mails: Record<MailStatus, number> = { SENT: 0, STORED: 0, FAILED: 0 };
  for (const recipient of claim.recipients) {
    const content = digestMail({ productName: PRODUCT_NAME, name: recipient.first_name, since: claim.periodStart, items, siteUrl: mailer.siteUrl });
    try {
      const sent = await mailer.send({ kind: 'DIGEST', to: recipient.email, ...content });
      mails[sent.status] += 1;
    } catch (error) {
      mails.FAILED += 1;
      log(`A digest e-mail was not recorded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { periodStart: claim.periodStart, periodEnd: now, items: items.length, recipients: claim.recipients.length, mails };
}
