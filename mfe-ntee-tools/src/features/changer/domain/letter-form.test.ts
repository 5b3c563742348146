import { letterFormErrors } from './letter-form';

const valid = { ein: '93-0386872', newCode: 'K31', reasons: 'We run a food bank for the whole county.', signerName: 'Ana Ruiz', signerTitle: 'Executive Director' };

describe('the letter form', () => {
  it('accepts a complete letter', () => {
    expect(letterFormErrors(valid, { organizationFound: true, currentCode: 'P20' })).toEqual({});
  });

  it('asks for each missing piece', () => {
    const errors = letterFormErrors({ ein: '123', newCode: 'K', reasons: 'short', signerName: ' ', signerTitle: '' }, { organizationFound: false, currentCode: null });
    expect(Object.keys(errors).sort()).toEqual(['ein', 'newCode', 'reasons', 'signerName', 'signerTitle']);
  });

  it('needs the organization found, and a code other than its own', () => {
    expect(letterFormErrors(valid, { organizationFound: false, currentCode: null }).ein).toBe('Find the organization by its EIN first.');
    expect(letterFormErrors(valid, { organizationFound: true, currentCode: 'k31' }).newCode).toBe('The new code is the code the IRS already lists for this organization.');
  });
});
