import semver from 'semver';
import { contractExposes, remoteBuildProblems, sharedPackageOf } from './remote-build.js';
import { WIZARD_WORKFLOWS } from '../session/wizard.js';

const shellRanges = { react: '^19.2.0', 'react-dom': '^19.2.0', '@x4i/shared': '0.1.0' };
const satisfies = (version: string, range: string) => semver.satisfies(version, range);

describe('the contract of a remote build', () => {
  it('asks ./routes of every remote, and the wizard workflows of the remote that hosts them', () => {
    expect(contractExposes('mfe-reports')).toEqual(['./routes']);
    expect(contractExposes('mfe-explore')).toEqual(['./routes', ...Object.values(WIZARD_WORKFLOWS).map((workflow) => workflow.expose)]);
  });

  it('names the package whose range applies', () => {
    expect(sharedPackageOf('react/jsx-runtime')).toBe('react');
    expect(sharedPackageOf('@x4i/shared/router')).toBe('@x4i/shared');
    expect(sharedPackageOf('swr')).toBe('swr');
  });

  it('finds nothing wrong with a build that keeps it', () => {
    const manifest = { exposes: [{ path: './routes' }], shared: [{ name: 'react', version: '19.3.1' }, { name: 'react/jsx-runtime', version: '19.3.1' }] };
    expect(remoteBuildProblems('mfe-reports', manifest, shellRanges, satisfies)).toEqual([]);
  });

  it('says which expose is missing and which library is outside the range or not shared by the shell', () => {
    const manifest = {
      exposes: [{ path: './routes' }, { path: './SolutionWorkflow' }],
      shared: [
        { name: 'react', version: '18.3.1' },
        { name: '@x4i/shared/router', version: '0.1.0' },
        { name: 'lodash', version: '4.17.21' },
      ],
    };
    expect(remoteBuildProblems('mfe-explore', manifest, shellRanges, satisfies)).toEqual([
      'it does not expose ./ChallengeWorkflow, which the contract requires of mfe-explore',
      'it does not expose ./GrantWorkflow, which the contract requires of mfe-explore',
      "it shares react 18.3.1, outside the shell's range ^19.2.0",
      'it shares lodash, which the shell does not share',
    ]);
  });
});
