import path from 'node:path';
import type { AdminDataResponse, DataRefreshChangesResponse, DataRefreshView, OrganizationChangeKind } from '@x4i/shared/contracts';
import type { DataRefreshConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { adminDataView, refreshChanges } from './admin-view.js';
import { runClaimedRefresh, type RefreshOptions } from './refresh.js';
import { SNAPSHOT_CHANNEL } from './irs-snapshot.js';
import { SAIPE_CHANNEL } from './saipe-refresh.js';
import { batchedNotices } from '../db/notices.js';
import { claimRefresh, markAllRunningInterrupted, RefreshRunningError } from './refresh-store.js';
import { NoPreviousSnapshotError, rollBackSnapshot } from './rollback.js';
import { nextRunAt, SCHEDULE_CHECK_MS, sourceAnswers } from './schedule.js';
import { DATA_SOURCES, IRS_EO_BMF_SOURCE, type DataFeed, type DataSource } from './sources.js';

export { RefreshRunningError, NoPreviousSnapshotError };

export class SourceOffError extends Error {
  constructor(source: DataSource) {
    super(`Fetching the ${source.name} is switched off on this server (${source.urlVariable}=false).`);
  }
}

export class UnknownSourceError extends Error {
  constructor(id: string) {
    super(`There is no data source ${id}; the sources are ${DATA_SOURCES.map((source) => source.id).join(', ')}.`);
  }
}

export class NotHeldError extends Error {
  constructor() {
    super('That file is no longer held with that checksum; reload the page to see where it stands.');
  }
}

/**
 * The public data's refreshes, as the team and the schedule use them. Each call names its source by id (the IRS
 * files when it does not); an id of no source throws UnknownSourceError.
 */
export interface DataRefreshService {
  view(): Promise<AdminDataResponse>;
  /** Claims a refresh and runs it in the background; answers with it as claimed. */
  refreshNow(requestedBy: string | null, sourceId?: string): Promise<DataRefreshView>;
  /** Runs a refresh to its end (npm run refresh-data). */
  refreshAndWait(trigger: DataRefreshView['trigger'], requestedBy: string | null, sourceId?: string): Promise<DataRefreshView>;
  rollBack(requestedBy: string | null, sourceId?: string): Promise<DataRefreshView>;
  /** Accepts a held file (exactly those bytes) and starts a refresh that takes it. */
  confirmHeld(fileName: string, sha256: string, requestedBy: string | null, sourceId?: string): Promise<DataRefreshView>;
  changes(refreshId: number, kind: OrganizationChangeKind | undefined, page: number): Promise<DataRefreshChangesResponse | null>;
  /** Starts the schedule: a check now (the first start's refresh when none ever ran), then every hour. */
  startSchedule(): void;
  /** Stops the schedule and a refresh in progress, and waits for them. */
  stop(): Promise<void>;
}

export interface DataRefreshServiceOptions {
  config: DataRefreshConfig;
  /** This process's data folder: downloads are staged in <dataDir>/refresh/<source>. */
  dataDir: string;
  log: (message: string) => void;
  /**
   * Drops and warms what this process keeps from a feed's data, after its own switch (of a refresh or a rollback):
   * the IRS snapshot, or the SAIPE rows.
   */
  onSwitched: (refreshId: number, feed: DataFeed) => Promise<void>;
  /**
   * The same after another backend's switch on the same Postgres server, announced at its commit; the refresh's
   * other consequences (the watchers' e-mail) are that backend's.
   */
  onSwitchedElsewhere?: (feed: DataFeed) => Promise<void>;
  /** True when this process alone holds the database (the embedded one): a refresh left running died with it. */
  soleOwner: boolean;
  now?: () => Date;
  checkIntervalMs?: number;
}

export function createDataRefresh(db: Db, options: DataRefreshServiceOptions): DataRefreshService {
  const { config, log, onSwitched } = options;
  const now = options.now ?? (() => new Date());
  const sources = DATA_SOURCES.map((source) => ({
    source,
    baseUrl: config.baseUrls[source.id] === undefined ? source.defaultBaseUrl : config.baseUrls[source.id]!,
  }));
  const sourceOf = (id: string = IRS_EO_BMF_SOURCE.id) => {
    const found = sources.find((entry) => entry.source.id === id);
    if (!found) throw new UnknownSourceError(id);
    return found;
  };
  const abort = new AbortController();
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let checking: Promise<void> | null = null;
  /** The refreshes and rollbacks this process ran: their announcements are its own. */
  const mine = new Set<number>();
  const ready = (async () => {
    if (options.soleOwner) await markAllRunningInterrupted(db);
    if (db.kind !== 'postgres' || !options.onSwitchedElsewhere) return;
    const follow = options.onSwitchedElsewhere;
    const channels: [string, DataFeed][] = [
      [SNAPSHOT_CHANNEL, 'irs_eo_bmf'],
      [SAIPE_CHANNEL, 'saipe'],
    ];
    for (const [channel, feed] of channels) {
      const notices = await batchedNotices(db, channel, (error) => log(`Data refresh: could not follow another backend's switch: ${(error as Error).message}`));
      notices.start(async (batch) => {
        if (batch === 'all' || batch.some((id) => !mine.has(Number(id)))) await follow(feed);
      });
    }
  })();

  const runOptions = (source: DataSource, baseUrl: string): RefreshOptions => ({
    source,
    baseUrl,
    stagingDir: path.join(options.dataDir, 'refresh', source.id),
    log,
    signal: abort.signal,
    now,
    onSwitched: (refreshId) => onSwitched(refreshId, source.feeds),
  });
  const fetchable = (id?: string) => {
    const { source, baseUrl } = sourceOf(id);
    if (!baseUrl) throw new SourceOffError(source);
    return { source, baseUrl };
  };
  const claim = async (source: DataSource, trigger: DataRefreshView['trigger'], requestedBy: string | null) => {
    const refresh = await claimRefresh(db, { source: source.id, trigger, requestedBy, now: now() });
    mine.add(refresh.id);
    return refresh;
  };
  const inBackground = (refresh: DataRefreshView, source: DataSource, baseUrl: string) => {
    const run = runClaimedRefresh(db, refresh.id, runOptions(source, baseUrl)).finally(() => {
      if (running === run) running = null;
    });
    running = run;
    run.catch((error: unknown) => log(`Data refresh ${source.id} failed: ${(error as Error).message}`));
    return run;
  };

  /** Each source with a base URL whose refresh is due, one after the other (one refresh runs at a time). */
  const check = async () => {
    await ready;
    if (!config.schedule) return;
    for (const { source, baseUrl } of sources) {
      if (!baseUrl || abort.signal.aborted) continue;
      const due = await nextRunAt(db, source, config.schedule, now());
      if (due > now()) continue;
      if (!(await sourceAnswers(source, baseUrl))) {
        log(`Data refresh ${source.id}: ${new URL(baseUrl).host} does not answer; the data in use stays, and the next check is in an hour`);
        continue;
      }
      const [any] = await db.query('SELECT 1 FROM data_refreshes WHERE source = $1 LIMIT 1', [source.id]);
      try {
        await inBackground(await claim(source, any ? 'schedule' : 'first-start', null), source, baseUrl).catch(() => undefined);
      } catch (error) {
        // Another backend on the same Postgres server took this period's refresh, or runs one: the next check asks again.
        if (!(error instanceof RefreshRunningError)) throw error;
      }
    }
  };
  const scheduledCheck = () => {
    checking ??= check()
      .catch((error: unknown) => log(`Data refresh: the scheduled check failed: ${(error as Error).message}`))
      .finally(() => {
        checking = null;
      });
  };

  return {
    async view() {
      await ready;
      return adminDataView(db, sources, config.schedule, now());
    },
    async refreshNow(requestedBy, sourceId) {
      await ready;
      const { source, baseUrl } = fetchable(sourceId);
      const refresh = await claim(source, 'team', requestedBy);
      inBackground(refresh, source, baseUrl);
      return refresh;
    },
    async refreshAndWait(trigger, requestedBy, sourceId) {
      await ready;
      const { source, baseUrl } = fetchable(sourceId);
      return runClaimedRefresh(db, (await claim(source, trigger, requestedBy)).id, runOptions(source, baseUrl));
    },
    async rollBack(requestedBy, sourceId) {
      await ready;
      const { source } = sourceOf(sourceId);
      return rollBackSnapshot(db, source, {
        requestedBy,
        now,
        log,
        onSwitched: (refreshId) => onSwitched(refreshId, source.feeds),
        onClaimed: (id) => mine.add(id),
      });
    },
    async confirmHeld(fileName, sha256, requestedBy, sourceId) {
      await ready;
      const { source, baseUrl } = fetchable(sourceId);
      const confirmed = await db.query(
        'UPDATE data_source_files SET confirmed_sha256 = held_sha256 WHERE source = $1 AND file_name = $2 AND held_sha256 = $3 RETURNING file_name',
        [source.id, fileName, sha256],
      );
      if (confirmed.length === 0) throw new NotHeldError();
      // A refused refresh takes the confirmation back: it would otherwise go into whichever refresh ran next, unsaid.
      const refresh = await claim(source, 'team', requestedBy).catch(async (error: unknown) => {
        await db.query('UPDATE data_source_files SET confirmed_sha256 = NULL WHERE source = $1 AND file_name = $2', [source.id, fileName]);
        throw error;
      });
      inBackground(refresh, source, baseUrl);
      return refresh;
    },
    changes: (refreshId, kind, page) => refreshChanges(db, refreshId, kind, page),
    startSchedule() {
      if (!config.schedule) {
        log('Data refresh: the schedule is switched off (DATA_REFRESH_SCHEDULE), so this process refreshes only when asked');
        return;
      }
      for (const { source, baseUrl } of sources) {
        if (!baseUrl) log(`Data refresh: fetching the ${source.name} is switched off (${source.urlVariable}=false); the data imported stays`);
      }
      scheduledCheck();
      timer = setInterval(scheduledCheck, options.checkIntervalMs ?? SCHEDULE_CHECK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      abort.abort();
      await checking;
      await running?.catch(() => undefined);
    },
  };
}
