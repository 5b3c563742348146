import { ErrorState, Spinner, TextField, useSnackbar } from '@x4i/shared';
import { managedContentKey, removedContentKey, setContentPublished, useManagedContent } from '../hooks/content-removal';
import { type ManagedContentItem } from '@x4i/shared/contracts';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { styled } from 'styled-components';
import { CONTENT_REQUEST_FAILED_MESSAGE, contentPublishedMessage, contentStatusText, contentUnpublishedMessage } from '../domain/content-messages';
import { ContentTable } from './content-table';
import { DeleteContentDialog } from './delete-content-dialog';

const Search = styled.div`
  max-width: 420px;
  margin-bottom: 16px;
`;

const Status = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The directory's items with the search by title; Unpublish and Publish act at once (both undo), Delete asks first. */
export function ContentList() {
  const [q, setQ] = useState('');
  const { data, error, isLoading, mutate } = useManagedContent(q.trim());
  const { mutate: mutateKey } = useSWRConfig();
  const snackbar = useSnackbar();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ManagedContentItem | null>(null);
  // Every search's list, and the deleted records, may have changed.
  const reload = () => void mutateKey((key) => (Array.isArray(key) && key[0] === managedContentKey('')[0]) || key === removedContentKey);

  const setPublished = async (item: ManagedContentItem, published: boolean) => {
    setBusyId(item.id);
    const result = await setContentPublished(item.id, published);
    setBusyId(null);
    if (result.error) {
      snackbar.show(CONTENT_REQUEST_FAILED_MESSAGE, { variant: 'error' });
      return;
    }
    snackbar.show(published ? contentPublishedMessage(item.title) : contentUnpublishedMessage(item.title));
    reload();
  };

  return (
    <>
      <Search>
        <TextField label="Search by title" type="search" autoComplete="off" value={q} onChange={(event) => setQ(event.target.value)} />
      </Search>
      {error && !data ? (
        <ErrorState message="The directory’s items could not be loaded. Please try again." onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <Spinner label="Loading the directory’s items" />
      ) : (
        <>
          <Status role="status">{contentStatusText(data?.items.length ?? 0, data?.total ?? 0, q)}</Status>
          {data && data.items.length > 0 && <ContentTable items={data.items} busyId={busyId} onSetPublished={(item, published) => void setPublished(item, published)} onDelete={setDeleting} />}
        </>
      )}
      {deleting && <DeleteContentDialog item={deleting} onClose={() => setDeleting(null)} onChanged={reload} />}
    </>
  );
}
