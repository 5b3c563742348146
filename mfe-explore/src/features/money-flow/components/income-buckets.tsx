import { TableDownloads } from '@x4i/shared';
import type { ExportedTable, IncomeBucketCode } from '@x4i/shared/domain';
import type { MoneyFlowResponse } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { formatDollars, formatOrganizations } from '../domain/money-flow-text';
import { Note, Section, SectionHeading } from './section';

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px;
`;

const BucketButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  min-height: 44px;
  padding: 12px 16px;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.secondary};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.white};
  }

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const BucketLabel = styled.span`
  font-weight: 700;
`;

const Total = styled.p`
  margin: 16px 0 0;
  font-weight: 600;
`;

export interface IncomeBucketsProps {
  buckets: MoneyFlowResponse['allIncomeBuckets'];
  total: MoneyFlowResponse['allIncomeBucketsTotal'];
  selected: readonly IncomeBucketCode[];
  onToggle(code: IncomeBucketCode): void;
  /** The buckets as a download (money-flow-exports). */
  download: ExportedTable;
}

/**
 * The four income buckets as toggle buttons: pressed ones are counted everywhere on the page. A button's name is
 * its bucket; its figures describe it.
 */
export function IncomeBuckets({ buckets, total, selected, onToggle, download }: IncomeBucketsProps) {
  return (
    <Section aria-labelledby="money-flow-buckets-heading">
      <SectionHeading id="money-flow-buckets-heading">Income buckets</SectionHeading>
      <Buttons role="group" aria-labelledby="money-flow-buckets-heading">
        {buckets.map((bucket) => (
          <BucketButton
            key={bucket.code}
            type="button"
            aria-pressed={selected.includes(bucket.code)}
            onClick={() => onToggle(bucket.code)}
          >
            <BucketLabel>{bucket.label}</BucketLabel>
            <span>
              {bucket.selected ? `${formatOrganizations(bucket.orgCount)}, ${formatDollars(bucket.income)} income` : 'Not counted'}
            </span>
          </BucketButton>
        ))}
      </Buttons>
      <Total>
        Selected buckets: {formatOrganizations(total.orgCount)}, {formatDollars(total.income)} income
      </Total>
      <Note>By the income each organization last reported to the IRS. Choose buckets to count; all four count by default.</Note>
      <TableDownloads table={download} fileStem="money-flow-by-income-bucket" />
    </Section>
  );
}
