import type { DataRefreshView } from '@x4i/shared/contracts';
import { formatCount } from '@x4i/shared/domain';
import { styled } from 'styled-components';
import { formatDateTime } from '../../kit/domain/format-date-time';
import { progressPace, progressStep, triggerWords } from '../domain/public-data-text';

const Box = styled.section`
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  p {
    margin: 8px 0 0;
  }
`;

const Track = styled.div`
  max-width: 32rem;
  height: 12px;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.white};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.secondary};
`;

/** A refresh in progress: its step, the file it reads (i of n), how fast, and how long still. */
export function RefreshProgress({ refresh }: { refresh: DataRefreshView }) {
  const { progress } = refresh;
  return (
    <Box aria-labelledby="refresh-progress-heading">
      <h3 id="refresh-progress-heading">A refresh is running</h3>
      <p>
        Started {formatDateTime(refresh.startedAt)} by: {triggerWords(refresh)}. This page asks for its progress every 2 seconds until it ends.
      </p>
      {progress ? (
        <>
          <p>{progressStep(progress)}</p>
          <Track
            role="progressbar"
            aria-label="Files read"
            aria-valuemin={0}
            aria-valuemax={progress.fileCount}
            aria-valuenow={progress.fileIndex}
            aria-valuetext={`File ${formatCount(progress.fileIndex)} of ${formatCount(progress.fileCount)}${progress.file ? `: ${progress.file}` : ''}`}
          >
            <Fill style={{ width: `${progress.fileCount > 0 ? Math.min(100, (progress.fileIndex / progress.fileCount) * 100) : 0}%` }} />
          </Track>
          <p>{progressPace(progress)}.</p>
        </>
      ) : (
        <p>Starting: no file has been asked for yet.</p>
      )}
    </Box>
  );
}
