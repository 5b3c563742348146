import {
  DATA_FILE_OUTCOMES,
  ORGANIZATION_CHANGE_KINDS,
  type AdminDataResponse,
  type DataFileOutcome,
  type DataRefreshDiff,
  type DataRefreshFile,
  type DataRefreshProgress,
  type DataRefreshStatus,
  type DataRefreshTrigger,
  type DataRefreshView,
  type DataSourceView,
  type OrganizationChangeKind,
} from '@x4i/shared/contracts';
import { formatCount, listFormat, numberFormat, usStateName } from '@x4i/shared/domain';
import { formatDateTime } from '../../kit/domain/format-date-time';

export const OUTCOME_WORDS: Record<DataFileOutcome, string> = {
  updated: 'Updated',
  unchanged: 'Unchanged',
  missing: 'Not at the publisher',
  failed: 'Failed',
  held: 'Held for a team member',
};

export const STATUS_WORDS: Record<DataRefreshStatus, string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  partial: 'Partly done',
  failed: 'Failed',
  interrupted: 'Interrupted',
  'rolled-back': 'Rolled back',
};

export const CHANGE_WORDS: Record<OrganizationChangeKind, string> = {
  added: 'Added',
  removed: 'Removed',
  name: 'Renamed',
  ntee: 'NTEE code changed',
  subsection: 'Subsection changed',
  foundation: 'Foundation code changed',
  state: 'Moved state',
};

const TRIGGER_WORDS: Record<DataRefreshTrigger, string> = {
  'first-start': 'First start',
  schedule: 'Schedule',
  team: 'A team member',
  command: 'Command line',
  rollback: 'Rollback',
};

