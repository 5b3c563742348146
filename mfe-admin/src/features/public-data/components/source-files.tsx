import { Button, DataTable, ExternalLink, isApiError, TableScroller, useSnackbar } from '@x4i/shared';
import type { DataSourceFileView, DataSourceView } from '@x4i/shared/contracts';
import { numberFormat } from '@x4i/shared/domain';
import { useState } from 'react';
import { formatDateTime } from '../../../utils/format-date-time';
import { confirmHeld } from '../api/public-data-api';
import { formatBytes, OUTCOME_WORDS, regionName } from '../utils/public-data-text';
import { ConfirmDialog } from './confirm-dialog';

const count = (value: number | null) => (value === null ? '' : numberFormat({}).format(value));

/** One source: where it comes from, when it runs next, and each file as it stands. */
export function SourceFiles({ source, running, onChanged }: { source: DataSourceView; running: boolean; onChanged(): void }) {
  const snackbar = useSnackbar();
  const [confirming, setConfirming] = useState<DataSourceFileView | null>(null);
  return (
    <section aria-labelledby={`source-${source.id}`}>
      <h2 id={`source-${source.id}`}>{source.name}</h2>
      <p>
        Published by the {source.publisher}.{' '}
        {source.baseUrl ? (
          <>
            Fetched from <ExternalLink href={source.baseUrl}>{source.baseUrl}</ExternalLink>.
          </>
        ) : (
          'Fetching from the publisher is switched off on this server, so the files loaded stay as they are.'
        )}{' '}
        {source.schedule && source.nextRunAt
          ? `Refreshed ${source.schedule}; the next refresh is due ${formatDateTime(source.nextRunAt)}.`
          : 'No refresh is scheduled on this server: it runs when a team member asks.'}
      </p>
      <TableScroller tabIndex={0} role="region" aria-label={`Files of the ${source.name}`}>
        <DataTable>
          <caption>Files of the {source.name}: the one in use for each region, and its last check</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Region</th>
              <th scope="col">Vintage</th>
              <th scope="col">Size</th>
              <th scope="col">Rows</th>
              <th scope="col">Last check</th>
              <th scope="col">Last change</th>
              <th scope="col">Outcome</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {source.files.map((file) => (
              <tr key={file.file}>
                <th scope="row">{file.file}</th>
                <td>{regionName(file.region)}</td>
                <td>{file.vintage ?? 'Not loaded'}</td>
                <td>{formatBytes(file.bytes)}</td>
                <td>{count(file.rows)}</td>
                <td>{file.lastCheckedAt ? formatDateTime(file.lastCheckedAt) : 'Never'}</td>
                <td>{file.lastChangedAt ? formatDateTime(file.lastChangedAt) : ''}</td>
                <td>{file.lastOutcome ? OUTCOME_WORDS[file.lastOutcome] : ''}</td>
                <td>
                  {file.message}
                  {file.held ? (
                    <>
                      {' '}
                      <Button variant="secondary" disabled={running} onClick={() => setConfirming(file)}>
                        Confirm {file.file}
                      </Button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableScroller>
      {confirming?.held ? (
        <ConfirmDialog
          title={`Confirm ${confirming.file}`}
          confirmLabel="Confirm and refresh"
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            try {
              await confirmHeld(confirming.file, confirming.held!.sha256);
              snackbar.show(`A refresh started that takes ${confirming.file} as it is.`);
              setConfirming(null);
              onChanged();
            } catch (error) {
              snackbar.show(isApiError(error) ? error.message : 'The file could not be confirmed. Nothing was changed.', { variant: 'error' });
            }
          }}
        >
          <p>
            {confirming.file} shrank from {count(confirming.held.previousRows)} to {count(confirming.held.rows)} rows. Confirming starts a refresh that
            switches in exactly this file, with every other file that changed. The organizations no longer in it leave every page and count.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
