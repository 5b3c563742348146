import { isAllowedMessageOrigin, messageAction } from './embed-messages';

describe('embedding messages', () => {
  it('allows the page itself and the configured origins only', () => {
    const page = 'https://x4i.example.org';
    expect(isAllowedMessageOrigin(page, page)).toBe(true);
    expect(isAllowedMessageOrigin('https://partner.example.org', page, ['https://partner.example.org'])).toBe(true);
    expect(isAllowedMessageOrigin('https://evil.example.com', page, ['https://partner.example.org'])).toBe(false);
    expect(isAllowedMessageOrigin('http://x4i.example.org', page)).toBe(false);
    expect(isAllowedMessageOrigin('null', page, [])).toBe(false);
  });

  it('reads the action of a message', () => {
    expect(messageAction({ action: 'ask' })).toBe('ask');
    expect(messageAction({ action: 7 })).toBeUndefined();
    expect(messageAction('ask')).toBeUndefined();
    expect(messageAction(null)).toBeUndefined();
  });
});
