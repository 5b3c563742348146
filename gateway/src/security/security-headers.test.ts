import { CSP_DIRECTIVES, cspDirectives, SHELL_START_SOURCE, TAG_MANAGER_ORIGIN } from './security-headers.js';

describe('cspDirectives', () => {
  it('allows no other origin when no browser service is configured', () => {
    const directives = cspDirectives();
    expect(directives.scriptSrc).toEqual(CSP_DIRECTIVES.scriptSrc);
    expect(directives.connectSrc).toEqual(CSP_DIRECTIVES.connectSrc);
    expect(directives.imgSrc).toEqual(CSP_DIRECTIVES.imgSrc);
    expect(directives.frameSrc).toBeUndefined();
  });

  it("allows the tag manager's origin in script-src, connect-src and img-src only when configured", () => {
    const directives = cspDirectives({ browserServices: { tagManagerId: 'GTM-1' } });
    expect(directives.scriptSrc).toEqual(["'self'", SHELL_START_SOURCE, TAG_MANAGER_ORIGIN]);
    expect(directives.connectSrc).toEqual(["'self'", TAG_MANAGER_ORIGIN]);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', TAG_MANAGER_ORIGIN]);
    expect(directives.frameSrc).toBeUndefined();
  });

  it("allows the chat widget's and the form service's origins, frames included", () => {
    const directives = cspDirectives({
      formActionOrigins: ['https://login.example.com'],
      browserServices: {
        chatWidget: { src: 'https://chat.example.com/w.js', id: 'c' },
        contactForm: { src: 'https://forms.example.com/v2.js', formId: 'f' },
      },
    });
    expect(directives.scriptSrc).toEqual(["'self'", SHELL_START_SOURCE, 'https://chat.example.com', 'https://forms.example.com']);
    expect(directives.frameSrc).toEqual(["'self'", 'https://chat.example.com', 'https://forms.example.com']);
    expect(directives.formAction).toEqual(["'self'", 'https://login.example.com']);
  });
});
