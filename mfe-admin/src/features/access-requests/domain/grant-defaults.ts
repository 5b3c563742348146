import { type AccessRequest, type OrganizationSummary } from '@x4i/shared/contracts';
import type { RuleFormValues } from '../../kit/domain/rule-form-values';

/**
 * The grant form as it opens: the organisation named in the request when one has that name (ignoring case and
 * spaces around), and an e-mail rule for the requester's address; the roles are the team's choice.
 */
export function grantDefaults(request: AccessRequest, organizations: readonly OrganizationSummary[]): { orgId: string; values: RuleFormValues } {
  const wanted = request.orgName.trim().toLowerCase();
  const organization = organizations.find((candidate) => candidate.name.trim().toLowerCase() === wanted);
  return { orgId: organization?.id ?? '', values: { type: 'EMAIL', value: request.requester.email ?? '', roles: [] } };
}

/** Who sent the request, in a heading: the name, else the address. */
export function requesterName(request: AccessRequest): string {
  return request.requester.name || request.requester.email || 'Someone';
}
