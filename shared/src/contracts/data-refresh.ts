/**
 * Shapes of the public-data refresh (issue 36): the sources the product fetches from their publishers, each
 * refresh with its files and its diff, and the change feed. The team's calls (`/admin/data…`) need the
 * X4I_TEAM_MEMBER role (403 otherwise); the change feed is public (`GET /v1/changes`).
 */

/** How a file of a refresh ended. */
export type DataFileOutcome =
  /** Downloaded, checked and switched in. */
  | 'updated'
  /** The publisher answered 304, or the same bytes as the file in use: nothing read again. */
  | 'unchanged'
  /** The publisher does not have it (404): reported, the others still go in. */
  | 'missing'
  /** Unreachable, an HTTP error, a truncated or malformed file: the previous data keeps serving. */
  | 'failed'
  /** Shrank by more than the allowed share against the file in use: waits for a team member to confirm. */
  | 'held';

export const DATA_FILE_OUTCOMES: readonly DataFileOutcome[] = ['updated', 'unchanged', 'missing', 'failed', 'held'];

/** One file as a refresh left it. */
export interface DataRefreshFile {
  file: string;
  /** The state code, INTL for the IRS's international file, or US for a file of the nation, states and counties. */
  region: string;
  outcome: DataFileOutcome;
  /** Rows read from the new file (updated, held, and failed after reading). */
  rows: number | null;
  /** Rows of the file it replaces (or would have replaced), when there was one. */
  previousRows: number | null;
  /** Records that failed the checks: each left out and counted; past the source's allowed share the file fails. */
  badRows: number;
  bytes: number | null;
  /** Why it failed, was held or is missing; the first bad rows. */
  message: string | null;
}

/** What changed for organisations, counted by kind. */
export type OrganizationChangeKind = 'added' | 'removed' | 'name' | 'ntee' | 'subsection' | 'foundation' | 'state';

export const ORGANIZATION_CHANGE_KINDS: readonly OrganizationChangeKind[] = ['added', 'removed', 'name', 'ntee', 'subsection', 'foundation', 'state'];

export interface DataRefreshDiff {
  counts: Record<OrganizationChangeKind, number>;
  /**
   * Regions loaded for the first time: their organisations are counted here, not listed one by one as added
   * (a first load of California would otherwise put 190,000 rows in the change feed).
   */
  newRegions: { region: string; rows: number }[];
  /** Regions no longer covered (a rollback of a first load): counted, not listed. */
  droppedRegions: { region: string; rows: number }[];
}

export type DataRefreshStatus =
  | 'running'
  /** Every file updated or unchanged. */
  | 'succeeded'
  /** Some files switched in, some failed, were held or are missing. */
  | 'partial'
  /** Nothing switched in, and something failed. */
  | 'failed'
  /** The process stopped in the middle; nothing of it was switched in. */
  | 'interrupted'
  /** A team member switched the previous snapshot back in. */
  | 'rolled-back';

export type DataRefreshTrigger = 'first-start' | 'schedule' | 'team' | 'command' | 'rollback';

export interface DataRefreshProgress {
  /** 1-based index of the file being read. */
  fileIndex: number;
  fileCount: number;
  file: string | null;
  /** Rows read so far in this refresh. */
  rows: number;
  rowsPerSecond: number;
  /** Estimated from the previous sizes of the files still to read; null when unknown. */
  secondsLeft: number | null;
  /** What it is doing now: 'Downloading', 'Building the new snapshot', 'Switching'. */
  step: string;
}

export interface DataRefreshView {
  id: number;
  source: string;
  trigger: DataRefreshTrigger;
  /** The team member who asked for it, for 'team' and 'rollback'. */
  requestedBy: string | null;
  status: DataRefreshStatus;
  startedAt: string;
  finishedAt: string | null;
  progress: DataRefreshProgress | null;
  files: DataRefreshFile[];
  /** What changed for organisations: null until switched in, when nothing was, and for a source of no organisations (SAIPE). */
  diff: DataRefreshDiff | null;
  error: string | null;
}

