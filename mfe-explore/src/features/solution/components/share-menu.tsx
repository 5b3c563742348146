import { Button, Dialog, ExternalLink, useSnackbar } from '@x4i/shared';
import { useState } from 'react';
import { styled } from 'styled-components';
import { COPY_LINK_SOURCE, shareTargets } from '../../kit/domain/share-links';

const Address = styled.p`
  margin: 0 0 16px;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
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

/**
 * Share: a button that opens the share dialog, where the visitor copies the link or shares on LinkedIn, X,
 * Facebook or by e-mail; each share is recorded, and the dialog closes once the visitor has chosen.
 */
export function ShareMenu({ url, title, shares, onShare }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const { show } = useSnackbar();
  const shared = (source: string) => {
    onShare(source);
    setOpen(false);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      show('Link copied.');
      shared(COPY_LINK_SOURCE);
    } catch {
      show('The link could not be copied.', { variant: 'error' });
    }
  };

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Share ({shares})
      </Button>
      {open && (
        <Dialog title="Share this solution" onClose={() => setOpen(false)}>
          <Address>{url}</Address>
          <List aria-label="Ways to share">
            <li>
              <button type="button" onClick={() => void copy()}>
                Copy link
              </button>
            </li>
            {shareTargets(url, title).map((target) => (
              <li key={target.source}>
                {target.source === 'EMAIL' ? (
                  <a href={target.href} onClick={() => shared(target.source)}>
                    {target.label}
                  </a>
                ) : (
                  <ExternalLink href={target.href} onClick={() => shared(target.source)}>
                    {target.label}
                  </ExternalLink>
                )}
              </li>
            ))}
          </List>
        </Dialog>
      )}
    </>
  );
}
