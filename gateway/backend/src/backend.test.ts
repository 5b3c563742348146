import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { IMPORTING_MESSAGE } from './http/require-data.js';
import { IRS_COLUMNS } from './data/irs-parse.js';
import { removeTempDirs, startTestBackend, tempDir } from './testing/test-backend.js';

jest.setTimeout(60_000);

/** A promise the test resolves when it chooses: holds the import back. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, wait: () => opened };
}

afterAll(removeTempDirs);

describe('createBackend', () => {
  it('answers 503 on the data endpoints while the first import runs, then serves the data', async () => {
    const importGate = gate();
    const test = await startTestBackend({}, { beforeImport: importGate.wait });
    try {
      const api = request(test.backend.app);
      expect(test.backend.status()).toEqual({ state: 'importing', detail: 'Importing the nonprofit data' });
      for (const path of ['/x4i-nonprofit/search?q=habitat', '/x4i-nonprofit/finder-page', '/x4i-nonprofit/details/010564885', '/ntee/codes']) {
        const res = await api.get(path).expect(503);
        expect(res.body).toEqual({ error: { code: 'importing', message: IMPORTING_MESSAGE } });
        expect(res.headers['retry-after']).toBe('60');
      }
      expect(IMPORTING_MESSAGE).toBe('The nonprofit data is still being imported. Try again in a minute.');
      await api.get('/healthz').expect(200, { status: 'importing', database: 'pglite', detail: 'Importing the nonprofit data' });
      await api.get('/no/such/path').expect(404);

      importGate.open();
      await test.backend.ready;
      expect(test.backend.status()).toEqual({ state: 'ready' });
      await api.get('/healthz').expect(200, { status: 'ok', database: 'pglite' });
      const res = await api.get('/x4i-nonprofit/search?q=habitat').expect(200);
      expect(res.body.results.length).toBeGreaterThan(0);
    } finally {
      await test.close();
    }
  });

  it('reports a failed import on /healthz and the data endpoints, and keeps running', async () => {
    const irsDir = await tempDir('irs-bad');
    await writeFile(path.join(irsDir, 'eo_ak.csv'), `${IRS_COLUMNS.join(',')}\n123,NOT AN EIN\n`);
    const test = await startTestBackend({ irsDir });
    try {
      await expect(test.backend.ready).rejects.toThrow('eo_ak.csv: line 2: 2 fields, expected 28');
      expect(test.backend.status()).toEqual({ state: 'failed', detail: 'eo_ak.csv: line 2: 2 fields, expected 28' });
      expect(test.logs).toContain('Data import failed: eo_ak.csv: line 2: 2 fields, expected 28');
      const api = request(test.backend.app);
      await api.get('/healthz').expect(503, { status: 'failed', database: 'pglite', detail: 'eo_ak.csv: line 2: 2 fields, expected 28' });
      const res = await api.get('/ntee/codes').expect(503);
      expect(res.body).toEqual({ error: { code: 'data_unavailable', message: 'The nonprofit data could not be imported. Please try again later.' } });
    } finally {
      await test.close();
    }
  });

  it('closes cleanly in the middle of the import', async () => {
    const importGate = gate();
    const test = await startTestBackend({}, { beforeImport: importGate.wait });
    const closing = test.close();
    importGate.open();
    await closing;
    await expect(test.backend.ready).rejects.toThrow();
    expect(test.backend.status()).toEqual({ state: 'failed', detail: 'Closed before the import finished' });
  });

  it('refuses a second process on the same embedded database', async () => {
    const test = await startTestBackend();
    try {
      await test.backend.ready;
      // Stand in for another live process by writing its pid (our parent's) to the lock file.
      await writeFile(path.join(test.dataDir, 'pglite.lock'), String(process.ppid));
      await expect(startTestBackend({ dataDir: test.dataDir })).rejects.toThrow(/is in use by process \d+\. Stop that process first/);
    } finally {
      await test.close();
    }
  });
});
