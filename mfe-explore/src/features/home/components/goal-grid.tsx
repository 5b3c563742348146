import { formatCount, readableTextColor, UN_SDG_ENTRIES } from '@x4i/shared/domain';
import { type ExploreCategoryMetrics } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { metricsFor } from '../../kit/domain/category-metrics';
import { SectionHeading } from '../../kit/components/section-heading';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Goal = styled.button<{ $color: string }>`
  display: grid;
  gap: 4px;
  width: 100%;
  height: 100%;
  min-height: 112px;
  align-content: start;
  padding: 12px;
  border: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ $color }) => $color};
  color: ${({ $color }) => readableTextColor($color)};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.white} inset;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const GoalNumber = styled.span`
  font-size: 0.8125rem;
  font-weight: 700;
`;

const Name = styled.span`
  font-weight: 700;
  line-height: 1.2;
`;

const Total = styled.span`
  font-size: 0.875rem;
`;

export interface GoalGridProps {
  metrics: Readonly<Record<string, Partial<ExploreCategoryMetrics> | undefined>> | undefined;
  selected: string | null;
  onSelect(value: string): void;
}

/** The 17 goals and All in their colours, each with its item count; choosing one shows its wheel results. */
export function GoalGrid({ metrics, selected, onSelect }: GoalGridProps) {
  return (
    <section aria-labelledby="home-goals-heading">
      <SectionHeading id="home-goals-heading">Explore by UN Sustainable Development Goal</SectionHeading>
      <Grid>
        {UN_SDG_ENTRIES.map((entry) => {
          const { total, demo } = metricsFor(metrics, entry.value);
          return (
            <li key={entry.value}>
              <Goal type="button" $color={entry.color} aria-pressed={selected === entry.value} title={entry.tip} onClick={() => onSelect(entry.value)}>
                <GoalNumber>{entry.shorthand}</GoalNumber>
                <Name>{entry.label}</Name>
                <Total>
                  {formatCount(total)} {total === 1 ? 'item' : 'items'}
                  {demo > 0 && <>, {demo === total ? 'all demo' : `${formatCount(demo)} demo`}</>}
                </Total>
              </Goal>
            </li>
          );
        })}
      </Grid>
    </section>
  );
}
