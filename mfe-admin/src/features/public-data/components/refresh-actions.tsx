import { Button, isApiError, rollBackData, startDataRefresh, useSnackbar } from '@x4i/shared';
import type { AdminDataResponse } from '@x4i/shared/contracts';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ConfirmationDialog } from '../../../components/confirmation-dialog';
import { formatDateTime } from '../../../utils/format-date-time';
import { diffSummary, refreshNowBlocker, rollBackBlocker } from '../utils/public-data-text';
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

/** The refresh in progress, if any, and "Refresh now" and "Roll back to the previous snapshot", each said unavailable with why. */
export function RefreshActions({ data, onChanged }: { data: AdminDataResponse; onChanged(): void }) {
  const snackbar = useSnackbar();
  const heading = useRef<HTMLHeadingElement>(null);
  // After a rollback its button is disabled (nothing more to roll back to): focus goes to this section's heading.
  const focusAfter = useRef<HTMLElement | null>(null);
  const [starting, setStarting] = useState(false);
  const [rollingBack, setRollingBack] = useState(false);
  const refreshReason = refreshNowBlocker(data);
  const rollBackReason = rollBackBlocker(data);
  const failed = (error: unknown, fallback: string) => snackbar.show(isApiError(error) ? error.message : fallback, { variant: 'error' });

  const refresh = async () => {
    setStarting(true);
    try {
      await startDataRefresh();
      snackbar.show('A refresh started. This page shows its progress until it ends.');
    } catch (error) {
      failed(error, 'The refresh could not be started. Nothing was changed.');
    } finally {
      setStarting(false);
      // Started or refused (one runs already, started elsewhere): the page shows where things stand.
      onChanged();
    }
  };

  const rollBack = async () => {
    try {
      const done = await rollBackData();
      snackbar.show(`Rolled back to the previous snapshot.${done.diff ? ` ${diffSummary(done.diff)}` : ''}`);
    } catch (error) {
      failed(error, 'The rollback failed. Nothing was changed.');
    } finally {
      // Done or refused (a refresh started, or no snapshot is kept any more): the page shows where things stand.
      focusAfter.current = heading.current;
      setRollingBack(false);
      onChanged();
    }
  };

  return (
    <section aria-labelledby="refresh-heading">
      <h2 id="refresh-heading" ref={heading} tabIndex={-1}>
        Refresh
      </h2>
      {data.running ? <RefreshProgress refresh={data.running} /> : null}
      <Actions>
        <Button loading={starting} disabled={refreshReason !== null} aria-describedby={refreshReason ? 'refresh-now-reason' : undefined} onClick={() => void refresh()}>
          Refresh now
        </Button>
        <Button
          variant="secondary"
          disabled={rollBackReason !== null}
          aria-describedby={rollBackReason ? 'roll-back-reason' : undefined}
          onClick={() => {
            focusAfter.current = null;
            setRollingBack(true);
          }}
        >
          Roll back to the previous snapshot
        </Button>
      </Actions>
      {refreshReason ? <Reason id="refresh-now-reason">{refreshReason}</Reason> : null}
      {rollBackReason ? <Reason id="roll-back-reason">{rollBackReason}</Reason> : null}
      {rollingBack && data.previousSnapshot ? (
        <ConfirmationDialog
          title="Roll back to the previous snapshot"
          confirmLabel="Roll back"
          returnFocus={focusAfter}
          onClose={() => setRollingBack(false)}
          onConfirm={rollBack}
        >
          <p>
            This switches back in the data that was in use before the refresh switched in on {formatDateTime(data.previousSnapshot.switchedAt)}: at
            once, in one transaction, for every page, count and API answer. What it changes back is recorded in the history and the change feed.
          </p>
          <p>Only one previous snapshot is kept, so there is nothing further to roll back to afterwards. The next refresh fetches that refresh’s files again.</p>
        </ConfirmationDialog>
      ) : null}
    </section>
  );
}
