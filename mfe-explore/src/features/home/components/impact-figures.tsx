import { formatCount, formatCurrency } from '@x4i/shared/domain';
import { type ImpactFigure } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { SectionHeading } from '../../kit/components/section-heading';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.75rem;
    font-weight: 700;
  }
`;

/** What the figure covers (demo items, IRS files and dates), under its label (order -1 in the reversed column). */
const Note = styled.dd`
  && {
    order: -1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 400;
  }
`;

export function formatImpact(figure: ImpactFigure): string {
  return figure.format === 'currency' ? formatCurrency(figure.value) : formatCount(figure.value);
}

/** SPEC 2.8 IMPACT: the directory's figures, formatted with Intl (en-US). */
export function ImpactFigures({ figures }: { figures: readonly ImpactFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="home-impact-heading">
      <SectionHeading id="home-impact-heading">Impact</SectionHeading>
      <List>
        {figures.map((figure) => (
          <Figure key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{formatImpact(figure)}</dd>
            {figure.note && <Note>{figure.note}</Note>}
          </Figure>
        ))}
      </List>
    </section>
  );
}
