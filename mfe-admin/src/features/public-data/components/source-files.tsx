import { Button, ExternalLink, isApiError, useSnackbar, VisuallyHidden } from '@x4i/shared';
import { confirmHeldFile } from '../hooks/admin-data';
import type { DataSourceFileView, DataSourceView } from '@x4i/shared/contracts';
import { formatCount, formatIsoDate } from '@x4i/shared/domain';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ConfirmationDialog } from '../../kit/components/confirmation-dialog';
import { DataTable, TableScroller } from '../../kit/components/data-table';
import { formatDateTime } from '../../kit/domain/format-date-time';
import { formatBytes, heldSummary, notLoadedText, OUTCOME_WORDS, regionLabel, scheduleText } from '../domain/public-data-text';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0 0 16px;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Held = styled.p`
  margin: 4px 0;
`;

const count = (value: number | null) => (value === null ? '' : formatCount(value));

type HeldFile = DataSourceFileView & { held: NonNullable<DataSourceFileView['held']> };
const isHeld = (file: DataSourceFileView): file is HeldFile => file.held !== null;

/** The regions a source has no file for, and how the team adds them here. */
function NotLoaded({ source, headingId }: { source: DataSourceView; headingId: string }) {
  const text = notLoadedText(source);
  if (!text) return null;
  return (
    <section aria-labelledby={`${headingId}-not-loaded`}>
      <h3 id={`${headingId}-not-loaded`}>Files not loaded</h3>
      <p>{text.summary}</p>
      <RegionList aria-label={`Files of the ${source.name} not loaded`}>
        {text.regions.map((region) => (
          <li key={region}>{region}</li>
        ))}
      </RegionList>
      {text.howTo.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </section>
  );
}

const RegionList = styled.ul`
  columns: 14rem;
  margin: 0 0 12px;
`;

/** One source: who publishes it, where it is fetched from, when, and each file as it stands. */
export function SourceFiles({ source, running, onChanged }: { source: DataSourceView; running: boolean; onChanged(): void }) {
  const snackbar = useSnackbar();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once confirmed, the Confirm button is disabled or gone: focus goes to the source's heading.
  const focusAfter = useRef<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<HeldFile | null>(null);
  const headingId = `source-${source.id}`;
  const confirmBlocker = running
    ? 'A refresh is running: a held file can be confirmed once it ends.'
    : source.baseUrl
      ? null
      : 'Fetching is switched off, so a held file cannot be fetched again.';
  const anyHeld = source.files.some(isHeld);

  const confirm = async (file: HeldFile) => {
    try {
      await confirmHeldFile(file.file, file.held.sha256, source.id);
      snackbar.show(`A refresh started: it switches ${file.file} in if the publisher still serves the file that was held. This page shows its progress.`);
    } catch (error) {
      snackbar.show(isApiError(error) ? error.message : `${file.file} could not be confirmed. Nothing was changed.`, { variant: 'error' });
    } finally {
      // Started or refused (no longer held, or a refresh runs): the page shows where things stand.
      focusAfter.current = heading.current;
      setConfirming(null);
      onChanged();
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {source.name}
      </h2>
      <Facts>
        <dt>Publisher</dt>
        <dd>{source.publisher}</dd>
        <dt>Fetched from</dt>
        <dd>
          {source.baseUrl ? (
            <ExternalLink href={source.baseUrl}>{source.baseUrl}</ExternalLink>
          ) : (
            'Nowhere: fetching from the publisher is switched off on this server, so the files loaded stay as they are.'
          )}
        </dd>
        <dt>Schedule</dt>
        <dd>{scheduleText(source)}</dd>
      </Facts>
      {anyHeld && confirmBlocker ? <p id={`${headingId}-confirm-blocker`}>{confirmBlocker}</p> : null}
      <NotLoaded source={source} headingId={headingId} />
      <TableScroller tabIndex={0} role="region" aria-label={`Files of the ${source.name}`}>
        <DataTable>
          <caption>Files of the {source.name}: the file in use for each region, and how its last check ended</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Region</th>
              <th scope="col">Vintage</th>
              <th scope="col">Size</th>
              <th scope="col">Rows</th>
              <th scope="col">Last check</th>
              <th scope="col">Last change</th>
              <th scope="col">Last outcome</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {source.files.map((file) => (
              <tr key={file.file}>
                <th scope="row">{file.file}</th>
                <td data-label="Region">{regionLabel(file.region)}</td>
                <td data-label="Vintage">{file.vintage ? (formatIsoDate(file.vintage) ?? file.vintage) : 'Not loaded'}</td>
                <td data-label="Size">{formatBytes(file.bytes)}</td>
                <td data-label="Rows">{count(file.rows)}</td>
                <td data-label="Last check">{file.lastCheckedAt ? formatDateTime(file.lastCheckedAt) : 'Never'}</td>
                <td data-label="Last change">{file.lastChangedAt ? formatDateTime(file.lastChangedAt) : ''}</td>
                <td data-label="Last outcome">
                  {file.lastOutcome ? OUTCOME_WORDS[file.lastOutcome] : 'Not checked yet'}
                  {isHeld(file) ? (
                    <>
                      <Held>{heldSummary(file.held)}</Held>
                      <Button
                        variant="secondary"
                        disabled={confirmBlocker !== null}
                        aria-describedby={confirmBlocker ? `${headingId}-confirm-blocker` : undefined}
                        onClick={() => {
                          focusAfter.current = null;
                          setConfirming(file);
                        }}
                      >
                        Confirm<VisuallyHidden> {file.file}</VisuallyHidden>
                      </Button>
                    </>
                  ) : null}
                </td>
                <td data-label="Message">{file.message ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableScroller>
      {confirming ? (
        <ConfirmationDialog
          title={`Confirm ${confirming.file}`}
          confirmLabel="Confirm and refresh"
          returnFocus={focusAfter}
          onClose={() => setConfirming(null)}
          onConfirm={() => confirm(confirming)}
        >
          <p>
            {confirming.file} shrank from {formatCount(confirming.held.previousRows)} to {formatCount(confirming.held.rows)} rows. Confirming switches it
            in: a refresh starts that takes this file as it was held (the same checksum), with every other file checked as usual, and the organizations
            no longer in it leave every page, count and API answer.
          </p>
          <p>If the publisher serves a different file by then, that file is checked again instead, and may be held again.</p>
        </ConfirmationDialog>
      ) : null}
    </section>
  );
}
