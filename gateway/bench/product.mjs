import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the built gateway (which starts the backend process) on its own port and waits until the data is ready.
 * `env` is added to the product's environment (over the bench's own settings below); `dataDir` replaces its data
 * folder (.data/bench).
 */
export async function startProduct({ env = {}, dataDir = path.join(repoRoot, '.data/bench') } = {}) {
  const port = Number(process.env.BENCH_PORT ?? 3310);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'gateway/dist/main.js')], {
    cwd: repoRoot,
    // PUBLIC_URL is the address the bench calls: a sign-in (the compensation measurement) would otherwise be sent to
    // the default host, and its cookies with it.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DATA_REFRESH_SCHEDULE: 'false', IRS_BMF_URL: 'false', SAIPE_URL: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with code ${child.exitCode}`);
    try {
      const health = await (await fetch(`${baseUrl}/healthz`)).json();
      if (health?.backend?.status === 'ok') break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the product did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    /** RSS of the gateway and of each process it started (the backend), in MB. */
    memoryText: () => {
      const gateway = rssMb(child.pid);
      const children = childrenOf(child.pid).map(rssMb);
      const total = gateway + children.reduce((sum, mb) => sum + mb, 0);
      return `${total} MB (gateway ${gateway} MB${children.map((mb) => `, backend ${mb} MB`).join('')})`;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function childrenOf(pid) {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}
