import type { Role } from '@x4i/shared/domain';
import { styled } from 'styled-components';
import { benefitsTitle, COMMUNITY_BENEFITS, hasSpecialBenefits, SPECIAL_BENEFITS } from '../domain/profile-labels';
import { ProfileSection } from './section';

const Group = styled.div`
  & + & {
    margin-top: 20px;
  }
`;

const GroupHeading = styled.h3`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.125rem;
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25em;
  line-height: 1.6;
`;

/** SPEC 6: what the user's roles let them do (every role the server grants, whatever gave it). */
export function BenefitsSection({ roles }: { roles: readonly Role[] }) {
  return (
    <ProfileSection title={benefitsTitle(roles)}>
      {hasSpecialBenefits(roles) && (
        <Group>
          <GroupHeading>Special Benefits</GroupHeading>
          <List aria-label="Special Benefits">
            {SPECIAL_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </List>
        </Group>
      )}
      <Group>
        <GroupHeading>Community Member benefits</GroupHeading>
        <List aria-label="Community Member benefits">
          {COMMUNITY_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </List>
      </Group>
    </ProfileSection>
  );
}
