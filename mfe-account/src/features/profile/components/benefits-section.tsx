import type { Role } from '@x4i/shared/domain';
import { styled } from 'styled-components';
import { COMMUNITY_BENEFITS, hasSpecialBenefits, ROLE_LABELS, SPECIAL_BENEFITS } from '../utils/profile-labels';
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

/** SPEC 6: what the user's role lets them do. */
export function BenefitsSection({ role }: { role: Role }) {
  return (
    <ProfileSection title={`Your benefits as a ${ROLE_LABELS[role]}`}>
      {hasSpecialBenefits(role) && (
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
