import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { invocationDir, loadConfig } from '../config.js';
import { deployRemote, listRemotes, readShellRanges, rollbackRemote, type DeployResult } from '../remotes/deploy.js';
import { readHistory } from '../remotes/deploy-history.js';

const USAGE = `Usage:
  npm run deploy-remote -w @x4i/gateway -- <name> [<buildDir>]
      deploy a remote's build (default buildDir: <repo>/<name>/dist) and make it live
  npm run deploy-remote -w @x4i/gateway -- --rollback <name> <version>
      make a version that is still on disk live again
  npm run deploy-remote -w @x4i/gateway -- --list
      every remote, its versions on disk, * marks the live one; then who deployed what and when

A build is refused when it does not expose a module the contract requires of it, or shares a library at a version
outside the shell's range; the live version keeps serving. DEPLOYED_BY names who deploys (default: this user).`;

/** How many of the latest deploys --list shows. */
const HISTORY_SHOWN = 20;

async function run(args: string[]): Promise<void> {
  // dist/cli/deploy-remote.js → the repository root is three folders up.
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  const cwd = invocationDir();
  const { remotesDir, workspaceDir, shellDir } = loadConfig(process.env, { cwd, repoRoot });
  const [first, ...rest] = args;

  if (first === '--list') {
    const remotes = await listRemotes(remotesDir);
    if (remotes.length === 0) console.log(`No remotes deployed in ${remotesDir}`);
    for (const remote of remotes) {
      console.log(remote.name);
      for (const version of remote.versions) console.log(`  ${version === remote.live ? '*' : ' '} ${version}`);
      if (remote.live && !remote.versions.includes(remote.live)) console.log(`  * ${remote.live} (missing on disk)`);
    }
    const history = (await readHistory(remotesDir)).slice(-HISTORY_SHOWN);
    if (history.length > 0) console.log(`\nHistory, newest last (${HISTORY_SHOWN} at most):`);
    for (const entry of history) {
      const what = entry.action === 'refused' ? `refused ${entry.name}: ${entry.reason}` : `${entry.action} ${entry.name} ${entry.version}${entry.previousVersion ? ` (was ${entry.previousVersion})` : ''}`;
      console.log(`  ${entry.at}  ${entry.by}  ${what}`);
    }
    return;
  }

  if (first === '--rollback') {
    const [name, version] = rest;
    if (!name || !version) throw new UsageError();
    report(await rollbackRemote({ remotesDir, name, version, shellRanges: await readShellRanges(shellDir) }), 'rollback');
    return;
  }

  if (!first || first.startsWith('-')) throw new UsageError();
  const buildDir = rest[0] ? path.resolve(cwd, rest[0]) : path.join(workspaceDir, first, 'dist');
  report(await deployRemote({ remotesDir, name: first, buildDir, shellRanges: await readShellRanges(shellDir) }), 'deploy');
}

function report(result: DeployResult, action: 'deploy' | 'rollback'): void {
  const from = result.previousVersion && result.previousVersion !== result.version ? ` (was ${result.previousVersion})` : '';
  const copied = action === 'deploy' && !result.copied ? ' (this build was already on disk)' : '';
  console.log(`${result.name} is now ${result.version}${from}${copied}`);
  console.log(`  ${result.entry.entry}, ${result.entry.routes.length} routes`);
}

class UsageError extends Error {}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof UsageError ? USAGE : `deploy-remote: ${(error as Error).message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
