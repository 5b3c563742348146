import { formatCurrency, formatEin, formatIrsMonth, formatIsoDate } from '@x4i/shared/domain';
import { type AmountWithRange, type CodedValue, type NonprofitDetails } from '@x4i/shared/contracts';
import { FactList, Muted } from './fact-list';
import { headingFor } from '../../kit/section-heading';

const NOT_ON_FILE = 'Not on file';

function subsectionText(subsection: NonprofitDetails['subsection']): string {
  const type = subsection.exemptOrganizationType ?? `501(c)(${Number(subsection.code)})`;
  const classes = subsection.classifications.map((item) => item.description ?? `classification ${item.code}`);
  return classes.length ? `${type}: ${classes.join('; ')}` : type;
}

function coded(value: CodedValue | null): string {
  if (!value) return NOT_ON_FILE;
  return value.description ?? `Code ${value.code}`;
}

function Amount({ value, rangeName }: { value: AmountWithRange; rangeName: string }) {
  return (
    <>
      {value.amount === null ? NOT_ON_FILE : formatCurrency(value.amount)}
      {value.range && (
        <Muted>
          IRS {rangeName} code {value.range.code}
          {value.range.description ? ` (${value.range.description})` : ''}
        </Muted>
      )}
    </>
  );
}

export interface OrganizationFactsProps {
  details: NonprofitDetails;
  headingLevel: 2 | 3;
  headingId?: string;
}

/** The organisation's IRS record (EO BMF), in words. */
export function OrganizationFacts({ details, headingLevel, headingId }: OrganizationFactsProps) {
  const Heading = headingFor(headingLevel);
  const cityLine = [details.city, [details.state, details.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>IRS record</Heading>
      <FactList>
        <dt>EIN</dt>
        <dd>{formatEin(details.ein)}</dd>
        <dt>Address</dt>
        <dd>
          {details.careOf && <Muted>In care of {details.careOf.replace(/^%\s*/, '')}</Muted>}
          {details.street}
          {details.street && <br />}
          {cityLine}
        </dd>
        <dt>Subsection</dt>
        <dd>{subsectionText(details.subsection)}</dd>
        <dt>Ruling year</dt>
        <dd>{details.ruling?.year ?? NOT_ON_FILE}</dd>
        <dt>Assets</dt>
        <dd>
          <Amount value={details.assets} rangeName="asset" />
        </dd>
        <dt>Income</dt>
        <dd>
          <Amount value={details.income} rangeName="income" />
        </dd>
        <dt>Revenue</dt>
        <dd>{details.revenue.amount === null ? NOT_ON_FILE : formatCurrency(details.revenue.amount)}</dd>
        <dt>Tax period</dt>
        <dd>{formatIrsMonth(details.taxPeriod) ?? details.taxPeriod ?? NOT_ON_FILE}</dd>
        <dt>Filing requirement</dt>
        <dd>{coded(details.filingRequirement)}</dd>
        <dt>Deductibility</dt>
        <dd>{coded(details.deductibility)}</dd>
        <dt>Foundation</dt>
        <dd>{coded(details.foundation)}</dd>
        <dt>Exemption status</dt>
        <dd>{coded(details.status)}</dd>
        <dt>Organization</dt>
        <dd>{coded(details.organization)}</dd>
        <dt>Source</dt>
        <dd>
          IRS file {details.source.file}, snapshot of {formatIsoDate(details.source.snapshotDate) ?? details.source.snapshotDate}
        </dd>
      </FactList>
    </section>
  );
}
