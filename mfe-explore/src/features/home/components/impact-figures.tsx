import { formatCount, formatCurrency, type ImpactFigure } from '@x4i/shared';
import { styled } from 'styled-components';
import { SectionHeading } from '../../shared-ui/components/section-heading';

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
          </Figure>
        ))}
      </List>
    </section>
  );
}
