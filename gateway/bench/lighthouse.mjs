import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const lighthouseCli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');

/** One Lighthouse performance run (mobile is Lighthouse's default emulation; desktop uses its preset). */
export async function runLighthouse(url, preset) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'x4i-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance',
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcp: report.audits['largest-contentful-paint'].displayValue,
      tbt: report.audits['total-blocking-time'].displayValue,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
