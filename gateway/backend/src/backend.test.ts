import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { IMPORTING_MESSAGE } from './http/require-data.js';
import { IRS_COLUMNS } from './data/irs-parse.js';
import { FIXTURE_DEMO_CONTENT_DIR } from './content/testing/content-test-app.js';
import { FIXTURE_IRS_EINS, removeTempDirs, startTestBackend, tempDir } from './testing/test-backend.js';
import { itOnEmbedded, TEST_ENGINE } from './testing/test-engine.js';

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
      await api.get('/healthz').expect(200, { status: 'importing', database: TEST_ENGINE, detail: 'Importing the nonprofit data' });
      await api.get('/no/such/path').expect(404);

      importGate.open();
      await test.backend.ready;
      expect(test.backend.status()).toEqual({ state: 'ready' });
      await api.get('/healthz').expect(200, { status: 'ok', database: TEST_ENGINE });
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
      await api.get('/healthz').expect(503, { status: 'failed', database: TEST_ENGINE, detail: 'eo_ak.csv: line 2: 2 fields, expected 28' });
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

  itOnEmbedded('refuses a second process on the same embedded database', async () => {
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

  it('seeds the directory at start and serves it while the IRS import runs; demoContent false removes the demo items', async () => {
    const importGate = gate();
    const test = await startTestBackend({ demoContent: true }, { beforeImport: importGate.wait, demoContentDir: FIXTURE_DEMO_CONTENT_DIR });
    try {
      const api = request(test.backend.app);
      expect(test.logs).toContain('Demo content: 25 items added');
      const found = await api.get('/search/content?type=tech-solution&q=cybersecurity').expect(200);
      expect(found.body.results[0].slug).toBe('s-shieldwise');
      const importing = await api.get('/explore').expect(200);
      expect(importing.body.homeConfig.impact.map((figure: { label: string }) => figure.label)).not.toContain('Nonprofits in the IRS data we explore');

      importGate.open();
      await test.backend.ready;
      const ready = await api.get('/explore').expect(200);
      // The coverage note is computed from the import's file records (the fixture's files and their dates).
      expect(ready.body.homeConfig.impact[0]).toEqual({
        label: 'Nonprofits in the IRS data we explore',
        value: FIXTURE_IRS_EINS,
        format: 'count',
        note: 'IRS EO BMF, April 2026: 3 states and the international file; Oregon from March 2018',
      });
    } finally {
      importGate.open();
      await test.close({ keepData: true });
    }
    const again = await startTestBackend({ dataDir: test.dataDir, demoContent: false }, { demoContentDir: FIXTURE_DEMO_CONTENT_DIR });
    try {
      expect(again.logs).toContain('Demo content: 25 items removed (DEMO_CONTENT=false)');
      const res = await request(again.backend.app).get('/search/content?type=tech-solution').expect(200);
      expect(res.body).toEqual({ numFound: 0, isDefaultResults: false, results: [] });
      expect((await request(again.backend.app).get('/themed-content/badges/SOLUTION').expect(200)).body).toHaveLength(8);
    } finally {
      await again.close();
    }
  });

  it('refuses to start with a bad corpus file, naming it', async () => {
    const dir = await tempDir('corpus-bad');
    await writeFile(path.join(dir, 'badges.json'), '{ "badges": [ { "id": "Bad Id", "name": "x", "description": "y" } ] }');
    await expect(startTestBackend({ demoContent: true }, { demoContentDir: dir })).rejects.toThrow(
      `Demo content in ${dir}: badges.json: badges[0]: id: must be lowercase letters, digits or -`,
    );
  });
});
