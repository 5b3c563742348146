import { Button } from '@x4i/shared';
import type { DataRefreshView } from '@x4i/shared/contracts';
import { useState } from 'react';
import { styled } from 'styled-components';
import { formatDateTime } from '../../kit/domain/format-date-time';
import { diffSummary, outcomeCounts, refreshDuration, STATUS_WORDS, triggerWords } from '../domain/public-data-text';
import { RefreshDetails } from './refresh-details';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }

  p {
    margin: 4px 0;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

/** Whether a refresh has anything to show beyond its summary: what it changed, or files other than unchanged. */
const hasDetails = (refresh: DataRefreshView) => refresh.diff !== null || refresh.files.some((file) => file.outcome !== 'unchanged');

/** Every refresh, newest first, each with who started it, how it ended and what it changed; its files and changes on demand. */
export function RefreshHistory({ history }: { history: readonly DataRefreshView[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="refresh-history-heading">
      <h2 id="refresh-history-heading">History</h2>
      {history.length === 0 ? (
        <p>No refresh has run yet: the files loaded are those the product was installed with.</p>
      ) : (
        <List>
          {history.map((refresh) => {
            const headingId = `refresh-${refresh.id}-heading`;
            const detailsId = `refresh-${refresh.id}-details`;
            const duration = refreshDuration(refresh);
            const files = outcomeCounts(refresh.files);
            const shown = open === refresh.id;
            return (
              <Entry key={refresh.id}>
                <h3 id={headingId}>
                  {formatDateTime(refresh.startedAt)}: {STATUS_WORDS[refresh.status]}
                </h3>
                <p>
                  Started by: {triggerWords(refresh)}.{duration ? ` Took ${duration}.` : ''}
                  {files ? ` Files: ${files}.` : ''}
                </p>
                {refresh.diff ? <p>{diffSummary(refresh.diff)}</p> : null}
                {refresh.error ? <ErrorText>{refresh.error}</ErrorText> : null}
                {hasDetails(refresh) ? (
                  <Button
                    variant="secondary"
                    aria-expanded={shown}
                    aria-controls={shown ? detailsId : undefined}
                    aria-describedby={headingId}
                    onClick={() => setOpen(shown ? null : refresh.id)}
                  >
                    {refresh.diff ? (shown ? 'Hide changes' : 'Show changes') : shown ? 'Hide files' : 'Show files'}
                  </Button>
                ) : null}
                {shown ? <RefreshDetails id={detailsId} refresh={refresh} /> : null}
              </Entry>
            );
          })}
        </List>
      )}
    </section>
  );
}
