import { abbreviateNumber, formatCount, formatCurrency, listFormat, usStateName } from '@x4i/shared/domain';
import { type MoneyFlowGrantIncome } from '@x4i/shared/contracts';
import { formatDollars } from '../domain/money-flow-text';
import { Figures, Note, Section, SectionHeading } from './section';

const conjunction = () => listFormat({ type: 'conjunction' });

export interface GrantIncomeProps {
  grants: MoneyFlowGrantIncome;
  state: string | null;
}

/** The grantmakers: private foundations, by the IRS foundation code. */
export function GrantIncome({ grants, state }: GrantIncomeProps) {
  return (
    <Section aria-labelledby="money-flow-grants-heading">
      <SectionHeading id="money-flow-grants-heading">Grant income</SectionHeading>
      <Figures>
        <div>
          <dt>Private foundations</dt>
          <dd title={formatCount(grants.orgCount)}>{abbreviateNumber(grants.orgCount)}</dd>
        </div>
        <div>
          <dt>Their income</dt>
          <dd title={formatCurrency(grants.income)}>{formatDollars(grants.income)}</dd>
        </div>
        <div>
          <dt>Their assets</dt>
          <dd title={formatCurrency(grants.assets)}>{formatDollars(grants.assets)}</dd>
        </div>
      </Figures>
      <Note>
        The grantmakers {state ? `in ${usStateName(state)} ` : ''}that the IRS file identifies: private foundations (foundation codes{' '}
        {conjunction().format(grants.foundationCodes)}). Public charities that also make grants, such as community foundations, cannot be told apart in
        this data.
      </Note>
    </Section>
  );
}
