/**
 * The rules that tie the version of `@x4i/shared` to its public surface, as `public-api.json` records them: a
 * surface that changed needs a new version, and a removal or a change needs a breaking one. Breaking means what
 * the deploy check's caret ranges mean: the major, or while it is 0 the minor; an addition needs at least the next
 * minor (while 0.x, the next patch), so that a remote using it is refused by a shell without it.
 *
 * Written for Node's type stripping as well as for tsc (the `api-surface` script runs it as it is).
 */
import { createHash } from 'node:crypto';
import semver from 'semver';
import type { Surface } from './api-surface.js';

/** What `public-api.json` records: the surface, the version it belongs to, and the surface before it. */
export interface ApiRecord {
  version: string;
  fingerprint: string;
  /** The version and fingerprint recorded before the last change of surface, if any. */
  previous?: { version: string; fingerprint: string };
  entries: Surface;
}

export const API_RECORD_FILE = 'public-api.json';
const RUN = 'npm run api-surface -w shared';

/** One hash for the whole surface, whatever the order of its keys. */
export function fingerprint(surface: Surface): string {
  const sorted = (record: object) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = sorted(surface).map(([entry, names]) => [entry, sorted(names)]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 16);
}

export interface SurfaceChange {
  removed: string[];
  changed: string[];
  added: string[];
}

/** What changed from one surface to the next, each as `<import path> <name>`. */
export function compareSurfaces(before: Surface, after: Surface): SurfaceChange {
  const label = (entry: string, name: string) => `${entry === '.' ? '@x4i/shared' : `@x4i/shared/${entry.slice(2)}`} ${name}`;
  const change: SurfaceChange = { removed: [], changed: [], added: [] };
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[entry] ?? {};
    const now = after[entry] ?? {};
    for (const name of Object.keys(old)) {
      if (!(name in now)) change.removed.push(label(entry, name));
      else if (old[name] !== now[name]) change.changed.push(label(entry, name));
    }
    for (const name of Object.keys(now)) if (!(name in old)) change.added.push(label(entry, name));
  }
  return change;
}

/** The lowest version after `version` that the change allows; undefined when nothing changed. */
export function lowestNextVersion(version: string, change: SurfaceChange): string | undefined {
  const breaking = change.removed.length > 0 || change.changed.length > 0;
  if (!breaking && change.added.length === 0) return undefined;
  const major = semver.major(version);
  const bump = breaking ? (major > 0 ? 'major' : 'minor') : major > 0 ? 'minor' : 'patch';
  return semver.inc(version, bump) ?? undefined;
}

/**
 * Why the record does not match the surface and the version in package.json, one sentence each; none when it does.
 * `npm test` fails on any of them.
 */
export function recordProblems(record: ApiRecord, surface: Surface, version: string): string[] {
  const problems: string[] = [];
  if (fingerprint(surface) !== record.fingerprint || fingerprint(record.entries) !== record.fingerprint) {
    const change = compareSurfaces(record.entries, surface);
    problems.push(
      `The public surface of @x4i/shared changed: bump its version (semver: a removal or change is breaking, an addition is a minor; ` +
        `while the major is 0, breaking bumps the minor and an addition the patch) and run ${RUN}. ` +
        `${describe(change)}; from ${record.version} that needs ${lowestNextVersion(record.version, change) ?? 'a new version'} or later.`,
    );
  }
  if (record.version !== version) {
    problems.push(`shared/package.json says ${version} but ${API_RECORD_FILE} records ${record.version}: run ${RUN}.`);
  }
  const { previous } = record;
  if (previous && previous.fingerprint !== record.fingerprint && !(semver.valid(record.version) && semver.gt(record.version, previous.version))) {
    problems.push(
      `${API_RECORD_FILE} records a new surface under ${record.version}, no later than ${previous.version} before it: ` +
        `bump the version in shared/package.json and run ${RUN}.`,
    );
  }
  return problems;
}

/**
 * The record for the current surface at `version`, from the one committed. Throws when the surface changed and
 * `version` is lower than the change requires: the version is bumped first, then the surface recorded.
 */
export function nextRecord(record: ApiRecord | undefined, surface: Surface, version: string): ApiRecord {
  const current = fingerprint(surface);
  if (!record) return { version, fingerprint: current, entries: surface };
  if (fingerprint(record.entries) === current) return { ...record, version, fingerprint: current, entries: surface };
  const change = compareSurfaces(record.entries, surface);
  const lowest = lowestNextVersion(record.version, change)!;
  if (!semver.valid(version) || semver.lt(version, lowest)) {
    throw new Error(
      `The public surface of @x4i/shared changed (${describe(change)}): bump its version in shared/package.json ` +
        `from ${record.version} to ${lowest} or later, then run ${RUN} again.`,
    );
  }
  return { version, fingerprint: current, previous: { version: record.version, fingerprint: record.fingerprint }, entries: surface };
}

function describe(change: SurfaceChange): string {
  const parts = [
    change.removed.length > 0 ? `removed: ${change.removed.join(', ')}` : '',
    change.changed.length > 0 ? `changed: ${change.changed.join(', ')}` : '',
    change.added.length > 0 ? `added: ${change.added.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'the record was edited by hand';
}
