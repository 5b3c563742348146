import type { PostgresServer } from './postgres-server.js';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { x4iTestPostgres?: PostgresServer }).x4iTestPostgres?.stop();
}
