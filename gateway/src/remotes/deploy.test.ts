import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contractExposes } from '@x4i/shared/contracts';
import { EXPLORE_ROUTES, makeTempDir, NTEE_ROUTES, SHELL_RANGES, writeRemoteBuild } from '../testing/fixtures.js';
import { HISTORY_FILE, readHistory } from './deploy-history.js';
import { deployRemote, deployWorkspaceRemotes, listRemotes, RefusedBuildError, rollbackRemote } from './deploy.js';
import { readRegistryFile } from './registry.js';

let dir: string;
let cleanup: () => Promise<void>;
let remotesDir: string;
let workspaceDir: string;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  remotesDir = path.join(dir, 'data', 'remotes');
  workspaceDir = path.join(dir, 'repo');
});
afterEach(() => cleanup());

const liveVersion = async (name: string) =>
  (await readRegistryFile(remotesDir)).remotes.find((entry) => entry.name === name)?.version;

describe('deployRemote', () => {
  it('copies the build to an immutable version folder and points the registry at it', async () => {
    const buildDir = await writeRemoteBuild(path.join(workspaceDir, 'mfe-explore'), { name: 'mfe-explore', routes: EXPLORE_ROUTES });

    const result = await deployRemote({ remotesDir, name: 'mfe-explore', buildDir, shellRanges: SHELL_RANGES, by: 'ana' });

    expect(result.version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(result.copied).toBe(true);
    expect(result.previousVersion).toBeUndefined();
    const versionDir = path.join(remotesDir, 'mfe-explore', result.version);
    expect((await readdir(versionDir)).sort()).toEqual(['chunks', 'mf-manifest.json', 'remoteEntry.js', 'routes.json']);
    expect(await readRegistryFile(remotesDir)).toEqual({
      remotes: [
        {
          name: 'mfe-explore',
          version: result.version,
          entry: `/remotes/mfe-explore/${result.version}/mf-manifest.json`,
          exposes: contractExposes('mfe-explore'),
          routes: EXPLORE_ROUTES,
        },
      ],
    });
    // Only the registry and the remote's folder: the temporary files are gone.
    expect((await readdir(remotesDir)).sort()).toEqual([HISTORY_FILE, 'mfe-explore', 'registry.json']);
    expect(await readdir(path.join(remotesDir, 'mfe-explore'))).toEqual([result.version]);
  });

  it('lands the same build in the same version without copying it again', async () => {
    const buildDir = await writeRemoteBuild(path.join(workspaceDir, 'mfe-explore'), { name: 'mfe-explore', routes: EXPLORE_ROUTES });
    const first = await deployRemote({ remotesDir, name: 'mfe-explore', buildDir, shellRanges: SHELL_RANGES, by: 'ana' });
    const second = await deployRemote({ remotesDir, name: 'mfe-explore', buildDir, shellRanges: SHELL_RANGES, by: 'ana' });

    expect(second.version).toBe(first.version);
    expect(second.copied).toBe(false);
    expect(await readdir(path.join(remotesDir, 'mfe-explore'))).toEqual([first.version]);
  });

  it('switches to a new build, keeps the old one, and rolls back to it', async () => {
    const packageDir = path.join(workspaceDir, 'mfe-explore');
    const buildDir = await writeRemoteBuild(packageDir, { name: 'mfe-explore', routes: EXPLORE_ROUTES, marker: 'one' });
    const first = await deployRemote({ remotesDir, name: 'mfe-explore', buildDir, shellRanges: SHELL_RANGES, by: 'ana' });
    await writeRemoteBuild(packageDir, { name: 'mfe-explore', routes: EXPLORE_ROUTES, marker: 'two' });
    const second = await deployRemote({ remotesDir, name: 'mfe-explore', buildDir, shellRanges: SHELL_RANGES, by: 'ana' });

    expect(second.version).not.toBe(first.version);
    expect(second.previousVersion).toBe(first.version);
    expect(await liveVersion('mfe-explore')).toBe(second.version);

    const rollback = await rollbackRemote({ remotesDir, name: 'mfe-explore', version: first.version, shellRanges: SHELL_RANGES, by: 'ana' });
    expect(rollback.previousVersion).toBe(second.version);
    expect(await liveVersion('mfe-explore')).toBe(first.version);

    const [listed] = await listRemotes(remotesDir);
    expect(listed?.name).toBe('mfe-explore');
    expect(listed?.live).toBe(first.version);
    expect([...(listed?.versions ?? [])].sort()).toEqual([first.version, second.version].sort());
  });

  it('keeps the other remotes when one is switched', async () => {
    const explore = await writeRemoteBuild(path.join(workspaceDir, 'mfe-explore'), { name: 'mfe-explore', routes: EXPLORE_ROUTES });
    const ntee = await writeRemoteBuild(path.join(workspaceDir, 'mfe-ntee-tools'), { name: 'mfe-ntee-tools', routes: NTEE_ROUTES });
    await deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: ntee, shellRanges: SHELL_RANGES, by: 'ana' });
    await deployRemote({ remotesDir, name: 'mfe-explore', buildDir: explore, shellRanges: SHELL_RANGES, by: 'ana' });

    expect((await readRegistryFile(remotesDir)).remotes.map((entry) => entry.name)).toEqual(['mfe-explore', 'mfe-ntee-tools']);
  });

  it('refuses a build without a manifest or a route table', async () => {
    const buildDir = await writeRemoteBuild(path.join(workspaceDir, 'mfe-explore'), { name: 'mfe-explore', routes: EXPLORE_ROUTES });
    await rm(path.join(buildDir, 'routes.json'));
    await expect(deployRemote({ remotesDir, name: 'mfe-explore', buildDir, shellRanges: SHELL_RANGES, by: 'ana' })).rejects.toThrow(/routes\.json/);

    await rm(path.join(buildDir, 'mf-manifest.json'));
    await expect(deployRemote({ remotesDir, name: 'mfe-explore', buildDir, shellRanges: SHELL_RANGES, by: 'ana' })).rejects.toThrow(/mf-manifest\.json/);
    expect(await readRegistryFile(remotesDir)).toEqual({ remotes: [] });
  });

  it('refuses a route table that breaks the contract, and names that are not remotes', async () => {
    const buildDir = await writeRemoteBuild(path.join(workspaceDir, 'mfe-explore'), { name: 'mfe-explore', routes: EXPLORE_ROUTES });
    await writeFile(path.join(buildDir, 'routes.json'), JSON.stringify([{ id: 'x', name: 'x', path: 'no-slash', title: '' }]));
    await expect(deployRemote({ remotesDir, name: 'mfe-explore', buildDir, shellRanges: SHELL_RANGES, by: 'ana' })).rejects.toThrow();
    await expect(deployRemote({ remotesDir, name: '../etc', buildDir, shellRanges: SHELL_RANGES, by: 'ana' })).rejects.toThrow(/not a remote name/);
    expect(await readRegistryFile(remotesDir)).toEqual({ remotes: [] });
  });

  it('refuses a build that breaks the contract, says why, records it, and keeps the live version', async () => {
    const packageDir = path.join(workspaceDir, 'mfe-explore');
    const live = await deployRemote({ remotesDir, name: 'mfe-explore', buildDir: await writeRemoteBuild(packageDir, { name: 'mfe-explore', routes: EXPLORE_ROUTES }), shellRanges: SHELL_RANGES, by: 'ana' });

    const noWorkflows = await writeRemoteBuild(packageDir, { name: 'mfe-explore', routes: EXPLORE_ROUTES, exposes: ['./routes'], marker: 'broken' });
    const refusal = deployRemote({ remotesDir, name: 'mfe-explore', buildDir: noWorkflows, shellRanges: SHELL_RANGES, by: 'ben' });
    await expect(refusal).rejects.toThrow(RefusedBuildError);
    await expect(refusal).rejects.toThrow(/does not expose \.\/SolutionWorkflow, which the contract requires of mfe-explore/);

    const oldReact = await writeRemoteBuild(packageDir, { name: 'mfe-explore', routes: EXPLORE_ROUTES, reactVersion: '18.3.1' });
    await expect(deployRemote({ remotesDir, name: 'mfe-explore', buildDir: oldReact, shellRanges: SHELL_RANGES, by: 'ben' })).rejects.toThrow(
      /shares react 18\.3\.1, outside the shell's range \^19\.2\.0/,
    );

    expect(await liveVersion('mfe-explore')).toBe(live.version);
    expect(await readdir(path.join(remotesDir, 'mfe-explore'))).toEqual([live.version]);
    const history = await readHistory(remotesDir);
    expect(history.map((entry) => [entry.action, entry.by])).toEqual([
      ['deploy', 'ana'],
      ['refused', 'ben'],
      ['refused', 'ben'],
    ]);
    expect(history[1]?.reason).toMatch(/SolutionWorkflow/);
  });

  it('refuses a build made against a newer @x4i/shared than the shell’s, says why, and keeps the live version', async () => {
    const packageDir = path.join(workspaceDir, 'mfe-ntee-tools');
    const live = await deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: await writeRemoteBuild(packageDir, { name: 'mfe-ntee-tools', routes: NTEE_ROUTES }), shellRanges: SHELL_RANGES, by: 'ana' });

    const newerShared = await writeRemoteBuild(packageDir, { name: 'mfe-ntee-tools', routes: NTEE_ROUTES, sharedVersion: '0.2.0' });
    const refusal = deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: newerShared, shellRanges: SHELL_RANGES, by: 'ben' });
    await expect(refusal).rejects.toThrow(RefusedBuildError);
    await expect(refusal).rejects.toThrow(/shares @x4i\/shared 0\.2\.0, outside the shell's range 0\.1\.0/);

    expect(await liveVersion('mfe-ntee-tools')).toBe(live.version);
    expect((await readHistory(remotesDir)).map((entry) => entry.action)).toEqual(['deploy', 'refused']);
  });

  it('deploys a build made against an older compatible @x4i/shared, and refuses one past the shell’s copy', async () => {
    // What the shell's build writes when its copy of shared is 0.1.3 (sharedRanges).
    const shellRanges = { ...SHELL_RANGES, '@x4i/shared': '>=0.1.0 <=0.1.3' };
    const build = (sharedVersion: string) =>
      writeRemoteBuild(path.join(workspaceDir, 'mfe-ntee-tools'), { name: 'mfe-ntee-tools', routes: NTEE_ROUTES, sharedVersion, marker: sharedVersion });

    const older = await deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: await build('0.1.0'), shellRanges, by: 'ana' });
    expect(await liveVersion('mfe-ntee-tools')).toBe(older.version);
    await expect(deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: await build('0.1.4'), shellRanges, by: 'ana' })).rejects.toThrow(
      /shares @x4i\/shared 0\.1\.4, outside the shell's range >=0\.1\.0 <=0\.1\.3/,
    );
    await expect(deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: await build('0.2.0'), shellRanges, by: 'ana' })).rejects.toThrow(RefusedBuildError);
    expect(await liveVersion('mfe-ntee-tools')).toBe(older.version);
  });

  it('keeps a history of who deployed and rolled back what, and when', async () => {
    const packageDir = path.join(workspaceDir, 'mfe-ntee-tools');
    const first = await deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: await writeRemoteBuild(packageDir, { name: 'mfe-ntee-tools', routes: NTEE_ROUTES, marker: 'one' }), shellRanges: SHELL_RANGES, by: 'ana' });
    const second = await deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: await writeRemoteBuild(packageDir, { name: 'mfe-ntee-tools', routes: NTEE_ROUTES, marker: 'two' }), shellRanges: SHELL_RANGES, by: 'ben' });
    await rollbackRemote({ remotesDir, name: 'mfe-ntee-tools', version: first.version, shellRanges: SHELL_RANGES, by: 'ana' });

    const history = await readHistory(remotesDir);
    expect(history.map(({ action, by, name, version, previousVersion }) => ({ action, by, name, version, previousVersion }))).toEqual([
      { action: 'deploy', by: 'ana', name: 'mfe-ntee-tools', version: first.version, previousVersion: undefined },
      { action: 'deploy', by: 'ben', name: 'mfe-ntee-tools', version: second.version, previousVersion: first.version },
      { action: 'rollback', by: 'ana', name: 'mfe-ntee-tools', version: first.version, previousVersion: second.version },
    ]);
    for (const entry of history) expect(Date.parse(entry.at)).not.toBeNaN();
    // A line cut off by a crash is skipped, the others are kept.
    await writeFile(path.join(remotesDir, HISTORY_FILE), `${await readFile(path.join(remotesDir, HISTORY_FILE), 'utf8')}{"at":`);
    expect(await readHistory(remotesDir)).toHaveLength(3);
  });

  it('refuses to roll back to a version that is not on disk', async () => {
    await expect(rollbackRemote({ remotesDir, name: 'mfe-explore', version: '0.1.0-deadbeef', shellRanges: SHELL_RANGES, by: 'ana' })).rejects.toThrow(/no version/);
  });
});

