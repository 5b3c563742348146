import { PageHeading } from '@x4i/shared';
import { displayName } from '@x4i/shared/domain';
import { type SessionUser } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { rolesLabel, rolesOf } from '../domain/profile-labels';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function ProfileSummary({ user }: { user: SessionUser }) {
  const roles = rolesOf(user);
  return (
    <header>
      <PageHeading>{displayName(user)}</PageHeading>
      <Facts>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Organization</dt>
        <dd>{user.organization?.name ?? 'No organization'}</dd>
        <dt>{roles.length > 1 ? 'Roles' : 'Role'}</dt>
        <dd>{rolesLabel(roles)}</dd>
      </Facts>
    </header>
  );
}
