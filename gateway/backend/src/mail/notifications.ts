import type { AccessRequest, AccessRequestGranted } from '@x4i/shared/contracts';
import { ruleRolesText } from '@x4i/shared/domain';
import type { Mail, Mailer } from './mailer.js';
import {
  accessRequestDeclinedMail,
  accessRequestGrantedMail,
  accessRequestReceivedMail,
  contactForwardMail,
} from './messages.js';

export const PRODUCT_NAME = 'X4I';

/**
 * The mails that follow a change already committed (a stored message, a decided request): a mail that cannot be
 * recorded is logged, and never turns the change the user made into an error.
 */
async function sendAfterCommit(mailer: Mailer | undefined, mail: Mail, log: (message: string) => void): Promise<void> {
  if (!mailer) return;
  try {
    await mailer.send(mail);
  } catch (error) {
    log(`An e-mail (${mail.kind}) was not recorded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A Contact Us message, forwarded to TEAM_EMAIL (when set) with a Reply-To of the sender. */
export function forwardContactMessage(
  mailer: Mailer | undefined,
  message: { id: string; name: string; email: string; organization: string | null; message: string },
  log: (message: string) => void,
): Promise<void> {
  if (!mailer?.teamEmail) return Promise.resolve();
  const content = contactForwardMail({
    productName: PRODUCT_NAME,
    ...message,
    inboxUrl: mailer.siteUrl ? `${mailer.siteUrl}/admin/messages` : undefined,
  });
  return sendAfterCommit(mailer, { kind: 'CONTACT_FORWARD', to: mailer.teamEmail, replyTo: message.email, contactMessageId: message.id, ...content }, log);
}

export function sendAccessRequestReceived(
  mailer: Mailer | undefined,
  requester: { email: string | null; firstName: string },
  orgName: string,
  log: (message: string) => void,
): Promise<void> {
  if (!requester.email) return Promise.resolve();
  const content = accessRequestReceivedMail({ productName: PRODUCT_NAME, name: requester.firstName, orgName });
  return sendAfterCommit(mailer, { kind: 'ACCESS_REQUEST_RECEIVED', to: requester.email, replyTo: mailer?.teamEmail, ...content }, log);
}

export function sendAccessRequestGranted(mailer: Mailer | undefined, granted: AccessRequestGranted, log: (message: string) => void): Promise<void> {
  const { request, roleRule, organization } = granted;
  if (!request.requester.email) return Promise.resolve();
  const content = accessRequestGrantedMail({
    productName: PRODUCT_NAME,
    name: firstName(request),
    organization: organization.name,
    rolesText: ruleRolesText(roleRule.roles.map((role) => role.name)),
    siteUrl: mailer?.siteUrl,
  });
  return sendAfterCommit(mailer, { kind: 'ACCESS_REQUEST_GRANTED', to: request.requester.email, replyTo: mailer?.teamEmail, ...content }, log);
}

export function sendAccessRequestDeclined(mailer: Mailer | undefined, request: AccessRequest, log: (message: string) => void): Promise<void> {
  if (!request.requester.email) return Promise.resolve();
  const content = accessRequestDeclinedMail({ productName: PRODUCT_NAME, name: firstName(request), orgName: request.orgName });
  return sendAfterCommit(mailer, { kind: 'ACCESS_REQUEST_DECLINED', to: request.requester.email, replyTo: mailer?.teamEmail, ...content }, log);
}

/** The requester's first name for the greeting (the request carries the full name). */
function firstName(request: AccessRequest): string {
  return request.requester.name.split(' ')[0] ?? '';
}
