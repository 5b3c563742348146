import { irsSource, vintageOf } from './sources.js';

const file = (region: string, snapshotDate: string) => ({ file: `eo_${region.toLowerCase()}.csv`, region, snapshotDate, rows: 1, importedAt: '2026-01-01T00:00:00.000Z' });

describe('vintageOf', () => {
  it('is the one date, or the span of the dates as an ISO 8601 interval', () => {
    expect(vintageOf(['2025-10-13', '2025-10-13'])).toBe('2025-10-13');
    expect(vintageOf(['2025-10-13', '2025-09-08', '2025-11-10'])).toBe('2025-09-08/2025-11-10');
    expect(vintageOf([])).toBe('not imported');
  });
});

describe('irsSource', () => {
  it('dates an answer by the files it reads: a state’s file, or all of them', () => {
    const files = [file('AK', '2025-09-08'), file('VT', '2025-10-13')];
    expect(irsSource(files, 'https://irs.example/eo', 'VT').vintage).toBe('2025-10-13');
    expect(irsSource(files, 'https://irs.example/eo').vintage).toBe('2025-09-08/2025-10-13');
  });
});
