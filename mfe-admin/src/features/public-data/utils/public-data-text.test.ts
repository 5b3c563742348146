import type { DataRefreshFile } from '@x4i/shared/contracts';
import { diffSummary, filesForReview, formatBytes, formatDuration, outcomeCounts, regionName, triggerWords } from './public-data-text';

const file = (name: string, outcome: DataRefreshFile['outcome']): DataRefreshFile => ({ file: name, region: 'VT', outcome, rows: null, previousRows: null, badRows: 0, bytes: null, message: null });

describe('public data wording', () => {
  it('says who started a refresh', () => {
    expect(triggerWords({ trigger: 'team', requestedBy: 'team@x4i.example' })).toBe('A team member (team@x4i.example)');
    expect(triggerWords({ trigger: 'schedule', requestedBy: null })).toBe('Schedule');
    expect(triggerWords({ trigger: 'first-start', requestedBy: null })).toBe('First start');
  });

  it('formats sizes and durations as people read them', () => {
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5_482_715)).toBe('5.2 MB');
    expect(formatBytes(350 * 1024 * 1024)).toBe('350 MB');
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(185)).toBe('3 min 5 s');
    expect(formatDuration(3720)).toBe('1 h 2 min');
  });

  it('counts a refresh’s files by outcome, and lists those to look at first', () => {
    const files = [file('eo_vt.csv', 'updated'), file('eo_ak.csv', 'unchanged'), file('eo4.csv', 'failed'), file('eo_ca.csv', 'held'), file('eo_pr.csv', 'missing')];
    expect(outcomeCounts(files)).toBe('Updated 1, Unchanged 1, Not at the publisher 1, Failed 1, Held for a team member 1');
    expect(filesForReview(files).map((item) => item.file)).toEqual(['eo4.csv', 'eo_ca.csv', 'eo_pr.csv', 'eo_vt.csv', 'eo_ak.csv']);
  });

  it('says what a switch changed', () => {
    const counts = { added: 12, removed: 3, name: 1, ntee: 0, subsection: 0, foundation: 0, state: 2 };
    expect(diffSummary({ counts, newRegions: [{ region: 'CA', rows: 190_000 }, { region: 'INTL', rows: 5000 }], droppedRegions: [] })).toBe(
      'Organizations added 12, removed 3, renamed 1, and moved state 2. Loaded for the first time: California (190,000 records) and the international file (5,000 records).',
    );
    const none = { added: 0, removed: 0, name: 0, ntee: 0, subsection: 0, foundation: 0, state: 0 };
    expect(diffSummary({ counts: none, newRegions: [], droppedRegions: [{ region: 'WA', rows: 63 }] })).toBe(
      'No organization changed in the regions that were in use before. No longer covered: Washington (63 records).',
    );
    expect(regionName('PR')).toBe('Puerto Rico');
  });
});
