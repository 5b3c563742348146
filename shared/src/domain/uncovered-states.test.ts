import { irsNotImportedText, irsUncoveredStates, noDataLegendText, statesNotCovered } from './uncovered-states.js';

describe('uncovered states', () => {
  it('lists the states and DC that a source does not cover, whatever the case of the covered codes', () => {
    const missing = statesNotCovered(['ak', 'AR', 'VT']);
    expect(missing).toHaveLength(48);
    expect(missing).toContain('CA');
    expect(missing).toContain('DC');
    expect(missing).not.toContain('AK');
    expect(missing).not.toContain('AR');
  });

  it('gives the IRS figures their reason, and nothing to grey out when every state is covered', () => {
    expect(irsUncoveredStates(['CA'])).toEqual({ states: expect.not.arrayContaining(['CA']), reason: 'IRS file not imported' });
    expect(irsUncoveredStates(statesNotCovered([]))).toBeNull();
  });

  it('says no data with the reason, and why a place has no IRS figures', () => {
    expect(noDataLegendText('IRS file not imported')).toBe('No data: IRS file not imported');
    expect(irsNotImportedText('California')).toBe('No IRS file for California is imported, so its organizations are not counted here.');
    expect(irsNotImportedText('California', 'listed')).toBe('No IRS file for California is imported, so its organizations are not listed here.');
  });
});
