import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { z } from 'zod';
import { remoteBuildProblems, SHARED_RANGES_FILE, type RegistryEntry } from '@x4i/shared/contracts';
import { silentLogger, type Logger } from '../logger.js';
import { readBuildFolder } from './build-folder.js';
import { MANIFEST_FILE, remoteEntryFile } from './mf-manifest.js';
import { assertRemoteName, readRegistryFile, switchRegistryEntry, versionDir } from './registry.js';
import { deployer, recordHistory } from './deploy-history.js';

export interface DeployResult {
  name: string;
  version: string;
  /** False when this exact build was already on disk (same files, same version folder). */
  copied: boolean;
  /** The version that was live before, if any. */
  previousVersion: string | undefined;
  entry: RegistryEntry;
}

const shellRangesSchema = z.record(z.string(), z.string());

/** A build that would break the site; the message says why, and nothing was copied or switched. */
export class RefusedBuildError extends Error {}

/** The version range of each library the shell shares, from its build folder (written by its build). */
export async function readShellRanges(shellDir: string): Promise<Record<string, string>> {
  const file = path.join(shellDir, SHARED_RANGES_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: build the shell first, a remote is checked against its shared libraries`);
  });
  return shellRangesSchema.parse(JSON.parse(text));
}

/**
 * Deploys a remote's build: copies it to a new immutable version folder `<package version>-<8 hex of the
 * build's hash>` and switches the registry to it. The same build deployed twice lands in the same folder. A build
 * that breaks the contract (a module it must expose, a shared library outside the shell's range) is refused with
 * a RefusedBuildError, and the live version keeps serving.
 */
export async function deployRemote(options: {
  remotesDir: string;
  name: string;
  buildDir: string;
  /** The shell's shared libraries' ranges (readShellRanges): the remote's shared versions must fall inside them. */
  shellRanges: Record<string, string>;
  /** Defaults to the version in the package.json beside the build folder. */
  packageVersion?: string;
  /** Who deploys, for the history; default: deployer(). */
  by?: string;
}): Promise<DeployResult> {
  const { remotesDir, name, by = deployer() } = options;
  assertRemoteName(name);
  const buildDir = path.resolve(options.buildDir);
  await refusalsRecorded(remotesDir, name, by, () => readBuild(buildDir, name, '0', options.shellRanges));

  const packageVersion = options.packageVersion ?? (await readPackageVersion(path.dirname(buildDir)));
  const version = `${sanitizeVersion(packageVersion)}-${(await hashBuild(buildDir)).slice(0, 8)}`;
  const target = versionDir(remotesDir, name, version);

  const copied = !(await exists(target));
  if (copied) await copyAtomically(buildDir, target);

  const entry = await readBuild(target, name, version);
  const previousVersion = await switchRegistryEntry(remotesDir, entry);
  await recordHistory(remotesDir, { by, action: 'deploy', name, version, previousVersion });
  return { name, version, copied, previousVersion, entry };
}

/** A refused build is written into the history too, with its reason, before the refusal goes on to the caller. */
async function refusalsRecorded<T>(remotesDir: string, name: string, by: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof RefusedBuildError) await recordHistory(remotesDir, { by, action: 'refused', name, reason: error.message });
    throw error;
  }
}

/** Switches a remote back (or forward) to a version folder that is still on disk. */
export async function rollbackRemote(options: {
  remotesDir: string;
  name: string;
  version: string;
  /** An old version is checked again: the shell may have moved to ranges it no longer fits. */
  shellRanges: Record<string, string>;
  by?: string;
}): Promise<DeployResult> {
  const { remotesDir, name, version, by = deployer() } = options;
  const dir = versionDir(remotesDir, name, version);
  if (!(await exists(dir))) throw new Error(`${name} has no version ${version} on disk`);
  const entry = await refusalsRecorded(remotesDir, name, by, () => readBuild(dir, name, version, options.shellRanges));
  const previousVersion = await switchRegistryEntry(remotesDir, entry);
  await recordHistory(remotesDir, { by, action: 'rollback', name, version, previousVersion });
  return { name, version, copied: false, previousVersion, entry };
}

export interface RemoteVersions {
  name: string;
  /** The version the registry points to, if any. */
  live: string | undefined;
  /** Every version folder on disk, oldest first. */
  versions: string[];
}

/** What is deployed: every remote with a folder or a registry entry, and its versions. */
export async function listRemotes(remotesDir: string): Promise<RemoteVersions[]> {
  const registry = await readRegistryFile(remotesDir);
  const names = new Set(registry.remotes.map((entry) => entry.name));
  for (const dirent of await readdirOrEmpty(remotesDir)) {
    if (dirent.isDirectory() && /^mfe-[a-z-]+$/.test(dirent.name)) names.add(dirent.name);
  }
  const result: RemoteVersions[] = [];
  for (const name of [...names].sort()) {
    const folders = (await readdirOrEmpty(path.join(remotesDir, name))).filter(
      (dirent) => dirent.isDirectory() && !dirent.name.startsWith('.'),
    );
    const dated = await Promise.all(
      folders.map(async (dirent) => ({ version: dirent.name, time: (await stat(path.join(remotesDir, name, dirent.name))).mtimeMs })),
    );
    dated.sort((a, b) => a.time - b.time || a.version.localeCompare(b.version));
    const live = registry.remotes.find((entry) => entry.name === name)?.version;
    result.push({ name, live, versions: dated.map((item) => item.version) });
  }
  return result;
}

/**
 * Deploys every workspace remote (`<workspace>/mfe-*` with a built `dist/mf-manifest.json`) whose build is not
 * deployed yet, so that `npm install && npm start` serves the remotes just built. A build already on disk is
 * left alone, so a rollback survives a restart; a remote missing from the registry is switched on.
 */
export async function deployWorkspaceRemotes(options: {
  workspaceDir: string;
  remotesDir: string;
  shellRanges: Record<string, string>;
  log?: Logger;
}): Promise<DeployResult[]> {
  const { workspaceDir, remotesDir, shellRanges, log = silentLogger } = options;
  const registry = await readRegistryFile(remotesDir);
  const results: DeployResult[] = [];
  for (const dirent of await readdirOrEmpty(workspaceDir)) {
    if (!dirent.isDirectory() || !/^mfe-[a-z-]+$/.test(dirent.name)) continue;
    const name = dirent.name;
    const buildDir = path.join(workspaceDir, name, 'dist');
    if (!(await exists(path.join(buildDir, MANIFEST_FILE)))) continue;
    try {
      const packageVersion = await readPackageVersion(path.join(workspaceDir, name));
      const version = `${sanitizeVersion(packageVersion)}-${(await hashBuild(buildDir)).slice(0, 8)}`;
      const onDisk = await exists(versionDir(remotesDir, name, version));
      const listed = registry.remotes.some((entry) => entry.name === name);
      if (onDisk && listed) continue;
      const result = await deployRemote({ remotesDir, name, buildDir, shellRanges, packageVersion });
      log.info(`Deployed ${name} ${result.version}`);
      results.push(result);
    } catch (error) {
      log.warn(`Could not deploy ${name} from ${buildDir}: ${(error as Error).message}`);
    }
  }
  return results;
}

/**
 * Checks a build folder and returns the registry entry it would have as `version`; with the shell's ranges, also
 * that it keeps the contract (refused otherwise).
 */
async function readBuild(dir: string, name: string, version: string, shellRanges?: Record<string, string>): Promise<RegistryEntry> {
  const { manifest, entry } = await readBuildFolder(dir, name, version);
  const problems = shellRanges ? remoteBuildProblems(name, manifest, shellRanges, (v, range) => semver.satisfies(v, range)) : [];
  if (problems.length > 0) throw new RefusedBuildError(`${name} from ${dir} was refused: ${problems.join('; ')}.`);
  const entryFile = remoteEntryFile(manifest);
  if (entryFile.split('/').includes('..') || !(await exists(path.join(dir, entryFile)))) {
    throw new Error(`${dir} has no remote entry ${entryFile}`);
  }
  return entry;
}

/** sha256 over every file's relative path and content, in a stable order. */
export async function hashBuild(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    const content = await readFile(path.join(dir, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const dirent of entries) {
    const relative = prefix ? `${prefix}/${dirent.name}` : dirent.name;
    if (dirent.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (dirent.isFile()) files.push(relative);
  }
  return files;
}

/** Copies into a hidden temporary folder first, so a version folder is either complete or absent. */
async function copyAtomically(source: string, target: string): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.tmp`);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await cp(source, temporary, { recursive: true, errorOnExist: true, force: false });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    // Another deploy of the same build won the race: its folder has the same files.
    if (await exists(path.join(target, MANIFEST_FILE))) return;
    throw error;
  }
}

async function readPackageVersion(packageDir: string): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' && pkg.version ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Semver build metadata (`+sha`) and other characters outside [A-Za-z0-9._-] become '-': the version is a URL segment. */
function sanitizeVersion(version: string): string {
  const cleaned = version.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '');
  return cleaned || '0.0.0';
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function readdirOrEmpty(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
