import { RULE_ERROR_MESSAGE, ruleAddedMessage, ruleDeletedMessage, ruleUpdatedMessage } from './rule-messages';

describe('the rule messages (SPEC 8)', () => {
  it('fill in the value, the roles by name and the organisation', () => {
    expect(ruleAddedMessage('helpinghands.org')).toBe('Success! helpinghands.org has been added.');
    expect(ruleUpdatedMessage('ann@helpinghands.org')).toBe('ann@helpinghands.org has been updated.');
    expect(RULE_ERROR_MESSAGE).toBe('Oops! There was an error.');
    expect(ruleDeletedMessage('ann@helpinghands.org', ['SOLUTION_PROVIDER'], 'Helping Hands')).toBe(
      'ann@helpinghands.org is no longer a Solution Provider (Additive) @ Helping Hands',
    );
    expect(ruleDeletedMessage('x4i.org', ['X4I_TEAM_MEMBER', 'CONTRIBUTING_EDITOR'], 'X4I')).toBe('x4i.org is no longer a Contributing Editor and team member @ X4I');
  });
});
