import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { filesVersion } from './files-version.js';

describe('filesVersion', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'files-version-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stays the same while nothing changes, and changes when a file is replaced, written or removed', async () => {
    const registry = path.join(dir, 'registry.json');
    const template = path.join(dir, 'index.html');
    await writeFile(registry, '{"remotes":[]}');
    await writeFile(template, '<html></html>');
    const version = filesVersion([registry, template]);
    const first = version();
    expect(version()).toBe(first);

    // A deploy writes the registry beside itself and renames it into place.
    await writeFile(`${registry}.next`, '{"remotes":[{}]}');
    await rename(`${registry}.next`, registry);
    const deployed = version();
    expect(deployed).not.toBe(first);

    await writeFile(template, '<html><body></body></html>');
    const rebuilt = version();
    expect(rebuilt).not.toBe(deployed);

    await rm(template);
    expect(version()).not.toBe(rebuilt);
  });

  it('gives a key for files that do not exist yet', () => {
    expect(filesVersion([path.join(dir, 'missing')])()).toBe('missing');
  });
});
