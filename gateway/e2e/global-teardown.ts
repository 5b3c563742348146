import { readFileSync, rmSync } from 'node:fs';
import { PID_FILE } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  try {
    const pid = Number(readFileSync(PID_FILE, 'utf8'));
    process.kill(pid, 'SIGTERM');
    // Give PGlite time to close its files cleanly, so the next local run can reuse the imported data.
    for (let i = 0; i < 40; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      try {
        process.kill(pid, 0);
      } catch {
        break;
      }
    }
    rmSync(PID_FILE, { force: true });
  } catch {
    // Nothing to stop.
  }
}
