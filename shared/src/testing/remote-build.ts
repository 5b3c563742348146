import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { routeManifestEntrySchema } from '../contracts/registry.js';
import { ROUTES_EXPOSE } from '../contracts/routes.js';

interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
}

interface Manifest {
  name: string;
  shared: ManifestShared[];
  exposes: { path: string }[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * The checks every remote runs on its own build (DESIGN 2): it exposes `./routes`, emits a valid
 * `routes.json`, and every library it shares is a version the shell accepts, so it will run on the shell's copy.
 */
export function describeRemoteBuild(remoteDir: string): void {
  const dist = path.join(remoteDir, 'dist');
  const shellPackage = readJson<{ dependencies: Record<string, string> }>(path.join(remoteDir, '../shell/package.json'));

  describe(`the ${path.basename(remoteDir)} build`, () => {
    it('was built (the test task depends on the build)', () => {
      expect(existsSync(path.join(dist, 'mf-manifest.json'))).toBe(true);
      expect(existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);
    });

    it('exposes ./routes', () => {
      const manifest = readJson<Manifest>(path.join(dist, 'mf-manifest.json'));
      expect(manifest.exposes.map((expose) => expose.path)).toContain(ROUTES_EXPOSE);
    });

    it('emits a routes.json the registry accepts', () => {
      const routes = readJson<unknown[]>(path.join(dist, 'routes.json'));
      for (const route of routes) expect(() => routeManifestEntrySchema.parse(route)).not.toThrow();
    });

    it("shares only versions inside the shell's ranges", () => {
      const manifest = readJson<Manifest>(path.join(dist, 'mf-manifest.json'));
      for (const shared of manifest.shared) {
        const packageName = shared.name.startsWith('@') ? shared.name.split('/').slice(0, 2).join('/') : shared.name.split('/')[0]!;
        const range = shellPackage.dependencies[packageName];
        expect({ name: shared.name, inShell: !!range }).toEqual({ name: shared.name, inShell: true });
        expect({ name: shared.name, version: shared.version, satisfies: semver.satisfies(shared.version, range!) }).toEqual({
          name: shared.name,
          version: shared.version,
          satisfies: true,
        });
      }
    });
  });
}
