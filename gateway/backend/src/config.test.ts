import path from 'node:path';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 4000, ./.data and the embedded database', () => {
    expect(loadConfig({})).toEqual({ port: 4000, dataDir: path.resolve('.data'), databaseUrl: undefined });
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    expect(loadConfig({ PORT: '4100', DATA_DIR: '/var/x4i', DATABASE_URL: 'postgres://db/x4i' })).toEqual({
      port: 4100,
      dataDir: '/var/x4i',
      databaseUrl: 'postgres://db/x4i',
    });
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('Invalid environment variable PORT');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('Invalid environment variable PORT');
  });
});
