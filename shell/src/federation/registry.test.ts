import { findLiveRemote, parseRegistry } from './registry';

const registry = {
  remotes: [
    {
      name: 'mfe-reports',
      version: '0.1.0-abc',
      entry: '/remotes/mfe-reports/0.1.0-abc/mf-manifest.json',
      exposes: ['./routes'],
      routes: [{ id: 'sdg-index', name: 'sdg-index', path: '/sdg-index', title: 'State Sustainability Index' }],
    },
  ],
};

describe('the registry the gateway inlined', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('is used as it is when it has the shape the shell reads', () => {
    expect(parseRegistry(registry)).toBe(registry);
    expect(findLiveRemote('mfe-reports', registry)?.version).toBe('0.1.0-abc');
  });

  it.each([
    ['nothing', undefined],
    ['no list of remotes', { remotes: 'mfe-reports' }],
    ['a remote without an entry', { remotes: [{ ...registry.remotes[0], entry: undefined }] }],
    ['a route without a path', { remotes: [{ ...registry.remotes[0], routes: [{ id: 'sdg-index' }] }] }],
  ])('leaves the site without remote pages, not broken, when it has %s', (_case, value) => {
    expect(parseRegistry(value)).toEqual({ remotes: [] });
    expect(findLiveRemote('mfe-reports', value)).toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});
