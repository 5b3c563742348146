import { SUBSCRIPTION_LABELS, isOrganizationSubscription } from '@x4i/shared/domain';
import { ADMIN_PATHS, type AccessCheckResult as Result } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { matchedRuleText, ROLE_NAMES } from '../domain/access-check-text';

const Panel = styled.div`
  margin-top: 20px;
  padding: 20px 24px;
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }

  h4 {
    margin: 16px 0 8px;
    font-size: 1rem;
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: 8px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function permissionText(permission: string): string {
  return isOrganizationSubscription(permission) ? `${permission} (${SUBSCRIPTION_LABELS[permission]})` : permission;
}

/** The rule search result panel (SPEC 2.8): organisation, role and permissions an address would get, and why. */
export function AccessCheckResult({ result, currentOrgId }: { result: Result; currentOrgId?: string }) {
  return (
    <Panel>
      <h3>Access for {result.email}</h3>
      <Facts>
        <dt>Organization</dt>
        <dd>{result.organization ? result.organization.name : 'None'}</dd>
        <dt>Role</dt>
        <dd>{ROLE_NAMES[result.role]}</dd>
        <dt>Permissions</dt>
        <dd>{result.permissions.length > 0 ? result.permissions.map(permissionText).join(', ') : 'None beyond a community member’s'}</dd>
        <dt>Account</dt>
        <dd>{result.accountExists ? 'Has an account.' : 'No account yet: the rules apply once they sign up.'}</dd>
      </Facts>
      <h4>Matching rules</h4>
      {result.matchedRules.length === 0 ? (
        <p>No rule matches this address.</p>
      ) : (
        <ul>
          {result.matchedRules.map((match) => {
            const { summary, reason } = matchedRuleText(match);
            return (
              <li key={match.rule.id}>
                {summary}
                {match.organization.id !== currentOrgId && (
                  <>
                    {' '}
                    (<Link to={ADMIN_PATHS.rules(match.organization.id)}>rules of {match.organization.name}</Link>)
                  </>
                )}
                <Reason>{reason}</Reason>
              </li>
            );
          })}
        </ul>
      )}
      {result.organizations.length > 1 && result.organization && (
        <p>
          Rules of {result.organizations.length} organizations match; the user is shown in {result.organization.name}, whose {result.matchedRules[0]?.rule.type === 'EMAIL' ? 'e-mail address' : 'domain'} rule comes first.
        </p>
      )}
    </Panel>
  );
}
