import { Spinner, useSession } from '@x4i/shared';
import type { ReactNode } from 'react';
import { Navigate } from '@x4i/shared/router';
import { styled } from 'styled-components';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

/**
 * SPEC 2.4: admin routes need a signed-in user with role X4I_TEAM_MEMBER, otherwise they redirect to '/'. While
 * the session loads, a spinner. (The backend refuses the admin calls to anyone else anyway.)
 */
export function TeamMemberOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return (
      <Centered>
        <Spinner label="Loading" />
      </Centered>
    );
  }
  if (user?.role !== 'X4I_TEAM_MEMBER') return <Navigate to="/" replace />;
  return <>{children}</>;
}
