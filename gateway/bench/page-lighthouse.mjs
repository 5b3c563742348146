/**
 * Lighthouse mobile for pages, each beside a static snapshot of itself made in the same run (the page once
 * rendered, its scripts removed: what the page would score if it never ran a line of JavaScript), and desktop
 * beside. Used by `npm run bench`; `npm run bench:pages` runs it alone on the built product, on the pages of
 * BENCH_PAGES (comma-separated paths, default measured-pages.json).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runLighthouse } from './lighthouse.mjs';
import { startProduct } from './product.mjs';
import { serveSnapshots, snapshotPage } from './snapshot.mjs';

/** The pages the targets name: home, a listing, a solution page, the finder (bare and with a search), money flow, an SDG report, the index, the compensation landing. */
export const MEASURED_PAGES = JSON.parse(readFileSync(new URL('./measured-pages.json', import.meta.url), 'utf8'));

/**
 * Runs per page and per snapshot. One Lighthouse run of either can land on either side of the moment the fonts
 * arrive (its simulated LCP then moves by 300-500 ms), so a single pair's ratio is mostly chance.
 */
const LIGHTHOUSE_RUNS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
const ratio = (value, base) => (base > 0 ? (value / base).toFixed(2) : '—');

/** The median of each metric over runs (the worst CLS), or the first failure. */
function medianRun(runs) {
  const failed = runs.find((run) => run.error);
  if (failed) return failed;
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    lcpRuns: runs.map((run) => run.lcpMs),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: Math.max(...runs.map((run) => run.cls)),
  };
}

/** Prints each page's Lighthouse figures beside its snapshot's (targets: score ≥ 90, LCP ≤ 1.3× the snapshot's, TBT ≤ 200 ms, CLS ≤ 0.02). */
export async function measurePages(baseUrl, pages = MEASURED_PAGES) {
  console.log(`\nLighthouse mobile: each page, then its static snapshot, ${LIGHTHOUSE_RUNS} runs each, taken in turns: the median score, LCP (every run's in brackets) and TBT, the worst CLS, and the ratio of the median LCPs; desktop score of the page`);
  const snapshots = await serveSnapshots(baseUrl);
  try {
    for (const pagePath of pages) {
      snapshots.add(pagePath, await snapshotPage(`${baseUrl}${pagePath}`));
      const pageRuns = [];
      const copyRuns = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        pageRuns.push(await runLighthouse(`${baseUrl}${pagePath}`, 'mobile'));
        copyRuns.push(await runLighthouse(`${snapshots.url}${pagePath}`, 'mobile'));
      }
      const page = medianRun(pageRuns);
      const copy = medianRun(copyRuns);
      const desktop = await runLighthouse(`${baseUrl}${pagePath}`, 'desktop');
      const cell = (result) =>
        result.error
          ? `error ${result.error}`
          : `${String(result.score).padStart(3)}  LCP ${ms(result.lcpMs).padStart(7)} [${result.lcpRuns.map(ms).join(', ')}]  TBT ${ms(result.tbtMs).padStart(7)}  CLS ${result.cls.toFixed(3)}`;
      console.log(`  ${pagePath}`);
      console.log(`    page      ${cell(page)}`);
      console.log(`    snapshot  ${cell(copy)}`);
      console.log(`    LCP ratio ${ratio(page.lcpMs, copy.lcpMs)}   desktop ${desktop.score}`);
    }
  } finally {
    await snapshots.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((page) => page.trim()).filter(Boolean) : MEASURED_PAGES;
  const product = await startProduct();
  try {
    await measurePages(product.baseUrl, pages);
  } finally {
    await product.stop();
  }
}
