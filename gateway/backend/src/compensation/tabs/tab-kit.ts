import type { CompensationFigure, CompensationSource, CompensationTabData, PayStats } from '@x4i/shared/contracts';
import type { CompensationTab } from '@x4i/shared/domain';
import type { Queryable } from '../../db/db.js';
import type { CompensationCatalogue } from '../catalogue.js';
import type { CompensationQuery } from '../filters.js';
import type { PaySource } from '../pay-queries.js';
import { DOLLAR_BASIS_SENTENCE } from './method-notes.js';

export interface TabContext {
  db: Queryable;
  catalogue: CompensationCatalogue;
  query: CompensationQuery;
}

export type TabBuilder = (context: TabContext) => Promise<CompensationTabData>;

export const sourceOf = (catalogue: CompensationCatalogue, source: PaySource): CompensationSource =>
  source === 'ceo' ? catalogue.ceo.source : source === 'partVii' ? catalogue.partVii.source : catalogue.scheduleJ.source;

/** The five figures of a distribution; each says how many filings it rests on. */
export function statFigures(stats: PayStats, prefix = ''): CompensationFigure[] {
  const { filings } = stats;
  return [
    { label: `${prefix}Filings`, value: filings, format: 'count', filings },
    { label: `${prefix}25th percentile`, value: stats.p25, format: 'currency', filings },
    { label: `${prefix}Median`, value: stats.median, format: 'currency', filings },
    { label: `${prefix}75th percentile`, value: stats.p75, format: 'currency', filings },
    { label: `${prefix}90th percentile`, value: stats.p90, format: 'currency', filings },
  ];
}

export const count = (value: number) => value.toLocaleString('en-US');
export const dollars = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
export const percentText = (value: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value)}%`;
/** A share (0–1) as the figures carry percentages: 0–100 with one decimal. */
export const percentOf = (share: number) => Math.round(share * 1000) / 10;

export { methodNotes } from './method-notes.js';

/** A tab's answer with the title and filters it applied. */
export function tabData(
  report: CompensationTab,
  fields: Omit<CompensationTabData, 'report' | 'estimate' | 'dollarBasis'> & { estimate?: CompensationTabData['estimate'] },
): CompensationTabData {
  return { report, estimate: null, ...fields, dollarBasis: DOLLAR_BASIS_SENTENCE };
}
