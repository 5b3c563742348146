import type { NonprofitSearchResult } from '@x4i/shared/contracts';
import { nameWords } from '../data/name-words.js';
import { byteLength, columnBytes, sharedFloat64, sharedUint32, textAt, textColumn, type TextColumn } from './text-column.js';

/** One organisation as the index takes it: its newest record (the caller passes one row per EIN, or the newest first). */
export interface IndexRow {
  ein: string;
  name: string;
  city: string | null;
  state: string | null;
  nteeCode: string | null;
  revenue: number | null;
}

/**
 * The index of organisation names: plain typed arrays on shared memory, so that it is built once and posted to
 * every search worker without a copy. A document is one organisation (one EIN); documents are in EIN order.
 */
export interface NameIndexData {
  eins: Uint32Array;
  /** Revenue, or -Infinity for none: "largest first, none last" is then a plain descending order. */
  revenue: Float64Array;
  names: TextColumn;
  cities: TextColumn;
  states: TextColumn;
  nteeCodes: TextColumn;
  /** Documents by name (upper case, byte order), then EIN: a prefix is a range of it. */
  byName: Uint32Array;
  /** Each document's place in byName: the name order of two documents is a comparison of two numbers. */
  nameRank: Uint32Array;
  /** Every word of every name (nameWords), sorted: a word prefix is a range of word ids. */
  words: TextColumn;
  /** postings[postingStarts[w]..postingStarts[w + 1]] are the documents whose name holds word w, ascending. */
  postingStarts: Uint32Array;
  postings: Uint32Array;
  /** docWords[docWordStarts[d]..docWordStarts[d + 1]] are document d's words in the order of its name. */
  docWordStarts: Uint32Array;
  docWords: Uint32Array;
}

const NO_REVENUE = Number.NEGATIVE_INFINITY;

/** Upper-cases a-z only, as the index compares names byte by byte. */
export const asciiUpper = (text: string) => text.replace(/[a-z]+/g, (run) => run.toUpperCase());

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the index; of two rows with one EIN the first is kept, and an EIN that is not 9 digits is left out. */
export function buildNameIndex(input: readonly IndexRow[]): NameIndexData {
  const seen = new Set<string>();
  const rows = input
    .filter((row) => /^\d{9}$/.test(row.ein) && !seen.has(row.ein) && seen.add(row.ein))
    .sort((a, b) => compareStrings(a.ein, b.ein));
  const count = rows.length;
  const eins = sharedUint32(count);
  const revenue = sharedFloat64(count);
  rows.forEach((row, doc) => {
    eins[doc] = Number(row.ein);
    revenue[doc] = row.revenue ?? NO_REVENUE;
  });

  const keys = rows.map((row) => asciiUpper(row.name));
  const order = Array.from({ length: count }, (_, doc) => doc).sort((a, b) => compareStrings(keys[a]!, keys[b]!) || a - b);
  const byName = sharedUint32(count);
  const nameRank = sharedUint32(count);
  order.forEach((doc, rank) => {
    byName[rank] = doc;
    nameRank[doc] = rank;
  });

  return {
    eins,
    revenue,
    names: textColumn(rows.map((row) => row.name)),
    cities: textColumn(rows.map((row) => row.city ?? '')),
    states: textColumn(rows.map((row) => row.state ?? '')),
    nteeCodes: textColumn(rows.map((row) => row.nteeCode ?? '')),
    byName,
    nameRank,
    ...wordIndex(keys),
  };
}

