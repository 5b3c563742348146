import { NEWSLETTER_BODY_MAX, NEWSLETTER_SUBJECT_MAX, type NewsletterInput } from '@x4i/shared/contracts';

/** The newsletter page's words that depend on a count, and the checks of its form, said once here for the page and its tests. */

export const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The confirm button: nobody mails every member by accident. */
export const sendToLabel = (subscribers: number) => `Send to ${plural(subscribers, 'subscriber', 'subscribers')}`;

export function subscribersText(subscribers: number): string {
  if (subscribers === 0) return 'No member has “Newsletter” turned on in their profile yet, so there is nobody to send a newsletter to.';
  return `${plural(subscribers, 'member has', 'members have')} “Newsletter” turned on in their profile: each gets the newsletter by e-mail.`;
}

export interface NewsletterErrors {
  subject?: string;
  body?: string;
}

/** The checks the backend makes too (after trimming), said before anything is sent. */
export function newsletterErrors({ subject, body }: NewsletterInput): NewsletterErrors {
  const errors: NewsletterErrors = {};
  if (!subject.trim()) errors.subject = 'Write a subject.';
  else if (subject.trim().length > NEWSLETTER_SUBJECT_MAX) errors.subject = `Write a subject of up to ${NEWSLETTER_SUBJECT_MAX} characters.`;
  if (!body.trim()) errors.body = 'Write the text of the newsletter.';
  else if (body.trim().length > NEWSLETTER_BODY_MAX) errors.body = `Write a text of up to ${NEWSLETTER_BODY_MAX.toLocaleString('en-US')} characters.`;
  return errors;
}
