import { ROUTES_EXPOSE } from './routes.js';
import { WIZARD_WORKFLOW_MODULES } from './wizard.js';

/** The file the shell's build writes its shared libraries' version ranges to (package name → range). */
export const SHARED_RANGES_FILE = 'shared-ranges.json';

/** The modules a remote must expose: `./routes` for every remote, and the wizard's workflows it hosts. */
export function contractExposes(remote: string): string[] {
  const workflows = Object.values(WIZARD_WORKFLOW_MODULES).filter((module) => module.remote === remote);
  return [ROUTES_EXPOSE, ...workflows.map((module) => module.expose)];
}

/** The parts of a remote's mf-manifest.json the check reads. */
export interface RemoteBuildManifest {
  exposes: readonly { path: string }[];
  shared?: readonly { name: string; version: string }[];
}

/** `react/jsx-runtime` → `react`, `@x4i/shared/router` → `@x4i/shared`: the package whose range applies. */
export function sharedPackageOf(sharedName: string): string {
  const parts = sharedName.split('/');
  return parts.slice(0, sharedName.startsWith('@') ? 2 : 1).join('/');
}

/**
 * Why a remote's build would break the site, one sentence each; none when it keeps the contract (DESIGN 2): every
 * module the contract names is exposed, and every library it shares is a version inside the shell's range, so it
 * runs on the shell's copy. `satisfies` is semver's, passed in so that this module needs no dependency.
 */
export function remoteBuildProblems(
  remote: string,
  manifest: RemoteBuildManifest,
  shellRanges: Readonly<Record<string, string>>,
  satisfies: (version: string, range: string) => boolean,
): string[] {
  const problems: string[] = [];
  const exposed = new Set(manifest.exposes.map((expose) => expose.path));
  for (const expose of contractExposes(remote)) {
    if (!exposed.has(expose)) problems.push(`it does not expose ${expose}, which the contract requires of ${remote}`);
  }
  for (const shared of manifest.shared ?? []) {
    const range = shellRanges[sharedPackageOf(shared.name)];
    if (range === undefined) problems.push(`it shares ${shared.name}, which the shell does not share`);
    else if (!satisfies(shared.version, range)) {
      problems.push(`it shares ${shared.name} ${shared.version}, outside the shell's range ${range}`);
    }
  }
  return problems;
}
