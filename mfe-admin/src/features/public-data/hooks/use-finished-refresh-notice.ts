import { useSnackbar } from '@x4i/shared';
import type { AdminDataResponse } from '@x4i/shared/contracts';
import { useEffect, useRef } from 'react';
import { finishedNotice } from '../domain/public-data-text';

/** Says in the snackbar how a refresh the page saw running has ended, once the polled data shows it finished. */
export function useFinishedRefreshNotice(data: AdminDataResponse | undefined): void {
  const snackbar = useSnackbar();
  const watched = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    const previous = watched.current;
    watched.current = data.running?.id ?? null;
    if (previous === null || previous === watched.current) return;
    const ended = data.history.find((refresh) => refresh.id === previous);
    if (ended && ended.status !== 'running') {
      snackbar.show(finishedNotice(ended), { variant: ended.status === 'failed' || ended.status === 'interrupted' ? 'error' : 'default' });
    }
  }, [data, snackbar]);
}
