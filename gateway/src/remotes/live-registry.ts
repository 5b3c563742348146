import { readFile, stat } from 'node:fs/promises';
import { ROUTES_EXPOSE, type Registry, type RegistryEntry } from '@x4i/shared/contracts';
import { silentLogger, type Logger } from '../logger.js';
import { fileKey } from '../shell/files-version.js';
import { readBuildFolder } from './build-folder.js';
import { exposeSyncScripts, mfManifestSchema, remoteEntryFile, type MfManifest } from './mf-manifest.js';
import { manifestFilePath, readRegistryFile, registryFilePath, versionBaseUrl, versionDir } from './registry.js';

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script';
  /** The federation runtime fetches the manifest in CORS mode; the hint must match or the browser fetches twice. */
  crossOrigin?: 'anonymous';
}

export interface LiveRemote {
  entry: RegistryEntry;
  /** What a page of this remote needs first: manifest, remote entry, the `./routes` expose's sync chunks. */
  preloads: PreloadHint[];
}

/** The registry as the site serves it: only entries whose manifest is on disk. */
export interface LiveRegistry {
  registry: Registry;
  remotes: LiveRemote[];
}

export interface LiveRegistrySource {
  current(): Promise<LiveRegistry>;
}

/**
 * Keeps the parsed registry and manifests in memory and re-reads them when registry.json or a manifest changes
 * (a few stat calls per request), so a deploy or rollback takes effect on the next page load.
 */
export function createLiveRegistry(remotesDir: string, log: Logger = silentLogger): LiveRegistrySource {
  let registryKey: string | undefined;
  let entries: RegistryEntry[] = [];
  let liveKey: string | undefined;
  let live: LiveRegistry = { registry: { remotes: [] }, remotes: [] };
  let refreshing: Promise<LiveRegistry> | undefined;

  async function refresh(): Promise<LiveRegistry> {
    const nextRegistryKey = fileKey(await statOrUndefined(registryFilePath(remotesDir)));
    if (nextRegistryKey !== registryKey) {
      try {
        entries = (await readRegistryFile(remotesDir, (problem) => log.warn(problem))).remotes;
      } catch (error) {
        // Keep serving the last good registry rather than an empty site.
        log.error(`Could not read the remote registry: ${(error as Error).message}`);
      }
      registryKey = nextRegistryKey;
    }

    const manifestFiles = entries.map((entry) => manifestFilePath(remotesDir, entry));
    const manifestStats = await Promise.all(manifestFiles.map((file) => (file ? statOrUndefined(file) : undefined)));
    const nextLiveKey = `${registryKey}|${manifestStats.map(fileKey).join('|')}`;
    if (nextLiveKey === liveKey) return live;

    const remotes: LiveRemote[] = [];
    for (const [index, entry] of entries.entries()) {
      const file = manifestFiles[index];
      if (!file || !manifestStats[index]) {
        log.warn(`Leaving ${entry.name} ${entry.version} out of the registry: its manifest is missing`);
        continue;
      }
      remotes.push({ entry, preloads: preloadsFor(entry, await readManifest(file, log)) });
    }
    live = { registry: { remotes: remotes.map((remote) => remote.entry) }, remotes };
    liveKey = nextLiveKey;
    return live;
  }

  return {
    current() {
      // Concurrent requests share one refresh instead of each re-reading the files.
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
  };
}

/**
 * A version of a remote that is on disk, live or not, as the registry would list it (a preview); undefined when
 * there is no such version or its files do not read.
 */
export async function readVersionRemote(remotesDir: string, name: string, version: string, log: Logger = silentLogger): Promise<LiveRemote | undefined> {
  let dir: string;
  try {
    dir = versionDir(remotesDir, name, version);
  } catch {
    return undefined;
  }
  if (!(await statOrUndefined(dir))) return undefined;
  try {
    const { manifest, entry } = await readBuildFolder(dir, name, version);
    return { entry, preloads: preloadsFor(entry, manifest) };
  } catch (error) {
    log.warn(`Could not read ${name} ${version}: ${(error as Error).message}`);
    return undefined;
  }
}

/** The live registry with one remote served at another version (in the live remote's place, or added). */
export function withRemote(live: LiveRegistry, remote: LiveRemote): LiveRegistry {
  const at = live.remotes.findIndex((candidate) => candidate.entry.name === remote.entry.name);
  const remotes = at < 0 ? [...live.remotes, remote] : live.remotes.map((candidate, index) => (index === at ? remote : candidate));
  return { registry: { remotes: remotes.map((candidate) => candidate.entry) }, remotes };
}

function preloadsFor(entry: RegistryEntry, manifest: MfManifest | undefined): PreloadHint[] {
  const base = versionBaseUrl(entry.name, entry.version);
  const hints: PreloadHint[] = [{ href: entry.entry, as: 'fetch', crossOrigin: 'anonymous' }];
  hints.push({ href: `${base}${manifest ? remoteEntryFile(manifest) : 'remoteEntry.js'}`, as: 'script' });
  for (const file of manifest ? exposeSyncScripts(manifest, ROUTES_EXPOSE) : []) {
    hints.push({ href: `${base}${file}`, as: 'script' });
  }
  return hints.filter((hint, index) => hints.findIndex((other) => other.href === hint.href) === index);
}

async function readManifest(file: string, log: Logger): Promise<MfManifest | undefined> {
  try {
    return mfManifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    log.warn(`Could not read ${file}: ${(error as Error).message}`);
    return undefined;
  }
}

type FileStat = Awaited<ReturnType<typeof stat>>;

async function statOrUndefined(file: string): Promise<FileStat | undefined> {
  try {
    return await stat(file);
  } catch {
    return undefined;
  }
}

/** A rename (the atomic registry switch) changes the inode even when size and mtime happen to match. */
