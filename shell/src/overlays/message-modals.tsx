import { useAtom } from 'jotai';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import { Button, DESKTOP_ONLY_MESSAGE, desktopOnlyOpenAtom, ModalDialog, optionsModalAtom, simpleMessageAtom } from '@x4i/shared';
import { ModalTitle } from './modal-frame';

const Panel = styled(ModalDialog)`
  gap: 16px;
  padding: 24px;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.0625rem;
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

/** The frame of the small message modals: a compact panel, title, message and actions; Escape dismisses. */
function MessageFrame({
  role,
  title,
  message,
  initialFocus,
  onDismiss,
  testId,
  children,
}: {
  role: 'alertdialog' | 'dialog';
  title: string;
  message: string;
  initialFocus: RefObject<HTMLElement | null>;
  onDismiss: () => void;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Panel data-testid={testId} maxWidth={440} compact role={role} labelledBy={titleId} aria-describedby={messageId} initialFocus={initialFocus} onCancel={onDismiss}>
      <ModalTitle id={titleId}>{title}</ModalTitle>
      <Message id={messageId}>{message}</Message>
      <Actions>{children}</Actions>
    </Panel>
  );
}

function OkModal({ title, message, onClose, testId }: { title: string; message: string; onClose: () => void; testId: string }) {
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <MessageFrame role="alertdialog" title={title} message={message} initialFocus={okRef} onDismiss={onClose} testId={testId}>
      <Button ref={okRef} type="button" onClick={onClose}>
        OK
      </Button>
    </MessageFrame>
  );
}

/** SPEC 2.6 simple message modal: an alert dialog with the message and OK (useSimpleMessage()). */
export function SimpleMessageModal() {
  const [message, setMessage] = useAtom(simpleMessageAtom);
  if (!message) return null;
  return <OkModal title={message.title} message={message.message} onClose={() => setMessage(null)} testId="simple-message-modal" />;
}

/** SPEC 2.6, 5 desktop-only modal: 'Creating content can only be done on desktop.' (useDesktopOnly()). */
export function DesktopOnlyModal() {
  const [open, setOpen] = useAtom(desktopOnlyOpenAtom);
  if (!open) return null;
  return <OkModal title="Desktop only" message={DESKTOP_ONLY_MESSAGE} onClose={() => setOpen(false)} testId="desktop-only-modal" />;
}

/** SPEC 2.6 options modal: one button per option and Cancel; resolves the request of useOptionsModal(). */
export function OptionsModal() {
  const [request, setRequest] = useAtom(optionsModalAtom);
  const firstRef = useRef<HTMLButtonElement>(null);
  if (!request) return null;
  const choose = (value: string | null) => {
    setRequest(null);
    request.resolve(value);
  };
  return (
    <MessageFrame role="dialog" title={request.title} message={request.message} initialFocus={firstRef} onDismiss={() => choose(null)} testId="options-modal">
      <Button variant="secondary" type="button" onClick={() => choose(null)}>
        Cancel
      </Button>
      {request.options.map((option, index) => (
        <Button key={option.value} ref={index === 0 ? firstRef : undefined} type="button" onClick={() => choose(option.value)}>
          {option.label}
        </Button>
      ))}
    </MessageFrame>
  );
}

/** The three message modals, mounted once by the overlays. */
export function MessageModals() {
  return (
    <>
      <SimpleMessageModal />
      <OptionsModal />
      <DesktopOnlyModal />
    </>
  );
}
