import { chatWidgetToLoad, findReadyChatWidget, pollUntil } from './chat-widget';

const config = { src: 'https://chat.example.com/widget.js', id: 'chat-1' };

describe('pollUntil', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks every 400 ms and resolves with the first value found', async () => {
    const check = jest.fn<string | undefined, []>(() => undefined);
    const result = pollUntil(check);
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(400);
    expect(check).toHaveBeenCalledTimes(2);
    check.mockReturnValue('ready');
    await jest.advanceTimersByTimeAsync(400);
    await expect(result).resolves.toBe('ready');
    await jest.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up after 12 s', async () => {
    const check = jest.fn(() => undefined);
    const result = pollUntil(check);
    await jest.advanceTimersByTimeAsync(11_600);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(400);
    await expect(result).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledTimes(31);
    await jest.advanceTimersByTimeAsync(2000);
    expect(check).toHaveBeenCalledTimes(31);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const check = jest.fn(() => undefined);
    const result = pollUntil(check, { signal: controller.signal });
    controller.abort();
    await expect(result).resolves.toBeUndefined();
    await jest.advanceTimersByTimeAsync(2000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('chat widget', () => {
  it('loads only in production and when configured', () => {
    expect(chatWidgetToLoad(config, 'production')).toBe(config);
    expect(chatWidgetToLoad(config, 'development')).toBeUndefined();
    expect(chatWidgetToLoad(config, 'test')).toBeUndefined();
    expect(chatWidgetToLoad(undefined, 'production')).toBeUndefined();
  });

  it('is ready once the global has identify (and says it is ready, when it can)', () => {
    const identify = jest.fn();
    expect(findReadyChatWidget('ChatWidget', {})).toBeUndefined();
    expect(findReadyChatWidget('ChatWidget', { ChatWidget: { identify, isReady: () => false } })).toBeUndefined();
    expect(findReadyChatWidget('ChatWidget', { ChatWidget: { identify } })).toEqual({ identify });
  });
});
