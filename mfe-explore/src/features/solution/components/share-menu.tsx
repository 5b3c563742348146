import { Button, ExternalLink, useSnackbar } from '@x4i/shared';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { COPY_LINK_SOURCE, shareTargets } from '../../../domain/share-links';

const Root = styled.div`
  display: grid;
  gap: 8px;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.secondary};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.secondary};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ShareMenuProps {
  /** The page's absolute address. */
  url: string;
  title: string;
  shares: number;
  onShare(source: string): void;
}

/** Share (SPEC 4): copy the link or share on LinkedIn, X, Facebook or by e-mail; each share is recorded. */
export function ShareMenu({ url, title, shares, onShare }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { show } = useSnackbar();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      show('Link copied.');
      onShare(COPY_LINK_SOURCE);
    } catch {
      show('The link could not be copied.', { variant: 'error' });
    }
  };

  return (
    <Root>
      <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        Share ({shares})
      </Button>
      <List id={listId} hidden={!open} aria-label="Share this solution">
        <li>
          <button type="button" onClick={() => void copy()}>
            Copy link
          </button>
        </li>
        {shareTargets(url, title).map((target) => (
          <li key={target.source}>
            {target.source === 'EMAIL' ? (
              <a href={target.href} onClick={() => onShare(target.source)}>
                {target.label}
              </a>
            ) : (
              <ExternalLink href={target.href} onClick={() => onShare(target.source)}>
                {target.label}
              </ExternalLink>
            )}
          </li>
        ))}
      </List>
    </Root>
  );
}
