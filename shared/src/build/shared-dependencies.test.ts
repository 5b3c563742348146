import { sharedConfig } from './shared-dependencies.js';

describe('sharedConfig', () => {
  it('shares each library once, eagerly never, with the version range of the package it comes from', () => {
    const config = sharedConfig({ react: '^19.2.0', 'react-dom': '^19.2.0', '@x4i/shared': '0.1.0', swr: '^2.3.0' });
    expect(config.react).toEqual({ singleton: true, requiredVersion: '^19.2.0', eager: false });
    expect(config['react-dom/'].requiredVersion).toBe('^19.2.0');
    expect(config['@x4i/shared/router'].requiredVersion).toBe('0.1.0');
    expect(config['@x4i/shared'].requiredVersion).toBe('0.1.0');
    // A library the app does not list is shared without a version check.
    expect(config.jotai.requiredVersion).toBe(false);
  });

  it('does not share react-router itself: only its facade, so one router serves the page', () => {
    expect(Object.keys(sharedConfig({}))).not.toContain('react-router');
  });
});
