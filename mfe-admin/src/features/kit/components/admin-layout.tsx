import { PageContainer } from '@x4i/shared';
import { ADMIN_PATHS } from '@x4i/shared/contracts';
import type { ReactNode } from 'react';
import { NavLink } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { TeamMemberOnly } from './team-member-only';

const Nav = styled.nav`
  margin-bottom: 24px;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding: 6px 0;
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }

  a:hover {
    border-bottom-color: ${({ theme }) => theme.colors.border};
  }

  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primaryStrong};
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Every admin page: the team-member guard, the page column and the links between the admin pages. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <TeamMemberOnly>
      <PageContainer>
        <Nav aria-label="Admin">
          <ul>
            <li>
              <NavLink to={ADMIN_PATHS.organizations} end>Organizations</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PATHS.accessRequests}>Access requests</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PATHS.messages}>Messages</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PATHS.outbox}>Outbox</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PATHS.newsletter}>Newsletter</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PATHS.credits}>Credits</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PATHS.content}>Content</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PATHS.data}>Public data</NavLink>
            </li>
          </ul>
        </Nav>
        {children}
      </PageContainer>
    </TeamMemberOnly>
  );
}
