import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { sharedRanges } from '../build/shared-dependencies.js';
import { routeManifestEntrySchema } from '../contracts/registry.js';
import { remoteBuildProblems, type RemoteBuildManifest } from '../contracts/remote-build.js';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * The checks every remote runs on its own build (DESIGN 2): it emits a valid `routes.json` and keeps the contract
 * (the modules it must expose; every library it shares a version the shell accepts), the check a deploy makes.
 */
export function describeRemoteBuild(remoteDir: string): void {
  const dist = path.join(remoteDir, 'dist');
  const shellPackage = readJson<{ dependencies: Record<string, string> }>(path.join(remoteDir, '../shell/package.json'));
  const sharedPackage = readJson<{ version: string }>(path.join(remoteDir, '../shared/package.json'));
  // The ranges the shell's build writes to shared-ranges.json: its own libraries, and the builds its shared serves.
  const shellRanges = sharedRanges(shellPackage.dependencies, sharedPackage.version);

  describe(`the ${path.basename(remoteDir)} build`, () => {
    it('was built (the test task depends on the build)', () => {
      expect(existsSync(path.join(dist, 'mf-manifest.json'))).toBe(true);
      expect(existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);
    });

    it('emits a routes.json the registry accepts', () => {
      const routes = readJson<unknown[]>(path.join(dist, 'routes.json'));
      for (const route of routes) expect(() => routeManifestEntrySchema.parse(route)).not.toThrow();
    });

    it("keeps the contract: the modules it must expose, and shared versions inside the shell's ranges", () => {
      const manifest = readJson<RemoteBuildManifest>(path.join(dist, 'mf-manifest.json'));
      const satisfies = (version: string, range: string) => semver.satisfies(version, range);
      expect(remoteBuildProblems(path.basename(remoteDir), manifest, shellRanges, satisfies)).toEqual([]);
    });
  });
}
