import { newsletterErrors, sendToLabel, subscribersText } from './newsletter-text';

describe('the newsletter page words', () => {
  it('count subscribers in the confirm button and the lead', () => {
    expect(sendToLabel(1)).toBe('Send to 1 subscriber');
    expect(sendToLabel(1200)).toBe('Send to 1,200 subscribers');
    expect(subscribersText(1)).toBe('1 member has “Newsletter” turned on in their profile: each gets the newsletter by e-mail.');
    expect(subscribersText(3)).toMatch(/^3 members have/);
    expect(subscribersText(0)).toMatch(/nobody to send a newsletter to/);
  });

  it('check the subject and the text as the backend does', () => {
    expect(newsletterErrors({ subject: ' ', body: '' })).toEqual({ subject: 'Write a subject.', body: 'Write the text of the newsletter.' });
    expect(newsletterErrors({ subject: 'x'.repeat(201), body: 'x'.repeat(20_001) })).toEqual({
      subject: 'Write a subject of up to 200 characters.',
      body: 'Write a text of up to 20,000 characters.',
    });
    expect(newsletterErrors({ subject: ` ${'x'.repeat(200)} `, body: 'Hello' })).toEqual({});
  });
});
