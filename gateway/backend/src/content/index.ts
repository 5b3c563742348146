import path from 'node:path';
import type { Db } from '../db/db.js';
import { batchedNotices } from '../db/notices.js';
import { shippedDataDir } from '../paths.js';
import { ContentIndex } from './content-index.js';
import { ContentService, type IrsFigure } from './content-service.js';
import { CorpusError } from './seed/load-corpus.js';
import { seedContent } from './seed/seed-content.js';

export { contentRouter } from './content-router.js';
export { ContentService } from './content-service.js';

/**
 * The channel the database announces changed items on (migration 0022). A backend's own writes update its index
 * directly; the notice makes it read them once more, which keeps every backend's index equal to the database.
 */
export const CONTENT_CHANNEL = 'content_changes';

/** badges.json and the demo corpus shipped with the package. */
export const shippedDemoContentDir = path.join(shippedDataDir, 'demo-content');

export interface StartContentOptions {
  /** The folder of badges.json and the corpus files. */
  dir: string;
  demoContent: boolean;
  log: (message: string) => void;
  irsOrganizations?: () => Promise<IrsFigure | null>;
  now?: () => Date;
}

/**
 * Seeds the badge catalogue and the demo corpus (after migrations and the demo accounts, whose organisation the
 * demo solution belongs to), then builds the in-memory index from the database. A bad corpus file throws with
 * the file and the entry.
 */
export async function startContent(db: Db, options: StartContentOptions): Promise<ContentService> {
  try {
    await seedContent(db, options);
  } catch (error) {
    if (error instanceof CorpusError) throw new Error(`Demo content in ${options.dir}: ${error.message}`);
    throw error;
  }
  // Only a Postgres server is shared between backends; the embedded database has one process, this one.
  const changes = db.kind === 'postgres' ? await batchedNotices(db, CONTENT_CHANNEL, (error) => options.log(`Directory: could not read changed items: ${(error as Error).message}`)) : null;
  const index = await ContentIndex.load(db);
  const service = new ContentService({ db, index, irsOrganizations: options.irsOrganizations, now: options.now, log: options.log });
  changes?.start((ids) => service.refresh(ids));
  return service;
}
