import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { registryEntrySchema, registrySchema, type Registry, type RegistryEntry } from '@x4i/shared/contracts';
import { MANIFEST_FILE } from './mf-manifest.js';

export const REGISTRY_FILE = 'registry.json';

/** Remote names and version folder names; both become URL path segments and folder names. */
export const REMOTE_NAME_PATTERN = /^mfe-[a-z-]+$/;
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function registryFilePath(remotesDir: string): string {
  return path.join(remotesDir, REGISTRY_FILE);
}

export function versionDir(remotesDir: string, name: string, version: string): string {
  assertRemoteName(name);
  if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a valid remote version`);
  return path.join(remotesDir, name, version);
}

/** The URL of a version's files (`/remotes/<name>/<version>/`). */
export function versionBaseUrl(name: string, version: string): string {
  return `/remotes/${name}/${version}/`;
}

export function manifestUrl(name: string, version: string): string {
  return `${versionBaseUrl(name, version)}${MANIFEST_FILE}`;
}

/**
 * Maps a registry entry's manifest URL to its file under remotesDir, or undefined when the URL points outside
 * the remote store (a hand-edited registry must not make the gateway read arbitrary files).
 */
export function manifestFilePath(remotesDir: string, entry: RegistryEntry): string | undefined {
  const relative = entry.entry.slice('/remotes/'.length);
  const file = path.resolve(remotesDir, relative);
  return file.startsWith(path.resolve(remotesDir) + path.sep) ? file : undefined;
}

export function assertRemoteName(name: string): void {
  if (!REMOTE_NAME_PATTERN.test(name)) {
    throw new Error(`"${name}" is not a remote name (expected mfe-<lowercase words>)`);
  }
}

/**
 * Reads registry.json as it is on disk. A missing file is an empty registry; entries that fail validation are
 * dropped one by one, so one bad entry does not take the other remotes down.
 */
export async function readRegistryFile(remotesDir: string, onInvalid?: (problem: string) => void): Promise<Registry> {
  let text: string;
  try {
    text = await readFile(registryFilePath(remotesDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: [] };
    throw error;
  }
  const raw: unknown = JSON.parse(text);
  const remotes = (raw as { remotes?: unknown })?.remotes;
  if (!Array.isArray(remotes)) {
    onInvalid?.('registry.json has no "remotes" list');
    return { remotes: [] };
  }
  const valid: RegistryEntry[] = [];
  for (const candidate of remotes) {
    const parsed = registryEntrySchema.safeParse(candidate);
    if (parsed.success) valid.push(parsed.data);
    else onInvalid?.(`registry entry ${JSON.stringify((candidate as { name?: unknown })?.name)} is invalid: ${parsed.error.message}`);
  }
  return { remotes: valid };
}

/** Writes the whole registry atomically: readers see the old file or the new one, never half of either. */
export async function writeRegistryFile(remotesDir: string, registry: Registry): Promise<void> {
  const checked = registrySchema.parse(registry);
  const sorted: Registry = { remotes: [...checked.remotes].sort((a, b) => a.name.localeCompare(b.name)) };
  await mkdir(remotesDir, { recursive: true });
  const target = registryFilePath(remotesDir);
  const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(sorted, null, 2)}\n`, 'utf8');
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Makes `entry` the live version of its remote; returns the version it replaced, if any. */
export async function switchRegistryEntry(remotesDir: string, entry: RegistryEntry): Promise<string | undefined> {
  const checked = registryEntrySchema.parse(entry);
  const registry = await readRegistryFile(remotesDir);
  const previous = registry.remotes.find((candidate) => candidate.name === checked.name);
  await writeRegistryFile(remotesDir, {
    remotes: [...registry.remotes.filter((candidate) => candidate.name !== checked.name), checked],
  });
  return previous?.version;
}
