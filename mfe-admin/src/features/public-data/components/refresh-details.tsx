import { Button, ErrorState, SelectField, Spinner } from '@x4i/shared';
import { useRefreshChanges } from '../hooks/admin-data';
import { ORGANIZATION_CHANGE_KINDS, type DataRefreshView, type OrganizationChangeKind } from '@x4i/shared/contracts';
import { formatCount, formatEin } from '@x4i/shared/domain';
import { useState } from 'react';
import { styled } from 'styled-components';
import { DataTable, TableScroller } from '../../kit/components/data-table';
import { StackedTable } from '../../kit/components/stacked-table';
import { changesRange, CHANGE_WORDS, filesForReview, OUTCOME_WORDS, regionLabel } from '../domain/public-data-text';

const Panel = styled.div`
  margin-top: 12px;

  h4 {
    margin: 16px 0 8px;
    font-size: 1rem;
  }
`;

const Filter = styled.div`
  max-width: 24rem;
  margin: 0 0 12px;
`;

const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 12px;
`;

const count = (value: number | null) => (value === null ? '' : formatCount(value));

/** A refresh's files, those to look at first, with their messages. */
function RefreshFiles({ refresh }: { refresh: DataRefreshView }) {
  if (refresh.files.length === 0) return null;
  return (
    <>
      <h4>Files</h4>
      <TableScroller tabIndex={0} role="region" aria-label={`Files of refresh ${refresh.id}`}>
        <StackedTable>
          <caption>Each file as this refresh left it: failed, held and missing files first</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Region</th>
              <th scope="col">Outcome</th>
              <th scope="col">Rows</th>
              <th scope="col">Rows before</th>
              <th scope="col">Bad rows</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {filesForReview(refresh.files).map((file) => (
              <tr key={file.file}>
                <th scope="row">{file.file}</th>
                <td data-label="Region">{regionLabel(file.region)}</td>
                <td data-label="Outcome">{OUTCOME_WORDS[file.outcome]}</td>
                <td data-label="Rows">{count(file.rows)}</td>
                <td data-label="Rows before">{count(file.previousRows)}</td>
                <td data-label="Bad rows">{count(file.badRows)}</td>
                <td data-label="Message">{file.message ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      </TableScroller>
    </>
  );
}

/** What a refresh changed for organizations, 50 a page, of one kind or all. */
function RefreshChanges({ refresh, diff }: { refresh: DataRefreshView; diff: NonNullable<DataRefreshView['diff']> }) {
  const [kind, setKind] = useState<OrganizationChangeKind | null>(null);
  const [page, setPage] = useState(1);
  const changes = useRefreshChanges(refresh.id, kind, page);
  const data = changes.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const regionsCounted = diff.newRegions.length + diff.droppedRegions.length > 0;
  return (
    <>
      <h4>Organizations</h4>
      {regionsCounted ? <p>The organizations of a region loaded for the first time, or no longer covered, are counted above, not listed here.</p> : null}
      <Filter>
        <SelectField
          label="Show changes of the kind"
          value={kind ?? ''}
          onChange={(event) => {
            setKind((event.target.value || null) as OrganizationChangeKind | null);
            setPage(1);
          }}
        >
          <option value="">Every kind</option>
          {ORGANIZATION_CHANGE_KINDS.map((option) => (
            <option key={option} value={option}>
              {CHANGE_WORDS[option]} ({formatCount(diff.counts[option])})
            </option>
          ))}
        </SelectField>
      </Filter>
      {changes.error && !data ? <ErrorState message="The changes could not be loaded. Please try again." onRetry={() => void changes.mutate()} /> : null}
      {!data && !changes.error ? <Spinner label="Loading the changes" /> : null}
      {data && data.total === 0 ? <p>No organization changed {kind ? `this way (${CHANGE_WORDS[kind].toLowerCase()}) ` : ''}in this refresh.</p> : null}
      {data && data.total > 0 ? (
        <>
          <TableScroller tabIndex={0} role="region" aria-label={`Changes of refresh ${refresh.id}`} aria-busy={changes.isValidating || undefined}>
            <DataTable>
              <caption>
                {changesRange(data)}
                {kind ? ` (${CHANGE_WORDS[kind].toLowerCase()})` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">EIN</th>
                  <th scope="col">Name</th>
                  <th scope="col">State</th>
                  <th scope="col">Change</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {data.changes.map((change) => (
                  <tr key={`${change.ein}-${change.kind}`}>
                    <td data-label="EIN">{formatEin(change.ein)}</td>
                    <td data-label="Name">{change.name}</td>
                    <td data-label="State">{change.state ?? ''}</td>
                    <td data-label="Change">{CHANGE_WORDS[change.kind]}</td>
                    <td data-label="Before">{change.before ?? ''}</td>
                    <td data-label="After">{change.after ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </TableScroller>
          {pages > 1 ? (
            <Pager>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous changes
              </Button>
              <span>
                Page {formatCount(data.page)} of {formatCount(pages)}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next changes
              </Button>
            </Pager>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** A refresh opened in the history: its files (the troubled ones first) and, page by page, what it changed. */
export function RefreshDetails({ id, refresh }: { id: string; refresh: DataRefreshView }) {
  return (
    <Panel id={id}>
      <RefreshFiles refresh={refresh} />
      {refresh.diff ? <RefreshChanges refresh={refresh} diff={refresh.diff} /> : null}
    </Panel>
  );
}
