import { Button, VisuallyHidden } from '@x4i/shared';
import { type ManagedContentItem } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { DataTable, RowActions, TableScroller } from '../../kit/components/data-table';
import { formatDateTime } from '../../kit/domain/format-date-time';
import { contentTypeName } from '../domain/content-messages';

export interface ContentTableProps {
  items: readonly ManagedContentItem[];
  busyId: string | null;
  onSetPublished(item: ManagedContentItem, published: boolean): void;
  onDelete(item: ManagedContentItem): void;
}

/** The directory's items: title (a link to its page), type, status, and per row Unpublish or Publish, and Delete. */
export function ContentTable({ items, busyId, onSetPublished, onDelete }: ContentTableProps) {
  return (
    <TableScroller tabIndex={0} role="region" aria-label="Directory items">
      <DataTable>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link to={item.url}>{item.title}</Link>
              </th>
              <td data-label="Type">{contentTypeName(item.contentType)}</td>
              <td data-label="Status">{item.unpublishedAt ? `Unpublished ${formatDateTime(item.unpublishedAt)}` : 'Published'}</td>
              <td>
                <RowActions>
                  <Button variant="text" loading={busyId === item.id} onClick={() => onSetPublished(item, Boolean(item.unpublishedAt))}>
                    {item.unpublishedAt ? 'Publish' : 'Unpublish'}
                    <VisuallyHidden> {item.title}</VisuallyHidden>
                  </Button>
                  <Button variant="text" onClick={() => onDelete(item)}>
                    Delete<VisuallyHidden> {item.title}</VisuallyHidden>
                  </Button>
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroller>
  );
}
