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

/**
 * One Lighthouse performance run (mobile is Lighthouse's default emulation; desktop uses its preset). A run whose
 * trace Lighthouse could not record (it says to run it again) is run again, twice at most.
 */
export async function runLighthouse(url, preset) {
  for (let attempt = 1; ; attempt++) {
    const result = await runOnce(url, preset);
    if (!/Please run Lighthouse again/.test(result.error ?? '') || attempt === 3) return result;
  }
}

async function runOnce(url, preset) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'x4i-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    const failed = await run(
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
    ).then(
      () => null,
      // A page Lighthouse cannot measure is reported as such, and the bench goes on with the others.
      (error) => ({ score: 0, error: error.stderr?.trim().split('\n')[0] ?? error.message }),
    );
    if (failed) return failed;
    const report = JSON.parse(readFileSync(output, 'utf8'));
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcp: report.audits['largest-contentful-paint'].displayValue,
      tbt: report.audits['total-blocking-time'].displayValue,
      lcpMs: report.audits['largest-contentful-paint'].numericValue,
      tbtMs: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      error: report.runtimeError?.code ?? report.audits['largest-contentful-paint'].errorMessage,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
