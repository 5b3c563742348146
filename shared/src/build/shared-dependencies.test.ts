import semver from 'semver';
import { servedRange, sharedConfig, sharedRanges } from './shared-dependencies.js';

const dependencies = { react: '^19.2.0', 'react-dom': '^19.2.0', '@x4i/shared': '*', swr: '^2.3.0' };

describe('sharedConfig', () => {
  it('shares each library once, eagerly never, with the version range of the package it comes from', () => {
    const config = sharedConfig(dependencies, '0.1.0');
    expect(config.react).toEqual({ singleton: true, requiredVersion: '^19.2.0', eager: false });
    expect(config['react-dom/'].requiredVersion).toBe('^19.2.0');
    // A library the app does not list is shared without a version check.
    expect(config.jotai.requiredVersion).toBe(false);
  });

  it('requires the version of @x4i/shared the app is built with, or a later compatible one', () => {
    const config = sharedConfig(dependencies, '0.2.0');
    expect(config['@x4i/shared'].requiredVersion).toBe('^0.2.0');
    expect(config['@x4i/shared/router'].requiredVersion).toBe('^0.2.0');
  });

  it('shares the form library, so a page that shows forms from two apps loads it once', () => {
    expect(sharedConfig({ 'react-hook-form': '^7.92.0' }, '0.1.0')['react-hook-form']).toEqual({ singleton: true, requiredVersion: '^7.92.0', eager: false });
  });

  it('does not share react-router itself: only its facade, so one router serves the page', () => {
    expect(Object.keys(sharedConfig({}, '0.1.0'))).not.toContain('react-router');
  });
});

describe('sharedRanges', () => {
  it('offers each library in the range the shell lists, and @x4i/shared as the builds its copy serves', () => {
    expect(sharedRanges(dependencies, '0.1.3')).toEqual({
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      '@x4i/shared': '>=0.1.0 <=0.1.3',
      swr: '^2.3.0',
    });
    expect(sharedRanges(dependencies, '0.1.0')['@x4i/shared']).toBe('0.1.0');
  });
});

describe('servedRange', () => {
  // A copy serves a build exactly when the build's caret range holds it: 0.x breaks on the minor, 0.0.x on the patch.
  const versions = ['0.0.1', '0.0.2', '0.1.0', '0.1.1', '0.1.4', '0.2.0', '0.2.3', '1.0.0', '1.0.5', '1.3.0', '1.3.2', '2.0.0', '2.1.0'];

  it.each(versions)('matches the caret rule for a copy at %s', (copy) => {
    for (const built of versions) {
      expect([built, semver.satisfies(built, servedRange(copy))]).toEqual([built, semver.satisfies(copy, `^${built}`)]);
    }
  });
});
