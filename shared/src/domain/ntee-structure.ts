/**
 * How an NTEE code is built (NCCS): a major group letter (A–Z), then two characters. 01–19 are the common codes,
 * the same activities in every group (alliances, research, fundraising…); 20–99 are the group's own codes,
 * in decades (B20–B29 elementary and secondary schools); a letter in third place (A6A, E6A) refines the decade's
 * code. The builder walks these levels.
 */

const CODE_PATTERN = /^[A-Z](\d\d|\d[A-Z])$/;

/** Whether the text has the shape of an NTEE code (A01, B21, A6A); the taxonomy decides whether it exists. */
export function isNteeCodeShape(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** A common code: 01–19 after the letter. */
export function isCommonNteeCode(code: string): boolean {
  if (!isNteeCodeShape(code) || !/^\d\d$/.test(code.slice(1))) return false;
  const number = Number(code.slice(1));
  return number >= 1 && number <= 19;
}

/** A letter-suffix code (A6A): a refinement of its decade. */
export function isSuffixNteeCode(code: string): boolean {
  return isNteeCodeShape(code) && /[A-Z]$/.test(code.slice(2));
}

/** The decade's id: 'B2' for B20–B29 and B2A; 'B0' for the common codes B01–B19. */
export function nteeDecadeOf(code: string): string | null {
  if (!isNteeCodeShape(code)) return null;
  return isCommonNteeCode(code) ? `${code[0]}0` : code.slice(0, 2);
}

export interface NteeDecade {
  /** 'B2', or 'B0' for the common codes. */
  id: string;
  /** 'Common codes (B01–B19)' or 'B20–B29'. */
  range: string;
  /** The decade's own code (B20), whose title names the decade; null for the common codes or when absent. */
  head: string | null;
  /** The decade's codes, in order: digits first, then letter suffixes. */
  codes: string[];
}

const codeOrder = (a: string, b: string) => {
  const suffix = Number(isSuffixNteeCode(a)) - Number(isSuffixNteeCode(b));
  return suffix !== 0 ? suffix : a.localeCompare(b);
};

/** The decades of a major group, in order, from the codes of the taxonomy (any group's codes may be passed). */
export function nteeDecadesOf(majorGroup: string, codes: readonly string[]): NteeDecade[] {
  const byDecade = new Map<string, string[]>();
  for (const code of codes) {
    if (code[0] !== majorGroup) continue;
    const decade = nteeDecadeOf(code);
    if (!decade) continue;
    byDecade.set(decade, [...(byDecade.get(decade) ?? []), code]);
  }
  return [...byDecade.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, members]) => {
      const sorted = [...members].sort(codeOrder);
      const common = id.endsWith('0');
      const head = common ? null : (sorted.find((code) => code === `${id}0`) ?? null);
      return { id, range: common ? `Common codes (${majorGroup}01–${majorGroup}19)` : `${id}0–${id}9`, head, codes: sorted };
    });
}
