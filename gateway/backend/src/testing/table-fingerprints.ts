import type { Db } from '../db/db.js';

/**
 * Each table's row count and a digest of its rows, to tell that a request changed nothing. `except` leaves out
 * counters that every call moves by design (quota windows, key usage).
 */
export async function tableFingerprints(db: Db, except: ReadonlySet<string> = new Set()): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
  const fingerprints: Record<string, string> = {};
  for (const { name } of tables) {
    if (except.has(name)) continue;
    const [row] = await db.query<{ n: number; digest: string | null }>(`SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`);
    fingerprints[name] = `${row!.n} ${row!.digest}`;
  }
  return fingerprints;
}
