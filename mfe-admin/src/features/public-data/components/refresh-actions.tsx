import { Button, isApiError, useSnackbar } from '@x4i/shared';
import type { AdminDataResponse } from '@x4i/shared/contracts';
import { useState } from 'react';
import { styled } from 'styled-components';
import { formatDateTime } from '../../../utils/format-date-time';
import { refreshNow, rollBack } from '../api/public-data-api';
import { diffSummary } from '../utils/public-data-text';
import { ConfirmDialog } from './confirm-dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 0 0 8px;
`;

/** "Refresh now" and "Roll back to the previous snapshot", each said unavailable with its reason. */
export function RefreshActions({ data, onChanged }: { data: AdminDataResponse; onChanged(): void }) {
  const snackbar = useSnackbar();
  const [starting, setStarting] = useState(false);
  const [rollingBack, setRollingBack] = useState(false);
  const fetching = data.sources.some((source) => source.baseUrl);
  const refreshReason = data.running ? 'A refresh is running.' : fetching ? null : 'Fetching from the publisher is switched off on this server.';
  const fail = (error: unknown, fallback: string) => snackbar.show(isApiError(error) ? error.message : fallback, { variant: 'error' });
  return (
    <>
      <Actions>
        <Button
          loading={starting}
          disabled={refreshReason !== null}
          aria-describedby={refreshReason ? 'refresh-now-reason' : undefined}
          onClick={async () => {
            setStarting(true);
            try {
              await refreshNow();
              snackbar.show('A refresh started. This page follows its progress.');
              onChanged();
            } catch (error) {
              fail(error, 'The refresh could not be started. Nothing was changed.');
            } finally {
              setStarting(false);
            }
          }}
        >
          Refresh now
        </Button>
        <Button variant="secondary" disabled={!data.previousSnapshot || Boolean(data.running)} onClick={() => setRollingBack(true)}>
          Roll back to the previous snapshot
        </Button>
      </Actions>
      {refreshReason ? <p id="refresh-now-reason">{refreshReason}</p> : null}
      {!data.previousSnapshot ? <p>No previous snapshot is kept, so there is nothing to roll back to.</p> : null}
      {rollingBack && data.previousSnapshot ? (
        <ConfirmDialog
          title="Roll back to the previous snapshot"
          confirmLabel="Roll back"
          onClose={() => setRollingBack(false)}
          onConfirm={async () => {
            try {
              const done = await rollBack();
              snackbar.show(done.diff ? `Rolled back. ${diffSummary(done.diff)}` : 'Rolled back.');
              setRollingBack(false);
              onChanged();
            } catch (error) {
              fail(error, 'The rollback failed. Nothing was changed.');
            }
          }}
        >
          <p>
            This switches back the data that was in use before the refresh of {formatDateTime(data.previousSnapshot.switchedAt)}, at once, for every
            page, count and API answer. What the rollback changes back is listed in the history and the change feed. The files of that refresh are read
            again at the next refresh.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
