import { Card } from '@x4i/shared';
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Heading = styled.h2`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.375rem;
  line-height: 1.3;
`;

/** A titled card of the profile page, a region named by its heading. */
export function ProfileSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={className}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Card>
  );
}

export const EmptyState = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list of the member's things (activity, keys): plain rows, ruled between. */
export const ProfileList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
`;

export const ProfileListItem = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;
