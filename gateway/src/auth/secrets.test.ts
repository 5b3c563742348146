import { stat } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from '../testing/fixtures.js';
import { readOrCreateSecret } from './secrets.js';

describe('readOrCreateSecret', () => {
  it('generates a secret once, readable by the owner only, and reads it back afterwards', async () => {
    const temp = await makeTempDir();
    try {
      const file = path.join(temp.dir, 'identity', 'cookie-secret');
      const first = await readOrCreateSecret(file);
      expect(first).toMatch(/^[\w-]{43}$/);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await readOrCreateSecret(file)).toBe(first);
    } finally {
      await temp.cleanup();
    }
  });
});
