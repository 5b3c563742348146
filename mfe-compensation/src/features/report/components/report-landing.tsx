import { COMPENSATION_TAB_LABELS, COMPENSATION_TABS } from '@x4i/shared/domain';
import { styled } from 'styled-components';
import { AccessCard, RequestAccessCard } from '../../access/components/access-card';
import type { CompensationAccess } from '../../access/domain/access-state';
import { DatasetsList } from '../../kit/components/datasets-list';

const Section = styled.section`
  margin: 0 0 32px;
  max-width: 72ch;

  h2 {
    margin: 0 0 8px;
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  li {
    margin: 0 0 6px;
  }
`;

/** What each section of the report offers, in the order the desktop list shows them. */
const TAB_OFFERS: Record<(typeof COMPENSATION_TABS)[number], string> = {
  orientation: 'how the report is built and how to read its figures',
  benchmarking: 'pay for a job title by income bucket, region and issue area, with the 25th, median, 75th and 90th percentiles',
  'salary-calculator': 'an estimate for your own organization from peers of the same size, region and issue area',
  'gender-gap': 'the pay of women and men who lead nonprofits, by size and field, and how gender was inferred',
  'key-insights': 'the main findings across the filings',
  'top-10': 'the ten highest-paid job titles, issue areas and states, with the filings behind each',
  'tech-for-good': 'pay for technology job titles, and chief executives’ pay at technology-focused organizations',
  resources: 'how to read the report, and where the data comes from',
};

/** The landing without access: what the report offers, and the way in for this visitor (SPEC 4). */
export function ReportLanding({ access }: { access: CompensationAccess }) {
  return (
    <>
      <Section aria-labelledby="offer-heading">
        <h2 id="offer-heading">What the report offers</h2>
        <ul>
          {COMPENSATION_TABS.map((tab) => (
            <li key={tab}>
              <strong>{COMPENSATION_TAB_LABELS[tab].sm}</strong>: {TAB_OFFERS[tab]}.
            </li>
          ))}
        </ul>
        <p>Every table can be downloaded as CSV or JSON, with its source, and every figure says how many filings stand behind it.</p>
      </Section>
      {access.status === 'no-access' ? <RequestAccessCard /> : <AccessCard inlineTerms />}
      <Section aria-labelledby="landing-data-heading">
        <h2 id="landing-data-heading">The data behind it</h2>
        <DatasetsList />
      </Section>
    </>
  );
}
