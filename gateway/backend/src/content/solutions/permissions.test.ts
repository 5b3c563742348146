import { canCreateSolution, canEditSolution, canUploadImages } from './permissions.js';

const org = { id: 'org-1', name: 'Org' };

describe('solution permissions', () => {
  it('lets the team do everything', () => {
    const team = { permissions: ['do:all'], organization: null };
    expect(canCreateSolution(team)).toBe(true);
    expect(canEditSolution(team, { orgId: null })).toBe(true);
    expect(canUploadImages(team)).toBe(true);
  });

  it('lets a provider edit the solutions of its own organisation only', () => {
    const provider = { permissions: ['create:solution', 'edit:solution'], organization: org };
    expect(canEditSolution(provider, { orgId: 'org-1' })).toBe(true);
    expect(canEditSolution(provider, { orgId: 'org-2' })).toBe(false);
    expect(canEditSolution(provider, { orgId: null })).toBe(false);
    expect(canEditSolution({ ...provider, organization: null }, { orgId: 'org-1' })).toBe(false);
    expect(canEditSolution({ permissions: ['create:solution'], organization: org }, { orgId: 'org-1' })).toBe(false);
  });

  it('gives a community member nothing', () => {
    const member = { permissions: [], organization: org };
    expect(canCreateSolution(member)).toBe(false);
    expect(canEditSolution(member, { orgId: 'org-1' })).toBe(false);
    expect(canUploadImages(member)).toBe(false);
  });
});
