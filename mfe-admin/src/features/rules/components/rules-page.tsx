import { ErrorState, PageHeading, Spinner, usePageTitle } from '@x4i/shared';
import { useOrganization } from '../../organizations/hooks/organizations';
import { ADMIN_PATHS, type RemotePageProps } from '@x4i/shared/contracts';
import { Link, useParams } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { AdminLayout } from '../../kit/components/admin-layout';
import { AccessCheck } from '../../access-check/components/access-check';
import { RuleSection } from './rule-section';

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 600;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** /admin/organizations/:orgId/rules: the RULES view of one organisation (SPEC 2.8), with the access check. */
export function RulesPage({ route }: RemotePageProps) {
  const { orgId = '' } = useParams();
  const { data: organization, error, mutate } = useOrganization(orgId);
  usePageTitle(organization ? `${route.title}: ${organization.name}` : route.title);

  return (
    <AdminLayout>
      <BackLink to={ADMIN_PATHS.organizations}>Back to organizations</BackLink>
      {organization ? (
        <>
          <Eyebrow>Role rules</Eyebrow>
          <PageHeading>{organization.name}</PageHeading>
          <RuleSection orgId={organization.id} organizationName={organization.name} />
          <AccessCheck currentOrgId={organization.id} />
        </>
      ) : error ? (
        <>
          <PageHeading>{route.title}</PageHeading>
          {error.status === 404 ? (
            <ErrorState message="There is no such organization. It may have been deleted." />
          ) : (
            <ErrorState message="The organization could not be loaded. Please try again." onRetry={() => void mutate()} />
          )}
        </>
      ) : (
        <Spinner label="Loading the organization" />
      )}
    </AdminLayout>
  );
}
