import type { ExportSource } from '@x4i/shared/domain';

/** The source every admin download names: the team's own records, as they stood on the day of the export. */
export function adminRecordsSource(today: string): ExportSource {
  return { name: 'X4I admin records (team only)', year: today };
}

/** Today as YYYY-MM-DD, the day the exports pass to their pure builders. */
export const isoToday = (): string => new Date().toISOString().slice(0, 10);
