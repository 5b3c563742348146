import { styled, useTheme } from 'styled-components';

const Svg = styled.svg`
  display: block;
  height: 32px;
  width: 68px;
`;

/** The X4I wordmark, drawn: a coral X, then 4 and I in the secondary colour. Decorative; the link names it. */
export function Logo({ className }: { className?: string }) {
  const { colors } = useTheme();
  return (
    <Svg className={className} viewBox="0 0 68 32" aria-hidden="true" focusable="false">
      <path d="M3 3h7l18 26h-7z M21 3h7L10 29H3z" fill={colors.primary} />
      <path d="M43 3h7L39 18h-7z M44 3h6v26h-6z M32 18h22v6H32z" fill={colors.secondary} />
      <path d="M60 3h6v26h-6z" fill={colors.secondary} />
    </Svg>
  );
}
