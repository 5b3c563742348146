import { styled } from 'styled-components';

const SIZE = 56;

const Image = styled.img`
  flex: none;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.white};
`;

const Initials = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.white};
  font-size: 1.25rem;
  font-weight: 700;
`;

/** 'Pilot Labs Inc.' → 'PL'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /\w/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.replace(/^\W+/, '')[0]!.toUpperCase())
    .join('');
}

/** The item's logo, or the initials of its name. Decorative: the name is always written next to it. */
export function ContentLogo({ src, name }: { src: string | null | undefined; name: string }) {
  if (src) return <Image src={src} alt="" width={SIZE} height={SIZE} loading="lazy" />;
  return <Initials aria-hidden="true">{initialsOf(name) || '?'}</Initials>;
}
