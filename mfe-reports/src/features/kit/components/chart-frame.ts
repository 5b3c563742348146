import { styled } from 'styled-components';

/**
 * The frame every report chart draws in: a phone-sized and a wide drawing of the same chart, both plain SVG (so the
 * server renders them without measuring anything), and a container query that shows the one fitting the width.
 * Container widths from REGULAR_FROM up get the wide drawing (at 560 px a 640-wide drawing's 13 px text is 11.4 px).
 */
export const REGULAR_FROM = 560;

export const ChartFigure = styled.figure`
  margin: 0;
  container-type: inline-size;
`;

export const ChartSvg = styled.svg<{ $regularMaxWidth: number }>`
  display: block;
  width: 100%;
  height: auto;

  text {
    fill: ${({ theme }) => theme.colors.text};
  }

  &.compact {
    max-width: 480px;
  }

  &.regular {
    display: none;
    max-width: ${({ $regularMaxWidth }) => $regularMaxWidth}px;
  }

  @container (min-width: ${REGULAR_FROM}px) {
    &.compact {
      display: none;
    }

    &.regular {
      display: block;
    }
  }
`;
