import { useMemo } from 'react';

/** SPEC 7.5: the analytics events the tag service receives. */
export const ANALYTICS_EVENTS = [
  'login',
  'begin_create',
  'begin_edit',
  'save_create',
  'save_edit',
  'follow_solution',
  'follow_challenge',
  'vote_solution',
  'vote_challenge',
  'vote_facet',
  'click_link_solution',
  'click_link_challenge',
  'click_link_grant',
  'forgot_pw_submit',
  'ask_support',
  'download_pdf',
  'user_interest',
  'view_item',
  'limit_reached',
] as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export type DataLayerWindow = Window & { dataLayer?: unknown[]; doNotTrack?: string | null };

/** Whether the browser asks not to be tracked: do-not-track ('1') or Global Privacy Control. */
export function isDoNotTrack(win: DataLayerWindow = window): boolean {
  const nav = win.navigator as Navigator & { doNotTrack?: string | null; globalPrivacyControl?: boolean };
  return nav?.doNotTrack === '1' || win.doNotTrack === '1' || nav?.globalPrivacyControl === true;
}

/**
 * Records an analytics event (SPEC 7.5) in the tag manager's data layer as `{ event, ...params }`. With
 * do-not-track set nothing is recorded.
 */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}, win: DataLayerWindow = window): void {
  if (isDoNotTrack(win)) return;
  win.dataLayer ??= [];
  win.dataLayer.push({ ...params, event });
}

/** `track(event, params?)` for components. */
export function useAnalytics(): { track(event: AnalyticsEvent, params?: AnalyticsParams): void } {
  return useMemo(() => ({ track: (event: AnalyticsEvent, params?: AnalyticsParams) => track(event, params) }), []);
}