/** One file of a source as it stands now. */
export interface DataSourceFileView {
  file: string;
  region: string;
  url: string;
  /** The publisher's date of the file in use (Last-Modified, else the day it was fetched). */
  vintage: string | null;
  bytes: number | null;
  rows: number | null;
  lastCheckedAt: string | null;
  lastChangedAt: string | null;
  /** How its last check ended; null before the first. */
  lastOutcome: DataFileOutcome | null;
  message: string | null;
  /** A held file a team member may confirm (it shrank by more than the allowed share). */
  held: { rows: number; previousRows: number; sha256: string } | null;
}

export interface DataSourceView {
  id: string;
  name: string;
  publisher: string;
  /** Where the files are fetched from; null when fetching is switched off (IRS_BMF_URL=false, SAIPE_URL=false). */
  baseUrl: string | null;
  /** 'monthly', 'weekly' or 'daily'; null when the schedule is off (DATA_REFRESH_SCHEDULE=false). */
  schedule: string | null;
  nextRunAt: string | null;
  /**
   * The files: for the IRS the file in use for each region; for SAIPE (one file a year, found by asking) each
   * year's file the refresh has seen, and the shipped file while it is the one in use.
   */
  files: DataSourceFileView[];
  /** The data a rollback of this source would switch back in, when one is kept. */
  previousSnapshot: { refreshId: number; switchedAt: string } | null;
  /** Whether its refreshes say what changed for organisations (the IRS files do; SAIPE has none). */
  changesOrganizations: boolean;
}

/** `GET /admin/data`. */
export interface AdminDataResponse {
  sources: DataSourceView[];
  running: DataRefreshView | null;
  /** Newest first. */
  history: DataRefreshView[];
  /** The IRS snapshot a rollback would switch back in, when one is kept (each source has its own: sources[].previousSnapshot). */
  previousSnapshot: { refreshId: number; switchedAt: string } | null;
}

/** One organisation's change in the change feed (`GET /v1/changes`) and a refresh's diff. */
export interface OrganizationChange {
  refreshId: number;
  /** When the refresh that saw it was switched in. */
  changedAt: string;
  ein: string;
  name: string;
  state: string | null;
  kind: OrganizationChangeKind;
  /** The value before and after, for the changes of a field; null for added and removed. */
  before: string | null;
  after: string | null;
}

/** `GET /admin/data/refreshes/:id/changes?kind=&page=`. */
export interface DataRefreshChangesResponse {
  refresh: DataRefreshView;
  changes: OrganizationChange[];
  total: number;
  page: number;
  pageSize: number;
}

/** An organisation a signed-in member watches: `GET /me/watches`. */
export interface WatchedOrganization {
  ein: string;
  /** From the IRS records in use; for one the IRS has since dropped, the name it last had. */
  name: string;
  state: string | null;
  /** False once the IRS files no longer list it (revoked or terminated). */
  listed: boolean;
  watchedSince: string;
  /** The newest change the refreshes saw for it since it was watched, if any. */
  lastChange: OrganizationChange | null;
}

export interface WatchesResponse {
  watches: WatchedOrganization[];
}

/** `PUT /me/watches/:ein` answers the watch (201 new, 200 already watched); `DELETE /me/watches/:ein` 204. */
export interface WatchResponse {
  watch: WatchedOrganization;
}

/** How many organisations one account may watch. */
export const MAX_WATCHES = 500;

/** The finder page of one organisation, where it is watched. */
export const finderOrganizationPath = (ein: string) => `/nonprofit-ntee-code-finder/${ein}`;

/**
 * `GET /data/vintages`: which release of the refreshed indicator files is in use, for the pages that name it
 * (Our Data, Research). The IRS files' dates come with the finder page. Null before the file is imported.
 */
export interface DataVintagesResponse {
  saipe: { year: number; vintage: string; counties: number } | null;
}
