/**
 * Search queries that never repeat within a run, drawn from the data the product serves: the IRS EO BMF files
 * (EIN and NAME) for the nonprofit search, and the directory's shipped content corpus for its search. A visitor
 * seldom types what another typed a moment ago, so a load that cycles a fixed list mostly measures the answer
 * cache; these lists measure the search itself.
 *
 * Nonprofit search queries, in these shares:
 *  - 80%: the first 1, 2 or 3 words of an organization's name, lower-cased as a person types them
 *    ("family learning academies", "club management", "naugatuck");
 *  - 10%: the same with one typing error in one word of 4 or more letters: a letter deleted, inserted or replaced,
 *    or two neighbours swapped;
 *  - 10%: EINs and EIN prefixes of 4 to 9 digits, half of them with the dash after two digits (12-3456789).
 * No query appears twice: names are compared lower-cased, trimmed and with their spaces collapsed, EINs by their
 * digits (12-34 and 1234 are the same search to the product). The order is shuffled by a seeded PRNG
 * (mulberry32), so a seed gives the same list again.
 *
 * On its own, a sample: node gateway/bench/distinct-queries.mjs [count] [seed]
 */
import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { misspell, seeded } from '../backend/dist/search/relevance.js';

export const SHIPPED_IRS_DIR = path.resolve(import.meta.dirname, '../backend/data/irs_eo_bmf');
const DEMO_CONTENT_DIR = path.resolve(import.meta.dirname, '../backend/data/demo-content');

/** The IRS EO BMF files of a folder (eo_xx.csv, eo1.csv..eo4.csv, plain or .gz), as the backend names them. */
export function irsFilesIn(dir = SHIPPED_IRS_DIR) {
  return readdirSync(dir)
    .filter((file) => /^eo(_[a-z]{2}(_[a-z0-9_-]+)?|[1-4])\.csv(\.gz)?$/i.test(file))
    .sort()
    .map((file) => path.join(dir, file));
}

/** A seed for the PRNG from BENCH_SEED, or a new one each run. */
export function benchSeed() {
  const given = process.env.BENCH_SEED;
  return given ? Number(given) >>> 0 : (Date.now() ^ (process.pid << 16)) >>> 0;
}

/** mulberry32, the backend's held-out relevance set's PRNG: a seed gives the same numbers again, in [0, 1). */
export const mulberry32 = seeded;

const pick = (random, list) => list[Math.floor(random() * list.length)];

