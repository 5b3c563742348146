import { WITHHELD, withholdSecrets } from './withhold-secrets.js';

describe('withholdSecrets', () => {
  it('replaces each named secret, plain and URL-encoded, wherever it appears', () => {
    const secret = 'ab+c/d=';
    const body = `Your code ${secret}. Link: https://x4i.example/verify?k=${encodeURIComponent(secret)}`;
    expect(withholdSecrets(body, [secret])).toBe(`Your code ${WITHHELD}. Link: https://x4i.example/verify?k=${WITHHELD}`);
  });

  it('withholds any token parameter of a link, in text and in HTML, even when the secret was not named', () => {
    const text = 'Choose a new password: https://x4i.example/oidc/reset-password?token=Zx_9-aa';
    expect(withholdSecrets(text)).toBe(`Choose a new password: https://x4i.example/oidc/reset-password?token=${WITHHELD}`);
    const html = '<a href="https://x4i.example/a?lang=en&amp;token=Zx_9-aa">Open</a>';
    expect(withholdSecrets(html)).toBe(`<a href="https://x4i.example/a?lang=en&amp;token=${WITHHELD}">Open</a>`);
  });

  it('leaves a mail without secrets as it is', () => {
    const body = 'Thank you for writing. See https://x4i.example/solutions?page=2 for more.';
    expect(withholdSecrets(body)).toBe(body);
  });
});
