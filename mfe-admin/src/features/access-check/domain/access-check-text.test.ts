import { buildRoleRule } from '@x4i/shared/testing';
import { matchedRuleText } from './access-check-text';

describe('a matched rule, in words', () => {
  it('says what the rule gives and why it applies', () => {
    const organization = { id: 'org-1', name: 'Helping Hands', subscriptions: [] };
    expect(matchedRuleText({ rule: buildRoleRule({ type: 'DOMAIN', value: 'helpinghands.org' }), organization })).toEqual({
      summary: 'Domain rule helpinghands.org: Solution Provider (Additive) @ Helping Hands',
      reason: 'The address is in the domain helpinghands.org.',
    });
    const email = buildRoleRule({ type: 'EMAIL', value: 'ann@helpinghands.org', roles: [{ name: 'X4I_TEAM_MEMBER' }, { name: 'CONTRIBUTING_EDITOR' }] });
    expect(matchedRuleText({ rule: email, organization })).toEqual({
      summary: 'E-mail address rule ann@helpinghands.org: Contributing Editor and team member @ Helping Hands',
      reason: 'The address is exactly ann@helpinghands.org.',
    });
  });
});
