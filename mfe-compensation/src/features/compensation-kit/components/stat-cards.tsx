import type { CompensationFigure } from '@x4i/shared';
import { styled } from 'styled-components';
import { filingsText, formatFigure } from '../domain/pay-format';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  margin: 0 0 24px;

  div {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
  }

  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 4px 0 0;
    font-size: 1.375rem;
    font-weight: 700;
  }

  dd + dd {
    font-size: 0.8125rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
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
