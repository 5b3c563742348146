import { getPriority } from 'node:os';
import path from 'node:path';
import { silentLogger } from '../logger.js';
import { startBackendProcess } from './process.js';

const childModule = path.join(__dirname, '..', 'testing', 'fake-backend-child.mjs');

async function answer(url: string): Promise<{ pid: number; dataDir: string } | undefined> {
  try {
    return (await (await fetch(url)).json()) as { pid: number; dataDir: string };
  } catch {
    return undefined;
  }
}

async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The backend did not come back');
}

describe('startBackendProcess', () => {
  it('runs the backend in its own process, starts it again on the same port when it dies, and stops it on close', async () => {
    const backend = await startBackendProcess({ dataDir: '/data', log: silentLogger, childModule });
    try {
      const first = await answer(backend.url);
      expect(first).toEqual({ pid: expect.any(Number), dataDir: '/data' });
      expect(first?.pid).not.toBe(process.pid);

      process.kill(first!.pid, 'SIGKILL');
      const second = await eventually(async () => {
        const next = await answer(backend.url);
        return next && next.pid !== first!.pid ? next : undefined;
      });
      expect(second.dataDir).toBe('/data');
    } finally {
      await backend.close();
    }
    expect(await answer(backend.url)).toBeUndefined();
  });

  it("runs the backend at a lower CPU priority than the gateway's, a restarted one too", async () => {
    const backend = await startBackendProcess({ dataDir: '/data', log: silentLogger, childModule, nice: 3 });
    try {
      const first = (await answer(backend.url))!;
      expect(getPriority(first.pid)).toBe(Math.min(19, getPriority() + 3));
      process.kill(first.pid, 'SIGKILL');
      const second = await eventually(async () => {
        const next = await answer(backend.url);
        return next && next.pid !== first.pid ? next : undefined;
      });
      expect(getPriority(second.pid)).toBe(Math.min(19, getPriority() + 3));
    } finally {
      await backend.close();
    }
  });
});
