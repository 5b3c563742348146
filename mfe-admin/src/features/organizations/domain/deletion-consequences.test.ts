import { deletionConsequences } from './deletion-consequences';

describe('what deleting an organisation does', () => {
  it('says what happens to its rules, the accounts they match and its solutions', () => {
    expect(deletionConsequences({ name: 'Helping Hands', ruleCount: 2, memberCount: 3, solutionCount: 2 })).toEqual([
      'Its 2 role rules are deleted with it.',
      '3 accounts match these rules: they lose Helping Hands and the roles it gives the next time their session loads.',
      'Its 2 solutions stay listed, without an organization.',
    ]);
    expect(deletionConsequences({ name: 'Helping Hands', ruleCount: 1, memberCount: 1, solutionCount: 1 })).toEqual([
      'Its 1 role rule is deleted with it.',
      '1 account matches these rules: it loses Helping Hands and the roles it gives the next time its session loads.',
      'Its 1 solution stays listed, without an organization.',
    ]);
  });

  it('says when there is nothing to lose', () => {
    expect(deletionConsequences({ name: 'Empty', ruleCount: 0, memberCount: 0, solutionCount: 0 })).toEqual(['Empty has no role rules.']);
  });
});
