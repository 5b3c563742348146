// Records the public surface of @x4i/shared, with its version, in public-api.json: `npm run api-surface -w shared`.
// Refuses when the surface changed and the version in package.json was not bumped enough for the change.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSurface } from '../src/build/api-surface.ts';
import { API_RECORD_FILE, compareSurfaces, nextRecord } from '../src/build/api-record.ts';

const sharedDir = path.resolve(import.meta.dirname, '..');
const file = path.join(sharedDir, API_RECORD_FILE);
const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
const committed = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;

try {
  const record = nextRecord(committed, readSurface(sharedDir), version);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  const change = committed ? compareSurfaces(committed.entries, record.entries) : undefined;
  const counts = change ? `${change.removed.length} removed, ${change.changed.length} changed, ${change.added.length} added` : 'first record';
  console.log(`${API_RECORD_FILE}: @x4i/shared ${version}, surface ${record.fingerprint} (${counts}).`);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
