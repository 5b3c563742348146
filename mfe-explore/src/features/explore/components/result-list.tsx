import type { ContentActionResponse, ContentCard as ContentCardData } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { ContentCard } from '../../kit/components/content-card';

const List = styled.ul<{ $stale: boolean }>`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

export interface ResultListProps {
  cards: readonly ContentCardData[];
  label: string;
  stale?: boolean;
  onUpdate?: (id: string, counters: ContentActionResponse) => void;
}

export function ResultList({ cards, label, stale = false, onUpdate }: ResultListProps) {
  return (
    <List aria-label={label} aria-busy={stale || undefined} $stale={stale}>
      {cards.map((card) => (
        <li key={card.id}>
          <ContentCard card={card} onUpdate={onUpdate && ((counters) => onUpdate(card.id, counters))} />
        </li>
      ))}
    </List>
  );
}
