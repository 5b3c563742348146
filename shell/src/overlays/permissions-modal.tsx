import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Button, ModalDialog, usePermissionsModal } from '@x4i/shared';
import { actionLabel } from '@x4i/shared/domain';
import { ModalCloseButton, ModalHeader, ModalTitle } from './modal-frame';
import { RequestAccessForm } from './request-access-form';

/** Same width as the sign-in modal (SPEC 9); full-screen under 768 px. */
export const PERMISSIONS_MODAL_MAX_WIDTH = 450;

export const PERMISSIONS_MODAL_TITLE = 'Editing access needed';
export const REQUEST_ACCESS_TITLE = 'Request access';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
    line-height: 1.5;
  }

  ${({ theme }) => theme.below.xs} {
    padding: 16px;
  }
`;

const Needs = styled.ul`
  margin: 0;
  padding: 12px 16px 12px 32px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.secondary};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

/**
 * SPEC 4 permissions modal, mounted once by the shell: the list card says who gets editing access and what the
 * attempted action needs, and offers the request form. Escape and the close icon close it and forget the action.
 */
export function PermissionsModal() {
  const { state, close } = usePermissionsModal();
  return state.view === 'closed' ? null : <PermissionsPanel view={state.view} action={state.action} onClose={close} />;
}

function PermissionsPanel({ view, action, onClose }: { view: 'list' | 'request'; action: string; onClose: () => void }) {
  const { showRequestForm } = usePermissionsModal();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const title = view === 'list' ? PERMISSIONS_MODAL_TITLE : REQUEST_ACCESS_TITLE;

  return (
    <ModalDialog data-testid="permissions-backdrop" maxWidth={PERMISSIONS_MODAL_MAX_WIDTH} labelledBy={titleId} initialFocus={closeRef} onCancel={onClose}>
      <ModalHeader $divided>
        <ModalTitle id={titleId}>{title}</ModalTitle>
        <ModalCloseButton ref={closeRef} label="Close access request" onClick={onClose} />
      </ModalHeader>
      <Body>
        {view === 'list' ? (
          <>
            <p>
              Editing access is given to registered 501(c)3 organizations, tech solution providers, government entities and
              academia.
            </p>
            <p>To do this you need access to:</p>
            <Needs aria-label="Access needed">
              <li>{actionLabel(action)}</li>
            </Needs>
            <p>Request access and our team will confirm it within 2 business days.</p>
            <Actions>
              <Button variant="secondary" onClick={onClose}>
                Not now
              </Button>
              <Button onClick={showRequestForm}>Request access</Button>
            </Actions>
          </>
        ) : (
          <RequestAccessForm action={action} onClose={onClose} />
        )}
      </Body>
    </ModalDialog>
  );
}
