import path from 'node:path';
import { DEFAULT_IRS_LETTER_ADDRESS, DEFAULT_IRS_LETTER_SOURCE_URL, demoContentFromEnv, digestScheduleFromEnv, irsLetterFromEnv, loadConfig, mailConfigFromEnv, upstreamProvidersFromEnv } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 4000, ./.data and the embedded database', () => {
    expect(loadConfig({})).toMatchObject({ port: 4000, dataDir: path.resolve('.data'), databaseUrl: undefined });
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    expect(loadConfig({ PORT: '4100', DATA_DIR: '/var/x4i', DATABASE_URL: 'postgres://db/x4i' })).toMatchObject({
      port: 4100,
      dataDir: '/var/x4i',
      databaseUrl: 'postgres://db/x4i',
    });
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('Invalid environment variable PORT');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('Invalid environment variable PORT');
  });

  it('runs the embedded provider by default, a hosted one with OIDC_ISSUER and OIDC_AUDIENCE', () => {
    expect(loadConfig({ PORT: '4100' }).identity).toEqual({
      kind: 'embedded',
      publicUrl: 'http://localhost:4100',
      clientId: 'x4i-web',
      clientSecret: undefined,
      demoAccounts: true,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://x4i.example/', OIDC_CLIENT_SECRET: 's', DEMO_ACCOUNTS: 'false' }).identity).toMatchObject({
      publicUrl: 'https://x4i.example',
      clientSecret: 's',
      demoAccounts: false,
    });
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example/', OIDC_AUDIENCE: 'https://api.example' }).identity).toEqual({
      kind: 'hosted',
      issuer: 'https://login.example/',
      audience: 'https://api.example',
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example/' })).toThrow('OIDC_AUDIENCE');
  });

  it('seeds the demo content unless DEMO_CONTENT is false or 0', () => {
    expect(loadConfig({}).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'true' }).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'false' }).demoContent).toBe(false);
    expect(loadConfig({ DEMO_CONTENT: '0' }).demoContent).toBe(false);
    expect(() => loadConfig({ DEMO_CONTENT: 'no' })).toThrow('Invalid environment variable DEMO_CONTENT');
    expect(demoContentFromEnv({})).toBe(true);
    expect(demoContentFromEnv({ DEMO_CONTENT: ' false ' })).toBe(false);
    expect(() => demoContentFromEnv({ DEMO_CONTENT: 'off' })).toThrow('Invalid environment variable DEMO_CONTENT');
  });

  it('sends the biweekly digest unless DIGEST_SCHEDULE is false or 0', () => {
    expect(loadConfig({}).digestSchedule).toBe(true);
    expect(loadConfig({ DIGEST_SCHEDULE: 'false' }).digestSchedule).toBe(false);
    expect(loadConfig({ DIGEST_SCHEDULE: '1' }).digestSchedule).toBe(true);
    expect(() => loadConfig({ DIGEST_SCHEDULE: 'never' })).toThrow('Invalid environment variable DIGEST_SCHEDULE');
    expect(digestScheduleFromEnv({})).toBe(true);
    expect(digestScheduleFromEnv({ DIGEST_SCHEDULE: ' 0 ' })).toBe(false);
    expect(() => digestScheduleFromEnv({ DIGEST_SCHEDULE: 'off' })).toThrow('Invalid environment variable DIGEST_SCHEDULE');
  });

  it('keeps mail in the outbox without SMTP_URL, and reads SMTP_URL, MAIL_FROM and TEAM_EMAIL', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined, teamEmail: undefined, siteUrl: undefined });
    expect(
      mailConfigFromEnv({ SMTP_URL: 'smtps://user:pw@mail.example:465', MAIL_FROM: 'X4I <no-reply@x4i.example>', TEAM_EMAIL: 'team@x4i.example' }),
    ).toEqual({ smtpUrl: 'smtps://user:pw@mail.example:465', from: 'X4I <no-reply@x4i.example>', teamEmail: 'team@x4i.example', siteUrl: undefined });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow('Invalid environment variable SMTP_URL');
    expect(() => mailConfigFromEnv({ TEAM_EMAIL: 'team' })).toThrow('Invalid environment variable TEAM_EMAIL');
  });
});

describe('irsLetterFromEnv', () => {
  it('defaults to the cited address, and takes the lines and the source from the environment', () => {
    expect(irsLetterFromEnv({})).toEqual({ addressLines: DEFAULT_IRS_LETTER_ADDRESS, sourceUrl: DEFAULT_IRS_LETTER_SOURCE_URL });
    expect(irsLetterFromEnv({ IRS_LETTER_ADDRESS: ' Internal Revenue Service | Stop 1 || Ogden, UT 84201 ', IRS_LETTER_SOURCE_URL: 'https://www.irs.gov/x' })).toEqual({
      addressLines: ['Internal Revenue Service', 'Stop 1', 'Ogden, UT 84201'],
      sourceUrl: 'https://www.irs.gov/x',
    });
  });

  it('refuses a malformed value', () => {
    expect(() => irsLetterFromEnv({ IRS_LETTER_SOURCE_URL: 'not a url' })).toThrow(/IRS_LETTER_SOURCE_URL/);
    expect(() => irsLetterFromEnv({ IRS_LETTER_ADDRESS: Array(9).fill('x').join('|') })).toThrow(/at most 8 lines/);
  });
});

describe('upstreamProvidersFromEnv', () => {
  const google = { OIDC_UPSTREAM_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_UPSTREAM_GOOGLE_CLIENT_ID: 'id', OIDC_UPSTREAM_GOOGLE_CLIENT_SECRET: 'secret' };

  it('offers none by default, and each provider whose three settings are all set', () => {
    expect(upstreamProvidersFromEnv({})).toEqual([]);
    expect(upstreamProvidersFromEnv({ ...google, OIDC_UPSTREAM_LINKEDIN_ISSUER: '  ' })).toEqual([
      { id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    ]);
    expect(
      upstreamProvidersFromEnv({
        ...google,
        OIDC_UPSTREAM_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
        OIDC_UPSTREAM_MICROSOFT_CLIENT_ID: 'm',
        OIDC_UPSTREAM_MICROSOFT_CLIENT_SECRET: 'ms',
      }).map((provider) => provider.name),
    ).toEqual(['Microsoft', 'Google']);
  });

  it('refuses a provider set in part, and an issuer that is not https (http only on this machine)', () => {
    expect(() => upstreamProvidersFromEnv({ OIDC_UPSTREAM_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_UPSTREAM_GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'Invalid environment variable OIDC_UPSTREAM_GOOGLE_CLIENT_SECRET: required with OIDC_UPSTREAM_GOOGLE_ISSUER and OIDC_UPSTREAM_GOOGLE_CLIENT_ID',
    );
    expect(() => upstreamProvidersFromEnv({ ...google, OIDC_UPSTREAM_GOOGLE_ISSUER: 'http://accounts.google.com' })).toThrow('OIDC_UPSTREAM_GOOGLE_ISSUER');
    expect(() => upstreamProvidersFromEnv({ ...google, OIDC_UPSTREAM_GOOGLE_ISSUER: 'accounts.google.com' })).toThrow('OIDC_UPSTREAM_GOOGLE_ISSUER');
    expect(upstreamProvidersFromEnv({ ...google, OIDC_UPSTREAM_GOOGLE_ISSUER: 'http://127.0.0.1:9000' })[0]!.issuer).toBe('http://127.0.0.1:9000');
  });
});
