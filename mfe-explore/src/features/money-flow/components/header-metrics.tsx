import { VisuallyHidden } from '@x4i/shared';
import { abbreviateNumber, formatCount, formatCurrency } from '@x4i/shared/domain';
import { type MoneyFlowHeaderMetrics } from '@x4i/shared/contracts';
import { formatDollars } from '../domain/money-flow-text';
import { Figures, Note, Section } from './section';

export interface HeaderMetricsProps {
  metrics: MoneyFlowHeaderMetrics;
}

/** The headline figures, abbreviated ('0a'); the exact value shows on hover. */
export function HeaderMetrics({ metrics }: HeaderMetricsProps) {
  const items = [
    { label: 'Organizations', value: abbreviateNumber(metrics.orgCount), exact: formatCount(metrics.orgCount) },
    { label: 'Total income', value: formatDollars(metrics.totalIncome), exact: formatCurrency(metrics.totalIncome) },
    { label: 'Total revenue', value: formatDollars(metrics.totalRevenue), exact: formatCurrency(metrics.totalRevenue) },
    { label: 'Total assets', value: formatDollars(metrics.totalAssets), exact: formatCurrency(metrics.totalAssets) },
    { label: 'States covered', value: formatCount(metrics.statesCovered), exact: formatCount(metrics.statesCovered) },
  ];
  return (
    <Section aria-labelledby="money-flow-metrics-heading">
      <VisuallyHidden as="h2" id="money-flow-metrics-heading">
        Key figures
      </VisuallyHidden>
      <Figures>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd title={item.exact}>{item.value}</dd>
          </div>
        ))}
      </Figures>
      <Note>
        Income and revenue are two figures of the IRS file. Income is the income amount of every return (Forms 990,
        990-EZ and 990-PF): gross receipts, before the costs of goods sold, rentals and fundraising events are taken
        off. Revenue is the Form 990 revenue amount, after those costs, and the file has none for private
        foundations (Form 990-PF). So revenue is the smaller of the two.
      </Note>
    </Section>
  );
}
