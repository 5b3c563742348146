import type { ContentCard as ContentCardData } from '@x4i/shared/contracts';
import { startTransition, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { shuffle } from '../../kit/domain/shuffle';
import { ContentCard } from '../../kit/components/content-card';
import { SectionHeading } from '../../kit/components/section-heading';

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

/**
 * A FeaturedList in an order of its own, drawn once per answer so that it holds while the visitor reads (SPEC 2.8:
 * the ads are shuffled). The shuffle waits for the browser, since the first render must match the page the server
 * rendered; it is kept here so that it renders this list again, not the whole page. After hydration, as a
 * transition: set in a layout effect it was a synchronous render of every card in the task that finished hydrating,
 * one long task on a phone. The list is below the fold, so the order shown before it settles is not seen.
 */
export function ShuffledFeaturedList({ cards, ...list }: { id: string; title: string; cards: readonly ContentCardData[] }) {
  const [shuffled, setShuffled] = useState<{ from: readonly ContentCardData[]; cards: readonly ContentCardData[] } | null>(null);
  useEffect(() => startTransition(() => setShuffled({ from: cards, cards: shuffle(cards) })), [cards]);
  return <FeaturedList {...list} cards={shuffled?.from === cards ? shuffled.cards : cards} />;
}
