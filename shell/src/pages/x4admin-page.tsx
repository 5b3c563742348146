import { useEffect, useRef } from 'react';
import { Navigate } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { Button, PageContainer, PageHeading, Spinner, usePageTitle, useSession, useSignIn } from '@x4i/shared';
import { ADMIN_PATHS } from '@x4i/shared/contracts';

const Text = styled.p`
  max-width: 46rem;
  margin: 0 0 16px;
`;

/**
 * /x4admin, the admin entry (SPEC 2.1): a team member goes on to the admin dashboard, another signed-in user to
 * the home page; an anonymous visitor gets the sign-in modal, landing on the dashboard afterwards.
 */
export default function X4AdminPage() {
  usePageTitle('Admin');
  const { user, isLoading } = useSession();
  const { open } = useSignIn();
  const opened = useRef(false);

  useEffect(() => {
    if (isLoading || user || opened.current) return;
    opened.current = true;
    open({ landingPath: ADMIN_PATHS.organizations });
  }, [isLoading, user, open]);

  if (!isLoading && user) return <Navigate to={user.role === 'X4I_TEAM_MEMBER' ? ADMIN_PATHS.organizations : '/'} replace />;

  return (
    <PageContainer>
      <PageHeading>Admin</PageHeading>
      {isLoading ? (
        <Spinner label="Loading" />
      ) : (
        <>
          <Text>Sign in with your X4I team account to open the admin dashboard.</Text>
          <Button onClick={() => open({ landingPath: ADMIN_PATHS.organizations })}>Sign in</Button>
        </>
      )}
    </PageContainer>
  );
}