/** The word dictionary, its postings and each document's words. */
function wordIndex(names: readonly string[]): Pick<NameIndexData, 'words' | 'postingStarts' | 'postings' | 'docWordStarts' | 'docWords'> {
  const firstIds = new Map<string, number>();
  const firstWords: string[] = [];
  const docWordStarts = sharedUint32(names.length + 1);
  const sequence: number[] = [];
  names.forEach((name, doc) => {
    docWordStarts[doc] = sequence.length;
    for (const word of nameWords(name)) {
      let id = firstIds.get(word);
      if (id === undefined) {
        id = firstWords.length;
        firstIds.set(word, id);
        firstWords.push(word);
      }
      sequence.push(id);
    }
  });
  docWordStarts[names.length] = sequence.length;

  // Word ids in sorted order, so that the words starting with a prefix are one range of ids.
  const sorted = firstWords.map((_, id) => id).sort((a, b) => compareStrings(firstWords[a]!, firstWords[b]!));
  const renumber = new Uint32Array(firstWords.length);
  sorted.forEach((firstId, id) => {
    renumber[firstId] = id;
  });
  const docWords = sharedUint32(sequence.length);
  for (let i = 0; i < sequence.length; i++) docWords[i] = renumber[sequence[i]!]!;

  // Postings: each document once per word, in document order (a counting sort).
  const lastDoc = new Int32Array(firstWords.length).fill(-1);
  const postingCounts = new Uint32Array(firstWords.length);
  const eachDistinctWord = (visit: (word: number, doc: number) => void) => {
    lastDoc.fill(-1);
    for (let doc = 0; doc < names.length; doc++) {
      for (let i = docWordStarts[doc]!; i < docWordStarts[doc + 1]!; i++) {
        const word = docWords[i]!;
        if (lastDoc[word] === doc) continue;
        lastDoc[word] = doc;
        visit(word, doc);
      }
    }
  };
  eachDistinctWord((word) => {
    postingCounts[word]! += 1;
  });
  const postingStarts = sharedUint32(firstWords.length + 1);
  for (let word = 0; word < firstWords.length; word++) postingStarts[word + 1] = postingStarts[word]! + postingCounts[word]!;
  const postings = sharedUint32(postingStarts[firstWords.length]!);
  const fill = postingStarts.slice(0, firstWords.length);
  eachDistinctWord((word, doc) => {
    postings[fill[word]!++] = doc;
  });

  return { words: textColumn(sorted.map((id) => firstWords[id]!)), postingStarts, postings, docWordStarts, docWords };
}

/** Bytes the index holds. */
export function indexBytes(data: NameIndexData): number {
  const arrays = [data.eins, data.revenue, data.byName, data.nameRank, data.postingStarts, data.postings, data.docWordStarts, data.docWords];
  const columns = [data.names, data.cities, data.states, data.nteeCodes, data.words];
  return arrays.reduce((sum, array) => sum + array.byteLength, 0) + columns.reduce((sum, column) => sum + columnBytes(column), 0);
}

export const documentCount = (data: NameIndexData) => data.eins.length;

/** The search result of a document. */
export function resultOf(data: NameIndexData, doc: number): NonprofitSearchResult {
  const ntee = textAt(data.nteeCodes, doc);
  return {
    ein: String(data.eins[doc]).padStart(9, '0'),
    name: textAt(data.names, doc),
    city: textAt(data.cities, doc),
    state: textAt(data.states, doc),
    nteeCode: ntee === '' ? null : ntee,
  };
}

/**
 * Compares string i of a column with `prefix` (upper-case bytes) as far as the prefix goes, reading the string's
 * a-z as A-Z: 0 when the string starts with the prefix, else the sign of their order.
 */
export function comparePrefix(column: TextColumn, i: number, prefix: Uint8Array): number {
  const { bytes } = column;
  const start = column.starts[i]!;
  const length = byteLength(column, i);
  for (let at = 0; at < prefix.length; at++) {
    if (at === length) return -1;
    let byte = bytes[start + at]!;
    if (byte >= 97 && byte <= 122) byte -= 32;
    const other = prefix[at]!;
    if (byte !== other) return byte < other ? -1 : 1;
  }
  return 0;
}

/**
 * The range [low, high) of positions 0..count whose strings (read through `at`) start with the prefix, in a
 * sorted order.
 */
export function prefixRange(count: number, at: (position: number) => number, column: TextColumn, prefix: Uint8Array): [number, number] {
  const sign = (position: number) => comparePrefix(column, at(position), prefix);
  return [lowerBound(count, (position) => sign(position) >= 0), lowerBound(count, (position) => sign(position) > 0)];
}

/** The first position in 0..count where `isAtOrAfter` holds (it must hold from some position on). */
export function lowerBound(count: number, isAtOrAfter: (position: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAtOrAfter(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
