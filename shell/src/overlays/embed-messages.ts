import { useEffect } from 'react';
import { readBootData, useContactUs, useSignIn } from '@x4i/shared';
import { takeEarlyMessages } from './early-messages';

/** The page's own origin and the configured embedders (EMBED_ORIGINS) may send it actions. */
export function isAllowedMessageOrigin(origin: string, pageOrigin: string, embedOrigins: readonly string[] = []): boolean {
  return origin === pageOrigin || embedOrigins.includes(origin);
}

/** The action a window message carries (`{ action: 'ask' }`), or undefined. */
export function messageAction(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { action } = data as { action?: unknown };
  return typeof action === 'string' ? action : undefined;
}

/** SPEC 2.6 embedding: a window message with action 'ask' opens the Contact Us dialog, 'login' the sign-in modal. */
export function useEmbedMessages(): void {
  const { open } = useContactUs();
  const { open: openSignIn } = useSignIn();
  useEffect(() => {
    const embedOrigins = readBootData().embedOrigins ?? [];
    const onMessage = (event: MessageEvent) => {
      if (!isAllowedMessageOrigin(event.origin, window.location.origin, embedOrigins)) return;
      const action = messageAction(event.data);
      if (action === 'ask') open();
      else if (action === 'login') openSignIn();
    };
    window.addEventListener('message', onMessage);
    // What an embedder posted while the page loaded (kept by the shell's entry), handled as if it came now.
    for (const event of takeEarlyMessages()) onMessage(event);
    return () => window.removeEventListener('message', onMessage);
  }, [open, openSignIn]);
}