function shuffle(random, list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** The lines of a file, gzip or plain, header first. */
async function* linesOf(file) {
  const input = createReadStream(file);
  const lines = createInterface({ input: file.endsWith('.gz') ? input.pipe(createGunzip()) : input, crlfDelay: Infinity });
  for await (const line of lines) if (line) yield line;
}

/** The first `count` fields of a CSV line; a quoted field keeps its commas and its doubled quotes are undone. */
function leadingFields(line, count) {
  const fields = [];
  let at = 0;
  while (fields.length < count && at <= line.length) {
    if (line[at] === '"') {
      let value = '';
      at += 1;
      for (;;) {
        const quote = line.indexOf('"', at);
        if (quote < 0) return fields;
        value += line.slice(at, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          at = quote + 2;
        } else {
          at = quote + 2;
          break;
        }
      }
      fields.push(value);
    } else {
      const comma = line.indexOf(',', at);
      fields.push(line.slice(at, comma < 0 ? line.length : comma));
      at = comma < 0 ? line.length + 1 : comma + 1;
    }
  }
  return fields;
}

/** The organizations' distinct names and their EINs, read from IRS EO BMF files (EIN and NAME columns). */
export async function readOrganizations(files = irsFilesIn()) {
  const names = new Set();
  const eins = [];
  for (const file of files) {
    let columns = null;
    for await (const line of linesOf(file)) {
      if (!columns) {
        const header = line.split(',');
        columns = [header.indexOf('EIN'), header.indexOf('NAME')];
        if (columns.some((column) => column < 0)) break;
        continue;
      }
      const fields = leadingFields(line, Math.max(...columns) + 1);
      const [ein, name] = columns.map((column) => fields[column]?.trim() ?? '');
      if (/^\d{9}$/.test(ein)) eins.push(ein);
      if (name) names.add(name);
    }
  }
  return { names: [...names], eins };
}

/** A name's words as a person types them: lower case, punctuation but & ' - dropped. */
const wordsOf = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9&'-]+/g, ' ')
    .split(' ')
    .filter((word) => word && /[a-z0-9&]/.test(word));

/** What the product treats as the same search: digits alone for an EIN, else the trimmed lower-cased text. */
const sameSearchKey = (query) => (/^[\d\s-]+$/.test(query) ? `ein:${query.replace(/\D/g, '')}` : query.trim().toLowerCase().replace(/\s+/g, ' '));

/** One typing error in `word` (4+ letters): a letter deleted, inserted or replaced, or two neighbours swapped. */
const typo = (random, word) => misspell(word, random);

/** The first 1, 2 or 3 words of a random name; null for a name of no letters (it would be an EIN search). */
function namePrefix(random, names) {
  const words = wordsOf(pick(random, names));
  const query = words.slice(0, 1 + Math.floor(random() * 3));
  return query.length > 0 && /[a-z]/.test(query.join(' ')) ? query : null;
}

const KINDS = {
  name: (random, { names }) => namePrefix(random, names)?.join(' ') ?? null,
  typo: (random, { names }) => {
    const words = namePrefix(random, names);
    const long = words?.map((word, index) => index).filter((index) => /^[a-z]{4,}$/.test(words[index])) ?? [];
    if (long.length === 0) return null;
    const index = pick(random, long);
    const changed = typo(random, words[index]);
    if (changed === words[index]) return null;
    return words.map((word, i) => (i === index ? changed : word)).join(' ');
  },
  ein: (random, { eins }) => {
    const digits = pick(random, eins).slice(0, 4 + Math.floor(random() * 6));
    return random() < 0.5 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
  },
};

/** Draws `count` queries of one kind, none the same search as one in `seen` (which it adds them to). */
function drawKind(random, kind, count, source, seen) {
  const out = [];
  let misses = 0;
  while (out.length < count) {
    const query = KINDS[kind](random, source);
    const key = query && sameSearchKey(query);
    if (!query || query.length > 100 || seen.has(key)) {
      if (++misses > 200 * count + 10_000) throw new Error(`only ${out.length} distinct ${kind} queries could be drawn of the ${count} asked`);
      continue;
    }
    seen.add(key);
    out.push(query);
  }
  return out;
}

/**
 * `count` distinct nonprofit search queries (80% name starts, 10% with a typing error, 10% EINs or their
 * prefixes), shuffled by `seed`. `organizations` is what readOrganizations answered (read once, used for several
 * lists); `avoid`, searches already drawn for another list, which none of these repeats (it is added to).
 */
export function distinctQueries(organizations, { count, seed, avoid = new Set() }) {
  const random = mulberry32(seed);
  const typos = Math.round(count * 0.1);
  const eins = Math.round(count * 0.1);
  const queries = [
    ...drawKind(random, 'ein', eins, organizations, avoid),
    ...drawKind(random, 'name', count - typos - eins, organizations, avoid),
    ...drawKind(random, 'typo', typos, organizations, avoid),
  ];
  return shuffle(random, queries);
}

/** Legal suffixes a person leaves out when describing an organization. */
const LEGAL_SUFFIX = /^(inc|incorporated|corp|corporation|co|ltd|llc|pc|the)$/;

/**
 * `count` distinct descriptions for the NTEE builder: whole organization names as a person would type them to
 * describe one (lower case, without the trailing "inc"), shuffled by `seed`.
 */
export function distinctDescriptions(organizations, { count, seed }) {
  const random = mulberry32(seed);
  const seen = new Set();
  const out = [];
  let misses = 0;
  while (out.length < count) {
    const words = wordsOf(pick(random, organizations.names));
    while (words.length > 1 && LEGAL_SUFFIX.test(words.at(-1))) words.pop();
    const description = words.join(' ');
    if (!/[a-z]{3}/.test(description) || seen.has(description)) {
      if (++misses > 100 * count + 10_000) throw new Error(`only ${out.length} distinct descriptions could be drawn of the ${count} asked`);
      continue;
    }
    seen.add(description);
    out.push(description);
  }
  return out;
}

/** Every text of the shipped directory corpus (names, summaries, features, titles), links and addresses left out. */
export function readDirectoryTexts(dir = DEMO_CONTENT_DIR) {
  const texts = [];
  const walk = (value) => {
    if (typeof value === 'string') {
      if (/\s/.test(value) || /^[A-Za-z]{4,}$/.test(value)) if (!/https?:|@|\.example/.test(value)) texts.push(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, inner]) => key !== 'slug' && key !== 'notice' && walk(inner));
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'badges.json')) walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  return texts;
}

/**
 * `count` distinct directory searches: 1 to 3 words of the corpus's texts starting at a word of 4 or more letters,
 * a tenth of them with a typing error, shuffled by `seed`.
 */
export function distinctPhrases(texts, { count, seed }) {
  const random = mulberry32(seed);
  const seen = new Set();
  const out = [];
  let misses = 0;
  while (out.length < count) {
    const words = wordsOf(pick(random, texts));
    const starts = words.map((word, index) => index).filter((index) => /^[a-z]{4,}$/.test(words[index]));
    let phrase = null;
    if (starts.length > 0) {
      const start = pick(random, starts);
      const chosen = words.slice(start, start + 1 + Math.floor(random() * 3));
      if (random() < 0.1) chosen[0] = typo(random, chosen[0]);
      phrase = chosen.join(' ');
    }
    if (!phrase || seen.has(phrase)) {
      if (++misses > 200 * count + 10_000) throw new Error(`only ${out.length} distinct directory phrases could be drawn of the ${count} asked`);
      continue;
    }
    seen.add(phrase);
    out.push(phrase);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 40);
  const seed = process.argv[3] !== undefined ? Number(process.argv[3]) >>> 0 : benchSeed();
  const organizations = await readOrganizations();
  console.log(`seed ${seed}: ${count} of ${organizations.names.length.toLocaleString('en-US')} names and ${organizations.eins.length.toLocaleString('en-US')} EINs`);
  for (const query of distinctQueries(organizations, { count, seed })) console.log(`  ${query}`);
  console.log('directory:', distinctPhrases(readDirectoryTexts(), { count: 10, seed }).join(' | '));
  console.log('descriptions:', distinctDescriptions(organizations, { count: 5, seed }).join(' | '));
}
