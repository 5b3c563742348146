// Percentiles: `percentile` in sdg-index.ts (Excel's PERCENTILE.INC), the one the index and CEO pay use.

/**
 * The compensation tool's rules (SPEC 2.2, 4 'Compensation tool', 9), as pure functions the report's pages and
 * the backend share. The report itself arrives with its issue; these are the parts both sides must agree on.
 */

/** The report's tabs (SPEC 2.2): /nonprofit-compensation-report/<slug>. */
export const COMPENSATION_TABS = [
  'orientation',
  'benchmarking',
  'salary-calculator',
  'gender-gap',
  'key-insights',
  'top-10',
  'tech-for-good',
  'resources',
] as const;

export type CompensationTab = (typeof COMPENSATION_TABS)[number];

/** The landing tab, and where an unknown slug leads. */
export const DEFAULT_COMPENSATION_TAB: CompensationTab = 'orientation';

/** SPEC 4: the title benchmarking and the salary calculator start from. */
export const DEFAULT_JOB_TITLE = 'EXECUTIVE DIRECTOR / OFFICER';

/** SPEC 2.2: an unknown slug redirects to orientation. */
export function compensationTabOf(slug: string | null | undefined): CompensationTab {
  const wanted = slug?.trim().toLowerCase() ?? '';
  return (COMPENSATION_TABS as readonly string[]).includes(wanted) ? (wanted as CompensationTab) : DEFAULT_COMPENSATION_TAB;
}

/** SPEC 4: choosing a tab resets the filters; the title defaults to EXECUTIVE DIRECTOR / OFFICER on two tabs only. */
export function defaultTitleOf(tab: CompensationTab): string | null {
  return tab === 'benchmarking' || tab === 'salary-calculator' ? DEFAULT_JOB_TITLE : null;
}

/** A cell with fewer filings than this is not shown: a figure from one or two returns describes people, not a field. */
export const MIN_FILINGS_PER_CELL = 5;

export const isSuppressed = (filings: number): boolean => filings < MIN_FILINGS_PER_CELL;

/** SPEC 4: selecting every income bucket or every region counts as selecting none (no filter). */
export function effectiveSelection<T>(selected: readonly T[], all: readonly T[]): T[] {
  const chosen = [...new Set(selected)];
  return all.length > 0 && all.every((option) => chosen.includes(option)) ? [] : chosen;
}

/** SPEC 4: after the options reload, a selection the server no longer offers is dropped. */
export function keepOffered<T>(selected: readonly T[], offered: readonly T[]): T[] {
  return selected.filter((option) => offered.includes(option));
}

/** A title as filed ('Exec. Director', 'ceo & president ') in the form the title variants are keyed by. */
export function titleKey(title: string): string {
  return title
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * The standard title of a title as filed, through the title variants (NODC titleclassifier: variant → standard);
 * null when the variants do not know it, so that an unknown title is counted as unknown rather than guessed.
 */
export function standardTitleOf(title: string, variants: ReadonlyMap<string, string>): string | null {
  return variants.get(titleKey(title)) ?? null;
}
