import { supplyCodeLabel } from './supply-codes';

describe('supplyCodeLabel', () => {
  it('says that a major-group letter counts every code of the group, and leaves a code as it is', () => {
    expect(supplyCodeLabel('P')).toBe('P (every code of the major group)');
    expect(supplyCodeLabel('P82')).toBe('P82');
  });
});
