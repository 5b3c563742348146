import { roleFromPermissions } from '@x4i/shared/domain';
import { grantsFor, ruleMatches, type RuleWithOrganization } from './role-grants.js';

const org = (name: string, subscriptions: string[] = []) => ({ id: `id-${name}`, name, subscriptions });

describe('role rules', () => {
  it('match an exact e-mail or its domain, case-insensitively', () => {
    expect(ruleMatches({ type: 'EMAIL', value: 'Ann@Example.org' }, 'ann@example.org')).toBe(true);
    expect(ruleMatches({ type: 'EMAIL', value: 'ann@example.org' }, 'bob@example.org')).toBe(false);
    expect(ruleMatches({ type: 'DOMAIN', value: 'example.org' }, 'Bob@EXAMPLE.org')).toBe(true);
    expect(ruleMatches({ type: 'DOMAIN', value: 'example.org' }, 'bob@sub.example.org')).toBe(false);
    expect(ruleMatches({ type: 'DOMAIN', value: '' }, 'bob')).toBe(false);
  });

  it("grant their roles' permissions and the organisation's subscriptions, the e-mail rule's organisation first", () => {
    const rules: RuleWithOrganization[] = [
      { type: 'DOMAIN', value: 'example.org', roles: ['FOUNDATION_MEMBER'], organization: org('Foundation', ['premium:compensation']) },
      { type: 'EMAIL', value: 'ann@example.org', roles: ['SOLUTION_PROVIDER', 'COMMUNITY_MEMBER'], organization: org('Solutions') },
      { type: 'EMAIL', value: 'other@example.org', roles: ['X4I_TEAM_MEMBER'], organization: org('Team') },
    ];
    const grants = grantsFor('ann@example.org', rules, ['invite:user']);
    expect(grants.organization).toEqual({ id: 'id-Solutions', name: 'Solutions' });
    expect(grants.permissions.sort()).toEqual(
      ['invite:user', 'create:solution', 'edit:solution', 'create:grant', 'edit:grant', 'create:challenge', 'edit:challenge', 'premium:compensation'].sort(),
    );
    expect(roleFromPermissions(grants.permissions)).toBe('SOLUTION_PROVIDER');
  });

  it('map every role', () => {
    const one = (role: string) => grantsFor('a@b.org', [{ type: 'EMAIL', value: 'a@b.org', roles: [role], organization: org('O') }]).permissions;
    expect(one('X4I_TEAM_MEMBER')).toEqual(['do:all']);
    expect(one('CONTRIBUTING_EDITOR')).toEqual(['create:content', 'edit:content']);
    expect(one('FOUNDATION_MEMBER')).toEqual(['create:grant', 'edit:grant', 'create:challenge', 'edit:challenge']);
    expect(one('COMMUNITY_MEMBER')).toEqual([]);
    expect(one('UNKNOWN')).toEqual([]);
    expect(grantsFor('nobody@else.org', [], ['x'])).toEqual({ permissions: ['x'], roles: ['COMMUNITY_MEMBER'], organization: null });
  });

  it('name every role held, from the rules and from permissions that make up a role, the most powerful first', () => {
    const rules: RuleWithOrganization[] = [
      { type: 'DOMAIN', value: 'example.org', roles: ['CONTRIBUTING_EDITOR', 'COMMUNITY_MEMBER'], organization: org('Editors') },
      { type: 'EMAIL', value: 'ann@example.org', roles: ['FOUNDATION_MEMBER'], organization: org('Foundation') },
    ];
    expect(grantsFor('ann@example.org', rules).roles).toEqual(['FOUNDATION_MEMBER', 'CONTRIBUTING_EDITOR']);
    expect(grantsFor('bob@example.org', rules, ['create:solution', 'edit:solution']).roles).toEqual(['CONTRIBUTING_EDITOR', 'SOLUTION_PROVIDER']);
    expect(grantsFor('eve@else.org', rules, ['do:all']).roles).toEqual(['X4I_TEAM_MEMBER']);
    // Half a role's permissions is not the role.
    expect(grantsFor('eve@else.org', rules, ['create:solution']).roles).toEqual(['COMMUNITY_MEMBER']);
  });
});
