/** How an NTEE code of a map's supply reads in the list: a single letter stands for its whole major group. */
export function supplyCodeLabel(code: string): string {
  return code.length === 1 ? `${code} (every code of the major group)` : code;
}
