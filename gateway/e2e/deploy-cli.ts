import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { E2E_DATA_DIR } from './product';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const DEPLOY_CLI = path.join(repoRoot, 'gateway/dist/cli/deploy-remote.js');

/** Runs `deploy-remote` against the running product's data folder, as a remote team would; never throws. */
export function deployCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [DEPLOY_CLI, ...args], { env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DEPLOYED_BY: 'e2e' } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The version of a remote the registry serves. */
export async function liveVersion(name: string): Promise<string | undefined> {
  const registry = JSON.parse(await readFile(path.join(E2E_DATA_DIR, 'remotes', 'registry.json'), 'utf8')) as { remotes: { name: string; version: string }[] };
  return registry.remotes.find((entry) => entry.name === name)?.version;
}

/** A copy of a remote's build, changed by `change`, in a temporary folder that `use` may deploy. */
export async function withChangedBuild<T>(remote: string, change: (dir: string) => Promise<void>, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `x4i-${remote}-`));
  try {
    await cp(path.join(repoRoot, remote, 'dist'), dir, { recursive: true });
    await change(dir);
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
