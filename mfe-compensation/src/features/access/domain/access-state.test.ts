import { buildSessionUser } from '@x4i/shared/testing';
import { compensationAccessOf } from './access-state';

const terms = { id: 't-1', type: 'COMPENSATION', title: 'Compensation report terms of use' };

describe('compensationAccessOf', () => {
  it('tells loading, anonymous, no access, pending terms and access apart', () => {
    expect(compensationAccessOf(null, true)).toEqual({ status: 'loading' });
    expect(compensationAccessOf(null)).toEqual({ status: 'anonymous' });
    expect(compensationAccessOf(buildSessionUser())).toEqual({ status: 'no-access' });
    expect(compensationAccessOf(buildSessionUser({ permissions: ['premium:compensation'], pendingTermsOfUse: [terms] }))).toEqual({ status: 'pending-terms', terms });
    expect(compensationAccessOf(buildSessionUser({ permissions: ['premium:compensation'] }))).toEqual({ status: 'access' });
    expect(compensationAccessOf(buildSessionUser({ permissions: ['do:all'] }))).toEqual({ status: 'access' });
  });

  it('asks a user without the permission to request access, whatever terms are pending', () => {
    expect(compensationAccessOf(buildSessionUser({ pendingTermsOfUse: [terms] }))).toEqual({ status: 'no-access' });
    // Other terms (the NTEE changer's) do not hold the report back.
    expect(compensationAccessOf(buildSessionUser({ permissions: ['premium:compensation'], pendingTermsOfUse: [{ id: 'i', type: 'IRS_LETTER', title: 'IRS letters' }] }))).toEqual({ status: 'access' });
  });
});
