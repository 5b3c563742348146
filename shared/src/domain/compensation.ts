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

/**
 * The report names the chief executive's standard title ('CEO' in the NODC taxonomy, which files 'Executive
 * Director', 'ED' and 'President/CEO' under it) the way nonprofits say it; every other standard title keeps its name.
 */
export const REPORT_TITLE_OF_STANDARD: Readonly<Record<string, string>> = { CEO: DEFAULT_JOB_TITLE };

export function reportTitleOf(standard: string): string {
  return REPORT_TITLE_OF_STANDARD[standard] ?? standard;
}

export function standardOfReportTitle(title: string): string {
  const entry = Object.entries(REPORT_TITLE_OF_STANDARD).find(([, reportTitle]) => reportTitle === title);
  return entry ? entry[0] : title;
}

/** Abbreviations filers use in Part VII titles, spelled out before the variants are looked up. */
export const TITLE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  EXEC: 'EXECUTIVE',
  DIR: 'DIRECTOR',
  ASST: 'ASSISTANT',
  ASSOC: 'ASSOCIATE',
  VP: 'VICE PRESIDENT',
  PRES: 'PRESIDENT',
  SEC: 'SECRETARY',
  SECY: 'SECRETARY',
  TREAS: 'TREASURER',
  MGR: 'MANAGER',
  ADMIN: 'ADMINISTRATOR',
  SR: 'SENIOR',
  GEN: 'GENERAL',
};

/** The shortest key that may name a variant by its beginning: e-filed titles are often cut off ('EXECUTIVE DI'). */
const MIN_TRUNCATED_KEY = 8;

/**
 * A title as filed → its standard title: the variants as they are, then with abbreviations spelled out, then, for
 * a title cut short, the one variant it begins; null when none fits, or when a cut title could be several.
 */
export function normalizeTitle(title: string, variants: ReadonlyMap<string, string>): string | null {
  const key = titleKey(title);
  if (!key) return null;
  const exact = variants.get(key);
  if (exact) return exact;
  const spelled = key
    .split(' ')
    .map((word) => TITLE_ABBREVIATIONS[word] ?? word)
    .join(' ');
  const expanded = variants.get(spelled);
  if (expanded) return expanded;
  if (spelled.length < MIN_TRUNCATED_KEY) return null;
  const standards = new Set<string>();
  for (const [variant, standard] of variants) if (variant.startsWith(spelled)) standards.add(standard);
  return standards.size === 1 ? [...standards][0]! : null;
}

export interface PeerGroup {
  /** The peers in words, as the calculator shows them. */
  basis: string;
  filings: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

export interface PeerEstimate {
  estimate: number;
  low: number;
  high: number;
  filings: number;
  basis: string;
  broadened: boolean;
}

/**
 * The salary calculator's estimate (issue 13): the median of the first peer group, from the closest to the
 * broadest, with enough filings to be shown, and its 25th–75th percentile range; null when none has.
 */
export function estimateFromPeers(groups: readonly PeerGroup[]): PeerEstimate | null {
  const index = groups.findIndex((group) => !isSuppressed(group.filings) && group.median !== null && group.p25 !== null && group.p75 !== null);
  if (index < 0) return null;
  const group = groups[index]!;
  return { estimate: group.median!, low: group.p25!, high: group.p75!, filings: group.filings, basis: group.basis, broadened: index > 0 };
}

/** Tab labels: the desktop (sm) list names each tab in full, the mobile (xs) list in a word or two. */
export const COMPENSATION_TAB_LABELS: Readonly<Record<CompensationTab, { sm: string; xs: string }>> = {
  orientation: { sm: 'Orientation', xs: 'Start' },
  benchmarking: { sm: 'Benchmarking', xs: 'Benchmarks' },
  'salary-calculator': { sm: 'Salary Calculator', xs: 'Calculator' },
  'gender-gap': { sm: 'Gender Gap', xs: 'Gender' },
  'key-insights': { sm: 'Key Insights', xs: 'Insights' },
  'top-10': { sm: 'Top 10', xs: 'Top 10' },
  'tech-for-good': { sm: 'Tech for Good', xs: 'Tech' },
  resources: { sm: 'Resources', xs: 'Resources' },
};

/** SPEC 2.2 device modes. */
export const DEVICE_MODES = ['xs', 'sm'] as const;
export type DeviceMode = (typeof DEVICE_MODES)[number];

export function isDeviceMode(value: unknown): value is DeviceMode {
  return value === 'xs' || value === 'sm';
}
