import { ROLES } from '@x4i/shared/domain';
import { ORGANIZATION_TYPES } from '@x4i/shared/contracts';
import { hasSpecialBenefits, ORGANIZATION_TYPE_LABELS, ROLE_LABELS } from './profile-labels';

describe('profile labels', () => {
  it('name every role and every organization type', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
    expect(Object.keys(ORGANIZATION_TYPE_LABELS).sort()).toEqual([...ORGANIZATION_TYPES].sort());
  });

  it('give special benefits to every role but the community member', () => {
    expect(ROLES.filter(hasSpecialBenefits)).toEqual(['CONTRIBUTING_EDITOR', 'FOUNDATION_MEMBER', 'SOLUTION_PROVIDER', 'X4I_TEAM_MEMBER']);
  });
});
