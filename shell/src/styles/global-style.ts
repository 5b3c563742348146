import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.family};
    font-size: 1rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: 1.25;
  }

  img, svg, video {
    max-width: 100%;
  }

  a {
    color: ${({ theme }) => theme.colors.secondary};
  }

  button, input, select, textarea {
    font: inherit;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* Printing a page (or saving it as PDF) keeps its content: the site's bars, menus and buttons stay on screen. */
  @media print {
    [data-print='hide'],
    main button,
    main summary {
      display: none !important;
    }

    body {
      background: #fff;
      color: #000;
    }

    main section,
    main figure,
    main table {
      break-inside: avoid;
    }

    main a {
      color: inherit;
      text-decoration: none;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
