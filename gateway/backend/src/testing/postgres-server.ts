import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from './test-backend.js';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest Debian PostgreSQL installed, or null. */
export function findPostgresBin(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

export const MISSING_POSTGRES =
  "PostgreSQL server binaries were not found in /usr/lib/postgresql/<version>/bin. Install Debian's postgresql package " +
  '(apt-get install postgresql; `npm test` at the repository root installs it through .ci/ensure-system-packages).';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
  /** Shuts the server down, keeping its data, as a restart or an outage would. */
  pause(): Promise<void>;
  /** Starts it again on the same port and data. */
  resume(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on a free port, trusting local connections.
 * As root, initdb and pg_ctl run as the postgres user (they refuse to run as root).
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(MISSING_POSTGRES);
  const dir = await tempDir('postgres');
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);

  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const start = () =>
    pg('pg_ctl', [
      '-D', dataDir,
      '-l', path.join(dir, 'server.log'),
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w', 'start',
    ]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async pause() {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      await start();
    },
    async stop() {
      try {
        await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
