import { KeyFigures } from '@x4i/shared';
import { type CompensationFigure } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { filingsText, formatFigure } from '../domain/pay-format';

const Cards = styled(KeyFigures)`
  margin: 0 0 24px;
`;

/** Key figures in large type, each with the filings behind it. A figure without a value says it is not shown. */
export function StatCards({ figures, label }: { figures: readonly CompensationFigure[]; label: string }) {
  if (figures.length === 0) return null;
  return (
    <Cards aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{formatFigure(figure) ?? 'Not shown'}</dd>
          {figure.filings !== undefined && <dd>{filingsText(figure.filings)}</dd>}
        </div>
      ))}
    </Cards>
  );
}
