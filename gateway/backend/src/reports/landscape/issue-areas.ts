import { NTEE_MAJOR_GROUP_CODES, type NteeMajorGroupCode } from '@x4i/shared/domain';
import { keepLargest } from './summarize-landscape.js';
import { STATE_CODES, type OrganizationColumns } from './organization-columns.js';

/** An issue area's totals: organisations, and the income and assets they report (absent counts as 0, as the money flow sums them). */
export interface AreaTotals {
  organizations: number;
  income: number;
  assets: number;
}

const emptyTotals = (): AreaTotals => ({ organizations: 0, income: 0, assets: 0 });

/** The major group of a code's index in the columns ('B20' → 'B'); null for no code or a code outside the 26 groups. */
function groupsOfCodes(cols: OrganizationColumns): (NteeMajorGroupCode | null)[] {
  return cols.nteeCodes.map((code) => {
    const group = code.slice(0, 1);
    return code !== '' && (NTEE_MAJOR_GROUP_CODES as readonly string[]).includes(group) ? (group as NteeMajorGroupCode) : null;
  });
}

/** Every issue area (NTEE major group) with its totals, in the groups' order; organisations with no code are counted apart. */
export function issueAreaTotals(cols: OrganizationColumns): { areas: Map<NteeMajorGroupCode, AreaTotals>; uncoded: number } {
  const areas = new Map(NTEE_MAJOR_GROUP_CODES.map((group) => [group, emptyTotals()]));
  const groupOf = groupsOfCodes(cols);
  let uncoded = 0;
  for (let row = 0; row < cols.size; row += 1) {
    const group = groupOf[cols.ntee[row]!];
    if (!group) {
      uncoded += 1;
      continue;
    }
    const totals = areas.get(group)!;
    totals.organizations += 1;
    totals.income += cols.income[row]!;
    totals.assets += cols.assets[row]!;
  }
  return { areas, uncoded };
}

/** One issue area in detail: its totals, by state (index into STATE_CODES) and by code, and the rows of its largest organisations by income. */
export function issueAreaDetail(cols: OrganizationColumns, wanted: NteeMajorGroupCode) {
  const groupOf = groupsOfCodes(cols);
  const totals = emptyTotals();
  const byState = STATE_CODES.map(emptyTotals);
  const byCode = new Map<string, number>();
  const largest: number[] = [];
  for (let row = 0; row < cols.size; row += 1) {
    const code = cols.ntee[row]!;
    if (groupOf[code] !== wanted) continue;
    const state = byState[cols.state[row]!]!;
    for (const sum of [totals, state]) {
      sum.organizations += 1;
      sum.income += cols.income[row]!;
      sum.assets += cols.assets[row]!;
    }
    const name = cols.nteeCodes[code]!;
    byCode.set(name, (byCode.get(name) ?? 0) + 1);
    keepLargest(largest, row, cols.income);
  }
  return { totals, byState, byCode, largest };
}
