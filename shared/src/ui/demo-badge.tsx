import { styled } from 'styled-components';

const Tag = styled.span`
  display: inline-block;
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
`;

const Explained = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

/** What the badge means, said once on a page that shows one demo item. */
export const DEMO_EXPLANATION = 'Written for the demo of this directory, not taken from a real organization.';

/**
 * The 'Demo' badge of an item from the demo corpus (the issue on honest content): on every card, detail page and
 * home tile built from one, so nobody takes a fictitious item for a real one. `explained` adds what it means,
 * for a detail page. Plain text, read by screen readers where it stands.
 */
export function DemoBadge({ explained = false }: { explained?: boolean }) {
  if (!explained) return <Tag>Demo</Tag>;
  return (
    <Explained>
      <Tag>Demo</Tag>
      <span>{DEMO_EXPLANATION}</span>
    </Explained>
  );
}
