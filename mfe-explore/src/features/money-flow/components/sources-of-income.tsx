import type { MoneyFlowSourcesOfIncome } from '@x4i/shared/contracts';
import { numberFormat } from '@x4i/shared/domain';
import { styled } from 'styled-components';
import { Note, Section, SectionHeading } from './section';

const Shares = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const percent = () => numberFormat({ style: 'percent', maximumFractionDigits: 0 });

export interface SourcesOfIncomeProps {
  sources: MoneyFlowSourcesOfIncome;
}

/** Where the income comes from; the IRS file does not say, and the section says so instead of guessing. */
export function SourcesOfIncome({ sources }: SourcesOfIncomeProps) {
  const shares = [
    { label: 'Services and products', value: sources.servicesAndProductsPercent },
    { label: 'Grants', value: sources.grantsPercent },
    { label: 'Investments', value: sources.investmentPercent },
    { label: 'Other sources', value: sources.otherSourcesPercent },
  ];
  return (
    <Section aria-labelledby="money-flow-sources-heading">
      <SectionHeading id="money-flow-sources-heading">Sources of income</SectionHeading>
      <Shares>
        {shares.map((share) => (
          <li key={share.label}>
            <span>{share.label}</span>
            <strong>{percent().format(share.value / 100)}</strong>
          </li>
        ))}
      </Shares>
      {!sources.available && <Note>{sources.note}</Note>}
    </Section>
  );
}
