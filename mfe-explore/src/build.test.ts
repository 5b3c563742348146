import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WIZARD_WORKFLOWS } from '@x4i/shared';
import { describeRemoteBuild } from '@x4i/shared/testing';

const remoteDir = path.resolve(__dirname, '..');

describeRemoteBuild(remoteDir);

describe('the mfe-explore build, for the wizard', () => {
  it('exposes the solution, challenge and grant workflows the shell asks for', () => {
    const manifest = JSON.parse(readFileSync(path.join(remoteDir, 'dist/mf-manifest.json'), 'utf8')) as { exposes: { path: string }[] };
    expect(WIZARD_WORKFLOWS.SolutionWorkflow).toMatchObject({ remote: 'mfe-explore', expose: './SolutionWorkflow' });
    const exposed = manifest.exposes.map((expose) => expose.path);
    for (const workflow of Object.values(WIZARD_WORKFLOWS)) {
      expect(workflow.remote).toBe('mfe-explore');
      expect(exposed).toContain(workflow.expose);
    }
  });
});
