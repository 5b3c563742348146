import { ButtonLink } from '@x4i/shared';
import { type CarouselSlide } from '@x4i/shared/contracts';
import { useId, useState } from 'react';
import { styled } from 'styled-components';

const Region = styled.section`
  display: grid;
  gap: 16px;
  padding: 32px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.white};

  ${({ theme }) => theme.below.xs} {
    padding: 24px 16px;
  }
`;

const Slide = styled.div`
  display: grid;
  gap: 12px;
  min-height: 160px;
  align-content: start;

  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem);
  }

  p {
    margin: 0;
    max-width: 60ch;
    font-size: 1.125rem;
  }

  a {
    justify-self: start;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.colors.white};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  font: inherit;
  font-size: 1.25rem;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.white};
    outline-offset: 2px;
  }
`;

/**
 * The home page's highlights (SPEC 2.8 CAROUSEL): one slide at a time, moved only by the previous and next
 * buttons (no rotation on its own, so nothing moves while someone reads), with 'slide x of n' announced.
 */
export function Carousel({ slides, label = 'Highlights' }: { slides: readonly CarouselSlide[]; label?: string }) {
  const [index, setIndex] = useState(0);
  const slideId = useId();
  if (slides.length === 0) return null;
  const current = Math.min(index, slides.length - 1);
  const slide = slides[current]!;
  const go = (step: number) => setIndex((current + step + slides.length) % slides.length);

  return (
    <Region aria-roledescription="carousel" aria-label={label}>
      <Slide id={slideId} role="group" aria-roledescription="slide" aria-label={`${current + 1} of ${slides.length}`}>
        <h2>{slide.title}</h2>
        <p>{slide.text}</p>
        <ButtonLink to={slide.to}>{slide.linkLabel}</ButtonLink>
      </Slide>
      {slides.length > 1 && (
        <Controls>
          <Arrow type="button" aria-controls={slideId} aria-label="Previous slide" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </Arrow>
          <span aria-live="polite">
            Slide {current + 1} of {slides.length}
          </span>
          <Arrow type="button" aria-controls={slideId} aria-label="Next slide" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </Arrow>
        </Controls>
      )}
    </Region>
  );
}
