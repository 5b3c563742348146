import type { Queryable } from '../db/db.js';
import type { NonprofitData } from '../nonprofit-data.js';
import { createDataServices, type DataServices } from '../services.js';

/**
 * The nonprofit data and the data services for a test's createApp, built as the backend builds them. Without data,
 * an empty stand-in: for apps whose tests never reach the data endpoints.
 */
export function appData(db: Queryable, data: NonprofitData = {} as NonprofitData): { data: NonprofitData; services: DataServices } {
  return { data, services: createDataServices(db, data) };
}
