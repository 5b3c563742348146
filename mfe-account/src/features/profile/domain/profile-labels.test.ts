import { ROLES } from '@x4i/shared/domain';
import { ORGANIZATION_TYPES } from '@x4i/shared/contracts';
import { benefitsTitle, hasSpecialBenefits, ORGANIZATION_TYPE_LABELS, ROLE_LABELS, rolesOf } from './profile-labels';

describe('profile labels', () => {
  it('name every role and every organization type', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
    expect(Object.keys(ORGANIZATION_TYPE_LABELS).sort()).toEqual([...ORGANIZATION_TYPES].sort());
  });

  it('give special benefits to every role but the community member', () => {
    expect(ROLES.filter((role) => hasSpecialBenefits([role]))).toEqual(['CONTRIBUTING_EDITOR', 'FOUNDATION_MEMBER', 'SOLUTION_PROVIDER', 'X4I_TEAM_MEMBER']);
  });

  it('title the benefits with every role held, with the article the first one is said with', () => {
    expect(benefitsTitle(['X4I_TEAM_MEMBER'])).toBe('Your benefits as an X4I Team Member');
    expect(benefitsTitle(['COMMUNITY_MEMBER'])).toBe('Your benefits as a Community Member');
    expect(benefitsTitle(['FOUNDATION_MEMBER', 'CONTRIBUTING_EDITOR'])).toBe('Your benefits as a Foundation Member and Contributing Editor');
  });

  it('read the roles the server names, or the one an older backend names', () => {
    expect(rolesOf({ role: 'COMMUNITY_MEMBER', roles: ['FOUNDATION_MEMBER', 'CONTRIBUTING_EDITOR'] })).toEqual(['FOUNDATION_MEMBER', 'CONTRIBUTING_EDITOR']);
    expect(rolesOf({ role: 'SOLUTION_PROVIDER' })).toEqual(['SOLUTION_PROVIDER']);
  });
});
