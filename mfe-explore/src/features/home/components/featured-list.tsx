import type { ContentCard as ContentCardData } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { ContentCard } from '../../shared-ui/components/content-card';
import { SectionHeading } from '../../shared-ui/components/section-heading';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A titled list of cards (the premium ads, the featured solutions); nothing when it is empty. */
export function FeaturedList({ id, title, cards }: { id: string; title: string; cards: readonly ContentCardData[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      <List aria-labelledby={id}>
        {cards.map((card) => (
          <li key={card.id}>
            <ContentCard card={card} />
          </li>
        ))}
      </List>
    </section>
  );
}
