import type { DataFileOutcome } from '@x4i/shared/contracts';
import { buildDataRefresh, buildDataRefreshFile, buildDataRefreshProgress, buildDataSource, buildDataSourceFile, buildSaipeSource, emptyDataRefreshDiff } from '@x4i/shared/testing';
import {
  changesRange,
  diffSummary,
  filesForReview,
  finishedNotice,
  formatBytes,
  formatDuration,
  heldSummary,
  notLoadedText,
  outcomeCounts,
  progressPace,
  progressStep,
  refreshDuration,
  refreshNowBlocker,
  regionLabel,
  regionName,
  rollBackBlocker,
  scheduleText,
  triggerWords,
} from './public-data-text';

const file = (name: string, outcome: DataFileOutcome) => buildDataRefreshFile({ file: name, outcome });

describe('public data wording', () => {
  it('says who or what started a refresh', () => {
    expect(triggerWords({ trigger: 'team', requestedBy: 'taylor@x4i.example.org' })).toBe('A team member (taylor@x4i.example.org)');
    expect(triggerWords({ trigger: 'rollback', requestedBy: 'taylor@x4i.example.org' })).toBe('Rollback (taylor@x4i.example.org)');
    expect(triggerWords({ trigger: 'schedule', requestedBy: null })).toBe('Schedule');
    expect(triggerWords({ trigger: 'first-start', requestedBy: null })).toBe('First start');
    expect(triggerWords({ trigger: 'command', requestedBy: null })).toBe('Command line');
  });

  it('formats sizes in decimal units with Intl, and durations', () => {
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 kB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
    expect(formatBytes(350_000_000)).toBe('350 MB');
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB');
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(185)).toBe('3 min 5 s');
    expect(formatDuration(3720)).toBe('1 h 2 min');
    expect(refreshDuration({ startedAt: '2026-11-20T09:00:00.000Z', finishedAt: '2026-11-20T09:02:05.000Z' })).toBe('2 min 5 s');
    expect(refreshDuration({ startedAt: '2026-11-20T09:00:00.000Z', finishedAt: null })).toBeNull();
  });

  it('counts a refresh’s files by outcome, and lists those to look at first', () => {
    const files = [file('eo_vt.csv', 'updated'), file('eo_ak.csv', 'unchanged'), file('eo4.csv', 'failed'), file('eo_ca.csv', 'held'), file('eo_pr.csv', 'missing'), file('eo_al.csv', 'unchanged')];
    expect(outcomeCounts(files)).toBe('Updated 1, Unchanged 2, Not at the publisher 1, Failed 1, Held for a team member 1');
    expect(outcomeCounts([])).toBe('');
    expect(filesForReview(files).map((item) => item.file)).toEqual(['eo4.csv', 'eo_ca.csv', 'eo_pr.csv', 'eo_vt.csv', 'eo_ak.csv', 'eo_al.csv']);
  });

  it('says what a switch changed, new and dropped regions included', () => {
    const counts = { ...emptyDataRefreshDiff().counts, added: 12, removed: 3, name: 1, state: 2 };
    expect(diffSummary({ counts, newRegions: [{ region: 'CA', rows: 190_000 }, { region: 'INTL', rows: 5000 }], droppedRegions: [] })).toBe(
      'Organizations added 12, removed 3, renamed 1, and moved state 2. Loaded for the first time: California (190,000 records) and the international file (5,000 records).',
    );
    expect(diffSummary({ ...emptyDataRefreshDiff(), droppedRegions: [{ region: 'WA', rows: 1 }] })).toBe('No organization changed in the regions already loaded. No longer covered: Washington (1 record).');
    expect(regionName('PR')).toBe('Puerto Rico');
    expect(regionName('DC')).toBe('District of Columbia');
    expect(regionLabel('INTL')).toBe('Outside the US');
    expect(regionLabel('AK')).toBe('Alaska');
  });

  it('says a held file’s rows against the file in use', () => {
    expect(heldSummary({ rows: 3000, previousRows: 6535 })).toBe('3,000 rows against 6,535 in use (54% fewer)');
    expect(heldSummary({ rows: 0, previousRows: 0 })).toBe('0 rows against 0 in use');
  });

  it('says where a running refresh stands and how fast it goes', () => {
    const progress = buildDataRefreshProgress({ fileIndex: 12, fileCount: 53, file: 'eo_ca.csv', rows: 250_000, rowsPerSecond: 12_000, secondsLeft: 125, step: 'Reading' });
    expect(progressStep(progress)).toBe('Reading eo_ca.csv, file 12 of 53');
    expect(progressPace(progress)).toBe('250,000 rows read, 12,000 rows a second, about 2 min 5 s left');
    expect(progressStep({ ...progress, file: null, fileIndex: 53, step: 'Switching' })).toBe('Switching, file 53 of 53');
    expect(progressPace({ ...progress, secondsLeft: null })).toBe('250,000 rows read, 12,000 rows a second');
  });

  it('says when a source is refreshed', () => {
    expect(scheduleText(buildDataSource())).toMatch(/^Refreshed monthly; the next refresh is due Dec 20, 2026/);
    expect(scheduleText(buildDataSource({ schedule: null, nextRunAt: null }))).toBe(
      'The schedule is off on this server: a refresh runs only when a team member or the command line asks for one.',
    );
    expect(scheduleText(buildDataSource({ baseUrl: null, nextRunAt: null }))).toBe(
      'The monthly schedule is on, but it has nothing to fetch while fetching from the publisher is switched off.',
    );
  });

  it('lists the regions without a file and says how the team adds them on this server', () => {
    const files = [
      buildDataSourceFile({ file: 'eo_ca.csv', region: 'CA', vintage: null, rows: null }),
      buildDataSourceFile(),
      buildDataSourceFile({ file: 'eo_al.csv', region: 'AL', vintage: null, rows: null }),
    ];
    const fetching = notLoadedText(buildDataSource({ files }))!;
    expect(fetching.summary).toBe(
      '2 of 3 files are not loaded. Visitors see no figures for these regions: every page, map and API answer says the file is not imported, rather than counting zero.',
    );
    expect(fetching.regions).toEqual(['Alabama (eo_al.csv)', 'California (eo_ca.csv)']);
    expect(fetching.howTo[0]).toMatch(/^Refresh now fetches every file from the publisher, these included; the scheduled refresh due .+ does the same\.$/);
    expect(fetching.howTo[1]).toContain('run npm run import-irs -- <folder>');

    const offline = notLoadedText(buildDataSource({ files, baseUrl: null }))!;
    expect(offline.howTo[0]).toBe('Fetching from the publisher is switched off on this server, so no refresh can add them.');
    expect(notLoadedText(buildDataSource())).toBeNull();
    expect(notLoadedText(buildSaipeSource({ files }))).toBeNull();
  });

  it('says why an action is not available', () => {
    const running = buildDataRefresh({ status: 'running', finishedAt: null, diff: null });
    const previousSnapshot = { refreshId: 7, switchedAt: '2026-11-20T09:02:05.000Z' };
    expect(refreshNowBlocker({ sources: [buildDataSource()], running: null })).toBeNull();
    expect(refreshNowBlocker({ sources: [buildDataSource()], running })).toBe('A refresh is running: Refresh now is available again when it ends.');
    expect(refreshNowBlocker({ sources: [buildDataSource({ baseUrl: null })], running: null })).toBe(
      'Fetching from the publisher is switched off on this server, so there is nothing to refresh from.',
    );
    expect(rollBackBlocker({ running: null, previousSnapshot })).toBeNull();
    expect(rollBackBlocker({ running: null, previousSnapshot: null })).toBe('No previous snapshot is kept, so there is nothing to roll back to.');
    expect(rollBackBlocker({ running, previousSnapshot })).toBe('A refresh is running: a rollback waits until it ends.');
  });

  it('says how a refresh ended, and which changes a page shows', () => {
    expect(finishedNotice(buildDataRefresh({ status: 'partial', files: [file('eo_vt.csv', 'updated'), file('eo4.csv', 'failed')] }))).toBe(
      'The refresh ended: Partly done. Files: Updated 1, Failed 1.',
    );
    expect(finishedNotice(buildDataRefresh({ status: 'failed', files: [], error: 'The IRS data in use changed during the refresh (another import); run the refresh again.' }))).toBe(
      'The refresh ended: Failed. The IRS data in use changed during the refresh (another import); run the refresh again.',
    );
    expect(changesRange({ page: 2, pageSize: 50, total: 1234, changes: new Array(50) })).toBe('Changes 51–100 of 1,234');
  });
});
