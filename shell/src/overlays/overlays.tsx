import { lazy, Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { desktopOnlyOpenAtom, optionsModalAtom, permissionsModalAtom, signInAtom, simpleMessageAtom, wizardAtom } from '@x4i/shared';
import { TagManager } from './analytics';
import { ChatWidget } from './chat-widget';
import { useChunkLoadReload } from './chunk-load-reload';
import { ContactUsDialog } from './contact-us-dialog';
import { useEmbedMessages } from './embed-messages';
import { LoadingBar } from './loading-bar';
import { QueryParameterActions } from './query-parameters';
import { SessionExpiryAlert } from './session-expiry-alert';
import { SignOutFailedAlert } from './sign-out-failed-alert';
import { Snackbar } from './snackbar';

// Modals most visits never open: their code loads the first time one opens, not with the first page.
const SignInModal = lazy(() => import('./sign-in-modal').then((module) => ({ default: module.SignInModal })));
const PermissionsModal = lazy(() => import('./permissions-modal').then((module) => ({ default: module.PermissionsModal })));
const MessageModals = lazy(() => import('./message-modals').then((module) => ({ default: module.MessageModals })));
const WizardFrame = lazy(() => import('./wizard/wizard-frame').then((module) => ({ default: module.WizardFrame })));

function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The overlays every page has (SPEC 2.6), mounted once by the layout, outside every remote's boundary. */
export function Overlays() {
  useEmbedMessages();
  useChunkLoadReload();
  const signInOpen = useAtomValue(signInAtom).open;
  const permissionsOpen = useAtomValue(permissionsModalAtom).view !== 'closed';
  const simpleMessage = useAtomValue(simpleMessageAtom);
  const optionsModal = useAtomValue(optionsModalAtom);
  const desktopOnlyOpen = useAtomValue(desktopOnlyOpenAtom);
  const messageOpen = !!simpleMessage || !!optionsModal || desktopOnlyOpen;
  const wizardOpen = useAtomValue(wizardAtom).isOpen;
  return (
    <>
      <LoadingBar />
      {/* SPEC 2.6: the wizard opens over the page; the other modals stack above it. */}
      <WhenOpen open={wizardOpen}>
        <WizardFrame />
      </WhenOpen>
      <ContactUsDialog />
      <WhenOpen open={signInOpen}>
        <SignInModal />
      </WhenOpen>
      <WhenOpen open={permissionsOpen}>
        <PermissionsModal />
      </WhenOpen>
      <SessionExpiryAlert />
      <SignOutFailedAlert />
      <QueryParameterActions />
      <Snackbar />
      <WhenOpen open={messageOpen}>
        <MessageModals />
      </WhenOpen>
      <TagManager />
      <ChatWidget />
    </>
  );
}
