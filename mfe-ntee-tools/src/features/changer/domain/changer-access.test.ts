import type { SessionUser } from '@x4i/shared/contracts';
import { changerAccessOf } from './changer-access';

const user = (pendingTermsOfUse: SessionUser['pendingTermsOfUse'] = []): SessionUser => ({
  id: 'u1',
  firstName: 'Casey',
  lastName: 'Member',
  name: 'Casey Member',
  email: 'casey@example.org',
  organization: null,
  permissions: [],
  pendingTermsOfUse,
  role: 'COMMUNITY_MEMBER',
});

describe('where a visitor stands with the NTEE Code Changer', () => {
  it('asks a visitor to sign in', () => {
    expect(changerAccessOf({ isLoading: false, user: null, balances: undefined })).toEqual({ status: 'anonymous' });
  });

  it('asks for the IRS-letter terms first, whatever the balance', () => {
    const terms = { id: 'irs-letter-1', type: 'IRS_LETTER', title: 'IRS letters: Terms of Use' };
    expect(changerAccessOf({ isLoading: false, user: user([terms]), balances: { IRS_LETTER: 3 } })).toEqual({ status: 'terms', terms });
  });

  it('ignores other tools’ terms, and needs a credit above 0', () => {
    const other = [{ id: 'compensation-1', type: 'COMPENSATION', title: 'Compensation' }];
    expect(changerAccessOf({ isLoading: false, user: user(other), balances: { IRS_LETTER: 0 } })).toEqual({ status: 'no-credits', balance: 0 });
    expect(changerAccessOf({ isLoading: false, user: user(), balances: {} })).toEqual({ status: 'no-credits', balance: 0 });
    expect(changerAccessOf({ isLoading: false, user: user(), balances: { IRS_LETTER: 2 } })).toEqual({ status: 'ready', balance: 2 });
  });

  it('waits for the session and the balances', () => {
    expect(changerAccessOf({ isLoading: true, user: null, balances: undefined })).toEqual({ status: 'loading' });
    expect(changerAccessOf({ isLoading: false, user: user(), balances: undefined })).toEqual({ status: 'loading' });
  });
});
