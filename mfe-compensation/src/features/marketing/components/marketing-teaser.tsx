import { BACKEND_UNAVAILABLE_MESSAGE, ErrorState, isApiError, Spinner } from '@x4i/shared';
import { COMPENSATION_MESSAGES, type CompensationMarketingResponse } from '@x4i/shared/contracts';
import { CompensationSourceLine } from '../../kit/components/compensation-source-line';
import { DollarBasisLine } from '../../kit/components/dollar-basis-line';
import { GenderGapView } from '../../kit/components/gender-gap-view';
import { PayTableView } from '../../kit/components/pay-table-view';
import { StatCards } from '../../kit/components/stat-cards';
import { isShown } from '../../kit/domain/pay-format';

type TeaserData = CompensationMarketingResponse['data'];

/** The title's overall pay: the four percentiles with the filings behind them, or the suppression message. */
export function OverallPay({ data }: { data: TeaserData }) {
  const { overall } = data;
  return (
    <>
      <DollarBasisLine text={data.dollarBasis} />
      {isShown(overall) ? (
        <StatCards
          label={`Overall pay of ${data.title}`}
          figures={[
            { label: '25th percentile', value: overall.p25, format: 'currency', filings: overall.filings },
            { label: 'Median', value: overall.median, format: 'currency', filings: overall.filings },
            { label: '75th percentile', value: overall.p75, format: 'currency', filings: overall.filings },
            { label: '90th percentile', value: overall.p90, format: 'currency', filings: overall.filings },
          ]}
        />
      ) : (
        <p>{COMPENSATION_MESSAGES.suppressed}</p>
      )}
      <CompensationSourceLine source={data.source} filings={overall.filings} />
    </>
  );
}

export function ByIncomeBucket({ data, headingLevel = 3 }: { data: TeaserData; headingLevel?: 2 | 3 }) {
  return (
    <PayTableView
      headingLevel={headingLevel}
      table={{
        id: 'by-income-bucket',
        title: `Pay of ${data.title} by income bucket`,
        description: 'Total compensation by the size of the organization’s income.',
        rowHeading: 'Income bucket',
        measure: data.measure,
        source: data.source,
        rows: data.byIncomeBucket,
      }}
    />
  );
}

export function TeaserGenderGap({ data, headingLevel = 3 }: { data: TeaserData; headingLevel?: 2 | 3 }) {
  return data.genderGap ? <GenderGapView title={data.title} gap={data.genderGap} source={data.source} measure={data.measure} headingLevel={headingLevel} /> : null;
}

/** Before the teaser: a spinner, or the failure with a retry (the rest of the page stays readable). */
export function TeaserLoading({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (!error) return <Spinner label="Loading the compensation figures" />;
  const said = isApiError(error) && error.status >= 400 && error.status < 500;
  return <ErrorState message={said ? error.message : BACKEND_UNAVAILABLE_MESSAGE} onRetry={onRetry} />;
}
