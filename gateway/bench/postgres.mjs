/**
 * A throwaway PostgreSQL server for a bench run, started as the backend's tests start theirs
 * (gateway/backend/src/testing/postgres-server.ts): Debian's newest server binaries, a cluster in a temporary folder
 * on a free loopback port, trusting local connections, fsync off; as root, initdb and pg_ctl run as the postgres
 * user. The product reads its URL from DATABASE_URL.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

function findPostgresBin() {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server; answers its URL, its version and stop() (which removes its folder). */
export async function startPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`PostgreSQL server binaries were not found in ${POSTGRES_ROOT}/<version>/bin (apt-get install postgresql; .ci/ensure-system-packages installs it)`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'x4i-bench-postgres-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(uid.trim()), Number(gid.trim()));
  }
  const pg = (tool, args) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args));
  const port = await freePort();
  try {
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    await pg('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', 'start']);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(bin)),
    async stop() {
      try {
        await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
