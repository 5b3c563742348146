import { findUnSdgByValue, readableTextColor, type UnSdgEntry } from '@x4i/shared/domain';
import { styled } from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li<{ $color: string }>`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ $color }) => $color};
  color: ${({ $color }) => readableTextColor($color)};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.6;
`;

/** The goals of an item (UNSDG values), each in its UN colour; unknown values are left out. */
export function GoalChips({ categories, label = 'UN Sustainable Development Goals' }: { categories: readonly string[]; label?: string }) {
  const goals = [...new Set(categories)].map((value) => findUnSdgByValue(value)).filter((goal): goal is UnSdgEntry => goal !== undefined);
  if (goals.length === 0) return null;
  return (
    <List aria-label={label}>
      {goals.map((goal) => (
        <Chip key={goal.value} $color={goal.color} title={goal.tip}>
          {goal.label}
        </Chip>
      ))}
    </List>
  );
}
