import { Button, isApiError, useSnackbar } from '@x4i/shared';
import { rollBackData, startDataRefresh } from '../hooks/admin-data';
import type { AdminDataResponse, DataSourceView } from '@x4i/shared/contracts';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ConfirmationDialog } from '../../kit/components/confirmation-dialog';
import { formatDateTime } from '../../kit/domain/format-date-time';
import { diffSummary, refreshNowBlocker, rollBackBlocker } from '../domain/public-data-text';
import { RefreshProgress } from './refresh-progress';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 0 0 8px;
`;

const Reason = styled.p`
  margin: 4px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SourceActions = styled.div`
  margin: 0 0 12px;

  h3 {
    margin: 8px 0 4px;
    font-size: 1rem;
  }
`;

/**
 * The refresh in progress, if any, and for each source "Refresh now" and "Roll back to the previous snapshot", each
 * said unavailable with why.
 */
export function RefreshActions({ data, onChanged }: { data: AdminDataResponse; onChanged(): void }) {
  const snackbar = useSnackbar();
  const heading = useRef<HTMLHeadingElement>(null);
  // After a rollback its button is disabled (nothing more to roll back to): focus goes to this section's heading.
  const focusAfter = useRef<HTMLElement | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const [rollingBack, setRollingBack] = useState<DataSourceView | null>(null);
  const failed = (error: unknown, fallback: string) => snackbar.show(isApiError(error) ? error.message : fallback, { variant: 'error' });

  const refresh = async (source: DataSourceView) => {
    setStarting(source.id);
    try {
      await startDataRefresh(source.id);
      snackbar.show('A refresh started. This page shows its progress until it ends.');
    } catch (error) {
      failed(error, 'The refresh could not be started. Nothing was changed.');
    } finally {
      setStarting(null);
      // Started or refused (one runs already, started elsewhere): the page shows where things stand.
      onChanged();
    }
  };

  const rollBack = async (source: DataSourceView) => {
    try {
      const done = await rollBackData(source.id);
      snackbar.show(`Rolled back to the previous snapshot.${done.diff ? ` ${diffSummary(done.diff)}` : ''}`);
    } catch (error) {
      failed(error, 'The rollback failed. Nothing was changed.');
    } finally {
      // Done or refused (a refresh started, or no snapshot is kept any more): the page shows where things stand.
      focusAfter.current = heading.current;
      setRollingBack(null);
      onChanged();
    }
  };

  const kept = rollingBack?.previousSnapshot ?? null;
  return (
    <section aria-labelledby="refresh-heading">
      <h2 id="refresh-heading" ref={heading} tabIndex={-1}>
        Refresh
      </h2>
      {data.running ? <RefreshProgress refresh={data.running} /> : null}
      {data.sources.map((source) => {
        const refreshReason = refreshNowBlocker({ sources: [source], running: data.running });
        const rollBackReason = rollBackBlocker({ running: data.running, previousSnapshot: source.previousSnapshot });
        const ids = { refresh: `refresh-now-reason-${source.id}`, rollBack: `roll-back-reason-${source.id}` };
        return (
          <SourceActions key={source.id} role="group" aria-labelledby={`actions-${source.id}`}>
            <h3 id={`actions-${source.id}`}>{source.name}</h3>
            <Actions>
              <Button
                loading={starting === source.id}
                disabled={refreshReason !== null}
                aria-describedby={refreshReason ? ids.refresh : undefined}
                onClick={() => void refresh(source)}
              >
                Refresh now
              </Button>
              <Button
                variant="secondary"
                disabled={rollBackReason !== null}
                aria-describedby={rollBackReason ? ids.rollBack : undefined}
                onClick={() => {
                  focusAfter.current = null;
                  setRollingBack(source);
                }}
              >
                Roll back to the previous snapshot
              </Button>
            </Actions>
            {refreshReason ? <Reason id={ids.refresh}>{refreshReason}</Reason> : null}
            {rollBackReason ? <Reason id={ids.rollBack}>{rollBackReason}</Reason> : null}
          </SourceActions>
        );
      })}
      {rollingBack && kept ? (
        <ConfirmationDialog
          title="Roll back to the previous snapshot"
          confirmLabel="Roll back"
          returnFocus={focusAfter}
          onClose={() => setRollingBack(null)}
          onConfirm={() => rollBack(rollingBack)}
        >
          <p>
            This switches back in the data that was in use before the refresh switched in on {formatDateTime(kept.switchedAt)}, for the {rollingBack.name}:
            at once, in one transaction, for every page, count and API answer.
            {rollingBack.changesOrganizations ? ' What it changes back is recorded in the history and the change feed.' : ' It is recorded in the history.'}
          </p>
          <p>Only one previous snapshot is kept, so there is nothing further to roll back to afterwards. The next refresh fetches that refresh’s files again.</p>
        </ConfirmationDialog>
      ) : null}
    </section>
  );
}
