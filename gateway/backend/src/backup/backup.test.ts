import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { removeTempDirs, startTestBackend, tempDir, type TestBackend } from '../testing/test-backend.js';
import { BackupError, backupDataDir, restoreDataDir } from './backup.js';

jest.setTimeout(5 * 60_000);

afterAll(removeTempDirs);

const embedded = { publicUrl: 'http://127.0.0.1:9', clientId: 'x4i-web', clientSecret: 'backup-test-secret', demoAccounts: true };

async function started(dataDir: string): Promise<TestBackend> {
  const test = await startTestBackend({ dataDir, identity: embedded });
  await test.backend.ready;
  return test;
}

const count = async (test: TestBackend, table: string) => Number((await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

async function counts(test: TestBackend) {
  return { accounts: await count(test, 'accounts'), content: await count(test, 'content_items'), irs: await count(test, 'irs_eo_bmf'), messages: await count(test, 'contact_messages') };
}

test('a backup brings the data back: the change made after it is gone, the users, content and IRS data are intact', async () => {
  const dataDir = await tempDir('backup-data');
  const file = path.join(await tempDir('backup-file'), 'x4i.tar.gz');
  await mkdir(path.join(dataDir, 'identity'), { recursive: true });
  await writeFile(path.join(dataDir, 'identity', 'cookie-secret'), 'the-cookie-secret');

  let test = await started(dataDir);
  const before = await counts(test);
  expect(before.accounts).toBeGreaterThan(0);
  expect(before.content).toBeGreaterThan(0);
  expect(before.irs).toBeGreaterThan(0);
  // While it runs, the copy is refused and nothing is written.
  await expect(backupDataDir(dataDir, file)).rejects.toThrow(new BackupError(`The product is running (process ${process.pid}) with the data in ${dataDir}. Stop it, then back it up.`));
  await expect(readFile(file)).rejects.toThrow();
  await test.close({ keepData: true });

  const manifest = await backupDataDir(dataDir, file, new Date('2026-11-26T12:00:00Z'));
  expect(manifest).toEqual({ format: 1, createdAt: '2026-11-26T12:00:00.000Z', parts: ['pglite', 'identity'] });

  test = await started(dataDir);
  await request(test.backend.app)
    .post('/contact')
    .send({ name: 'Ada Lovelace', email: 'ada@example.org', message: 'This message was written after the backup.' })
    .expect(201);
  expect((await counts(test)).messages).toBe(before.messages + 1);
  await expect(restoreDataDir(dataDir, file)).rejects.toThrow(BackupError);
  await test.close({ keepData: true });
  await writeFile(path.join(dataDir, 'identity', 'cookie-secret'), 'changed-after-the-backup');

  const { previous } = await restoreDataDir(dataDir, file, new Date('2026-11-26T13:00:00Z'));
  expect(previous).toBe(path.join(dataDir, 'before-restore-2026-11-26T13-00-00-000Z'));
  expect((await readdir(previous!)).sort()).toEqual(['identity', 'pglite']);
  expect(await readFile(path.join(dataDir, 'identity', 'cookie-secret'), 'utf8')).toBe('the-cookie-secret');

  test = await started(dataDir);
  try {
    expect(await counts(test)).toEqual(before);
  } finally {
    await test.close({ keepData: true });
  }
});

test('a file that is not a backup is refused, and the data is left as it was', async () => {
  const dataDir = await tempDir('backup-refused');
  await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
  await writeFile(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
  const notBackup = path.join(dataDir, 'notes.tar.gz');
  await writeFile(notBackup, 'not a tar file');
  await expect(restoreDataDir(dataDir, notBackup)).rejects.toThrow(/is not a backup this product can read/);
  await expect(restoreDataDir(dataDir, path.join(dataDir, 'missing.tar.gz'))).rejects.toThrow(/There is no backup file at/);
  expect(await readFile(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17');
  expect((await readdir(dataDir)).sort()).toEqual(['notes.tar.gz', 'pglite']);
});
