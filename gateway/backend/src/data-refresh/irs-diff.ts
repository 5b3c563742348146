import { ORGANIZATION_CHANGE_KINDS, type DataRefreshDiff, type OrganizationChangeKind } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';

/** Which snapshot tables to compare: '' the ones in use, '_next' and '_previous' beside them. */
export interface DiffSides {
  before: '' | '_next' | '_previous';
  after: '' | '_next' | '_previous';
}

/** The fields whose change the feed reports, as kinds and columns. */
const FIELD_CHANGES: readonly [OrganizationChangeKind, string][] = [
  ['name', 'name'],
  ['ntee', 'ntee_cd'],
  ['subsection', 'subsection'],
  ['foundation', 'foundation'],
  ['state', 'state'],
];

/**
 * Writes what changed for organisations between two snapshots into irs_changes_next: one row per organisation and
 * kind, with the value before and after for a field. Only the files that differ are compared (by name and
 * checksum), one record per EIN. A region that one side does not cover at all is counted, not listed: a first
 * load is not 190,000 organisations "added".
 */
export async function diffSnapshots(db: Queryable, { before, after }: DiffSides): Promise<DataRefreshDiff> {
  const record = (side: string) => `
    SELECT DISTINCT ON (b.ein) b.ein, b.name, b.state, b.ntee_cd, b.subsection, b.foundation
    FROM irs_eo_bmf${side} b JOIN touched USING (ein)
    ORDER BY b.ein, b.source_file, b.name`;
  const fieldChanges = FIELD_CHANGES.map(
    ([kind, column]) =>
      `UNION ALL SELECT '${kind}', o.${column}, n.${column} WHERE o.ein IS NOT NULL AND n.ein IS NOT NULL AND o.${column} IS DISTINCT FROM n.${column}`,
  ).join('\n');
  await db.exec('DROP TABLE IF EXISTS irs_changes_next');
  await db.exec(`
    CREATE TABLE irs_changes_next AS
    WITH old_files AS (SELECT file_name, region, sha256 FROM irs_files${before}),
    new_files AS (SELECT file_name, region, sha256 FROM irs_files${after}),
    gone AS (
      SELECT o.file_name FROM old_files o
      WHERE NOT EXISTS (SELECT 1 FROM new_files n WHERE n.file_name = o.file_name AND n.sha256 = o.sha256)
        AND EXISTS (SELECT 1 FROM new_files n WHERE n.region = o.region)),
    came AS (
      SELECT n.file_name FROM new_files n
      WHERE NOT EXISTS (SELECT 1 FROM old_files o WHERE o.file_name = n.file_name AND o.sha256 = n.sha256)
        AND EXISTS (SELECT 1 FROM old_files o WHERE o.region = n.region)),
    touched AS (
      SELECT ein FROM irs_eo_bmf${before} WHERE source_file IN (SELECT file_name FROM gone)
      UNION SELECT ein FROM irs_eo_bmf${after} WHERE source_file IN (SELECT file_name FROM came)),
    old AS (${record(before)}),
    new AS (${record(after)})
    SELECT coalesce(n.ein, o.ein) AS ein, coalesce(n.name, o.name) AS name, coalesce(n.state, o.state) AS state,
           k.kind, k.before, k.after
    FROM old o FULL JOIN new n ON n.ein = o.ein
    CROSS JOIN LATERAL (
      SELECT 'added' AS kind, NULL::text AS before, NULL::text AS after WHERE o.ein IS NULL
      UNION ALL SELECT 'removed', NULL, NULL WHERE n.ein IS NULL
      ${fieldChanges}
    ) k`);
  const counted = await db.query<{ kind: OrganizationChangeKind; n: number }>('SELECT kind, count(*)::int AS n FROM irs_changes_next GROUP BY kind');
  const counts = Object.fromEntries(ORGANIZATION_CHANGE_KINDS.map((kind) => [kind, 0])) as Record<OrganizationChangeKind, number>;
  for (const row of counted) counts[row.kind] = Number(row.n);
  const regionsOnlyIn = (side: string, other: string) =>
    db.query<{ region: string; rows: number }>(
      `SELECT region, sum(row_count)::int AS rows FROM irs_files${side} f
       WHERE NOT EXISTS (SELECT 1 FROM irs_files${other} o WHERE o.region = f.region)
       GROUP BY region ORDER BY region`,
    );
  const [newRegions, droppedRegions] = await Promise.all([regionsOnlyIn(after, before), regionsOnlyIn(before, after)]);
  return { counts, newRegions: newRegions.map(toRegion), droppedRegions: droppedRegions.map(toRegion) };
}

const toRegion = (row: { region: string; rows: number }) => ({ region: row.region, rows: Number(row.rows) });

/** Moves the changes written by diffSnapshots into the feed, inside the switch's transaction. */
export async function publishChanges(tx: Queryable, refreshId: number, changedAt: string): Promise<void> {
  await tx.query(
    `INSERT INTO organization_changes (refresh_id, changed_at, ein, name, state, kind, before, after)
     SELECT $1, $2, ein, name, state, kind, before, after FROM irs_changes_next ORDER BY ein, kind`,
    [refreshId, changedAt],
  );
  await tx.exec('DROP TABLE irs_changes_next');
}
