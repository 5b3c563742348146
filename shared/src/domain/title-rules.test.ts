import { titleByFiling, TITLE_RULES, type PartViiPosition } from './title-rules.js';

const position = (fields: Partial<PartViiPosition>): PartViiPosition => ({ officer: false, trustee: false, keyEmployee: false, highestCompensated: false, hoursPerWeek: null, ...fields });

describe('titleByFiling', () => {
  it('reads a PRESIDENT ticked as an officer as the chief executive', () => {
    expect(titleByFiling('President', 'BOARD PRESIDENT', position({ officer: true, hoursPerWeek: 40 }))).toEqual({ standardTitle: 'CEO', rule: 'president-officer' });
    expect(titleByFiling('PRESIDENT', 'BOARD PRESIDENT', position({ officer: true, trustee: true, hoursPerWeek: 45 }))).toEqual({ standardTitle: 'CEO', rule: 'president-officer' });
  });

  it('keeps a part-time trustee president, and one not ticked as an officer, as the board president', () => {
    expect(titleByFiling('PRESIDENT', 'BOARD PRESIDENT', position({ officer: true, trustee: true, hoursPerWeek: 5 }))).toEqual({ standardTitle: 'BOARD PRESIDENT', rule: null });
    expect(titleByFiling('PRESIDENT', 'BOARD PRESIDENT', position({ hoursPerWeek: 40 }))).toEqual({ standardTitle: 'BOARD PRESIDENT', rule: null });
    // Only the plain title: a board chair's own words stand.
    expect(titleByFiling('BOARD CHAIR', 'BOARD PRESIDENT', position({ officer: true, hoursPerWeek: 40 }))).toEqual({ standardTitle: 'BOARD PRESIDENT', rule: null });
  });

  it('leaves a board title on a staff row unclassified, and keeps it on a trustee row', () => {
    expect(titleByFiling('DIRECTOR', 'BOARD MEMBER', position({ keyEmployee: true }))).toEqual({ standardTitle: null, rule: 'board-title-on-staff' });
    expect(titleByFiling('DIRECTOR', 'BOARD MEMBER', position({ officer: true, hoursPerWeek: 40 }))).toEqual({ standardTitle: null, rule: 'board-title-on-staff' });
    expect(titleByFiling('DIRECTOR', 'BOARD MEMBER', position({ trustee: true, highestCompensated: true }))).toEqual({ standardTitle: 'BOARD MEMBER', rule: null });
    // Nothing ticked: nothing says otherwise.
    expect(titleByFiling('TRUSTEE', 'BOARD MEMBER', position({}))).toEqual({ standardTitle: 'BOARD MEMBER', rule: null });
  });

  it('does not count a pharmacist or a physician assistant as a doctor', () => {
    expect(titleByFiling('Pharmacist', 'DOCTOR', position({ highestCompensated: true }))).toEqual({ standardTitle: null, rule: 'not-a-doctor' });
    expect(titleByFiling("PHYSICIAN'S ASSISTANT", 'DOCTOR', position({}))).toEqual({ standardTitle: null, rule: 'not-a-doctor' });
    expect(titleByFiling('PHYSICIAN', 'DOCTOR', position({}))).toEqual({ standardTitle: 'DOCTOR', rule: null });
  });

  it('documents every rule in a sentence', () => {
    for (const text of Object.values(TITLE_RULES) as string[]) expect(text.length).toBeGreaterThan(40);
  });
});
