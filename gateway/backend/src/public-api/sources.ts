import type { ApiSource, DatasetFreshness } from '@x4i/shared/contracts';

export const IRS_EO_BMF_NAME = 'IRS Exempt Organizations Business Master File Extract (EO BMF)';

/** One date, or the span of several as an ISO 8601 interval. */
export function vintageOf(dates: readonly string[]): string {
  const sorted = [...new Set(dates)].sort();
  if (sorted.length === 0) return 'not imported';
  return sorted.length === 1 ? sorted[0]! : `${sorted[0]}/${sorted.at(-1)}`;
}

/** The IRS files an answer is read from (all of them, or a state's), with their snapshot dates as its vintage. */
export function irsSource(files: readonly DatasetFreshness[], sourceUrl: string, state?: string | null): ApiSource {
  const read = state ? files.filter((file) => file.region === state) : files;
  return { name: IRS_EO_BMF_NAME, url: sourceUrl, vintage: vintageOf(read.map((file) => file.snapshotDate)) };
}
