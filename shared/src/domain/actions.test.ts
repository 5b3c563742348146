import { ACTIONS, actionDescription, attemptedAction, parseAttemptedAction, actionLabel, CREATE_ACTION_LABELS, isAction, isActionAllowed, isSignedInAction, SIGNED_IN_ACTIONS } from './actions.js';
import { abilitiesFromPermissions, type Abilities } from './roles.js';

const none: Abilities = { canInvite: false, canTouchChallenge: false, canTouchSolution: false, canTouchGrant: false };

describe('isActionAllowed', () => {
  it('maps each action to its ability flag (SPEC 6)', () => {
    const only = (flag: keyof Abilities) => ACTIONS.filter((action) => isActionAllowed(action, { ...none, [flag]: true }));
    expect(only('canInvite')).toEqual(['INVITE']);
    expect(only('canTouchChallenge')).toEqual(['CREATE', 'EDIT', 'EDIT_FACET']);
    expect(only('canTouchSolution')).toEqual(['CREATE_SOLUTION', 'EDIT_SOLUTION']);
    expect(only('canTouchGrant')).toEqual(['CREATE_GRANT', 'EDIT_GRANT']);
  });

  it('allows nothing without abilities, and never an unknown action', () => {
    expect(ACTIONS.some((action) => isActionAllowed(action, none))).toBe(false);
    const all: Abilities = { canInvite: true, canTouchChallenge: true, canTouchSolution: true, canTouchGrant: true };
    for (const unknown of ['', 'create_solution', 'vote', 'toString', '__proto__']) expect(isActionAllowed(unknown, all)).toBe(false);
  });

  it('allows the signed-in actions of SPEC 6 to any signed-in user, whatever the abilities', () => {
    expect(SIGNED_IN_ACTIONS).toEqual(['VOTE', 'UNVOTE', 'VOTE_FACET', 'VOTE_GEO', 'FOLLOW', 'UNFOLLOW', 'SUBMIT_URL', 'NEWSLETTER', 'WATCH', 'UNWATCH']);
    for (const action of SIGNED_IN_ACTIONS) expect(isActionAllowed(action, none)).toBe(true);
    expect(isSignedInAction('FOLLOW')).toBe(true);
    expect(isActionAllowed(parseAttemptedAction(attemptedAction('WATCH', '920073175')).action, none)).toBe(true);
    expect(isSignedInAction('CREATE_SOLUTION')).toBe(false);
    expect(isSignedInAction(undefined)).toBe(false);
  });

  it('follows the roles: a solution provider may create solutions, a member may not, the team may do all', () => {
    expect(isActionAllowed('CREATE_SOLUTION', abilitiesFromPermissions(['create:solution']))).toBe(true);
    expect(isActionAllowed('CREATE_GRANT', abilitiesFromPermissions(['create:solution']))).toBe(false);
    expect(isActionAllowed('CREATE_SOLUTION', abilitiesFromPermissions([]))).toBe(false);
    expect(ACTIONS.every((action) => isActionAllowed(action, abilitiesFromPermissions(['do:all'])))).toBe(true);
  });
});

describe('action labels and descriptions', () => {
  it('uses the SPEC 9 create-action labels', () => {
    expect(Object.values(CREATE_ACTION_LABELS)).toEqual(['Create/Edit a Challenge', 'Create/Edit a Solution', 'Create/Edit a Grant']);
    expect(actionLabel('CREATE')).toBe('Create/Edit a Challenge');
    expect(actionLabel('EDIT_FACET')).toBe('Create/Edit a Challenge');
    expect(actionLabel('EDIT_SOLUTION')).toBe('Create/Edit a Solution');
    expect(actionLabel('CREATE_GRANT')).toBe('Create/Edit a Grant');
    expect(actionLabel('INVITE')).toBe('Invite members');
    expect(actionLabel('SOMETHING')).toBe('Create/Edit content');
  });

  it('has a description for every action, and a general one for the rest', () => {
    for (const action of ACTIONS) expect(actionDescription(action)).toMatch(/^I would like to .+\.$/);
    expect(actionDescription('CREATE_SOLUTION')).toBe('I would like to create tech solution listings.');
    expect(actionDescription('OTHER')).toBe('I would like to create and edit content.');
  });

  it('recognises action names exactly', () => {
    expect(isAction('CREATE_SOLUTION')).toBe(true);
    expect(isAction('create_solution')).toBe(false);
    expect(isAction(undefined)).toBe(false);
  });
});

describe('attempted actions on an item', () => {
  it('carry the item with the action, and gating reads the action back', () => {
    expect(attemptedAction('VOTE', '3f1c-9a')).toBe('VOTE:3f1c-9a');
    expect(attemptedAction('CREATE_SOLUTION')).toBe('CREATE_SOLUTION');
    expect(parseAttemptedAction('VOTE:3f1c-9a')).toEqual({ action: 'VOTE', itemId: '3f1c-9a' });
    expect(parseAttemptedAction('CREATE_SOLUTION')).toEqual({ action: 'CREATE_SOLUTION' });
    expect(parseAttemptedAction(':x')).toEqual({ action: ':x' });
    expect(parseAttemptedAction('VOTE:')).toEqual({ action: 'VOTE:' });
  });
});
