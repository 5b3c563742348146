import { payAxis } from './pay-scale';

describe('payAxis', () => {
  it('rounds the largest pay up to a round bound with even ticks', () => {
    expect(payAxis(240000)).toEqual({ max: 300000, ticks: [0, 100000, 200000, 300000] });
    expect(payAxis(110000)).toEqual({ max: 150000, ticks: [0, 50000, 100000, 150000] });
    expect(payAxis(90000)).toEqual({ max: 100000, ticks: [0, 25000, 50000, 75000, 100000] });
    expect(payAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});
