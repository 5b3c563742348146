import { ExternalLink } from '@x4i/shared';
import { formatCount, formatIsoDate, listFormat, usStateName } from '@x4i/shared/domain';
import { type FinderPageResponse } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { SectionHeading } from '../../kit/section-heading';

const Section = styled.section`
  margin-top: 48px;
  padding-top: 32px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p {
    max-width: 72ch;
  }

  a {
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const INTERNATIONAL = 'INTL';
const conjunction = () => listFormat({ type: 'conjunction' });

function regionName(region: string): string {
  return region === INTERNATIONAL ? 'addresses outside the states' : usStateName(region);
}

/** The snapshot date most files share, and the files that are older or newer than it. */
function snapshotSummary(freshness: FinderPageResponse['freshness']) {
  const byDate = new Map<string, string[]>();
  for (const file of freshness) byDate.set(file.snapshotDate, [...(byDate.get(file.snapshotDate) ?? []), file.region]);
  const [main, ...others] = [...byDate.entries()].sort((a, b) => b[1].length - a[1].length);
  return { main, others };
}

export interface DataCoverageProps {
  page: FinderPageResponse;
}

/** Where the data comes from, how fresh it is and which states it covers. */
export function DataCoverage({ page }: DataCoverageProps) {
  const { main, others } = snapshotSummary(page.freshness);
  const international = page.freshness.some((file) => file.region === INTERNATIONAL);
  return (
    <Section aria-labelledby="finder-data-heading">
      <SectionHeading id="finder-data-heading">About the data</SectionHeading>
      <p>
        {formatCount(page.orgCount)} organizations from the IRS Exempt Organizations Business Master File: the tax-exempt
        organizations registered in {conjunction().format(page.coveredStates.map(usStateName))}
        {international ? ', and those with an address outside the states (Puerto Rico, US territories, abroad)' : ''}.
      </p>
      {main && (
        <p>
          IRS data as of {formatIsoDate(main[0]) ?? main[0]}.
          {others.map(([date, regions]) => (
            <span key={date}>
              {' '}
              {conjunction().format(regions.map(regionName))}: as of {formatIsoDate(date) ?? date}.
            </span>
          ))}
        </p>
      )}
      <p>
        The IRS publishes these files every month:{' '}
        <ExternalLink href={page.sourceUrl}>Exempt Organizations Business Master File Extract (EO BMF)</ExternalLink>.
      </p>
    </Section>
  );
}
