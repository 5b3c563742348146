import { Button, DataTable, ErrorState, SelectField, Spinner, TableScroller } from '@x4i/shared';
import { ORGANIZATION_CHANGE_KINDS, type DataRefreshView, type OrganizationChangeKind } from '@x4i/shared/contracts';
import { formatEin, numberFormat } from '@x4i/shared/domain';
import { useState } from 'react';
import { useRefreshChanges } from '../api/public-data-api';
import { CHANGE_WORDS, filesForReview, OUTCOME_WORDS } from '../utils/public-data-text';

const count = (value: number) => numberFormat({}).format(value);

/** A refresh's files (the troubled ones first) and, page by page, what it changed for organizations. */
export function ChangesPanel({ refresh }: { refresh: DataRefreshView }) {
  const [kind, setKind] = useState<OrganizationChangeKind | null>(null);
  const [page, setPage] = useState(1);
  const changes = useRefreshChanges(refresh.diff ? refresh.id : null, kind, page);
  const files = filesForReview(refresh.files).filter((file) => file.outcome !== 'unchanged');
  const pages = changes.data ? Math.max(1, Math.ceil(changes.data.total / changes.data.pageSize)) : 1;
  return (
    <div>
      {files.length > 0 ? (
        <>
          <h4>Files</h4>
          <ul>
            {files.map((file) => (
              <li key={file.file}>
                {file.file}: {OUTCOME_WORDS[file.outcome]}
                {file.rows !== null ? `, ${count(file.rows)} rows` : ''}
                {file.message ? `. ${file.message}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {refresh.diff ? (
        <>
          <h4>Organizations</h4>
          <SelectField
            label="Show"
            value={kind ?? ''}
            onChange={(event) => {
              setKind((event.target.value || null) as OrganizationChangeKind | null);
              setPage(1);
            }}
          >
            <option value="">Every change</option>
            {ORGANIZATION_CHANGE_KINDS.map((option) => (
              <option key={option} value={option}>
                {CHANGE_WORDS[option]} ({count(refresh.diff!.counts[option])})
              </option>
            ))}
          </SelectField>
          {changes.error && !changes.data ? <ErrorState message="The changes could not be loaded. Please try again." onRetry={() => void changes.mutate()} /> : null}
          {!changes.data && !changes.error ? <Spinner label="Loading the changes" /> : null}
          {changes.data ? (
            changes.data.changes.length === 0 ? (
              <p>No organization changed this way in this refresh.</p>
            ) : (
              <>
                <TableScroller tabIndex={0} role="region" aria-label={`Changes of refresh ${refresh.id}`}>
                  <DataTable>
                    <caption>
                      Changes of this refresh, {count(changes.data.total)} in all: page {page} of {pages}
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
                      {changes.data.changes.map((change) => (
                        <tr key={`${change.ein}-${change.kind}`}>
                          <td>{formatEin(change.ein)}</td>
                          <td>{change.name}</td>
                          <td>{change.state ?? ''}</td>
                          <td>{CHANGE_WORDS[change.kind]}</td>
                          <td>{change.before ?? ''}</td>
                          <td>{change.after ?? ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                </TableScroller>
                {pages > 1 ? (
                  <p>
                    <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      Previous page
                    </Button>{' '}
                    <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                      Next page
                    </Button>
                  </p>
                ) : null}
              </>
            )
          ) : null}
        </>
      ) : null}
    </div>
  );
}