/** Who or what started a refresh: 'Schedule', 'A team member (taylor@…)'. */
export function triggerWords(refresh: Pick<DataRefreshView, 'trigger' | 'requestedBy'>): string {
  const words = TRIGGER_WORDS[refresh.trigger];
  return refresh.requestedBy && (refresh.trigger === 'team' || refresh.trigger === 'rollback') ? `${words} (${refresh.requestedBy})` : words;
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size as people read it, in decimal units: '512 bytes', '812 kB', '1.2 MB'; '' when not known. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const fractionDigits = unit > 0 && value < 10 ? 1 : 0;
  return numberFormat({ style: 'unit', unit: BYTE_UNITS[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: fractionDigits }).format(value);
}

/** How long something takes: '45 s', '3 min 5 s', '1 h 2 min'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min${whole % 60 ? ` ${whole % 60} s` : ''}`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

/** How long a finished refresh took; null while it runs. */
export function refreshDuration(refresh: Pick<DataRefreshView, 'startedAt' | 'finishedAt'>): string | null {
  if (!refresh.finishedAt) return null;
  return formatDuration((Date.parse(refresh.finishedAt) - Date.parse(refresh.startedAt)) / 1000);
}

/** The files of a refresh counted by outcome: 'Updated 3, Unchanged 48, Failed 1'; '' for none. */
export function outcomeCounts(files: readonly DataRefreshFile[]): string {
  return DATA_FILE_OUTCOMES.map((outcome) => [outcome, files.filter((file) => file.outcome === outcome).length] as const)
    .filter(([, counted]) => counted > 0)
    .map(([outcome, counted]) => `${OUTCOME_WORDS[outcome]} ${formatCount(counted)}`)
    .join(', ');
}

/** A region of the IRS files, in a sentence: a state's name, or the international file. */
export function regionName(region: string): string {
  if (region === 'INTL') return 'the international file';
  if (region === 'PR') return 'Puerto Rico';
  return usStateName(region);
}

/** A region in a table's cell. */
export function regionLabel(region: string): string {
  return region === 'INTL' ? 'Outside the US' : regionName(region);
}

const records = (count: number) => `${formatCount(count)} ${count === 1 ? 'record' : 'records'}`;

/** What a switch changed, in sentences: every kind with its count, then the regions loaded or dropped whole. */
export function diffSummary(diff: DataRefreshDiff): string {
  const parts = ORGANIZATION_CHANGE_KINDS.filter((kind) => diff.counts[kind] > 0).map((kind) => `${CHANGE_WORDS[kind].toLowerCase()} ${formatCount(diff.counts[kind])}`);
  const regions = (list: DataRefreshDiff['newRegions'], words: string) =>
    list.length > 0 ? `${words} ${listFormat({ type: 'conjunction' }).format(list.map((region) => `${regionName(region.region)} (${records(region.rows)})`))}.` : null;
  return [
    parts.length > 0 ? `Organizations ${listFormat({ type: 'conjunction' }).format(parts)}.` : 'No organization changed in the regions already loaded.',
    regions(diff.newRegions, 'Loaded for the first time:'),
    regions(diff.droppedRegions, 'No longer covered:'),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Failed, held and missing files first (what the team has to look at), then by name. */
export function filesForReview(files: readonly DataRefreshFile[]): DataRefreshFile[] {
  const rank: Record<DataFileOutcome, number> = { failed: 0, held: 1, missing: 2, updated: 3, unchanged: 4 };
  return [...files].sort((a, b) => rank[a.outcome] - rank[b.outcome] || a.file.localeCompare(b.file));
}

/** A held file's rows against the file in use: '3,000 rows against 6,535 in use (54% fewer)'. */
export function heldSummary(held: { rows: number; previousRows: number }): string {
  const drop = held.previousRows > 0 ? ` (${numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(1 - held.rows / held.previousRows)} fewer)` : '';
  return `${formatCount(held.rows)} rows against ${formatCount(held.previousRows)} in use${drop}`;
}

/** Where a refresh stands: 'Reading eo_ca.csv, file 12 of 53'. */
export function progressStep(progress: DataRefreshProgress): string {
  return `${progress.step}${progress.file ? ` ${progress.file}` : ''}, file ${formatCount(progress.fileIndex)} of ${formatCount(progress.fileCount)}`;
}

/** How fast it goes: '250,000 rows read, 12,000 rows a second, about 2 min 5 s left'. */
export function progressPace(progress: DataRefreshProgress): string {
  const left = progress.secondsLeft !== null ? `, about ${formatDuration(progress.secondsLeft)} left` : '';
  return `${formatCount(progress.rows)} rows read, ${formatCount(progress.rowsPerSecond)} rows a second${left}`;
}

/** When a source is refreshed on this server, in a sentence. */
export function scheduleText(source: Pick<DataSourceView, 'baseUrl' | 'schedule' | 'nextRunAt'>): string {
  if (!source.schedule) return 'The schedule is off on this server: a refresh runs only when a team member or the command line asks for one.';
  if (!source.baseUrl || !source.nextRunAt) return `The ${source.schedule} schedule is on, but it has nothing to fetch while fetching from the publisher is switched off.`;
  return `Refreshed ${source.schedule}; the next refresh is due ${formatDateTime(source.nextRunAt)}.`;
}

/**
 * For a source whose files some regions lack: which ones, what that means for visitors, and how the team adds
 * them on this server. Null when every file is loaded, or for a source whose files are not one per region.
 */
export function notLoadedText(source: Pick<DataSourceView, 'files' | 'baseUrl' | 'schedule' | 'nextRunAt' | 'changesOrganizations'>): {
  summary: string;
  regions: string[];
  howTo: string[];
} | null {
  if (!source.changesOrganizations) return null;
  const missing = source.files.filter((file) => file.vintage === null);
  if (missing.length === 0) return null;
  const regions = missing
    .map((file) => `${regionLabel(file.region)} (${file.file})`)
    .sort((a, b) => a.localeCompare(b, 'en'));
  const summary =
    `${formatCount(missing.length)} of ${formatCount(source.files.length)} files are not loaded. Visitors see no figures for these ` +
    `regions: every page, map and API answer says the file is not imported, rather than counting zero.`;
  const howTo: string[] = [];
  if (source.baseUrl) {
    howTo.push(
      source.schedule && source.nextRunAt
        ? `Refresh now fetches every file from the publisher, these included; the scheduled refresh due ${formatDateTime(source.nextRunAt)} does the same.`
        : 'Refresh now fetches every file from the publisher, these included.',
    );
  } else {
    howTo.push('Fetching from the publisher is switched off on this server, so no refresh can add them.');
  }
  howTo.push(
    'On a server without access to the publisher: download the files named above from the publisher, put them in one folder on the ' +
      'server, and run npm run import-irs -- <folder>. The import loads the whole folder in one transaction (a failure changes nothing), ' +
      'and this page shows the new files at once.',
  );
  return { summary, regions, howTo };
}

/** Why Refresh now cannot be used, or null when it can. */
export function refreshNowBlocker(data: Pick<AdminDataResponse, 'sources' | 'running'>): string | null {
  if (data.running) return 'A refresh is running: Refresh now is available again when it ends.';
  if (!data.sources.some((source) => source.baseUrl)) return 'Fetching from the publisher is switched off on this server, so there is nothing to refresh from.';
  return null;
}

/** Why a rollback cannot be asked for, or null when it can. */
export function rollBackBlocker(data: Pick<AdminDataResponse, 'running' | 'previousSnapshot'>): string | null {
  if (!data.previousSnapshot) return 'No previous snapshot is kept, so there is nothing to roll back to.';
  if (data.running) return 'A refresh is running: a rollback waits until it ends.';
  return null;
}

/** What the team hears when a refresh it watched ends: 'The refresh ended: Partly done. Files: Updated 1, Failed 1.' */
export function finishedNotice(refresh: DataRefreshView): string {
  const files = outcomeCounts(refresh.files);
  return [`The refresh ended: ${STATUS_WORDS[refresh.status]}.`, files ? `Files: ${files}.` : null, refresh.error].filter(Boolean).join(' ');
}

/** The rows shown of a page of changes: 'Changes 51–100 of 120'. */
export function changesRange(page: { page: number; pageSize: number; total: number; changes: readonly unknown[] }): string {
  const first = (page.page - 1) * page.pageSize + 1;
  return `Changes ${formatCount(first)}–${formatCount(first + page.changes.length - 1)} of ${formatCount(page.total)}`;
}
