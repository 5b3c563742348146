import {
  abilitiesFromPermissions,
  canCreateThemedContent,
  hasCompensationAccess,
  hasIrsLetterCredits,
  hasNteeChangerAccess,
  hasThemedEditPermission,
  isPremiumListingMember,
  roleFromPermissions,
} from './roles.js';

describe('roles and abilities', () => {
  it("gives the team role for 'do:all', solution provider for solution permissions, else community member", () => {
    expect(roleFromPermissions(['do:all', 'create:solution'])).toBe('X4I_TEAM_MEMBER');
    expect(roleFromPermissions(['create:solution'])).toBe('SOLUTION_PROVIDER');
    expect(roleFromPermissions(['edit:solution'])).toBe('SOLUTION_PROVIDER');
    expect(roleFromPermissions(['premium:listing'])).toBe('COMMUNITY_MEMBER');
    expect(roleFromPermissions([])).toBe('COMMUNITY_MEMBER');
  });

  it('enables invite for any permission containing invite', () => {
    expect(abilitiesFromPermissions(['send:invite']).canInvite).toBe(true);
    expect(abilitiesFromPermissions(['edit:solution']).canInvite).toBe(false);
  });

  it('lets solution providers touch solutions only, and the team everything', () => {
    expect(abilitiesFromPermissions(['create:solution'])).toEqual({
      canInvite: false,
      canTouchChallenge: false,
      canTouchSolution: true,
      canTouchGrant: false,
    });
    expect(abilitiesFromPermissions(['do:all'])).toEqual({ canInvite: true, canTouchChallenge: true, canTouchSolution: true, canTouchGrant: true });
    expect(abilitiesFromPermissions([])).toEqual({ canInvite: false, canTouchChallenge: false, canTouchSolution: false, canTouchGrant: false });
  });

  it('lets contributing editors and foundation members touch challenges and grants, not solutions', () => {
    const editor = abilitiesFromPermissions(['create:content', 'edit:content']);
    expect(editor).toEqual({ canInvite: false, canTouchChallenge: true, canTouchSolution: false, canTouchGrant: true });
    const foundation = abilitiesFromPermissions(['create:grant', 'edit:grant', 'create:challenge', 'edit:challenge']);
    expect(foundation).toEqual({ canInvite: false, canTouchChallenge: true, canTouchSolution: false, canTouchGrant: true });
    expect(abilitiesFromPermissions(['edit:grant'])).toMatchObject({ canTouchChallenge: false, canTouchGrant: true });
    expect(abilitiesFromPermissions(['create:solution', 'edit:solution'])).toMatchObject({ canTouchChallenge: false, canTouchGrant: false });
  });

  it('separates creating challenges and grants from the right to edit them', () => {
    expect(canCreateThemedContent(['do:all'], 'challenge')).toBe(true);
    expect(canCreateThemedContent(['create:content'], 'grant')).toBe(true);
    expect(canCreateThemedContent(['create:grant'], 'challenge')).toBe(false);
    expect(canCreateThemedContent(['edit:content'], 'challenge')).toBe(false);
    expect(hasThemedEditPermission(['edit:content'], 'challenge')).toBe(true);
    expect(hasThemedEditPermission(['edit:grant'], 'grant')).toBe(true);
    expect(hasThemedEditPermission(['edit:solution'], 'grant')).toBe(false);
    expect(hasThemedEditPermission([], 'challenge')).toBe(false);
  });

  it('marks premium listing members', () => {
    expect(isPremiumListingMember(['premium:listing'])).toBe(true);
    expect(isPremiumListingMember(['create:solution'])).toBe(false);
  });

  it('grants the compensation report with the permission and no pending compensation terms', () => {
    expect(hasCompensationAccess(['premium:compensation'], [])).toBe(true);
    expect(hasCompensationAccess(['premium:compensation'], [{ type: 'COMPENSATION' }])).toBe(false);
    expect(hasCompensationAccess(['premium:compensation'], [{ type: 'IRS_LETTER' }])).toBe(true);
    expect(hasCompensationAccess([], [])).toBe(false);
  });

  it('opens the NTEE changer to signed-in users without pending IRS letter terms; credits need a balance', () => {
    expect(hasNteeChangerAccess(true, [])).toBe(true);
    expect(hasNteeChangerAccess(false, [])).toBe(false);
    expect(hasNteeChangerAccess(true, [{ type: 'IRS_LETTER' }])).toBe(false);
    expect(hasIrsLetterCredits({ IRS_LETTER: 2 })).toBe(true);
    expect(hasIrsLetterCredits({ IRS_LETTER: 0 })).toBe(false);
    expect(hasIrsLetterCredits({})).toBe(false);
  });
});
