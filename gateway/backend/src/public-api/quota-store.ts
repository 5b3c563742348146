import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Queryable } from '../db/db.js';

/**
 * The public API's call counts, kept in the database so that every backend on it (behind several gateway
 * processes) counts together. A fixed window per caller: it starts at the top of the hour (windowMs).
 */
export class DatabaseQuotaStore implements Store {
  localKeys = false;
  private windowMs = 3_600_000;
  private swept = 0;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = () => Date.now(),
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private windowStart(): number {
    return Math.floor(this.now() / this.windowMs) * this.windowMs;
  }

  async increment(caller: string): Promise<IncrementResponse> {
    const start = this.windowStart();
    await this.sweep(start);
    const [row] = await this.db.query<{ calls: number }>(
      `INSERT INTO api_quota_windows (caller, window_start, calls) VALUES ($1, to_timestamp($2 / 1000.0), 1)
       ON CONFLICT (caller, window_start) DO UPDATE SET calls = api_quota_windows.calls + 1
       RETURNING calls`,
      [caller, start],
    );
    return { totalHits: Number(row!.calls), resetTime: new Date(start + this.windowMs) };
  }

  async get(caller: string): Promise<IncrementResponse | undefined> {
    const start = this.windowStart();
    const [row] = await this.db.query<{ calls: number }>(
      'SELECT calls FROM api_quota_windows WHERE caller = $1 AND window_start = to_timestamp($2 / 1000.0)',
      [caller, start],
    );
    return row ? { totalHits: Number(row.calls), resetTime: new Date(start + this.windowMs) } : undefined;
  }

  async decrement(caller: string): Promise<void> {
    await this.db.query(
      'UPDATE api_quota_windows SET calls = greatest(calls - 1, 0) WHERE caller = $1 AND window_start = to_timestamp($2 / 1000.0)',
      [caller, this.windowStart()],
    );
  }

  async resetKey(caller: string): Promise<void> {
    await this.db.query('DELETE FROM api_quota_windows WHERE caller = $1', [caller]);
  }

  /** Past windows go once per window and process: nothing reads them. */
  private async sweep(start: number): Promise<void> {
    if (this.swept === start) return;
    this.swept = start;
    await this.db.query('DELETE FROM api_quota_windows WHERE window_start < to_timestamp($1 / 1000.0)', [start]);
  }
}
