import { readFileSync, rmSync } from 'node:fs';
import { PID_FILE, stopProcess } from './product';

export default async function globalTeardown(): Promise<void> {
  try {
    // Waits for the exit, so that PGlite closes its files cleanly and the next local run can reuse the imported data.
    await stopProcess(Number(readFileSync(PID_FILE, 'utf8')));
    rmSync(PID_FILE, { force: true });
  } catch {
    // Nothing to stop.
  }
}
