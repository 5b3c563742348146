import { buildOrganizationChange } from '@x4i/shared/testing';
import { describeOrganizationChange, formatDay, watchStatusText } from './watch-change';

// Midday UTC: the same day in every time zone the tests may run in.
const changedAt = '2026-11-08T12:00:00.000Z';
const change = (overrides: Parameters<typeof buildOrganizationChange>[0]) => buildOrganizationChange({ changedAt, ...overrides });

describe('describeOrganizationChange', () => {
  it('says which field changed, from what to what, and on which day', () => {
    expect(describeOrganizationChange(change({ kind: 'name', before: 'FOOD BANK OF ALASKA', after: 'FOOD BANK OF ALASKA INC' }))).toBe(
      'Name changed from FOOD BANK OF ALASKA to FOOD BANK OF ALASKA INC on Nov 8, 2026',
    );
    expect(describeOrganizationChange(change({ kind: 'ntee', before: 'K31', after: 'K30' }))).toBe('NTEE code changed from K31 to K30 on Nov 8, 2026');
    expect(describeOrganizationChange(change({ kind: 'subsection', before: '03', after: '04' }))).toBe('501(c) subsection changed from 03 to 04 on Nov 8, 2026');
    expect(describeOrganizationChange(change({ kind: 'foundation', before: '15', after: '16' }))).toBe('Foundation code changed from 15 to 16 on Nov 8, 2026');
    expect(describeOrganizationChange(change({ kind: 'state', before: 'AK', after: 'WA' }))).toBe('State changed from AK to WA on Nov 8, 2026');
  });

  it('says when a field was set for the first time or emptied', () => {
    expect(describeOrganizationChange(change({ kind: 'ntee', before: null, after: 'K31' }))).toBe('NTEE code set to K31 on Nov 8, 2026');
    expect(describeOrganizationChange(change({ kind: 'ntee', before: 'K31', after: '' }))).toBe('NTEE code K31 removed on Nov 8, 2026');
    expect(describeOrganizationChange(change({ kind: 'foundation', before: ' ', after: null }))).toBe('Foundation code changed on Nov 8, 2026');
  });

  it('says when the IRS files dropped the organization or listed it again', () => {
    expect(describeOrganizationChange(change({ kind: 'removed', before: null, after: null }))).toBe('No longer in the IRS files since Nov 8, 2026');
    expect(describeOrganizationChange(change({ kind: 'added', before: null, after: null }))).toBe('Listed again in the IRS files on Nov 8, 2026');
  });
});

describe('watchStatusText', () => {
  it('says nothing of an organization that has not changed since it was watched', () => {
    expect(watchStatusText({ listed: true, lastChange: null })).toBeNull();
  });

  it('gives the newest change of a listed organization', () => {
    expect(watchStatusText({ listed: true, lastChange: change({ kind: 'state', before: 'AK', after: 'OR' }) })).toBe('State changed from AK to OR on Nov 8, 2026');
  });

  it('says an organization the IRS files no longer list is no longer in them, with the day when known', () => {
    expect(watchStatusText({ listed: false, lastChange: null })).toBe('No longer in the IRS files');
    expect(watchStatusText({ listed: false, lastChange: change({ kind: 'removed', before: null, after: null }) })).toBe('No longer in the IRS files since Nov 8, 2026');
    expect(watchStatusText({ listed: false, lastChange: change({ kind: 'name', before: 'A', after: 'B' }) })).toBe('No longer in the IRS files');
  });

  it('trusts the records in use over a removal a later refresh undid', () => {
    expect(watchStatusText({ listed: true, lastChange: change({ kind: 'removed', before: null, after: null }) })).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes a day as the site does', () => {
    expect(formatDay('2026-10-02T12:00:00.000Z')).toBe('Oct 2, 2026');
  });
});
