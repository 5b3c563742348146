import { ANALYTICS_EVENTS, apiGet, isDoNotTrack, setApiErrorLogger, track, type DataLayerWindow } from '@x4i/shared';
import { apiPath, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { loadTagManager, tagManagerScriptUrl, trackLimitsReached } from './analytics';

function fakeWindow({ dnt, gpc, windowDnt }: { dnt?: string; gpc?: boolean; windowDnt?: string } = {}): DataLayerWindow {
  return { navigator: { doNotTrack: dnt, globalPrivacyControl: gpc }, doNotTrack: windowDnt } as unknown as DataLayerWindow;
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('track', () => {
  it('pushes { event, ...params } to the data layer', () => {
    const win = fakeWindow();
    track('vote_solution', { id: 'abc' }, win);
    track('login', undefined, win);
    expect(win.dataLayer).toEqual([{ event: 'vote_solution', id: 'abc' }, { event: 'login' }]);
  });

  it('pushes nothing when do-not-track or Global Privacy Control is set', () => {
    for (const win of [fakeWindow({ dnt: '1' }), fakeWindow({ windowDnt: '1' }), fakeWindow({ gpc: true })]) {
      expect(isDoNotTrack(win)).toBe(true);
      track('ask_support', {}, win);
      expect(win.dataLayer).toBeUndefined();
    }
    expect(isDoNotTrack(fakeWindow({ dnt: '0' }))).toBe(false);
  });

  it('knows the SPEC 7.5 events', () => {
    expect(ANALYTICS_EVENTS).toHaveLength(19);
    expect(ANALYTICS_EVENTS).toContain('limit_reached');
  });
});

describe('loadTagManager', () => {
  it('loads the tag manager script once when configured and tracking is allowed', () => {
    const win = fakeWindow();
    expect(loadTagManager('GTM-ABC', win, document)).toBe(true);
    expect(loadTagManager('GTM-ABC', win, document)).toBe(true);
    const scripts = document.head.querySelectorAll(`script[src="${tagManagerScriptUrl('GTM-ABC')}"]`);
    expect(scripts).toHaveLength(1);
    expect(tagManagerScriptUrl('GTM-ABC')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC');
    expect(win.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('loads nothing when not configured', () => {
    expect(loadTagManager(undefined, fakeWindow(), document)).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads nothing with do-not-track set', () => {
    const win = fakeWindow({ dnt: '1' });
    expect(loadTagManager('GTM-ABC', win, document)).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
    expect(win.dataLayer).toBeUndefined();
  });
});

describe('limit_reached', () => {
  const server = setupMswServer();

  it('is recorded for a call refused for too many requests, beside the usual log, and not for other failures', async () => {
    const dataLayer: unknown[] = [];
    (window as DataLayerWindow).dataLayer = dataLayer;
    const logged: number[] = [];
    const original = setApiErrorLogger((_message, details) => logged.push(details.status));
    trackLimitsReached();
    server.use(
      http.get(apiPath('/busy'), () => HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many requests.' } }, { status: 429 })),
      http.get(apiPath('/missing'), () => HttpResponse.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 })),
    );
    await expect(apiGet('/missing')).rejects.toMatchObject({ status: 404 });
    await expect(apiGet('/busy', { q: 'x' })).rejects.toMatchObject({ status: 429 });
    setApiErrorLogger(original);
    delete (window as DataLayerWindow).dataLayer;
    expect(logged).toEqual([404, 429]);
    expect(dataLayer).toEqual([{ event: 'limit_reached', path: '/api/busy', code: 'rate_limited' }]);
  });
});
