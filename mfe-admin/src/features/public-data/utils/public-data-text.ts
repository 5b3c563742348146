import type {
  DataFileOutcome,
  DataRefreshDiff,
  DataRefreshFile,
  DataRefreshStatus,
  DataRefreshTrigger,
  DataRefreshView,
  OrganizationChangeKind,
} from '@x4i/shared/contracts';
import { listFormat, numberFormat, usStateName } from '@x4i/shared/domain';

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

export function triggerWords(refresh: Pick<DataRefreshView, 'trigger' | 'requestedBy'>): string {
  const words: Record<DataRefreshTrigger, string> = {
    'first-start': 'First start',
    schedule: 'Schedule',
    team: 'A team member',
    command: 'Command line',
    rollback: 'Rollback',
  };
  return refresh.requestedBy && (refresh.trigger === 'team' || refresh.trigger === 'rollback') ? `${words[refresh.trigger]} (${refresh.requestedBy})` : words[refresh.trigger];
}

const count = (value: number) => numberFormat({}).format(value);

/** A file size as people read it: '812 KB', '1.2 MB'. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${count(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${numberFormat({ maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${units[unit]}`;
}

/** How long something took: '45 s', '3 min 5 s', '1 h 2 min'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min${whole % 60 ? ` ${whole % 60} s` : ''}`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

/** The files of a refresh counted by outcome: 'Updated 3, Unchanged 48, Failed 1'. */
export function outcomeCounts(files: readonly DataRefreshFile[]): string {
  const counted = new Map<DataFileOutcome, number>();
  for (const file of files) counted.set(file.outcome, (counted.get(file.outcome) ?? 0) + 1);
  return (Object.keys(OUTCOME_WORDS) as DataFileOutcome[])
    .filter((outcome) => counted.has(outcome))
    .map((outcome) => `${OUTCOME_WORDS[outcome]} ${count(counted.get(outcome)!)}`)
    .join(', ');
}

/** What a switch changed, in one sentence. */
export function diffSummary(diff: DataRefreshDiff): string {
  const parts = (Object.keys(CHANGE_WORDS) as OrganizationChangeKind[])
    .filter((kind) => diff.counts[kind] > 0)
    .map((kind) => `${CHANGE_WORDS[kind].toLowerCase()} ${count(diff.counts[kind])}`);
  const regions = (list: DataRefreshDiff['newRegions'], words: string) =>
    list.length > 0 ? `${words} ${listFormat({ type: 'conjunction' }).format(list.map((region) => `${regionName(region.region)} (${count(region.rows)} records)`))}` : null;
  const sentences = [
    parts.length > 0 ? `Organizations ${listFormat({ type: 'conjunction' }).format(parts)}.` : 'No organization changed in the regions that were in use before.',
    regions(diff.newRegions, 'Loaded for the first time:'),
    regions(diff.droppedRegions, 'No longer covered:'),
  ].filter(Boolean);
  return sentences.map((sentence) => (sentence!.endsWith('.') ? sentence : `${sentence}.`)).join(' ');
}

/** A region of the IRS files: a state's name, or the international file. */
export function regionName(region: string): string {
  if (region === 'INTL') return 'the international file';
  if (region === 'PR') return 'Puerto Rico';
  return usStateName(region);
}

/** Failed, held and missing files first: what the team has to look at. */
export function filesForReview(files: readonly DataRefreshFile[]): DataRefreshFile[] {
  const rank: Record<DataFileOutcome, number> = { failed: 0, held: 1, missing: 2, updated: 3, unchanged: 4 };
  return [...files].sort((a, b) => rank[a.outcome] - rank[b.outcome] || a.file.localeCompare(b.file));
}
