import { shareTargets } from './share-links';

describe('shareTargets', () => {
  it('builds the share links with the page address and title encoded', () => {
    const targets = shareTargets('https://x4i.example.org/all/tech-solution/grantpilot-s-grantpilot', 'GrantPilot & more');
    expect(targets.map((target) => target.source)).toEqual(['LINKEDIN', 'X', 'FACEBOOK', 'EMAIL']);
    expect(targets[0]!.href).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fx4i.example.org%2Fall%2Ftech-solution%2Fgrantpilot-s-grantpilot',
    );
    expect(targets[3]!.href).toBe(
      'mailto:?subject=GrantPilot%20%26%20more&body=https%3A%2F%2Fx4i.example.org%2Fall%2Ftech-solution%2Fgrantpilot-s-grantpilot',
    );
  });
});
