import { composeMail, passwordResetMail, plainTextParagraphs } from './messages.js';

describe('the mails', () => {
  it('say the same in the plain-text and the HTML body, with the link in both', () => {
    const mail = passwordResetMail({ productName: 'X4I', name: 'Ada', link: 'https://x4i.example/oidc/reset-password?token=abc&x=1', validMinutes: 60 });
    expect(mail.subject).toBe('Reset your X4I password');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('Choose a new password: https://x4i.example/oidc/reset-password?token=abc&x=1');
    expect(mail.text).toContain('for 60 minutes');
    expect(mail.html).toContain('href="https://x4i.example/oidc/reset-password?token=abc&amp;x=1"');
    expect(mail.html).toContain('for 60 minutes');
  });

  it('escapes what users wrote in the HTML body', () => {
    const mail = composeMail('Hi', 'X4I', ['<script>alert(1)</script>\nsecond line']);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>second line');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>alert(1)</script>\nsecond line');
  });

  it('read the text the team wrote as paragraphs separated by blank lines, whatever the line endings', () => {
    expect(plainTextParagraphs('\r\nFirst line\r\nsecond line  \r\n \r\n\r\nNext paragraph\n\n\n')).toEqual(['First line\nsecond line', 'Next paragraph']);
  });
});
