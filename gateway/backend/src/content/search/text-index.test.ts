import { makeSolution, makeThemed } from '../testing/items.js';
import { processTerm, TextIndex, topicsQuery } from './text-index.js';

const items = [
  makeSolution({ slug: 's-sun', title: 'SunShare', summary: 'Community solar energy for shelters.' }),
  makeSolution({ slug: 's-tree', title: 'CanopyCount', summary: 'Tree inventories that protect the environment.' }),
  makeSolution({ slug: 's-both', title: 'GreenLine', summary: 'Energy audits and environment reports.' }),
  makeSolution({ slug: 's-crm', title: 'DonorDesk', summary: 'Relationship management for donors.', organization: 'Desk Labs' }, { mainFeatures: ['Pledge tracking'] }),
  makeThemed({ slug: 'c-energy', contentType: 'social-challenge-idea', title: 'Paying the energy bill' }),
];
const ids = (matches: { id: string }[]) => matches.map((match) => match.id.replace('id-', ''));

describe('TextIndex', () => {
  const index = new TextIndex(items);

  it('needs every word, ranks the title first, and keeps to the type', () => {
    expect(ids(index.match('energy', 'tech-solution')).sort()).toEqual(['s-both', 's-sun']);
    expect(ids(index.match('energy', 'social-challenge-idea'))).toEqual(['c-energy']);
    expect(ids(index.match('energy audits', 'tech-solution'))).toEqual(['s-both']);
    expect(ids(index.match('donordesk', 'tech-solution'))).toEqual(['s-crm']);
  });

  it('reads topics joined by and, or, commas as alternatives, best matches first', () => {
    expect(ids(index.match('environment and energy', 'tech-solution'))).toEqual(['s-both', expect.any(String), expect.any(String)]);
    expect(ids(index.match('environment, energy', 'tech-solution')).sort()).toEqual(['s-both', 's-sun', 's-tree']);
  });

  it('searches organisations and features, forgives typos and completes prefixes', () => {
    expect(ids(index.match('desk labs', 'tech-solution'))).toEqual(['s-crm']);
    expect(ids(index.match('pledge', 'tech-solution'))).toEqual(['s-crm']);
    expect(ids(index.match('enviroment', 'tech-solution')).sort()).toEqual(['s-both', 's-tree']);
    expect(ids(index.match('relationsh', 'tech-solution'))).toEqual(['s-crm']);
  });

  it('falls back to any word when nothing has every word', () => {
    expect(ids(index.match('solar blockchain', 'tech-solution'))).toEqual(['s-sun']);
    expect(index.match('qqzzxx', 'tech-solution')).toEqual([]);
  });

  it('replaces an item on put', () => {
    const local = new TextIndex(items);
    local.put({ ...items[0]!, summary: 'Wind turbines.' });
    expect(ids(local.match('solar', 'tech-solution'))).toEqual([]);
    expect(ids(local.match('turbines', 'tech-solution'))).toEqual(['s-sun']);
    local.put(makeSolution({ slug: 's-new', title: 'Turbine Tools' }));
    expect(ids(local.match('turbines', 'tech-solution')).sort()).toEqual(['s-new', 's-sun']);
  });
});

describe('topicsQuery', () => {
  it('keeps a plain text, splits topics', () => {
    expect(topicsQuery('mental health')).toBe('mental health');
    expect(topicsQuery('environment and energy')).toEqual({
      combineWith: 'OR',
      queries: [
        { combineWith: 'AND', queries: ['environment'] },
        { combineWith: 'AND', queries: ['energy'] },
      ],
    });
    expect(topicsQuery('food & water')).toMatchObject({ queries: [{ queries: ['food'] }, { queries: ['water'] }] });
    expect(topicsQuery('android')).toBe('android');
  });
});

describe('processTerm', () => {
  it.each([
    ['Turbines', 'turbine'],
    ['charities', 'charity'],
    ['homeless', 'homeless'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['ESG', 'esg'],
    ['gas', 'gas'],
    ['the', null],
  ])('%s → %s', (term, expected) => {
    expect(processTerm(term)).toBe(expected);
  });
});
