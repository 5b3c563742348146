import type { SessionUser } from '@x4i/shared/contracts';
import { sessionResponse } from './session.js';

const USER = { id: 'user-1', permissions: [], pendingTermsOfUse: [] } as unknown as SessionUser;

describe('sessionResponse', () => {
  const now = 1_700_000_000_000;

  it('gives the seconds left and until renewal, counted from its own clock', () => {
    const answer = sessionResponse('X4I', USER, now + 3_600_000, { now, renewAt: now + 3_300_000 });
    expect(answer).toMatchObject({ accessTokenExpiration: now + 3_600_000, accessTokenExpiresIn: 3600, accessTokenRenewsIn: 3300 });
  });

  it('rounds the seconds left down and the seconds until renewal up, never below zero', () => {
    expect(sessionResponse('X4I', USER, now + 1500, { now, renewAt: now + 500 })).toMatchObject({ accessTokenExpiresIn: 1, accessTokenRenewsIn: 1 });
    expect(sessionResponse('X4I', USER, now + 1500, { now, renewAt: now - 500 })).toMatchObject({ accessTokenRenewsIn: 0 });
    expect(sessionResponse('X4I', USER, now - 1500, { now })).toMatchObject({ accessTokenExpiresIn: 0 });
  });

  it('gives no renewal time to a session that cannot be renewed, and no times when signed out', () => {
    expect(sessionResponse('X4I', USER, now + 60_000, { now })).toMatchObject({ accessTokenExpiresIn: 60, accessTokenRenewsIn: null });
    expect(sessionResponse('X4I', null, null, { now })).toMatchObject({ accessTokenExpiration: null, accessTokenExpiresIn: null, accessTokenRenewsIn: null });
  });
});
