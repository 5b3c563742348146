import { Spinner, useSession } from '@x4i/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@x4i/shared/router';
import { signInFirst } from '@x4i/shared/domain';
import { styled } from 'styled-components';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

/**
 * SPEC 2.4: admin routes need a signed-in user with role X4I_TEAM_MEMBER, otherwise they redirect to '/': a
 * visitor without a session to the home page's sign-in with this page to land on, anyone else home, and the
 * rejected page is logged. While the session loads, a spinner. (The backend refuses the admin calls to anyone
 * else anyway.)
 */
export function TeamMemberOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) {
    return (
      <Centered>
        <Spinner label="Loading" />
      </Centered>
    );
  }
  if (!user) return <Navigate to={signInFirst(`${location.pathname}${location.search}`)} replace />;
  if (user.role !== 'X4I_TEAM_MEMBER') {
    console.info(`${location.pathname} is for the team: sent home`);
    return <Navigate to="/" replace />;
  }
  return <>{children}</>;
}
