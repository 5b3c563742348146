/**
 * The words of an organisation name as the search sees them: runs of A-Z and 0-9, upper-cased. The SQL twin
 * (used when a file's rows are removed) is regexp_split_to_table(name, '[^A-Za-z0-9]+') with upper().
 */
export function nameWords(name: string): string[] {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toUpperCase());
}

/** Occurrences of each word over many names. */
export function countWords(names: Iterable<string>, into = new Map<string, number>()): Map<string, number> {
  for (const name of names) for (const word of nameWords(name)) into.set(word, (into.get(word) ?? 0) + 1);
  return into;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS_AND_DIGITS = `${LETTERS}0123456789`;

/** Every word one edit away (a letter deleted, inserted, replaced, or two neighbours swapped). */
export function oneEditAway(word: string): Set<string> {
  const alphabet = /\d/.test(word) ? LETTERS_AND_DIGITS : LETTERS;
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const char of alphabet) {
      if (tail) out.add(head + char + tail.slice(1));
      out.add(head + char + tail);
    }
  }
  out.delete(word);
  return out;
}
