import { homeConfig } from './home-config.js';

describe('homeConfig', () => {
  it('leaves the IRS figure out while the count is unknown', () => {
    const config = homeConfig({ irsOrganizations: null, solutions: 3, openGrantFunding: 0, challenges: 0 });
    expect(config.impact.map((figure) => figure.label)).toEqual(['Tech solutions listed', 'Grant funding open now', 'Social challenges posted']);
    expect(config.headerTiles).toHaveLength(4);
  });
});
