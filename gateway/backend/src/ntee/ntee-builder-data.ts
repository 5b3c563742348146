import type { NteeCodeCountsResponse, NteeCodesResponse, NteeSuggestion } from '@x4i/shared/contracts';
import { findUsStateByCode } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import type { MoneyFlowData } from '../money-flow/money-flow-data.js';
import type { NonprofitData } from '../nonprofit-data.js';
import type { LandscapeData } from '../reports/landscape/landscape-data.js';
import { loadNamesByCode } from './code-names.js';
import { createNteeSuggestIndex, type NteeSuggestIndex } from './suggest-index.js';

export interface NteeBuilderData {
  suggest(description: string): Promise<NteeSuggestion[]>;
  /** Null when the code is not in the taxonomy. */
  codeCounts(code: string): Promise<NteeCodeCountsResponse | null>;
}

/**
 * The NTEE builder's data: the suggestion index, built once per version of the imported IRS files (it learns from
 * their names), and the organizations carrying a code, from the landscapes' columns.
 */
export function createNteeBuilderData(db: Queryable, data: NonprofitData, moneyFlow: MoneyFlowData, landscapes: LandscapeData): NteeBuilderData {
  let built: { version: string; codes: NteeCodesResponse['codes']; index: Promise<NteeSuggestIndex> } | null = null;

  async function indexOf(): Promise<NteeSuggestIndex> {
    const [{ codes }, { version }] = await Promise.all([data.nteeCodes(), moneyFlow.aggregate()]);
    // The code book keeps its arrays until an import; the IRS version changes with the names.
    if (built?.version !== version || built.codes !== codes) {
      const entry = { version, codes, index: loadNamesByCode(db).then((names) => createNteeSuggestIndex(codes, names)) };
      built = entry;
      entry.index.catch(() => {
        if (built === entry) built = null;
      });
    }
    return built.index;
  }

  return {
    async suggest(description) {
      return (await indexOf()).suggest(description);
    },
    async codeCounts(code) {
      const found = (await data.nteeCodes()).codes.find((entry) => entry.code === code);
      if (!found) return null;
      const counts = await landscapes.nteeCodeCounts(code);
      return {
        code,
        title: found.title,
        total: counts.byState.reduce((sum, entry) => sum + entry.count, 0),
        byState: counts.byState.map((entry) => ({ ...entry, name: findUsStateByCode(entry.state)?.name ?? entry.state })),
        coveredStates: counts.coveredStates,
        source: counts.source,
        largest: counts.largest.map(({ ein, name, city, state, income }) => ({ ein, name, city, state, income })),
      };
    },
  };
}
