import type { MoneyFlowFilters, MoneyFlowResponse } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import { getFreshness } from '../db/queries/finder-page.js';
import { loadMoneyFlowAggregate, versionOf, type MoneyFlowAggregate } from './aggregate.js';
import { summarizeMoneyFlow } from '@x4i/shared/domain';
import { memo } from '../memo.js';

/** The money flow, answered from an aggregate kept in memory. */
export interface MoneyFlowData {
  /** Answers from memory; the first call (or the first after invalidate) waits for the aggregate. */
  moneyFlow(filters: MoneyFlowFilters): Promise<MoneyFlowResponse>;
  /**
   * The aggregate the next answer is made from, as moneyFlow waits for it (and checks for new data): a new object
   * whenever the figures change, so answers kept beside it go with it.
   */
  current(): Promise<MoneyFlowAggregate>;
  /** The aggregate itself, waited for as moneyFlow does: for reports that sum its cells their own way. */
  aggregate(): Promise<MoneyFlowAggregate>;
  /** Builds the aggregate now, so that the first request is fast. Call when the data is ready and after an import. */
  warm(): Promise<void>;
  /** Drops the aggregate; the next call rebuilds it. */
  invalidate(): void;
  /**
   * Rebuilds the aggregate when the imported IRS files changed (an `npm run import-irs` by another process) and
   * says whether it did. Requests start it in the background at most every 30 s and keep being answered from the
   * current aggregate meanwhile.
   */
  refreshIfChanged(): Promise<boolean>;
}

export const VERSION_CHECK_MS = 30_000;

export interface MoneyFlowDataOptions {
  now?: () => number;
  /** Where a failed background check is reported. */
  log?: (message: string) => void;
}

export function createMoneyFlowData(db: Queryable, { now = Date.now, log = () => undefined }: MoneyFlowDataOptions = {}): MoneyFlowData {
  let checkedAt = 0;
  let checking: Promise<boolean> | null = null;

  // A failed build is forgotten, so that the next request tries again.
  const aggregate = memo((): Promise<MoneyFlowAggregate> => {
    const loading = loadMoneyFlowAggregate(db);
    checkedAt = now();
    return loading;
  });

  const data: MoneyFlowData = {
    async moneyFlow(filters) {
      return summarizeMoneyFlow(await data.current(), filters);
    },
    async current() {
      const ready = await aggregate();
      if (!checking && now() - checkedAt > VERSION_CHECK_MS) {
        void data.refreshIfChanged().catch((error: unknown) => log(`Money flow: checking for new IRS data failed: ${(error as Error).message}`));
      }
      return ready;
    },
    aggregate: () => aggregate(),
    async warm() {
      aggregate.clear();
      await aggregate();
    },
    invalidate() {
      aggregate.clear();
    },
    refreshIfChanged() {
      checking ??= (async () => {
        try {
          checkedAt = now();
          const [known, freshness] = await Promise.all([aggregate(), getFreshness(db)]);
          if (versionOf(freshness) === known.version) return false;
          // Swapped in only once built: requests meanwhile keep the previous figures.
          const rebuilt = await loadMoneyFlowAggregate(db);
          aggregate.set(Promise.resolve(rebuilt));
          return true;
        } finally {
          checking = null;
        }
      })();
      return checking;
    },
  };
  return data;
}
