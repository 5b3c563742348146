import { canCreateThemed, canEditThemed } from './permissions.js';

const org = { id: 'org-1', name: 'Foundation' };
const team = { permissions: ['do:all'], organization: null };
const editor = { permissions: ['create:content', 'edit:content'], organization: org };
const foundation = { permissions: ['create:grant', 'edit:grant', 'create:challenge', 'edit:challenge'], organization: org };
const member = { permissions: [], organization: null };
const provider = { permissions: ['create:solution', 'edit:solution'], organization: org };

const challenge = (owner: { orgId?: string | null; createdBy?: string | null } = {}) => ({
  contentType: 'social-challenge-idea' as const,
  orgId: owner.orgId ?? null,
  createdBy: owner.createdBy ?? null,
});
const grant = (owner: { orgId?: string | null; createdBy?: string | null } = {}) => ({ ...challenge(owner), contentType: 'grants-funding' as const });

describe('challenge and grant permissions', () => {
  it('lets the team, foundation members and contributing editors create both kinds; members and providers neither', () => {
    for (const kind of ['challenge', 'grant'] as const) {
      expect(canCreateThemed(team, kind)).toBe(true);
      expect(canCreateThemed(editor, kind)).toBe(true);
      expect(canCreateThemed(foundation, kind)).toBe(true);
      expect(canCreateThemed(member, kind)).toBe(false);
      expect(canCreateThemed(provider, kind)).toBe(false);
    }
  });

  it('lets the team edit every challenge and grant, seeded ones too', () => {
    expect(canEditThemed(team, 'acc-team', challenge())).toBe(true);
    expect(canEditThemed(team, 'acc-team', grant({ orgId: 'org-9' }))).toBe(true);
  });

  it('lets editors edit what they created or what belongs to their organisation', () => {
    expect(canEditThemed(editor, 'acc-1', challenge({ createdBy: 'acc-1' }))).toBe(true);
    expect(canEditThemed(foundation, 'acc-2', grant({ orgId: 'org-1', createdBy: 'acc-1' }))).toBe(true);
    expect(canEditThemed(editor, 'acc-1', grant({ orgId: 'org-2', createdBy: 'acc-3' }))).toBe(false);
    expect(canEditThemed(foundation, 'acc-2', challenge())).toBe(false);
  });

  it('refuses members and providers, even on their own organisation, and every other kind', () => {
    expect(canEditThemed(member, 'acc-1', challenge({ createdBy: 'acc-1' }))).toBe(false);
    expect(canEditThemed(provider, 'acc-1', challenge({ orgId: 'org-1' }))).toBe(false);
    expect(canEditThemed(team, 'acc-team', { contentType: 'tech-solution', orgId: null, createdBy: null })).toBe(false);
    expect(canEditThemed({ permissions: ['edit:grant'], organization: org }, 'acc-1', challenge({ orgId: 'org-1' }))).toBe(false);
  });
});
