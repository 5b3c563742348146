import type { SalaryEstimate } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { filingsText, formatPay } from '../../kit/domain/pay-format';

const Box = styled.section`
  margin: 0 0 32px;
  padding: 20px;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius}px;

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  .figure {
    margin: 0 0 8px;
    font-size: 2rem;
    font-weight: 700;
  }

  p {
    margin: 0 0 8px;
    max-width: 72ch;
  }
`;

/** The calculator's answer: the estimate, its 25th–75th percentile range, the filings and the peers in words. */
export function SalaryEstimateView({ estimate }: { estimate: SalaryEstimate | null }) {
  if (!estimate) {
    return (
      <Box aria-labelledby="estimate-heading">
        <h2 id="estimate-heading">Estimate</h2>
        <p>No peer group for this profile has the 5 filings an estimate needs, so there is no estimate. Choose fewer details to compare with a broader group.</p>
      </Box>
    );
  }
  return (
    <Box aria-labelledby="estimate-heading">
      <h2 id="estimate-heading">Estimate</h2>
      <p className="figure">{formatPay(estimate.estimate)}</p>
      <p>
        The median total compensation of your peers; half of them are paid between {formatPay(estimate.low)} and {formatPay(estimate.high)} (the
        25th to 75th percentile).
      </p>
      <p>
        Peers: {estimate.basis}, {filingsText(estimate.filings)}.
      </p>
      {estimate.broadened && <p>Your exact profile has fewer than 5 filings, so the estimate compares you with this broader group.</p>}
    </Box>
  );
}
