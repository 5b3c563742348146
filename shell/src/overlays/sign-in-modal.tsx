import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { Button, ModalDialog, pageNavigation, readBootData, signInUrl, useSignIn } from '@x4i/shared';
import { ModalCloseButton, ModalHeader, ModalTitle } from './modal-frame';

/** SPEC 9: sign-in modal max width. */
export const SIGN_IN_MODAL_MAX_WIDTH = 450;

export const SIGN_IN_CONTINUE_TITLE = 'Please sign in to continue';

type SignInTab = 'sign-in' | 'sign-up';

const TABS: readonly { id: SignInTab; label: string; intro: string }[] = [
  { id: 'sign-in', label: 'Sign In', intro: 'Welcome back. Continue to sign in to your account.' },
  { id: 'sign-up', label: 'Sign Up', intro: 'Create a free account to follow solutions, recommend them and more.' },
];

const TabList = styled.div`
  display: flex;
  margin: 0 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex: 1;
  min-height: 44px;
  padding: 8px 12px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: inherit;
  font-size: 1rem;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.secondary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const TabPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px;

  ${({ theme }) => theme.below.xs} {
    padding: 16px;
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * SPEC 4 sign-in modal, mounted once by the shell: Sign In and Sign Up tabs and a continue button that leaves for
 * the gateway's sign-in, on the identity provider's matching form. The terms are accepted there, once, not here:
 * the provider's page is where the password is typed and the account created, it is the only place a hosted
 * provider's acceptance can be recorded, and a tick carried over from this modal in the address would prove
 * nothing. Escape and the close icon close it and clear the landing path and action; focus stays inside and goes
 * back on close.
 */
export function SignInModal() {
  const { isOpen, close } = useSignIn();
  // Remounted at each opening, so the tab starts fresh.
  return isOpen ? <SignInPanel onClose={close} /> : null;
}

function SignInPanel({ onClose }: { onClose: () => void }) {
  const { landingPath, action } = useSignIn();
  const titleId = useId();
  const tabIdBase = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef<Record<SignInTab, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null });
  const [tab, setTab] = useState<SignInTab>('sign-in');

  const title = landingPath ? SIGN_IN_CONTINUE_TITLE : `Sign in to ${readBootData().productName}`;
  const tabId = (id: SignInTab) => `${tabIdBase}-${id}-tab`;
  const panelId = `${tabIdBase}-panel`;
  const current = TABS.find((entry) => entry.id === tab)!;

  // Tabs with automatic activation: arrows move along (wrapping), Home and End jump to the ends.
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((entry) => entry.id === tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length]!.id;
    setTab(target);
    tabRefs.current[target]?.focus();
  };

  const onContinue = () => {
    pageNavigation.assign(signInUrl({ landingPath, action, signup: tab === 'sign-up' }));
  };

  return (
    <ModalDialog data-testid="sign-in-backdrop" maxWidth={SIGN_IN_MODAL_MAX_WIDTH} labelledBy={titleId} initialFocus={closeRef} onCancel={onClose}>
      <ModalHeader>
        <ModalTitle id={titleId}>{title}</ModalTitle>
        <ModalCloseButton ref={closeRef} label="Close sign in" onClick={onClose} />
      </ModalHeader>
      <TabList role="tablist" aria-label="Sign in or sign up" onKeyDown={onTabKeyDown}>
        {TABS.map((entry) => (
          <Tab
            key={entry.id}
            ref={(element) => {
              tabRefs.current[entry.id] = element;
            }}
            type="button"
            role="tab"
            id={tabId(entry.id)}
            aria-selected={tab === entry.id}
            aria-controls={panelId}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => setTab(entry.id)}
          >
            {entry.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        <Intro>{current.intro}</Intro>
        <Button type="button" onClick={onContinue}>
          Continue
        </Button>
      </TabPanel>
    </ModalDialog>
  );
}
