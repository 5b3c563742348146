import path from 'node:path';
import { invocationDir, loadConfig } from './config.js';

const defaults = { cwd: '/srv/app', repoRoot: '/opt/x4i' };

describe('loadConfig', () => {
  it('works with no environment at all', () => {
    expect(loadConfig({}, defaults)).toEqual({
      port: 3000,
      dataDir: path.resolve('/srv/app/.data'),
      backendUrl: undefined,
      databaseUrl: undefined,
      productName: 'X4I',
      shellDir: path.resolve('/opt/x4i/shell/dist'),
      remotesDir: path.resolve('/srv/app/.data/remotes'),
      workspaceDir: path.resolve('/opt/x4i'),
      trustProxy: false,
      embedOrigins: [],
    });
  });

  it('lets every variable override its default', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'var/data',
        BACKEND_URL: 'http://backend:4000/',
        DATABASE_URL: 'postgres://db/x4i',
        PRODUCT_NAME: 'Impact Hub',
        SHELL_DIR: '/builds/shell',
        REMOTES_DIR: '/cdn/remotes',
        WORKSPACE_DIR: '/checkout',
        TRUST_PROXY: '1',
        EMBED_ORIGINS: 'https://partner.example.org/, http://localhost:8080',
      },
      defaults,
    );
    expect(config).toEqual({
      port: 8080,
      dataDir: path.resolve('/srv/app/var/data'),
      backendUrl: 'http://backend:4000',
      databaseUrl: 'postgres://db/x4i',
      productName: 'Impact Hub',
      shellDir: path.resolve('/builds/shell'),
      remotesDir: path.resolve('/cdn/remotes'),
      workspaceDir: path.resolve('/checkout'),
      trustProxy: 1,
      embedOrigins: ['https://partner.example.org', 'http://localhost:8080'],
    });
  });

  it('treats empty variables as unset and rejects a bad port', () => {
    expect(loadConfig({ BACKEND_URL: ' ', PRODUCT_NAME: '' }, defaults).backendUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'http' }, defaults)).toThrow(/PORT/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'partner.example.org' }, defaults)).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://partner.example.org/embed' }, defaults)).toThrow(/EMBED_ORIGINS/);
  });

  it('resolves relative paths from where npm was invoked', () => {
    expect(invocationDir({ INIT_CWD: '/home/me/x4i' })).toBe('/home/me/x4i');
    expect(invocationDir({})).toBe(process.cwd());
  });
});
