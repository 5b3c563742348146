import type { IndexRow } from '../../search/name-index.js';
import type { Queryable } from '../db.js';

/** Rows read per statement: the EIN index walks them in order, so each read costs its own rows only. */
const CHUNK = 50_000;

/**
 * Every organisation of the IRS data for the name index, its newest record (the latest snapshot; of two records in
 * one snapshot the larger), in chunks. An EIN's records are never split between two chunks: the last EIN of a full
 * chunk is read again with the next one.
 */
export async function* indexRows(db: Queryable): AsyncGenerator<IndexRow[]> {
  const snapshots = new Map(
    (await db.query<{ file_name: string; snapshot_date: string | Date }>('SELECT file_name, snapshot_date FROM irs_files')).map((file) => [
      file.file_name,
      new Date(file.snapshot_date).getTime(),
    ]),
  );
  let after = '';
  for (;;) {
    const rows = await db.query<{ ein: string; name: string; city: string | null; state: string | null; ntee_cd: string | null; revenue_amt: string | number | null; source_file: string }>(
      `SELECT ein, name, city, state, ntee_cd, revenue_amt, source_file FROM irs_eo_bmf WHERE ein > $1 ORDER BY ein LIMIT ${CHUNK}`,
      [after],
    );
    const full = rows.length === CHUNK;
    const lastEin = rows.at(-1)?.ein;
    const complete = full && rows[0]!.ein !== lastEin ? rows.filter((row) => row.ein !== lastEin) : rows;
    const newest = new Map<string, (typeof rows)[number]>();
    const rank = (row: (typeof rows)[number]) => [snapshots.get(row.source_file) ?? 0, Number(row.revenue_amt ?? -1)] as const;
    for (const row of complete) {
      const held = newest.get(row.ein);
      if (!held) newest.set(row.ein, row);
      else {
        const [heldDate, heldRevenue] = rank(held);
        const [date, revenue] = rank(row);
        if (date > heldDate || (date === heldDate && revenue > heldRevenue)) newest.set(row.ein, row);
      }
    }
    if (newest.size > 0)
      yield [...newest.values()].map((row) => ({
        ein: row.ein,
        name: row.name,
        city: row.city,
        state: row.state,
        nteeCode: row.ntee_cd,
        revenue: row.revenue_amt === null ? null : Number(row.revenue_amt),
      }));
    if (!full) return;
    after = complete.at(-1)?.ein ?? lastEin!;
  }
}
