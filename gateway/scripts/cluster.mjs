#!/usr/bin/env node
// The product as it runs on several machines, on loopback: one Postgres server, two or more backends sharing it,
// two or more gateways each on its own port, and HAProxy in front (gateway/cluster/haproxy.cfg).
//
//   npm run cluster                      start everything (built product needed) and print the address to open
//   npm run cluster -- stop              end everything it started
//   npm run cluster -- status            what runs, with process ids and ports
//   npm run cluster -- stop backend-1    drain one process at the balancer, then stop it (SIGTERM)
//   npm run cluster -- start backend-1   start one process again with the settings it had
//   npm run cluster -- stop postgres     stop the Postgres server (keeping its data); start postgres: again
//
// Settings (environment): CLUSTER_DIR (default .cluster at the repository root: data, logs, process ids),
// CLUSTER_BUILD (default true: build what is out of date first), CLUSTER_PORT (default 8080: the address to open; the next ports are the backend pool, gateways, backends and
// Postgres), CLUSTER_BACKENDS and CLUSTER_GATEWAYS (default 2 each). Every other variable is passed to the
// processes (IRS_DIR, SMTP_URL, DATA_REFRESH_SCHEDULE…). See docs/several-machines.md.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HAPROXY_TEMPLATE = fileURLToPath(new URL('../cluster/haproxy.cfg', import.meta.url));
const GATEWAY_MAIN = path.join(REPO_ROOT, 'gateway/dist/main.js');
const BACKEND_MAIN = path.join(REPO_ROOT, 'gateway/backend/dist/main.js');
const HOST = '127.0.0.1';

const runDir = path.resolve(process.env.INIT_CWD?.trim() || process.cwd(), process.env.CLUSTER_DIR?.trim() || path.join(REPO_ROOT, '.cluster'));
const stateFile = path.join(runDir, 'state.json');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function count(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 9) throw new Error(`${name} must be a whole number from 1 to 9, got "${raw}"`);
  return value;
}

function readState() {
  return existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : undefined;
}

