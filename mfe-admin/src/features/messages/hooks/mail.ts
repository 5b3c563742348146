import useSWR from 'swr';
import type { InboxMessage, InboxMessagesResponse, OutboxPage } from '@x4i/shared/contracts';
import { apiGet, apiPost } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';
import { settleApiCall, unwrapApiResult, type ApiResult } from '../../organizations/hooks/organizations';

/** The team's mail screens (team members only): each call answers `{ data }` or `{ error }`. */

/** `GET /admin/outbox?page=`: every e-mail the product sent or kept, latest first. */
export function getOutbox(page: number): Promise<ApiResult<OutboxPage>> {
  return settleApiCall(apiGet<OutboxPage>('/admin/outbox', { page: String(page) }));
}

export function outboxKey(page: number): readonly ['/admin/outbox', number] {
  return ['/admin/outbox', page];
}

const swrOptions = { shouldRetryOnError: isRetryableApiError };

/** One page of the outbox; `mutate()` reloads it. */
export function useOutbox(page: number) {
  return useSWR(outboxKey(page), async ([, number]) => unwrapApiResult(await getOutbox(number)), swrOptions);
}

/** `GET /admin/messages`: Contact Us messages and support tickets, waiting ones first. */
export function getContactMessages(): Promise<ApiResult<InboxMessagesResponse>> {
  return settleApiCall(apiGet<InboxMessagesResponse>('/admin/messages'));
}

/** `POST /admin/messages/:id/handled`: marks the message handled, or waiting again. */
export function setContactMessageHandled(id: string, handled: boolean): Promise<ApiResult<{ message: InboxMessage }>> {
  return settleApiCall(apiPost<{ message: InboxMessage }>(`/admin/messages/${encodeURIComponent(id)}/handled`, { handled }));
}

/** `POST /admin/messages/:id/reply`: e-mails the reply to the sender; 502 `mail_not_sent` when SMTP refused it. */
export function replyToContactMessage(id: string, text: string): Promise<ApiResult<{ message: InboxMessage }>> {
  return settleApiCall(apiPost<{ message: InboxMessage }>(`/admin/messages/${encodeURIComponent(id)}/reply`, { text }));
}

export const contactMessagesKey = '/api/admin/messages' as const;

export function useContactMessages() {
  return useSWR(contactMessagesKey, async () => unwrapApiResult(await getContactMessages()), swrOptions);
}
