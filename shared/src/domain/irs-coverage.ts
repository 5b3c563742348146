import type { DatasetFreshness } from '../contracts/nonprofit.js';
import { usStateName } from './us-states.js';
import { dateTimeFormat, listFormat } from './intl-formats.js';

const monthYear = () => dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const conjunction = () => listFormat({ type: 'conjunction' });

const DC = 'DC';
const INTERNATIONAL = 'INTL';
const STATE_CODE = /^[A-Z]{2}$/;

type FileRecord = Pick<DatasetFreshness, 'region' | 'snapshotDate'>;

export interface IrsCoverage {
  /** The newest snapshot date of the month most files share (ISO), or null with no files. */
  mainDate: string | null;
  /** States (DC not counted) whose file is of the main month, sorted. */
  states: string[];
  /** States whose only file is of another month, with that file's date: Oregon's 2018 file. */
  otherDates: { state: string; snapshotDate: string }[];
  dc: boolean;
  international: boolean;
}

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/**
 * What the imported IRS files cover, computed from the import's file records (region, snapshot date): the one
 * place that counts states, so the home figures, the finder and every other page give the same count. Files are
 * grouped by month: the IRS posts a month's files over several days, and a refresh dates each by its own.
 */
export function irsCoverage(files: readonly FileRecord[]): IrsCoverage {
  const byMonth = new Map<string, number>();
  for (const file of files) byMonth.set(monthOf(file.snapshotDate), (byMonth.get(monthOf(file.snapshotDate)) ?? 0) + 1);
  const mainMonth = [...byMonth.entries()].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0]?.[0] ?? null;
  const mainDate = mainMonth === null ? null : files.map((file) => file.snapshotDate).filter((date) => monthOf(date) === mainMonth).sort().at(-1)!;
  const latestByState = new Map<string, string>();
  for (const file of files) {
    if (!STATE_CODE.test(file.region) || file.region === DC) continue;
    const known = latestByState.get(file.region);
    if (!known || file.snapshotDate > known) latestByState.set(file.region, file.snapshotDate);
  }
  const states = [...latestByState.entries()].filter(([, date]) => monthOf(date) === mainMonth).map(([state]) => state).sort();
  const otherDates = [...latestByState.entries()]
    .filter(([, date]) => monthOf(date) !== mainMonth)
    .map(([state, snapshotDate]) => ({ state, snapshotDate }))
    .sort((a, b) => a.state.localeCompare(b.state));
  return {
    mainDate,
    states,
    otherDates,
    dc: files.some((file) => file.region === DC),
    international: files.some((file) => file.region === INTERNATIONAL),
  };
}

/** '2026-04-13' → 'April 2026'. */
export function formatSnapshotMonth(isoDate: string): string {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : monthYear().format(time);
}

/**
 * One line beside a figure built from the IRS files: 'IRS EO BMF, April 2026: 24 states, DC, and the international
 * file; Oregon from March 2018'. Null when nothing is imported.
 */
export function irsCoverageNote(files: readonly FileRecord[]): string | null {
  const coverage = irsCoverage(files);
  if (!coverage.mainDate) return null;
  const parts = [`${coverage.states.length} ${coverage.states.length === 1 ? 'state' : 'states'}`];
  if (coverage.dc) parts.push('DC');
  if (coverage.international) parts.push('the international file');
  const older = coverage.otherDates.map((entry) => `${usStateName(entry.state)} from ${formatSnapshotMonth(entry.snapshotDate)}`);
  return `IRS EO BMF, ${formatSnapshotMonth(coverage.mainDate)}: ${conjunction().format(parts)}${older.length > 0 ? `; ${older.join('; ')}` : ''}`;
}

/** How many states a list of state codes covers, DC apart: '24 states and DC', '4 states', '1 state', 'DC'. */
export function coveredStatesText(states: readonly string[]): string {
  const withoutDc = states.filter((code) => code !== 'DC').length;
  const count = `${withoutDc.toLocaleString('en-US')} ${withoutDc === 1 ? 'state' : 'states'}`;
  return states.includes('DC') ? (withoutDc > 0 ? `${count} and DC` : 'DC') : count;
}