function writeState(state) {
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// ---- Postgres: Debian's server binaries, a cluster in the run folder, trusting local connections only.

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error("PostgreSQL server binaries were not found in /usr/lib/postgresql/<version>/bin (bash .ci/ensure-system-packages installs them).");
  return path.join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

function pg(tool, args) {
  const bin = path.join(postgresBin(), tool);
  // initdb and pg_ctl refuse to run as root: as root they run as the postgres user.
  return asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' }) : execFileSync(bin, args, { stdio: 'pipe' });
}

function postgresDir() {
  return path.join(runDir, 'postgres');
}

function startPostgres(port) {
  const dir = postgresDir();
  const data = path.join(dir, 'data');
  if (!existsSync(data)) {
    mkdirSync(dir, { recursive: true });
    if (asRoot) {
      // The postgres user must be able to pass through the run folder (a temporary folder is the owner's only).
      chmodSync(runDir, 0o711);
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=${HOST}`, '-w', 'start']);
}

function postgresRunning() {
  try {
    pg('pg_ctl', ['-D', path.join(postgresDir(), 'data'), 'status']);
    return true;
  } catch {
    return false;
  }
}

function stopPostgres() {
  if (postgresRunning()) pg('pg_ctl', ['-D', path.join(postgresDir(), 'data'), '-m', 'fast', '-w', 'stop']);
}

// ---- Node processes and HAProxy: detached, each with a log file, their ids kept in state.json.

function spawnProcess(state, name) {
  const spec = state.processes[name];
  mkdirSync(path.dirname(spec.log), { recursive: true });
  const out = openSync(spec.log, 'a');
  const child = spawn(spec.command, spec.args, { env: { ...process.env, ...spec.env }, stdio: ['ignore', out, out], detached: true, cwd: REPO_ROOT });
  closeSync(out);
  child.unref();
  spec.pid = child.pid;
  writeState(state);
}

async function waitReady(url, what, timeoutMs = 20 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} was not ready at ${url} within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(500);
  }
}

/** A command on HAProxy's admin socket (drain, ready). */
function haproxyCommand(command) {
  return new Promise((resolve) => {
    const socket = net.connect(path.join(runDir, 'haproxy.sock'));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => resolve(''));
    socket.on('close', () => resolve(answer));
    socket.on('connect', () => socket.end(`${command}\n`));
  });
}

const poolOf = (name) => (name.startsWith('gateway-') ? 'gateways' : 'backends');

/** One server's status in HAProxy's statistics: UP, DOWN, DRAIN, 'UP 1/2' while rising… */
async function statusOf(name) {
  const csv = await haproxyCommand('show stat');
  const row = csv.split('\n').find((line) => line.startsWith(`${poolOf(name)},${name},`));
  return row ? row.split(',')[17] : undefined;
}

/** Active sessions of one server, from HAProxy's statistics. */
async function sessionsOf(name) {
  const csv = await haproxyCommand('show stat');
  const row = csv.split('\n').find((line) => line.startsWith(`${poolOf(name)},${name},`));
  return row ? Number(row.split(',')[4]) : 0;
}

/** Connection draining: no new requests go to the server, the open ones finish (up to 10 s), then SIGTERM. */
async function drainAndStop(state, name) {
  const spec = state.processes[name];
  if (!alive(spec.pid)) return;
  if (name !== 'haproxy') {
    await haproxyCommand(`set server ${poolOf(name)}/${name} state drain`);
    const deadline = Date.now() + 10_000;
    while ((await sessionsOf(name)) > 0 && Date.now() < deadline) await sleep(100);
  }
  await terminate(spec.pid);
}

async function terminate(pid) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 150 && alive(pid); i++) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

async function startOne(state, name) {
  if (name === 'postgres') {
    if (!postgresRunning()) startPostgres(state.ports.postgres);
    return;
  }
  const spec = state.processes[name];
  if (!spec) throw new Error(`No process named ${name}; known: postgres, ${Object.keys(state.processes).join(', ')}`);
  if (!alive(spec.pid)) spawnProcess(state, name);
  if (name === 'haproxy') return;
  await waitReady(`http://${HOST}:${spec.port}/readyz`, name);
  // Back from drain (a stop through this command) or down: the health checks bring it in within two seconds.
  // Only then is it in the pool again, so a rolling restart never drains the next one while this one is out.
  await haproxyCommand(`set server ${poolOf(name)}/${name} state ready`);
  for (let i = 0; i < 300 && (await statusOf(name)) !== 'UP'; i++) await sleep(100);
}

function planCluster() {
  const base = Number(process.env.CLUSTER_PORT?.trim() || 8080);
  if (!Number.isInteger(base) || base < 1024 || base > 65000) throw new Error(`CLUSTER_PORT must be a port from 1024 to 65000, got "${process.env.CLUSTER_PORT}"`);
  const backends = count('CLUSTER_BACKENDS', 2);
  const gateways = count('CLUSTER_GATEWAYS', 2);
  const ports = { public: base, backendPool: base + 1, postgres: base + 2, gateways: [], backends: [] };
  for (let i = 0; i < gateways; i++) ports.gateways.push(base + 10 + i);
  for (let i = 0; i < backends; i++) ports.backends.push(base + 20 + i);
  const publicUrl = `http://${HOST}:${base}`;

  // The same on every process: sessions signed by one gateway are read by the others, tokens issued by one
  // backend's sign-in provider are accepted by all (their signing keys are in the one backend DATA_DIR).
  const secretsFile = path.join(runDir, 'secrets.json');
  if (!existsSync(secretsFile)) {
    writeFileSync(secretsFile, JSON.stringify({ OIDC_CLIENT_SECRET: randomBytes(32).toString('base64url'), COOKIE_SECRET: randomBytes(32).toString('base64url') }), { mode: 0o600 });
  }
  const secrets = JSON.parse(readFileSync(secretsFile, 'utf8'));
  const shared = { PUBLIC_URL: publicUrl, ...secrets, NODE_ENV: process.env.NODE_ENV || 'production' };
  const databaseUrl = `postgres://postgres@${HOST}:${ports.postgres}/postgres`;
  const logs = path.join(runDir, 'logs');
  const processes = {
    haproxy: { command: 'haproxy', args: ['-db', '-f', path.join(runDir, 'haproxy.cfg')], env: {}, log: path.join(logs, 'haproxy.log') },
  };
  ports.backends.forEach((port, i) => {
    processes[`backend-${i + 1}`] = {
      command: process.execPath,
      args: [BACKEND_MAIN],
      port,
      env: { ...shared, PORT: String(port), DATA_DIR: path.join(runDir, 'backend-data'), DATABASE_URL: databaseUrl },
      log: path.join(logs, `backend-${i + 1}.log`),
    };
  });
  ports.gateways.forEach((port, i) => {
    processes[`gateway-${i + 1}`] = {
      command: process.execPath,
      args: [GATEWAY_MAIN],
      port,
      env: {
        ...shared,
        PORT: String(port),
        // One folder for the gateways on this machine: the identity files and the remotes' registry, so a remote
        // deployed through one gateway is live on all of them at the next page load.
        DATA_DIR: path.join(runDir, 'gateway-data'),
        BACKEND_URL: `http://${HOST}:${ports.backendPool}`,
        TRUST_PROXY: 'loopback',
      },
      log: path.join(logs, `gateway-${i + 1}.log`),
    };
  });
  const servers = (list, prefix) => list.map((port, i) => `  server ${prefix}-${i + 1} ${HOST}:${port} check`).join('\n');
  const config = readFileSync(HAPROXY_TEMPLATE, 'utf8')
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{HOST}}', HOST)
    .replaceAll('{{PUBLIC_PORT}}', String(ports.public))
    .replaceAll('{{BACKEND_POOL_PORT}}', String(ports.backendPool))
    .replaceAll('{{GATEWAY_SERVERS}}', servers(ports.gateways, 'gateway'))
    .replaceAll('{{BACKEND_SERVERS}}', servers(ports.backends, 'backend'));
  writeFileSync(path.join(runDir, 'haproxy.cfg'), config);
  try {
    execFileSync('haproxy', ['-c', '-q', '-f', path.join(runDir, 'haproxy.cfg')], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`HAProxy refused its configuration (is it installed? bash .ci/ensure-system-packages): ${error.stderr?.toString() || error.message}`);
  }
  return { publicUrl, databaseUrl, ports, processes };
}

async function startAll() {
  const previous = readState();
  if (previous && Object.values(previous.processes).some((spec) => alive(spec.pid))) {
    throw new Error(`A cluster is already running from ${runDir}; stop it first (npm run cluster -- stop).`);
  }
  if (process.env.CLUSTER_BUILD?.trim() !== 'false') {
    // The gateway, the backend, the shell and the remotes, as `npm start` builds them (turbo skips what is up to date).
    execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  }
  for (const file of [GATEWAY_MAIN, BACKEND_MAIN]) {
    if (!existsSync(file)) throw new Error(`${path.relative(REPO_ROOT, file)} is missing: build first (npx turbo run build --filter=@x4i/gateway...).`);
  }
  mkdirSync(runDir, { recursive: true });
  const started = Date.now();
  const state = planCluster();
  writeState(state);
  startPostgres(state.ports.postgres);
  await startOne(state, 'haproxy');
  // One after another: the first backend applies the migrations and imports the data, the others find them done.
  for (const name of Object.keys(state.processes).filter((n) => n.startsWith('backend-'))) await startOne(state, name);
  // The first gateway deploys the workspace's remote builds into the shared registry; the others find them live.
  for (const name of Object.keys(state.processes).filter((n) => n.startsWith('gateway-'))) await startOne(state, name);
  await waitReady(`${state.publicUrl}/readyz`, 'The load balancer');
  console.log(`Cluster ready after ${Math.round((Date.now() - started) / 1000)} s: ${state.ports.backends.length} backends, ${state.ports.gateways.length} gateways, one Postgres server (logs in ${path.join(runDir, 'logs')}).`);
  console.log(`Open ${state.publicUrl}`);
}

async function stopAll(state) {
  const names = Object.keys(state.processes);
  // Gateways first (no new visitors' requests), then backends, then the balancer, then the database.
  for (const prefix of ['gateway-', 'backend-', 'haproxy']) {
    await Promise.all(names.filter((n) => n.startsWith(prefix)).map((name) => terminate(state.processes[name].pid)));
  }
  for (const spec of Object.values(state.processes)) spec.pid = undefined;
  writeState(state);
  stopPostgres();
  console.log('Cluster stopped (its data is kept in the run folder for the next start).');
}

function status(state) {
  for (const [name, spec] of Object.entries(state.processes)) {
    console.log(`${name.padEnd(10)} ${alive(spec.pid) ? `running, process ${spec.pid}` : 'stopped'}${spec.port ? `, port ${spec.port}` : ''}`);
  }
  console.log(`${'postgres'.padEnd(10)} ${postgresRunning() ? 'running' : 'stopped'}, port ${state.ports.postgres}`);
  console.log(`Open ${state.publicUrl}`);
}

async function main() {
  const [command = 'start', name] = process.argv.slice(2);
  const state = readState();
  if (command === 'start' && !name) return startAll();
  if (!state) throw new Error(`No cluster was started from ${runDir}.`);
  if (command === 'status') return status(state);
  if (command === 'stop' && !name) return stopAll(state);
  if (command === 'stop' && name === 'postgres') return stopPostgres();
  if (command === 'stop') {
    if (!state.processes[name]) throw new Error(`No process named ${name}`);
    return drainAndStop(state, name);
  }
  if (command === 'start') return startOne(state, name);
  throw new Error(`Unknown command "${command}": use start, stop or status, optionally with a process name.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
