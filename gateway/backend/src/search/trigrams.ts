/**
 * Trigram similarity of a query and a name, as pg_trgm's similarity() counts it: each word padded with two spaces
 * before and one after, the set of its 3-character runs, and shared / (query's + name's - shared). It ranks the
 * names that hold every query word (or a likelier spelling of it) but do not start with the query: the closer
 * the whole name is to what was typed, the higher.
 *
 * Names are read as bytes (the index keeps UTF-8): A-Z and a-z as one letter, 0-9, and any other non-ASCII byte
 * as part of a word; everything else separates words. A trigram is a number below 64³, and the sets are marks in
 * two reusable arrays stamped per use, so that scoring thousands of names allocates nothing.
 */
const BASE = 64;
const SIZE = BASE * BASE * BASE;
const SPACE = 0;

/** 0 for a separator, else the character's code in 1..63. */
const CODE = new Uint8Array(256);
for (let byte = 0; byte < 256; byte++) {
  if (byte >= 65 && byte <= 90) CODE[byte] = byte - 64; // A-Z → 1..26
  else if (byte >= 97 && byte <= 122) CODE[byte] = byte - 96; // a-z → 1..26
  else if (byte >= 48 && byte <= 57) CODE[byte] = byte - 48 + 27; // 0-9 → 27..36
  else if (byte >= 128) CODE[byte] = 37 + (byte % 27); // part of a non-ASCII letter
}

/**
 * The stamp after `stamp` for an array of marks: a mark equal to the current stamp is set, any other is not, so
 * clearing every mark is one increment. When the counter would wrap, the marks are cleared instead.
 */
export function nextStamp(marks: Uint32Array, stamp: number): number {
  if (stamp === 0xffffffff) {
    marks.fill(0);
    return 1;
  }
  return stamp + 1;
}

export class TrigramScorer {
  private readonly query = new Uint32Array(SIZE);
  private readonly seen = new Uint32Array(SIZE);
  private queryStamp = 0;
  private seenStamp = 0;
  private queryCount = 0;

  /** Sets the query the next scores are against. */
  setQuery(text: string): void {
    this.queryStamp = nextStamp(this.query, this.queryStamp);
    this.queryCount = 0;
    const bytes = Buffer.from(text, 'utf8');
    this.forEachTrigram(bytes, 0, bytes.length, (trigram) => {
      if (this.query[trigram] !== this.queryStamp) {
        this.query[trigram] = this.queryStamp;
        this.queryCount += 1;
      }
    });
  }

  /** Similarity (0..1) of the query and the text in bytes[start, end). */
  score(bytes: Uint8Array, start: number, end: number): number {
    const stamp = (this.seenStamp = nextStamp(this.seen, this.seenStamp));
    let own = 0;
    let shared = 0;
    this.forEachTrigram(bytes, start, end, (trigram) => {
      if (this.seen[trigram] === stamp) return;
      this.seen[trigram] = stamp;
      own += 1;
      if (this.query[trigram] === this.queryStamp) shared += 1;
    });
    const union = this.queryCount + own - shared;
    return union === 0 ? 0 : shared / union;
  }

  private forEachTrigram(bytes: Uint8Array, start: number, end: number, visit: (trigram: number) => void): void {
    // a, b: the two characters before the current one, in the padded word.
    let a = SPACE;
    let b = SPACE;
    let inWord = false;
    for (let i = start; i <= end; i++) {
      const code = i < end ? CODE[bytes[i]!]! : SPACE;
      if (code === SPACE) {
        if (inWord) visit((a * BASE + b) * BASE + SPACE); // the word's end: its last two characters and a space
        inWord = false;
        a = SPACE;
        b = SPACE;
        continue;
      }
      inWord = true;
      visit((a * BASE + b) * BASE + code);
      a = b;
      b = code;
    }
  }
}
