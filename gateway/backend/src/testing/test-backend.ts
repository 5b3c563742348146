import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend, type Backend, type BackendHooks, type BackendOptions } from '../backend.js';
import type { Db } from '../db/db.js';
import type { BackendStatus } from '../http/backend-status.js';
import type { DataServices } from '../services.js';
import { appData } from './app-data.js';

/** 71 rows cut unchanged from the shipped IRS files: AK, AR (Habitat for Humanity), VT, OR 2018, eo4. */
export const FIXTURE_IRS_DIR = fileURLToPath(new URL('./fixtures/irs/', import.meta.url));
export const FIXTURE_IRS_ROWS = 71;
export const FIXTURE_IRS_EINS = 68;

/** A 'newer' eo_or.csv: five of the Oregon rows, dated 2026-05-01 by its manifest. */
export const FIXTURE_NEWER_IRS_DIR = fileURLToPath(new URL('./fixtures/irs-newer/', import.meta.url));

/** 63 Washington organizations from the 990 compensation file in the IRS layout (the shipped data has no eo_wa.csv). */
export const FIXTURE_WA_IRS_DIR = fileURLToPath(new URL('./fixtures/irs-wa/', import.meta.url));

const tempDirs: string[] = [];

/** A new empty folder under the system's temporary folder; removeTempDirs() deletes them all. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `x4i-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export interface TestBackend {
  backend: Backend;
  /** The backend's own database connection, to read what requests stored. */
  db: Db;
  dataDir: string;
  logs: string[];
  /** Closes the backend; removes the data folder unless keepData. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** A backend over a temporary data folder (or the given one), importing the fixture IRS files. */
export async function startTestBackend(
  options: Partial<BackendOptions> = {},
  hooks: BackendHooks = {},
): Promise<TestBackend> {
  const dataDir = options.dataDir ?? (await tempDir('backend'));
  const logs: string[] = [];
  let db: Db | undefined;
  const backend = await startBackend(
    // No SMTP unless a test asks for it: mail goes to the outbox, whatever the environment says. No digest schedule
    // unless a test asks for it either: a check at start would add mails at a moment no test chose.
    // Nor a data refresh: a test that refreshes names its own publisher on loopback, and no test asks the IRS.
    { irsDir: FIXTURE_IRS_DIR, mail: {}, digestSchedule: false, dataRefresh: { schedule: false, baseUrls: { irs_eo_bmf: null, census_saipe: null } }, ...options, dataDir, log: (message) => logs.push(message) },
    {
      ...hooks,
      onDatabase: (opened) => {
        db = opened;
        hooks.onDatabase?.(opened);
      },
    },
  );
  return {
    backend,
    db: db!,
    dataDir,
    logs,
    async close({ keepData = false } = {}) {
      await backend.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One ready test backend for a whole test file: started before its tests, closed after them. Answers the
 * backend's app for supertest.
 */
export function readyTestBackendForFile(): () => TestBackend['backend']['app'] {
  let test: TestBackend | undefined;
  beforeAll(async () => {
    test = await startTestBackend();
    await test.backend.ready;
  });
  afterAll(async () => {
    await test?.close();
    await removeTempDirs();
  });
  return () => test!.backend.app;
}

/** What a test composes its own routes and services from: the ready backend's database and status, and data services over it. */
export interface TestData {
  db: Db;
  status: () => BackendStatus;
  /** Built over the backend's database as the backend builds its own (createDataServices). */
  services: DataServices;
}

/**
 * readyTestBackendForFile for a test that mounts a route or builds a service with inputs of its own (a catalogue
 * of definitions) over the imported fixture files.
 */
export function readyTestDataForFile(): () => TestData {
  let test: TestBackend | undefined;
  let data: TestData | undefined;
  beforeAll(async () => {
    test = await startTestBackend();
    await test.backend.ready;
    const { db, backend } = test;
    data = { db, status: () => backend.status(), services: appData(db).services };
  });
  afterAll(async () => {
    await test?.close();
    await removeTempDirs();
  });
  return () => data!;
}
