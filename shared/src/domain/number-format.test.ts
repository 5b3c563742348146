import { abbreviateNumber, formatCount, formatCurrency } from './number-format.js';

describe('abbreviateNumber', () => {
  it("uses '0a', and '0.0a' for trillions", () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1234)).toBe('1K');
    expect(abbreviateNumber(2_500_000)).toBe('3M');
    expect(abbreviateNumber(4_200_000_000)).toBe('4B');
    expect(abbreviateNumber(1.2e12)).toBe('1.2T');
    expect(abbreviateNumber(0)).toBe('0');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(350040)).toBe('350,040');
  });
});

describe('formatCurrency', () => {
  it("drops '.00' but keeps real cents", () => {
    expect(formatCurrency(1234)).toBe('$1,234');
    expect(formatCurrency(1234.001)).toBe('$1,234');
    expect(formatCurrency(12.5)).toBe('$12.50');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(-40)).toBe('-$40');
  });
});
