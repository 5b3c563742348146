import { TagManager } from './analytics';
import { ChatWidget } from './chat-widget';
import { useChunkLoadReload } from './chunk-load-reload';
import { ContactUsDialog } from './contact-us-dialog';
import { useEmbedMessages } from './embed-messages';
import { LoadingBar } from './loading-bar';
import { MessageModals } from './message-modals';
import { PermissionsModal } from './permissions-modal';
import { QueryParameterActions } from './query-parameters';
import { SessionExpiryAlert } from './session-expiry-alert';
import { SignInModal } from './sign-in-modal';
import { Snackbar } from './snackbar';

/** The overlays every page has (SPEC 2.6), mounted once by the layout, outside every remote's boundary. */
export function Overlays() {
  useEmbedMessages();
  useChunkLoadReload();
  return (
    <>
      <LoadingBar />
      <ContactUsDialog />
      <SignInModal />
      <PermissionsModal />
      <SessionExpiryAlert />
      <QueryParameterActions />
      <Snackbar />
      <MessageModals />
      <TagManager />
      <ChatWidget />
    </>
  );
}