describe('deployWorkspaceRemotes', () => {
  it('deploys each built workspace remote once, and leaves a rollback alone on the next start', async () => {
    const packageDir = path.join(workspaceDir, 'mfe-explore');
    await writeRemoteBuild(packageDir, { name: 'mfe-explore', routes: EXPLORE_ROUTES, marker: 'one' });
    // A remote that was never built is skipped.
    await mkdir(path.join(workspaceDir, 'mfe-admin', 'src'), { recursive: true });

    const first = await deployWorkspaceRemotes({ workspaceDir, remotesDir, shellRanges: SHELL_RANGES });
    expect(first.map((result) => result.name)).toEqual(['mfe-explore']);
    expect(await deployWorkspaceRemotes({ workspaceDir, remotesDir, shellRanges: SHELL_RANGES })).toEqual([]);

    await writeRemoteBuild(packageDir, { name: 'mfe-explore', routes: EXPLORE_ROUTES, marker: 'two' });
    const [rebuilt] = await deployWorkspaceRemotes({ workspaceDir, remotesDir, shellRanges: SHELL_RANGES });
    expect(rebuilt?.previousVersion).toBe(first[0]?.version);

    await rollbackRemote({ remotesDir, name: 'mfe-explore', version: first[0]!.version, shellRanges: SHELL_RANGES, by: 'ana' });
    expect(await deployWorkspaceRemotes({ workspaceDir, remotesDir, shellRanges: SHELL_RANGES })).toEqual([]);
    expect(await liveVersion('mfe-explore')).toBe(first[0]?.version);
  });
});

