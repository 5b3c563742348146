import type {} from 'styled-components';
/** The one theme (SPEC 9): colours, Montserrat, and the three breakpoints. */

export const breakpoints = { xs: 768, sm: 960, md: 1136 } as const;

export const theme = {
  colors: {
    primary: '#FF4957',
    secondary: '#304659',
    accent: '#FB3A67',
    error: '#B20019',
    info: '#8298AB',
    success: '#50755C',
    warning: '#FFC107',
    text: '#1F2A33',
    textMuted: '#4E5D6A',
    background: '#FFFFFF',
    surface: '#F5F7F9',
    border: '#D5DCE2',
    black: '#000000',
    white: '#FFFFFF',
    /** Focus ring: dark enough on white and on the primary colour. */
    focus: '#1A5FB4',
    /**
     * Filled buttons use the primary colour darkened: white text on #FF4957 is about 3.3:1, short of WCAG AA's
     * 4.5:1 for a button's label, and on this one it is 4.97:1 (theme.test.ts checks both).
     */
    primaryStrong: '#D62839',
    primaryStrongHover: '#B3192C',
  },
  font: {
    family: "'Montserrat', 'Helvetica Neue', Arial, sans-serif",
  },
  breakpoints,
  /** Media queries: `below.xs` is the mobile layout (under 768 px). */
  below: {
    xs: `@media (max-width: ${breakpoints.xs - 0.02}px)`,
    sm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
    md: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  },
  above: {
    xs: `@media (min-width: ${breakpoints.xs}px)`,
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
  },
  contentMaxWidth: 1136,
  radius: 8,
  shadow: '0 4px 16px rgba(31, 42, 51, 0.16)',
  /** Stacking order: overlays (modals, snackbar) sit above the drawer, which sits above menus and the app bar. */
  zIndex: { appBar: 100, dropdown: 200, drawer: 300, overlay: 400 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
