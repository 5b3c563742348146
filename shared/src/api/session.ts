import { NAPI, type LogoutResponse, type SessionResponse } from '../contracts/session.js';
import { apiGet, gatewayPost } from './api-client.js';

/** `GET /api/session` (SPEC 3, 7.1): the gateway answers from its cookies; `user` is null when signed out. */
export const SESSION_PATH = '/session';

export function fetchSession(init?: { signal?: AbortSignal }): Promise<SessionResponse> {
  return apiGet<SessionResponse>(SESSION_PATH, undefined, init);
}

/** `POST /napi/logout`: clears the session cookies and answers where the browser goes next. */
export function postLogout(): Promise<LogoutResponse> {
  return gatewayPost<LogoutResponse>(NAPI.logout, {});
}
