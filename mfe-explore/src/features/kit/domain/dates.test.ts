import { formatDate, isClosed, todayIso } from './dates';

describe('dates', () => {
  it('formats dates and timestamps in UTC', () => {
    expect(formatDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatDate('2026-03-02T23:30:00.000Z')).toBe('March 2, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('');
  });

  it('closes a grant after its closing date', () => {
    expect(isClosed('2026-05-01', '2026-05-02')).toBe(true);
    expect(isClosed('2026-05-02', '2026-05-02')).toBe(false);
    expect(isClosed(null, '2026-05-02')).toBe(false);
    expect(todayIso(new Date('2026-05-02T12:00:00Z'))).toBe('2026-05-02');
  });
});
