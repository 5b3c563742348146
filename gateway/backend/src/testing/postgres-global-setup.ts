import Module from 'node:module';

/**
 * jest loads a global setup with Node's own resolver, without the `.js` → `.ts` mapping the tests get, and these
 * sources import each other as `./x.js` (as ES modules must): a relative `.js` that is a `.ts` here resolves so.
 */
const resolver = Module as unknown as { _resolveFilename(request: string, parent: unknown, ...rest: unknown[]): string };
const resolve = resolver._resolveFilename;
resolver._resolveFilename = function (request, parent, ...rest) {
  if (request.startsWith('.') && request.endsWith('.js')) {
    try {
      return resolve.call(this, `${request.slice(0, -3)}.ts`, parent, ...rest);
    } catch {
      // Not a TypeScript source: a real .js file.
    }
  }
  return resolve.call(this, request, parent, ...rest);
};

/** Starts the Postgres server the whole test run uses (jest.postgres.config.cjs); the teardown stops it. */
export default async function globalSetup(): Promise<void> {
  const { startPostgres } = await import('./postgres-server.js');
  const server = await startPostgres();
  process.env.X4I_TEST_POSTGRES_URL = server.url;
  (globalThis as { x4iTestPostgres?: typeof server }).x4iTestPostgres = server;
}
