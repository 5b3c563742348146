import { Button } from '@x4i/shared';
import type { DataRefreshView } from '@x4i/shared/contracts';
import { useState } from 'react';
import { styled } from 'styled-components';
import { formatDateTime } from '../../../utils/format-date-time';
import { diffSummary, formatDuration, outcomeCounts, STATUS_WORDS, triggerWords } from '../utils/public-data-text';
import { ChangesPanel } from './changes-panel';

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

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const took = (refresh: DataRefreshView) =>
  refresh.finishedAt ? `, took ${formatDuration((Date.parse(refresh.finishedAt) - Date.parse(refresh.startedAt)) / 1000)}` : '';

/** Every refresh, newest first, each with its outcome and what it changed; its details on demand. */
export function RefreshHistory({ history }: { history: readonly DataRefreshView[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="refresh-history-heading">
      <h2 id="refresh-history-heading">History</h2>
      {history.length === 0 ? (
        <p>No refresh has run yet: the files loaded are those the product was installed with.</p>
      ) : (
        <List>
          {history.map((refresh) => (
            <Entry key={refresh.id}>
              <h3>
                {formatDateTime(refresh.startedAt)}: {STATUS_WORDS[refresh.status]}
              </h3>
              <p>
                {triggerWords(refresh)}
                {took(refresh)}.{refresh.files.length > 0 ? ` Files: ${outcomeCounts(refresh.files)}.` : ''}
              </p>
              {refresh.diff ? <p>{diffSummary(refresh.diff)}</p> : null}
              {refresh.error ? <p role="note">{refresh.error}</p> : null}
              {refresh.diff || refresh.files.some((file) => file.outcome !== 'unchanged') ? (
                <Button variant="secondary" aria-expanded={open === refresh.id} onClick={() => setOpen(open === refresh.id ? null : refresh.id)}>
                  {open === refresh.id ? 'Hide the details' : 'Show the details'}
                </Button>
              ) : null}
              {open === refresh.id ? <ChangesPanel refresh={refresh} /> : null}
            </Entry>
          ))}
        </List>
      )}
    </section>
  );
}
