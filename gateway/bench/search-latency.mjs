/**
 * Search latency under load: 50 workers send requests back to back through the gateway's /api proxy,
 * cycling through name prefixes, misspellings, whole names and EINs seen in the real data.
 */
const NAME_QUERIES = [
  'habitat', 'habitat for humanity', 'habitat for humanty', 'american legion', 'vfw', 'veterans of foreign wars',
  'boys and girls club', 'boys & girls', 'rotary', 'lions club', 'kiwanis', 'parent teacher', 'pta', 'little league',
  'food bank', 'salvation army', 'salvaton army', 'humane society', 'united way', 'ymca', 'church', 'baptist church',
  'first baptist', 'methodist', 'catholic', 'school foundation', 'hospital', 'health', 'museum', 'library friends',
  'friends of the library', 'historical society', 'alumni association', 'fire department', 'volunteer fire', 'booster club',
  'soccer club', 'hockey', 'arts council', 'theatre', 'symphony', 'community foundation', 'land trust', 'watershed',
  'audubon', 'trout unlimited', 'ducks unlimited', 'knights of columbus', 'masonic lodge', 'elks lodge', 'fraternal order',
  'credit union', 'chamber of commerce', 'housing authority', 'senior center', 'food pantry', 'animal rescue', 'shelter',
  'hospice', 'mental health', 'youth', 'scholarship fund', 'education foundation', 'alaska', 'hawaii', 'louisiana',
  'univrsity', 'coledge', 'fundation', 'assocation',
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function measureSearchLatency(baseUrl, { concurrency, requests }) {
  const finder = await (await fetch(`${baseUrl}/api/x4i-nonprofit/finder-page`)).json();
  const eins = finder.defaultSearchResults.map((result) => result.ein);
  const queries = [...NAME_QUERIES, ...eins, ...eins.map((ein) => `${ein.slice(0, 2)}-${ein.slice(2)}`), ...eins.map((ein) => ein.slice(0, 4))];

  // Warm up: first queries pay for page loads into the database cache.
  for (const q of queries) await fetch(`${baseUrl}/api/x4i-nonprofit/search?q=${encodeURIComponent(q)}`).then((r) => r.arrayBuffer());

  const durations = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const index = next++;
        if (index >= requests) return;
        const q = queries[index % queries.length];
        const t0 = performance.now();
        const response = await fetch(`${baseUrl}/api/x4i-nonprofit/search?q=${encodeURIComponent(q)}`);
        await response.arrayBuffer();
        durations.push(performance.now() - t0);
        if (!response.ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests,
    orgCount: finder.orgCount,
    p50: round(percentile(durations, 50)),
    p95: round(percentile(durations, 95)),
    p99: round(percentile(durations, 99)),
    max: round(durations[durations.length - 1]),
    throughput: Math.round(requests / elapsed),
    errors,
  };
}
