import { useEffect, useState } from 'react';
import { readBootData, useSession } from '@x4i/shared';
import { type ChatWidgetConfig } from '@x4i/shared/contracts';
import { loadScript } from './form-service';

/** SPEC 7.5: the chat widget's state is polled every 400 ms for up to 12 s. */
export const CHAT_WIDGET_POLL_INTERVAL_MS = 400;
export const CHAT_WIDGET_POLL_TIMEOUT_MS = 12_000;
export const DEFAULT_CHAT_WIDGET_GLOBAL = 'ChatWidget';

export interface ChatWidgetApi {
  identify(user: { email: string; name: string }): void;
  /** When the widget has it, whether it has finished starting. */
  isReady?: () => boolean;
}

/**
 * Calls `check` now and every `intervalMs` until it returns a value or `timeoutMs` has passed. Resolves with the
 * value, or undefined on time-out or when `signal` aborts.
 */
export function pollUntil<T>(
  check: () => T | undefined,
  {
    intervalMs = CHAT_WIDGET_POLL_INTERVAL_MS,
    timeoutMs = CHAT_WIDGET_POLL_TIMEOUT_MS,
    signal,
  }: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<T | undefined> {
  return new Promise((resolve) => {
    let elapsed = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = (value: T | undefined) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => stop(undefined);
    if (signal?.aborted) return resolve(undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
    const tick = () => {
      const value = check();
      if (value !== undefined) return stop(value);
      if (elapsed + intervalMs > timeoutMs) return stop(undefined);
      elapsed += intervalMs;
      timer = setTimeout(tick, intervalMs);
    };
    tick();
  });
}

/** The widget the global names, once it is ready. */
export function findReadyChatWidget(globalName: string, win: object = window): ChatWidgetApi | undefined {
  const widget = (win as Record<string, unknown>)[globalName] as Partial<ChatWidgetApi> | undefined;
  if (!widget || typeof widget.identify !== 'function') return undefined;
  if (typeof widget.isReady === 'function' && !widget.isReady()) return undefined;
  return widget as ChatWidgetApi;
}

/** Whether the chat widget should load: outside development mode, and configured (CHAT_WIDGET_SRC and _ID). */
export function chatWidgetToLoad(config: ChatWidgetConfig | undefined, nodeEnv: string | undefined): ChatWidgetConfig | undefined {
  return nodeEnv === 'production' && config?.src && config.id ? config : undefined;
}

/**
 * Loads the chat widget (SPEC 7.5) and identifies the signed-in user with it, again whenever the user changes.
 */
export function useChatWidget(config: ChatWidgetConfig | undefined = readBootData().chatWidget, nodeEnv: string | undefined = process.env.NODE_ENV): void {
  const toLoad = chatWidgetToLoad(config, nodeEnv);
  const [widget, setWidget] = useState<ChatWidgetApi | undefined>(undefined);
  const { user } = useSession();
  const src = toLoad?.src;
  const globalName = toLoad?.global ?? DEFAULT_CHAT_WIDGET_GLOBAL;

  useEffect(() => {
    if (!src) return;
    const controller = new AbortController();
    loadScript(src)
      .then(() => pollUntil(() => findReadyChatWidget(globalName), { signal: controller.signal }))
      .then((found) => {
        if (found) setWidget(() => found);
        else if (!controller.signal.aborted) console.warn('The chat widget did not start in time');
      })
      .catch((error: unknown) => console.warn('The chat widget could not be loaded', error));
    return () => controller.abort();
  }, [src, globalName]);

  const email = user?.email;
  const name = user?.name;
  useEffect(() => {
    if (widget && email) widget.identify({ email, name: name ?? '' });
  }, [widget, email, name]);
}

/** Mounted once by the overlays. */
export function ChatWidget() {
  useChatWidget();
  return null;
}
