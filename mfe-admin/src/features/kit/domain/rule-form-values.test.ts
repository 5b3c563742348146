import { buildRoleRule } from '@x4i/shared/testing';
import { ruleFormValuesOf, toRuleInput, withRole, withRuleType } from './rule-form-values';

describe('the rule form', () => {
  it('starts from a rule as it is', () => {
    expect(ruleFormValuesOf(buildRoleRule({ roles: [{ name: 'SOLUTION_PROVIDER' }, { name: 'X4I_TEAM_MEMBER' }] }))).toEqual({
      type: 'DOMAIN',
      value: 'helpinghands.example.org',
      roles: ['SOLUTION_PROVIDER', 'X4I_TEAM_MEMBER'],
    });
  });

  it('sends the value trimmed and lower-cased, the roles in order', () => {
    expect(toRuleInput('org-1', { type: 'EMAIL', value: ' Ann@Example.org ', roles: ['X4I_TEAM_MEMBER', 'COMMUNITY_MEMBER'] })).toEqual({
      input: { orgId: 'org-1', type: 'EMAIL', value: 'ann@example.org', roles: ['COMMUNITY_MEMBER', 'X4I_TEAM_MEMBER'] },
      errors: null,
    });
  });

  it('names each field at fault', () => {
    expect(toRuleInput('org-1', { type: 'DOMAIN', value: 'ann@example.org', roles: [] }).errors).toEqual({
      value: 'Enter the domain alone, without @, such as example.org.',
      roles: 'Choose at least one role.',
    });
    expect(toRuleInput('org-1', { type: 'EMAIL', value: '', roles: ['COMMUNITY_MEMBER'] }).errors).toEqual({ value: 'Enter an e-mail address.' });
  });

  it("turns the requester's address into its domain when the type changes, and back", () => {
    const email = 'Sam@HelpingHands.org';
    const asDomain = withRuleType({ type: 'EMAIL', value: 'sam@helpinghands.org', roles: [] }, 'DOMAIN', email);
    expect(asDomain).toEqual({ type: 'DOMAIN', value: 'helpinghands.org', roles: [] });
    expect(withRuleType(asDomain, 'EMAIL', email)).toEqual({ type: 'EMAIL', value: 'sam@helpinghands.org', roles: [] });
    expect(withRuleType({ type: 'EMAIL', value: 'other@x.org', roles: [] }, 'DOMAIN', email)).toEqual({ type: 'DOMAIN', value: 'other@x.org', roles: [] });
  });

  it('adds and removes roles', () => {
    const values = withRole({ type: 'EMAIL', value: '', roles: ['X4I_TEAM_MEMBER'] }, 'SOLUTION_PROVIDER', true);
    expect(values.roles).toEqual(['SOLUTION_PROVIDER', 'X4I_TEAM_MEMBER']);
    expect(withRole(values, 'X4I_TEAM_MEMBER', false).roles).toEqual(['SOLUTION_PROVIDER']);
  });
});
