import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ExternalLink } from '@x4i/shared';
import { partners as defaultPartners, partnersCaption, partnersHeading, partnersNote as defaultNote, type Partner } from './partners';

/** SPEC 9: partner carousel item widths. */
const ITEM_WIDTH = { desktop: 210, mobile: 160 };

const Section = styled.section`
  padding: 48px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentMaxWidth}px;
  margin: 0 auto;
  padding: 0 32px;
  text-align: center;

  ${({ theme }) => theme.below.xs} {
    padding: 0 16px;
  }
`;

const Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.75rem;
  font-weight: 700;
`;

const Subheading = styled.p`
  margin: 4px 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
  font-weight: 500;
`;

const Carousel = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const List = styled.ul`
  display: flex;
  flex: 1;
  min-width: 0;
  gap: 16px;
  margin: 0;
  padding: 6px;
  overflow-x: auto;
  /* Contains the links' visually hidden text, which would otherwise widen the page. */
  position: relative;
  list-style: none;
  scroll-snap-type: x mandatory;
  /*
   * Snap positions measured inside the padding: without it the first tile snaps to 6px, the browser scrolls the
   * list by itself while the page loads, and Chrome takes that scroll for the visitor's and stops recording the
   * page's largest contentful paint.
   */
  scroll-padding-inline: 6px;
  scroll-behavior: smooth;
  scrollbar-width: thin;

  > li {
    flex: 0 0 ${ITEM_WIDTH.desktop}px;
    scroll-snap-align: start;
  }

  ${({ theme }) => theme.below.xs} {
    > li {
      flex-basis: ${ITEM_WIDTH.mobile}px;
    }
  }
`;

const Tile = styled(ExternalLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 112px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 700;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.secondary};
    text-decoration: underline;
  }

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const ArrowButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.secondary};
  cursor: pointer;

  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.info};
    cursor: default;
  }

  &[hidden] {
    display: none;
  }
`;

const Note = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PartnersRowProps {
  partners?: Partner[];
  note?: string | null;
}

/**
 * The partner carousel (SPEC 1, 2.6): a scroll-snapping list that people scroll, swipe or tab through, with
 * previous/next buttons. It never moves on its own.
 */
export function PartnersRow({ partners = defaultPartners, note = defaultNote }: PartnersRowProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const updateEdges = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const maxScroll = list.scrollWidth - list.clientWidth;
    setEdges({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= maxScroll - 1 });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    updateEdges();
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateEdges);
    observer.observe(list);
    return () => observer.disconnect();
  }, [updateEdges]);

  const scrollPage = (direction: -1 | 1) => {
    const list = listRef.current;
    list?.scrollBy?.({ left: direction * list.clientWidth * 0.8 });
  };

  if (partners.length === 0) return null;
  const fits = edges.atStart && edges.atEnd;

  return (
    <Section aria-labelledby={headingId} data-print="hide">
      <Inner>
        <Heading id={headingId}>{partnersHeading}</Heading>
        <Subheading>{partnersCaption}</Subheading>
        <Carousel>
          <ArrowButton
            type="button"
            aria-label="Previous sources"
            hidden={fits}
            disabled={edges.atStart}
            onClick={() => scrollPage(-1)}
          >
            <Arrow direction="previous" />
          </ArrowButton>
          <List ref={listRef} onScroll={updateEdges}>
            {partners.map((partner) => (
              <li key={partner.url}>
                <Tile href={partner.url}>
                  {partner.logo ? <img src={partner.logo} alt={partner.title} loading="lazy" /> : partner.title}
                </Tile>
              </li>
            ))}
          </List>
          <ArrowButton
            type="button"
            aria-label="Next sources"
            hidden={fits}
            disabled={edges.atEnd}
            onClick={() => scrollPage(1)}
          >
            <Arrow direction="next" />
          </ArrowButton>
        </Carousel>
        {note && <Note>{note}</Note>}
      </Inner>
    </Section>
  );
}
