import path from 'node:path';
import { invocationDir, loadConfig } from './config.js';

const defaults = { cwd: '/srv/app', repoRoot: '/opt/x4i' };

describe('loadConfig', () => {
  it('works with no environment at all', () => {
    expect(loadConfig({}, defaults)).toEqual({
      port: 3000,
      webConcurrency: 1,
      backendNice: 5,
      dataDir: path.resolve('/srv/app/.data'),
      backendUrl: undefined,
      databaseUrl: undefined,
      productName: 'X4I',
      shellDir: path.resolve('/opt/x4i/shell/dist'),
      remotesDir: path.resolve('/srv/app/.data/remotes'),
      workspaceDir: path.resolve('/opt/x4i'),
      trustProxy: false,
      embedOrigins: [],
      publicUrl: 'http://localhost:3000',
      identity: {
        mode: 'embedded',
        issuer: 'http://localhost:3000/oidc',
        clientId: 'x4i-web',
        clientSecret: undefined,
        audience: 'http://localhost:3000/api',
        tokenAuthMethod: 'client_secret_basic',
        demoAccounts: true,
      },
      cookieSecret: undefined,
      browserServices: {},
      serverRendering: true,
    });
  });

  it('turns server rendering off with SERVER_RENDERING=false, and refuses anything but a yes or a no', () => {
    expect(loadConfig({ SERVER_RENDERING: 'false' }, defaults).serverRendering).toBe(false);
    expect(loadConfig({ SERVER_RENDERING: 'true' }, defaults).serverRendering).toBe(true);
    expect(() => loadConfig({ SERVER_RENDERING: 'sometimes' }, defaults)).toThrow(/SERVER_RENDERING/);
  });

  it('lets every variable override its default', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        WEB_CONCURRENCY: '2',
        BACKEND_NICE: '0',
        DATA_DIR: 'var/data',
        BACKEND_URL: 'http://backend:4000/',
        DATABASE_URL: 'postgres://db/x4i',
        PRODUCT_NAME: 'Impact Hub',
        SHELL_DIR: '/builds/shell',
        REMOTES_DIR: '/cdn/remotes',
        WORKSPACE_DIR: '/checkout',
        TRUST_PROXY: '1',
        EMBED_ORIGINS: 'https://partner.example.org/, http://localhost:8080',
        PUBLIC_URL: 'https://impact.example.org/',
        OIDC_ISSUER: 'https://tenant.auth0.example/',
        OIDC_CLIENT_ID: 'client-1',
        OIDC_CLIENT_SECRET: 'secret-1',
        OIDC_AUDIENCE: 'https://api.impact.example.org',
        COOKIE_SECRET: 'cookie-secret-1',
        TAG_MANAGER_ID: 'GTM-ABC123',
        CHAT_WIDGET_SRC: 'https://chat.example.com/widget.js',
        CHAT_WIDGET_ID: 'chat-1',
        CHAT_WIDGET_GLOBAL: 'Chatter',
        CONTACT_FORM_SRC: 'https://forms.example.com/v2.js',
        CONTACT_FORM_ID: 'form-1',
        CONTACT_FORM_TICKET_ID: 'ticket-1',
        CONTACT_FORM_GLOBAL: 'formsLib',
        SERVER_RENDERING: 'false',
      },
      defaults,
    );
    expect(config).toEqual({
      port: 8080,
      webConcurrency: 2,
      backendNice: 0,
      dataDir: path.resolve('/srv/app/var/data'),
      backendUrl: 'http://backend:4000',
      databaseUrl: 'postgres://db/x4i',
      productName: 'Impact Hub',
      shellDir: path.resolve('/builds/shell'),
      remotesDir: path.resolve('/cdn/remotes'),
      workspaceDir: path.resolve('/checkout'),
      trustProxy: 1,
      embedOrigins: ['https://partner.example.org', 'http://localhost:8080'],
      publicUrl: 'https://impact.example.org',
      identity: {
        mode: 'hosted',
        issuer: 'https://tenant.auth0.example/',
        clientId: 'client-1',
        clientSecret: 'secret-1',
        audience: 'https://api.impact.example.org',
        tokenAuthMethod: 'client_secret_post',
      },
      cookieSecret: 'cookie-secret-1',
      browserServices: {
        tagManagerId: 'GTM-ABC123',
        chatWidget: { src: 'https://chat.example.com/widget.js', id: 'chat-1', global: 'Chatter' },
        contactForm: { src: 'https://forms.example.com/v2.js', formId: 'form-1', ticketFormId: 'ticket-1', global: 'formsLib' },
      },
      serverRendering: false,
    });
  });

  it('asks for the browser services each as a whole and rejects malformed values', () => {
    expect(() => loadConfig({ CHAT_WIDGET_SRC: 'https://chat.example.com/w.js' }, defaults)).toThrow('CHAT_WIDGET_SRC and CHAT_WIDGET_ID must be set together');
    expect(() => loadConfig({ CONTACT_FORM_ID: 'form-1' }, defaults)).toThrow('CONTACT_FORM_SRC and CONTACT_FORM_ID must be set together');
    expect(() => loadConfig({ CONTACT_FORM_ID: 'f', CONTACT_FORM_SRC: 'javascript:alert(1)' }, defaults)).toThrow('CONTACT_FORM_SRC must be an http(s) script URL');
    expect(() => loadConfig({ CHAT_WIDGET_ID: 'c', CHAT_WIDGET_SRC: 'https://c.example/w.js', CHAT_WIDGET_GLOBAL: 'a.b' }, defaults)).toThrow(
      'CHAT_WIDGET_GLOBAL must be a JavaScript identifier',
    );
    expect(() => loadConfig({ TAG_MANAGER_ID: 'GTM"x' }, defaults)).toThrow('TAG_MANAGER_ID must be a container id');
    expect(loadConfig({ CONTACT_FORM_ID: 'f', CONTACT_FORM_SRC: 'https://forms.example.com/v2.js' }, defaults).browserServices).toEqual({
      contactForm: { src: 'https://forms.example.com/v2.js', formId: 'f' },
    });
  });

  it('reads the social accounts in their order, and refuses an unknown network or an address that is not https', () => {
    expect(loadConfig({ SOCIAL_LINKS: 'github=https://github.com/x4i, linkedin=https://www.linkedin.com/company/x4i/' }, defaults).browserServices).toEqual({
      socialLinks: [
        { network: 'github', url: 'https://github.com/x4i' },
        { network: 'linkedin', url: 'https://www.linkedin.com/company/x4i/' },
      ],
    });
    expect(() => loadConfig({ SOCIAL_LINKS: 'myspace=https://myspace.com/x4i' }, defaults)).toThrow('SOCIAL_LINKS names an unknown network "myspace"');
    expect(() => loadConfig({ SOCIAL_LINKS: 'x=http://x.com/x4i' }, defaults)).toThrow('SOCIAL_LINKS: x needs an https address');
    expect(() => loadConfig({ SOCIAL_LINKS: 'x' }, defaults)).toThrow('SOCIAL_LINKS: x needs an https address, got ""');
    expect(loadConfig({}, defaults).browserServices).toEqual({});
  });

  it('derives the embedded identity from PUBLIC_URL and PORT, and asks for the whole hosted set', () => {
    const config = loadConfig({ PORT: '8080', DEMO_ACCOUNTS: 'false', OIDC_CLIENT_SECRET: 'shared' }, defaults);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.identity).toMatchObject({ mode: 'embedded', issuer: 'http://localhost:8080/oidc', clientSecret: 'shared', demoAccounts: false });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.org' }, defaults)).toThrow(/OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_AUDIENCE/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://x4i.example.org/app' }, defaults)).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'maybe' }, defaults)).toThrow(/DEMO_ACCOUNTS/);
  });

  it('treats empty variables as unset and rejects a bad port', () => {
    expect(loadConfig({ BACKEND_URL: ' ', PRODUCT_NAME: '' }, defaults).backendUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'http' }, defaults)).toThrow(/PORT/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' }, defaults)).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ BACKEND_NICE: '20' }, defaults)).toThrow(/BACKEND_NICE/);
    expect(() => loadConfig({ BACKEND_NICE: '-5' }, defaults)).toThrow(/BACKEND_NICE/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'partner.example.org' }, defaults)).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://partner.example.org/embed' }, defaults)).toThrow(/EMBED_ORIGINS/);
  });

  it('resolves relative paths from where npm was invoked', () => {
    expect(invocationDir({ INIT_CWD: '/home/me/x4i' })).toBe('/home/me/x4i');
    expect(invocationDir({})).toBe(process.cwd());
  });
});
