import type { CompensationMarketingResponse, CompensationSource } from '@x4i/shared/contracts';
import { genderGapSentence, unknownShareSentence } from '../domain/gender-gap';
import { PayTableView } from './pay-table-view';

type GenderGap = NonNullable<CompensationMarketingResponse['data']['genderGap']>;

/** Women's and men's pay for a title: the gap in a sentence, then the range chart and table of both groups. */
export function GenderGapView({
  title,
  gap,
  source,
  measure,
  headingLevel = 3,
}: {
  title: string;
  gap: GenderGap;
  source: CompensationSource;
  /** What the figures measure, with their dollar basis, as the server states it. */
  measure: string;
  headingLevel?: 2 | 3;
}) {
  const sentence = genderGapSentence(title, gap.women, gap.men);
  return (
    <PayTableView
      headingLevel={headingLevel}
      table={{
        id: 'gender-gap',
        title: `Pay of women and men: ${title}`,
        description: `${sentence ?? 'One of the two groups has too few filings to compare.'} ${unknownShareSentence(gap.unknownShare)}`,
        rowHeading: 'Gender',
        measure,
        source,
        rows: [
          { key: 'F', label: 'Women', ...gap.women },
          { key: 'M', label: 'Men', ...gap.men },
        ],
      }}
    />
  );
}
