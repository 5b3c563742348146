import { Button, ErrorState, ServerDownloads, Spinner } from '@x4i/shared';
import { useTopNonprofits } from '../hooks/sdg-report';
import { formatEin } from '@x4i/shared/domain';
import { type TopNonprofitsResponse } from '@x4i/shared/contracts';
import { useId, useState } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { formatReportValue } from '../../kit/domain/format-value';
import { ReportSectionFrame, Table, TableScroller } from '../../kit/components/report-table';
import { SourceLine } from '../../kit/components/source-line';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;
  margin-top: 12px;

  p {
    margin: 0;
  }
`;

export interface TopNonprofitsProps {
  /** Page 1, as it came with the report (SPEC 2.1). */
  firstPage: TopNonprofitsResponse;
  state: string | null;
  /** 'UNSDG1'..'UNSDG17'. */
  unsdg: string;
  placeName: string;
}

const money = (value: number | null) => (value === null ? 'Not reported' : formatReportValue(value, 'currency'));

/**
 * The goal's largest organisations by income in the imported IRS records, paged from 1 (SPEC 2.1 'Paging the top
 * nonprofits sets the page number'); each links to its NTEE code in the finder. Page 1 comes with the report;
 * the others are fetched.
 */
export function TopNonprofits({ firstPage, state, unsdg, placeName }: TopNonprofitsProps) {
  const headingId = useId();
  const [pageNumber, setPageNumber] = useState(1);
  const fetched = useTopNonprofits(pageNumber > 1 ? { pageNumber, state, unsdg } : null);
  const page = pageNumber === 1 ? firstPage : fetched.data;
  const lastPage = Math.max(1, Math.ceil(firstPage.count / firstPage.pageSize));

  let body;
  if (!page) {
    body = fetched.error ? <ErrorState message="This page of the list could not be loaded." onRetry={() => void fetched.mutate()} /> : <Spinner label="Loading the list" />;
  } else if (firstPage.covered === false) {
    // Not a count of zero: the place's IRS file is not imported, so nobody is known there (the backend says why).
    body = <p role="note">{firstPage.coverageNote ?? `No data: the imported IRS files do not include ${placeName}.`}</p>;
  } else if (page.count === 0) {
    body = <p>No organization in the imported IRS records for {placeName} works in this goal&rsquo;s NTEE groups.</p>;
  } else {
    const firstRank = (page.pageNumber - 1) * page.pageSize + 1;
    body = (
      <TableScroller tabIndex={0} role="region" aria-label="Top nonprofits: table">
        <Table aria-busy={fetched.isValidating || undefined}>
          <caption>
            Organizations {firstRank}–{firstRank + page.orgs.length - 1} of {formatReportValue(page.count, 'count')}, by income
          </caption>
          <thead>
            <tr>
              <th scope="col" className="number">
                Rank
              </th>
              <th scope="col">Organization</th>
              <th scope="col">City</th>
              <th scope="col">NTEE code</th>
              <th scope="col" className="number">
                Income
              </th>
              <th scope="col" className="number">
                Assets
              </th>
            </tr>
          </thead>
          <tbody>
            {page.orgs.map((org, index) => (
              <tr key={org.ein}>
                <td className="number">{firstRank + index}</td>
                <th scope="row">
                  <Link to={`/nonprofit-ntee-code-finder/${org.ein}`}>{org.name}</Link>
                  <br />
                  <small>EIN {formatEin(org.ein)}</small>
                </th>
                <td>{[org.city, org.state].filter(Boolean).join(', ')}</td>
                <td>{org.nteeCode ?? 'None on file'}</td>
                <td className="number">{money(org.income)}</td>
                <td className="number">{money(org.assets)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
    );
  }

  return (
    <ReportSectionFrame aria-labelledby={headingId}>
      <h2 id={headingId}>Top nonprofits in {placeName}</h2>
      <p>{firstPage.basis}</p>
      {firstPage.count > 0 && (
        <ServerDownloads
          path="/report/top-nonprofits/export"
          params={{ unsdg, state }}
          title={`all ${formatReportValue(firstPage.count, 'count')} top nonprofits in ${placeName}`}
        />
      )}
      {body}
      {lastPage > 1 && (
        <Pager aria-label="Top nonprofits pages">
          <Button variant="secondary" disabled={pageNumber === 1} onClick={() => setPageNumber((current) => current - 1)}>
            Previous page
          </Button>
          <p aria-live="polite">
            Page {pageNumber} of {formatReportValue(lastPage, 'count')}
          </p>
          <Button variant="secondary" disabled={pageNumber >= lastPage} onClick={() => setPageNumber((current) => current + 1)}>
            Next page
          </Button>
        </Pager>
      )}
      <SourceLine source={firstPage.source} />
    </ReportSectionFrame>
  );
}
