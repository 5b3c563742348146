import { buildOrganizationChange, buildWatchedOrganization } from '@x4i/shared/testing';

/** The organizations this remote's tests watch; the /me/watches answers come from shared's handlers. */

export const watchedFoodBank = buildWatchedOrganization({
  lastChange: buildOrganizationChange({ kind: 'name', before: 'FOOD BANK OF ALASKA', after: 'FOOD BANK OF ALASKA INC', changedAt: '2026-11-08T12:00:00.000Z' }),
});

export const watchedRifleClub = buildWatchedOrganization({ ein: '010564885', name: 'VALDEZ JUNIOR RIFLE CLUB', watchedSince: '2026-11-20T12:00:00.000Z' });

/** An organisation the IRS has since dropped: its last known name, and no state from the records in use. */
export const watchedDroppedTrust = buildWatchedOrganization({
  ein: '237143525',
  name: 'ALASKA SCHOLARSHIP TRUST',
  state: null,
  listed: false,
  watchedSince: '2026-09-15T12:00:00.000Z',
  lastChange: buildOrganizationChange({ ein: '237143525', name: 'ALASKA SCHOLARSHIP TRUST', kind: 'removed', before: null, after: null, changedAt: '2026-11-08T12:00:00.000Z' }),
});
