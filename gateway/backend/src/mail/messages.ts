/** The e-mails the product sends (SPEC 2.6, 8): pure functions from what they say to a subject and two bodies. */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailLink {
  label: string;
  url: string;
}

/**
 * A paragraph with a link among its words (a directory item's title, "your profile"): in the HTML body the
 * label is the link; in the plain-text body the URL follows the paragraph on its own line.
 */
export interface MailLinkParagraph {
  before?: string;
  link: MailLink;
  after?: string;
}

/** A heading between paragraphs (the digest's kinds of content). */
export interface MailHeading {
  heading: string;
}

export type MailParagraph = string | MailLinkParagraph | MailHeading;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');

function paragraphText(paragraph: MailParagraph): string {
  if (typeof paragraph === 'string') return paragraph;
  if ('heading' in paragraph) return paragraph.heading;
  return `${paragraph.before ?? ''}${paragraph.link.label}${paragraph.after ?? ''}\n${paragraph.link.url}`;
}

function paragraphHtml(paragraph: MailParagraph): string {
  if (typeof paragraph === 'string') return `<p>${escapeLines(paragraph)}</p>`;
  if ('heading' in paragraph) return `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(paragraph.heading)}</h2>`;
  const { before = '', link, after = '' } = paragraph;
  return `<p>${escapeLines(before)}<a href="${escapeHtml(link.url)}" style="color:#D62839;font-weight:bold">${escapeHtml(link.label)}</a>${escapeLines(after)}</p>`;
}

/** Paragraphs (blank-line separated in the text body), with an optional button-like link after the first ones. */
export function composeMail(subject: string, productName: string, paragraphs: MailParagraph[], link?: MailLink, after: MailParagraph[] = []): MailContent {
  const textParts = [...paragraphs.map(paragraphText), ...(link ? [`${link.label}: ${link.url}`] : []), ...after.map(paragraphText), `— ${productName}`];
  const htmlParts = [
    ...paragraphs.map(paragraphHtml),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#D62839;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
          `<p style="font-size:13px;color:#5b6b78">${escapeHtml(link.url)}</p>`,
        ]
      : []),
    ...after.map(paragraphHtml),
    `<p>— ${escapeHtml(productName)}</p>`,
  ];
  return {
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#304659;line-height:1.5">${htmlParts.join('\n')}</body></html>`,
  };
}

/** 'Hello Ada,', or 'Hello,' without a name. */
export const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

export function passwordResetMail(input: { productName: string; name: string; link: string; validMinutes: number }): MailContent {
  return composeMail(
    `Reset your ${input.productName} password`,
    input.productName,
    [
      greeting(input.name),
      `Someone asked to reset the password of your ${input.productName} account. Follow the link to choose a new one. The link works once, for ${input.validMinutes} minutes; choosing a new password signs you out everywhere else.`,
    ],
    { label: 'Choose a new password', url: input.link },
    ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
  );
}

export function emailVerificationMail(input: { productName: string; name: string; link: string; validDays: number }): MailContent {
  return composeMail(
    `Verify your e-mail address for ${input.productName}`,
    input.productName,
    [
      greeting(input.name),
      `Thank you for signing up to ${input.productName}. Follow the link to confirm that this e-mail address is yours. The link works once, for ${input.validDays} days.`,
    ],
    { label: 'Verify my e-mail address', url: input.link },
    [`If you did not sign up to ${input.productName}, ignore this e-mail: nothing is done with this address unless the link is followed.`],
  );
}

export function passwordChangedMail(input: { productName: string; name: string }): MailContent {
  return composeMail(`Your ${input.productName} password was changed`, input.productName, [
    greeting(input.name),
    `The password of your ${input.productName} account was just changed, and every other session was signed out. If you did not do this, contact us at once.`,
  ]);
}

/** A Contact Us message, forwarded to the team's address (a reply goes to the sender). */
export function contactForwardMail(input: { productName: string; name: string; email: string; organization: string | null; message: string; inboxUrl?: string }): MailContent {
  return composeMail(
    `Contact Us: ${input.name}`,
    input.productName,
    [
      `${input.name} <${input.email}>${input.organization ? ` of ${input.organization}` : ''} wrote through Contact Us:`,
      input.message,
      'Reply to this e-mail to answer them, or answer and mark it handled in the team inbox.',
    ],
    input.inboxUrl ? { label: 'Open the team inbox', url: input.inboxUrl } : undefined,
  );
}

/** The team's answer to a Contact Us message, with the message quoted below it. */
export function contactReplyMail(input: { productName: string; reply: string; original: string; sentAt: string }): MailContent {
  const quoted = input.original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return composeMail(`Re: your message to ${input.productName}`, input.productName, [input.reply, `On ${input.sentAt} you wrote:\n${quoted}`]);
}

export function accessRequestReceivedMail(input: { productName: string; name: string; orgName: string }): MailContent {
  return composeMail(`We received your request for editing access`, input.productName, [
    greeting(input.name),
    `Thank you for asking for editing access for ${input.orgName}. The ${input.productName} team will confirm within 2 business days, and we will write to you when it is decided.`,
  ]);
}

export function accessRequestGrantedMail(input: { productName: string; name: string; organization: string; rolesText: string; siteUrl?: string }): MailContent {
  return composeMail(
    `Your request for editing access was granted`,
    input.productName,
    [
      greeting(input.name),
      `The ${input.productName} team granted your request: you are now ${input.rolesText} of ${input.organization}. It takes effect the next time you open or reload the site.`,
    ],
    input.siteUrl ? { label: `Open ${input.productName}`, url: input.siteUrl } : undefined,
  );
}

export function accessRequestDeclinedMail(input: { productName: string; name: string; orgName: string }): MailContent {
  return composeMail(`Your request for editing access was declined`, input.productName, [
    greeting(input.name),
    `The ${input.productName} team declined your request for editing access for ${input.orgName}. If you think this is a mistake, or your organisation has changed, contact us through Contact Us on the site.`,
  ]);
}

/**
 * The closing line of a mail the member asked for in their profile: which switch sends it and where to turn it
 * off (a link to the profile when the site's address is known).
 */
export function subscriptionNotice(setting: string, productName: string, profileUrl?: string): MailParagraph {
  const before = `You get this e-mail because “${setting}” is on in `;
  const after = ', where you can turn it off.';
  const label = `your ${productName} profile`;
  return profileUrl ? { before, link: { label, url: profileUrl }, after } : `${before}${label}${after}`;
}

/** The team's plain text as paragraphs: blank lines separate them, single line breaks stay. */
export function plainTextParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+$/gm, '').replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}

/** The newsletter the team wrote at /admin/newsletter, as each subscriber gets it. */
export function newsletterMail(input: { productName: string; subject: string; body: string; profileUrl?: string }): MailContent {
  return composeMail(input.subject, input.productName, plainTextParagraphs(input.body), undefined, [
    subscriptionNotice('Newsletter', input.productName, input.profileUrl),
  ]);
}
