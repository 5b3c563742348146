import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.join(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const shared = readJson('shared/package.json') as { version: string };
const workspaces = readJson('package.json').workspaces as string[];

describe('the version of @x4i/shared', () => {
  it.each(workspaces.filter((workspace) => workspace !== 'shared'))('does not unlink it from %s when it is bumped', (workspace) => {
    // npm links the workspace only while its version satisfies the range; otherwise it looks for a published one.
    const { dependencies = {} } = readJson(`${workspace}/package.json`) as { dependencies?: Record<string, string> };
    const range = dependencies['@x4i/shared'];
    if (range === undefined) return;
    for (const bump of ['patch', 'minor', 'major'] as const) expect([bump, semver.satisfies(semver.inc(shared.version, bump)!, range)]).toEqual([bump, true]);
  });
});
