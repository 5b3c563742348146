import { ErrorState, Spinner } from '@x4i/shared';
import { useRemovedContent } from '../hooks/content-removal';
import { DataTable, TableScroller } from '../../kit/components/data-table';
import { formatDateTime } from '../../kit/domain/format-date-time';
import { contentTypeName } from '../domain/content-messages';

/** The records of deleted items, newest first: what, by whom, when and why, and what went with it. */
export function RemovedContentTable() {
  const { data, error, mutate } = useRemovedContent();
  if (error && !data) return <ErrorState message="The deleted content could not be loaded. Please try again." onRetry={() => void mutate()} />;
  if (!data) return <Spinner label="Loading the deleted content" />;
  if (data.records.length === 0) return <p>No item has been deleted.</p>;
  return (
    <TableScroller tabIndex={0} role="region" aria-label="Deleted content records">
      <DataTable>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col">Deleted</th>
            <th scope="col">By</th>
            <th scope="col">Reason</th>
            <th scope="col">Deleted with it</th>
          </tr>
        </thead>
        <tbody>
          {data.records.map((record) => (
            <tr key={record.id}>
              <th scope="row">
                {record.title} <small>({record.slug})</small>
              </th>
              <td data-label="Type">{contentTypeName(record.contentType)}</td>
              <td data-label="Deleted">{formatDateTime(record.removedAt)}</td>
              <td data-label="By">{record.removedBy?.email ?? 'A former team member'}</td>
              <td data-label="Reason">{record.reason ?? '—'}</td>
              <td data-label="Deleted with it">
                {record.removed.votes} votes, {record.removed.follows} follows, {record.removed.stateVotes} state votes, {record.removed.shares} shares
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroller>
  );
}
