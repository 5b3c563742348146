import type { DataRefreshView } from '@x4i/shared/contracts';
import { numberFormat } from '@x4i/shared/domain';
import { styled } from 'styled-components';
import { formatDateTime } from '../../../utils/format-date-time';
import { formatDuration, triggerWords } from '../utils/public-data-text';

const Bar = styled.progress`
  width: 100%;
  max-width: 32rem;
  height: 12px;
`;

/** A refresh in progress: its step, the file it reads, how fast and how long still. */
export function RefreshProgress({ refresh }: { refresh: DataRefreshView }) {
  const progress = refresh.progress;
  const count = (value: number) => numberFormat({}).format(value);
  return (
    <section aria-labelledby="refresh-progress-heading">
      <h2 id="refresh-progress-heading">A refresh is running</h2>
      <p>
        Started {formatDateTime(refresh.startedAt)}; asked by: {triggerWords(refresh)}.
      </p>
      {progress ? (
        <>
          <Bar max={progress.fileCount} value={progress.fileIndex} aria-label="Files read" aria-valuetext={`File ${progress.fileIndex} of ${progress.fileCount}`} />
          <p aria-live="polite">
            {progress.step}
            {progress.file ? ` ${progress.file}` : ''}: file {progress.fileIndex} of {progress.fileCount}, {count(progress.rows)} rows read, {count(progress.rowsPerSecond)}{' '}
            rows a second{progress.secondsLeft !== null ? `, about ${formatDuration(progress.secondsLeft)} left` : ''}.
          </p>
        </>
      ) : (
        <p>Starting.</p>
      )}
    </section>
  );
}
