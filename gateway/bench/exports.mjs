import { fileURLToPath } from 'node:url';

/**
 * The streamed downloads: the organisations of the largest state in the data through the public API, and the
 * nation's whole top-nonprofits list. Each is read as a browser reads a download (uncompressed here, to count the
 * bytes), timed, with the product's memory before and after: a download never holds its rows, so memory stays put.
 */
export async function measureExports(baseUrl, memoryText) {
  const flow = await (await fetch(`${baseUrl}/api/money-flow`)).json();
  const [state, count] = Object.entries(flow.orgCounts).sort((a, b) => b[1] - a[1])[0];
  const downloads = [
    { label: `organizations of ${state} (public API, CSV)`, path: `/api/v1/organizations/export?state=${state}` },
    { label: 'top nonprofits of the nation, every goal (CSV)', path: '/api/report/top-nonprofits/export' },
  ];
  const results = [];
  for (const { label, path } of downloads) {
    const before = memoryText();
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    results.push({ label, ms: Math.round(performance.now() - started), mb: (bytes / 1e6).toFixed(1), lines, before, after: memoryText() });
  }
  return { state, count, results };
}

export function printExports({ state, count, results }) {
  console.log(`\nStreamed downloads (the largest state in the data: ${state}, ${count.toLocaleString('en-US')} organizations in money flow)`);
  for (const result of results) {
    console.log(`  ${result.label}: ${result.ms} ms, ${result.mb} MB, ${result.lines.toLocaleString('en-US')} lines; memory ${result.before} before, ${result.after} after`);
  }
}

// On its own, against a running product: node gateway/bench/exports.mjs http://127.0.0.1:3000
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printExports(await measureExports(process.argv[2] ?? 'http://127.0.0.1:3000', () => 'not measured'));
}
