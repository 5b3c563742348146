import { ErrorState, Spinner } from '@x4i/shared';
import { useAdminData } from '../hooks/admin-data';
import { useFinishedRefreshNotice } from '../hooks/use-finished-refresh-notice';
import { RefreshActions } from './refresh-actions';
import { RefreshHistory } from './refresh-history';
import { SourceFiles } from './source-files';

/** The screen's data: the refresh in progress and the actions, each source's files, and the history; polled while a refresh runs. */
export function PublicDataView() {
  const { data, error, mutate } = useAdminData();
  const reload = () => void mutate();
  useFinishedRefreshNotice(data);
  if (error && !data) return <ErrorState message="The public data could not be loaded. Please try again." onRetry={reload} />;
  if (!data) return <Spinner label="Loading the public data" />;
  return (
    <>
      <RefreshActions data={data} onChanged={reload} />
      {data.sources.map((source) => (
        <SourceFiles key={source.id} source={source} running={data.running !== null} onChanged={reload} />
      ))}
      <RefreshHistory history={data.history} />
    </>
  );
}
