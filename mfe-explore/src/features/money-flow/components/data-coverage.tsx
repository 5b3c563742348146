import { ExternalLink } from '@x4i/shared';
import { type MoneyFlowCoverage } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { coverageDetails, MONEY_FLOW_SOURCE_NAME } from '../domain/money-flow-text';

const Footer = styled.section`
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  p {
    max-width: 80ch;
    margin: 0 0 8px;
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

export interface DataCoverageProps {
  coverage: MoneyFlowCoverage;
}

/** What the figures cover and where they come from. */
export function DataCoverage({ coverage }: DataCoverageProps) {
  return (
    <Footer aria-label="About the data">
      <p>
        Source: <ExternalLink href={coverage.sourceUrl}>{MONEY_FLOW_SOURCE_NAME}</ExternalLink>
        {coverageDetails(coverage)}.
      </p>
      <p>
        Tax-exempt organizations with an address in a state or DC; Puerto Rico, the territories and addresses abroad are not counted. Each organization
        counts once, by its newest record. Goals are matched through each organization’s NTEE code, by X4I’s own mapping of the NTEE major groups
        to the UN goals.
      </p>
    </Footer>
  );
}
