import { buildSolution } from '@x4i/shared/testing';
import { associationStates, combinedGeoArea, computedCount, demoContactLink, formatCompleteness, solutionCounters, solutionToCard, withCounters } from './solution-view';

describe('the solution view rules', () => {
  const solution = buildSolution({
    geoAreaPrimary: ['wa', 'or'],
    stateVotes: ['ca', 'wa'],
    computed: [
      { name: 'associations', count: 5, states: { WA: 3, ca: 2 } },
      { name: 'completeness', count: 85 },
    ],
  });

  it('reads the computed entries, zero when missing', () => {
    expect(computedCount(solution, 'associations')).toBe(5);
    expect(computedCount(solution, 'shares')).toBe(0);
    expect(associationStates(solution)).toEqual({ wa: 3, ca: 2 });
  });

  it('joins the primary area and the state votes', () => {
    expect(combinedGeoArea(solution)).toEqual(['ca', 'or', 'wa']);
  });

  it('shows completeness as a percentage', () => {
    expect(formatCompleteness(85)).toBe('85%');
    expect(formatCompleteness(120)).toBe('100%');
    expect(formatCompleteness(33.4)).toBe('33%');
  });

  it('links an e-mail demo contact and leaves other text as it is', () => {
    expect(demoContactLink(' demo@pilot.example.org ')).toBe('mailto:demo@pilot.example.org');
    expect(demoContactLink('Call Sam on 555-0100')).toBeNull();
    expect(demoContactLink('')).toBeNull();
  });

  it('turns a solution into a card', () => {
    expect(solutionToCard(buildSolution())).toMatchObject({
      slug: 's-grantpilot',
      contentType: 'tech-solution',
      title: 'GrantPilot',
      url: '/all/tech-solution/grantpilot-s-grantpilot',
      follows: 2,
      orgsUseSolution: 5,
      userAssociated: false,
    });
  });
});

describe('solution counters', () => {
  it('reads the counters and writes an answer back into the solution', () => {
    const solution = buildSolution();
    expect(solutionCounters(solution)).toEqual({ votes: 4, follows: 2, orgsUseSolution: 5, shares: 7, followed: false, userAssociated: false, stateVotes: [] });
    const next = withCounters(solution, { votes: 5, follows: 3, orgsUseSolution: 6, shares: 8, followed: true, userAssociated: true, stateVotes: ['WA'] });
    expect(next).toMatchObject({ votes: 5, orgsUseSolution: 6, shares: 8, followed: true, associated: true, stateVotes: ['wa'] });
    expect(computedCount(next, 'follows')).toBe(3);
    expect(computedCount(next, 'associations')).toBe(6);
    expect(computedCount(next, 'shares')).toBe(8);
    expect(computedCount(next, 'completeness')).toBe(85);
  });
});
