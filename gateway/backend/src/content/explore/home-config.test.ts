import { demoNote, homeConfig } from './home-config.js';

const NO_DEMO = { solutions: 0, openGrants: 0, openGrantsTotal: 0, challenges: 0 };

describe('homeConfig', () => {
  it('leaves the IRS figure out while the count is unknown', () => {
    const config = homeConfig({ irsOrganizations: null, solutions: 3, openGrantFunding: 0, challenges: 0, demo: NO_DEMO });
    expect(config.impact.map((figure) => figure.label)).toEqual(['Tech solutions listed', 'Grant funding open now', 'Social challenges posted']);
    expect(config.headerTiles).toHaveLength(4);
  });

  it('says beside each figure computed from demo items that it is, and nothing beside real figures', () => {
    const config = homeConfig({
      irsOrganizations: 350040,
      irsCoverage: 'IRS EO BMF, April 2026',
      solutions: 3,
      openGrantFunding: 5000,
      challenges: 4,
      demo: { solutions: 3, openGrants: 1, openGrantsTotal: 2, challenges: 0 },
    });
    expect(config.impact.map((figure) => [figure.label, figure.note])).toEqual([
      ['Nonprofits in the IRS data we explore', 'IRS EO BMF, April 2026'],
      ['Tech solutions listed', 'Demo content: computed from demo items only'],
      ['Grant funding open now', 'Includes 1 demo item'],
      ['Social challenges posted', null],
    ]);
  });
});

describe('demoNote', () => {
  it('counts the demo items when only some are', () => {
    expect(demoNote(0, 5)).toBeNull();
    expect(demoNote(2, 5)).toBe('Includes 2 demo items');
    expect(demoNote(5, 5)).toBe('Demo content: computed from demo items only');
  });
});
