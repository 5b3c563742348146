import { US_STATES } from '@x4i/shared/domain';

/**
 * A public data source as data: its files, where each is fetched from, how each is read and checked, and which
 * import it feeds. Adding a source is adding a definition here and, if its files are read in a new way, a reader
 * (see docs/operations.md, "Kept current: the refresh from the publishers").
 */
export interface DataSource {
  id: string;
  name: string;
  publisher: string;
  /** The environment variable that overrides baseUrl; 'false' there switches fetching off. */
  urlVariable: string;
  /** Where the publisher keeps the files, ending in '/'. */
  defaultBaseUrl: string;
  /** The page that documents the files, for people. */
  documentationUrl: string;
  /** The files asked for at every refresh; a source whose files are found by asking (SAIPE's yearly file) lists none. */
  files: readonly DataSourceFileDefinition[];
  /** Which import the files feed, and so how their rows are read, checked and switched in. */
  feeds: DataFeed;
  /** What a scheduled refresh asks for first, to learn whether the publisher answers at all (a path under the base). */
  probePath: string;
  /**
   * The share of rows a file may lose against the one in use before it is held for a team member to confirm.
   * More than that is far more than the IRS revokes in a month, and far less than a truncated download loses.
   */
  maxShrink: number;
  /** The share of bad records a file may have (each left out and counted) before it fails as a whole. */
  maxBadRows: number;
}

/** The imports a source can feed: the IRS snapshot (organisations), or the SAIPE poverty table. */
export type DataFeed = 'irs_eo_bmf' | 'saipe';

export interface DataSourceFileDefinition {
  /** The file's name at the publisher, and its key in data_source_files and irs_files. */
  fileName: string;
  /** A state code, INTL, or US for a file of the nation, its states and counties. */
  region: string;
  /** Where it is under the base URL, when not at its top (SAIPE's <year>/<year>-state-and-county/). */
  path?: string;
}

/** Puerto Rico has its own IRS file; it is not among the 50 states and DC of US_STATES. */
const IRS_STATE_REGIONS = [...US_STATES.map((state) => state.code), 'PR'].sort();

/**
 * The IRS Exempt Organizations Business Master File extract: a file per state (and DC and Puerto Rico), plus
 * eo4.csv for organisations with a foreign address. The regional files eo1-eo3 hold the same organisations as
 * the state files, so they are not fetched. The IRS updates them monthly.
 */
export const IRS_EO_BMF_SOURCE: DataSource = {
  id: 'irs_eo_bmf',
  name: 'IRS Exempt Organizations Business Master File extract',
  publisher: 'Internal Revenue Service',
  urlVariable: 'IRS_BMF_URL',
  defaultBaseUrl: 'https://www.irs.gov/pub/irs-soi/',
  documentationUrl: 'https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf',
  files: [
    ...IRS_STATE_REGIONS.map((region) => ({ fileName: `eo_${region.toLowerCase()}.csv`, region })),
    { fileName: 'eo4.csv', region: 'INTL' },
  ],
  feeds: 'irs_eo_bmf',
  probePath: 'eo_ak.csv',
  maxShrink: 0.1,
  maxBadRows: 0.01,
};

/**
 * The Census Bureau's Small Area Income and Poverty Estimates for the nation, the states and the counties: one
 * fixed-width text file a year (`<year>/<year>-state-and-county/est<yy>all.txt`), published each December for two
 * years earlier. Which file is newer is found by asking for the years after the one in use (see saipe-refresh.ts).
 */
export const CENSUS_SAIPE_SOURCE: DataSource = {
  id: 'census_saipe',
  name: 'Census Bureau Small Area Income and Poverty Estimates (SAIPE), states and counties',
  publisher: 'U.S. Census Bureau',
  urlVariable: 'SAIPE_URL',
  defaultBaseUrl: 'https://www2.census.gov/programs-surveys/saipe/datasets/',
  documentationUrl: 'https://www.census.gov/programs-surveys/saipe/data/datasets.html',
  files: [],
  feeds: 'saipe',
  probePath: '',
  // A county or two merged away is far less; a cut or broken file far more.
  maxShrink: 0.1,
  maxBadRows: 0.01,
};

export const DATA_SOURCES: readonly DataSource[] = [IRS_EO_BMF_SOURCE, CENSUS_SAIPE_SOURCE];

export function findDataSource(id: string): DataSource | null {
  return DATA_SOURCES.find((source) => source.id === id) ?? null;
}

/** A file's address under a base URL (the base gets its missing trailing slash). */
export function fileUrl(baseUrl: string, fileName: string): string {
  return new URL(fileName, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

/**
 * The base URL a source is fetched from: the environment's value, else the publisher's; null when fetching is
 * switched off ('false', 'off' or '0').
 */
export function sourceBaseUrl(source: DataSource, env: Record<string, string | undefined> = process.env): string | null {
  const value = env[source.urlVariable]?.trim();
  if (!value) return source.defaultBaseUrl;
  if (/^(false|off|0)$/i.test(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${source.urlVariable} must be an http(s) URL, or false`);
  return url.toString();
}
