import { useFinderPage } from '@x4i/shared';
import { formatSnapshotMonth, irsCoverage, listFormat, numberFormat, US_STATES, usStateName } from '@x4i/shared/domain';
import type { FinderPageResponse } from '@x4i/shared/contracts';

const count = (value: number) => numberFormat({}).format(value);
const names = (codes: readonly string[]) => listFormat({ type: 'conjunction' }).format(codes.map(usStateName));

/** What the IRS files in use cover, read from them: it moves with every refresh. */
export function IrsCoverageText({ page, productName }: { page: FinderPageResponse; productName: string }) {
  const coverage = irsCoverage(page.freshness);
  const records = page.freshness.reduce((sum, file) => sum + file.rows, 0);
  const covered = new Set([...coverage.states, ...coverage.otherDates.map((entry) => entry.state)]);
  const missing = US_STATES.filter((state) => state.code !== 'DC' && !covered.has(state.code)).map((state) => state.code);
  const international = page.freshness.find((file) => file.region === 'INTL');
  const mainMonth = coverage.mainDate ? formatSnapshotMonth(coverage.mainDate) : null;
  if (!mainMonth) return <p>No IRS file is loaded on this server yet, so searches and counts find no organization.</p>;
  return (
    <>
      <p>
        {productName} holds <strong>{count(records)} records</strong> covering <strong>{count(page.orgCount)} distinct organizations</strong>, from
        these IRS files:
      </p>
      <ul>
        <li>
          the {mainMonth} files for {coverage.states.length} {coverage.states.length === 1 ? 'state' : 'states'}
          {coverage.dc ? ' and the District of Columbia' : ''}: {names(coverage.dc ? [...coverage.states, 'DC'].sort() : coverage.states)};
        </li>
        {coverage.otherDates.map((entry) => (
          <li key={entry.state}>
            {usStateName(entry.state)}’s file from {formatSnapshotMonth(entry.snapshotDate)},{' '}
            {entry.snapshotDate < coverage.mainDate! ? 'older than the rest: it is used until a newer one is loaded;' : 'newer than the rest;'}
          </li>
        ))}
        {international ? (
          <li>
            the {formatSnapshotMonth(international.snapshotDate)} international file: Puerto Rico, the US territories, military addresses and
            organizations with foreign addresses.
          </li>
        ) : null}
      </ul>
      <h3>Not covered yet</h3>
      {missing.length > 0 ? (
        <p>
          There are no IRS records yet for {names(missing)}. An organization based in {missing.length === 1 ? 'this state' : 'one of these states'} will
          not appear in search results until its state’s file is loaded.
        </p>
      ) : (
        <p>Every state and the District of Columbia has an IRS file loaded.</p>
      )}
    </>
  );
}

/** The coverage of the files in use, loaded with the page (the server renders it with its data). */
export function IrsCoverageSection({ productName }: { productName: string }) {
  const { data, error } = useFinderPage();
  if (data) return <IrsCoverageText page={data} productName={productName} />;
  if (error) return <p role="alert">The list of IRS files in use could not be loaded: {error.message}</p>;
  return <p>Loading the list of IRS files in use…</p>;
}
