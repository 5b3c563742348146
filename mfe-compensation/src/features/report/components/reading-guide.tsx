import type { CompensationOverview } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { DOLLAR_BASIS_TEXT, formatCount, MIN_RANKED_GROUP } from '@x4i/shared/domain';
import { compensationPaths } from '../../../paths';
import { CompensationSourceLine } from '../../kit/components/compensation-source-line';

const Guide = styled.section`
  margin: 0 0 32px;
  max-width: 72ch;

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  li {
    margin: 0 0 8px;
  }
`;

/** How to read the report: the same few rules behind every tab. */
export function ReadingGuide() {
  return (
    <Guide aria-labelledby="guide-heading">
      <h2 id="guide-heading">How to read the report</h2>
      <ul>
        <li>
          <strong>Percentiles.</strong> The median is the middle filing: half are paid more, half less. A quarter of the filings are paid less than
          the 25th percentile, a quarter more than the 75th, and a tenth more than the 90th.
        </li>
        <li>
          <strong>Fewer than 5 filings are not shown.</strong> A group that small describes a few people, not a field, so its figures are left out
          and its row says so.
        </li>
        <li>
          <strong>Dollars.</strong> Every pay figure is {DOLLAR_BASIS_TEXT}: CEO pay (total compensation, Form 990 Part VII, columns D to F)
          from the compilers’ about-2022 dollars, the officer samples from the dollars of each return’s tax year.
        </li>
        <li>
          <strong>Counts.</strong> Every figure and table row shows the number of filings behind it. The Top 10 ranks only groups of{' '}
          {MIN_RANKED_GROUP} filings or more.
        </li>
        <li>
          <strong>Samples.</strong> CEO pay comes from the CEO file (each organization’s latest return); other titles from a random sample of
          returns (Part VII), base against total from Schedule J (2018, officers above about $150,000). Each table reads one of them, and
          their figures are not interchangeable.
        </li>
        <li>
          <strong>Gender</strong> is inferred from first names by the Nonprofit Open Data Collective; where a name does not tell, the filing is
          counted as unknown.
        </li>
        <li>
          <strong>E-filers only.</strong> Organizations that filed on paper are not in the data.
        </li>
      </ul>
    </Guide>
  );
}

/** The datasets the report draws on, as the server describes them, and where to read more. */
export function ReportData({ overview }: { overview: CompensationOverview | null }) {
  return (
    <Guide aria-labelledby="report-data-heading">
      <h2 id="report-data-heading">The data in this report</h2>
      {overview && overview.freshness.length > 0 && (
        <ul>
          {overview.freshness.map((dataset) => (
            <li key={dataset.id}>
              <strong>{dataset.label}</strong>: {formatCount(dataset.records)} records.
              <CompensationSourceLine source={dataset.source} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/our-data#ceo-compensation">Our Data</Link> describes each file, and the public pages{' '}
        <Link to={compensationPaths.overview}>Nonprofit Compensation</Link> and <Link to={compensationPaths.inTheUs}>Nonprofit Compensation in the US</Link>{' '}
        show headline figures you can share.
      </p>
    </Guide>
  );
}
