import type { CompensationFigure, CompensationSource, CompensationTabData, PayStats } from '@x4i/shared/contracts';
import type { CompensationTab } from '@x4i/shared/domain';
import type { Queryable } from '../../db/db.js';
import type { CompensationCatalogue } from '../catalogue.js';
import type { CompensationQuery } from '../filters.js';
import type { PaySource } from '../pay-queries.js';

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

/** The notes every tab of CEO pay repeats: how the figures are made and what they leave out. */
export function methodNotes(catalogue: CompensationCatalogue): string[] {
  return [
    `Figures are the 25th, 50th (median), 75th and 90th percentiles of the filings in each group, interpolated between the closest filings; a group of fewer than 5 filings shows its count only.`,
    `CEO pay is the total compensation (Form 990 Part VII, columns D to F) in each organization's latest e-filed return of ${catalogue.ceo.source.years}, adjusted by the compilers to about 2022 dollars.`,
    'The CEO file holds e-filers only, so small organizations are few, and CEOs who were also the CFO are left out.',
  ];
}

/** A tab's answer with the title and filters it applied. */
export function tabData(report: CompensationTab, fields: Omit<CompensationTabData, 'report' | 'estimate'> & { estimate?: CompensationTabData['estimate'] }): CompensationTabData {
  return { report, estimate: null, ...fields };
}
