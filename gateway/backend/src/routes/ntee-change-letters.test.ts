import { NTEE_CHANGER_MESSAGES, type NteeChangeLetterResponse, type NteeChangeLettersResponse } from '@x4i/shared/contracts';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { createApp } from '../app.js';
import { creditBalances } from '../credits/credit-ledger.js';
import { importShippedData } from '../data/first-start-import.js';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { localVerifier } from '../identity/access-tokens.js';
import { createNonprofitData } from '../nonprofit-data.js';
import { renderLetterPdf, type LetterContent } from '../ntee-changer/letter-pdf.js';
import { shippedDataDir } from '../paths.js';
import { pdfTextRuns } from '../testing/pdf-text.js';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.js';
import { FIXTURE_IRS_DIR, removeTempDirs, tempDir } from '../testing/test-backend.js';
import { appData } from '../testing/app-data.js';

jest.setTimeout(120_000);

const ISSUER = 'https://login.example/';
const AUDIENCE = 'https://x4i.example/api';
const DESTINATION = { addressLines: ['Internal Revenue Service', 'Attn: Test Unit', 'P.O. Box 1, Testville, OH 45000'], sourceUrl: 'https://www.irs.gov/test-page' };

// PAVVA INUPIAQ DANCERS, Fairbanks AK, NTEE A84 in the fixture IRS file.
const EIN = '010639455';
const LETTER = { ein: '01-0639455', newCode: 'a23', reasons: 'We teach Inupiaq dance and culture to young people in Fairbanks.', signerName: 'Charles Topkok', signerTitle: 'Director' };

let db: Db;
let app: ReturnType<typeof createApp>;
let sign: (sub: string) => Promise<string>;
/** How the injected renderer behaves: as the real one, failing, or waiting until `waitFor` calls have arrived. */
const renderer = { fail: false, waitFor: 0, arrived: 0, release: () => {} };
let allArrived: Promise<void> = Promise.resolve();

/** The API over a database (embedded, or the Postgres server given) with the fixture IRS records, and a token signer. */
async function letterApp(databaseUrl?: string) {
  const appDb = await openDb({ dataDir: await tempDir('letters'), databaseUrl });
  await runMigrations(appDb);
  await importShippedData(appDb, { referenceDir: shippedDataDir, irsDir: FIXTURE_IRS_DIR, log: () => undefined });
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const verify = localVerifier(ISSUER, AUDIENCE, { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }] });
  const render = async (content: LetterContent) => {
    if (renderer.fail) throw new Error('renderer broke');
    if (renderer.waitFor > 0) {
      renderer.arrived += 1;
      if (renderer.arrived === renderer.waitFor) renderer.release();
      await allArrived;
    }
    return renderLetterPdf(content);
  };
  const letterApi = createApp({
    ...appData(appDb, createNonprofitData(appDb)),
    db: appDb,
    status: () => ({ state: 'ready' }),
    database: appDb.kind,
    log: () => undefined,
    verify,
    irsLetter: { destination: DESTINATION, render },
  });
  const signer = async (sub: string) =>
    `Bearer ${await new SignJWT({ sub, email: `${sub}@example.org` }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('1h').sign(privateKey)}`;
  return { db: appDb, app: letterApi, sign: signer };
}

beforeAll(async () => {
  ({ db, app, sign } = await letterApp());
});
afterAll(async () => {
  await db.close();
  await removeTempDirs();
});

const api = () => request(app);
const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params))[0]!.n;
const lettersOfUser = (sub: string) => count(`SELECT count(*)::int AS n FROM ntee_change_letters l JOIN accounts a ON a.id = l.account_id WHERE a.subject = $1`, [sub]);
const usesOfUser = (sub: string) => count(`SELECT count(*)::int AS n FROM credit_ledger l JOIN accounts a ON a.id = l.account_id WHERE a.subject = $1 AND amount < 0`, [sub]);

/** A signed-in user who has accepted the IRS-letter terms and holds `credits` credits. */
async function user(sub: string, credits: number): Promise<string> {
  const bearer = await sign(sub);
  await api().post('/terms-of-use/accept/irs-letter-1').set('authorization', bearer).send({ type: 'IRS_LETTER' }).expect(200);
  if (credits > 0) {
    await db.query(`INSERT INTO credit_ledger (account_id, type, amount, reason) SELECT id, 'IRS_LETTER', $2, 'Test grant' FROM accounts WHERE subject = $1`, [sub, credits]);
  }
  return bearer;
}

/** The balances GET /credits answers (its router is the directory's, not mounted in this app): the ledger's sums. */
const balanceOf = async (bearer: string) => {
  const me = (await api().get('/me').set('authorization', bearer).expect(200)).body as { id: string };
  const [row] = await db.query<{ id: string }>('SELECT id::text AS id FROM accounts WHERE subject = $1', [me.id]);
  return creditBalances(db, row!.id);
};

const post = (bearer: string | null, body: object = LETTER) => {
  const req = api().post('/ntee-change-letters');
  if (bearer) req.set('authorization', bearer);
  return req.send(body);
};

describe('POST /ntee-change-letters: who may', () => {
  it('asks an anonymous caller to sign in', async () => {
    await post(null).expect(401);
    await api().get('/ntee-change-letters').expect(401);
  });

  it('keeps the IRS-letter terms pending until accepted, and refuses a letter until then', async () => {
    const bearer = await sign('terms-user');
    const me = (await api().get('/me').set('authorization', bearer).expect(200)).body;
    expect(me.pendingTermsOfUse).toEqual([{ id: 'irs-letter-1', type: 'IRS_LETTER', title: 'NTEE Code Changer: Terms of Use for IRS Letters' }]);
    expect((await post(bearer).expect(403)).body).toEqual({ error: { code: 'terms_pending', message: NTEE_CHANGER_MESSAGES.termsPending } });
    const terms = (await api().get('/terms-of-use/irs-letter-1').set('authorization', bearer).expect(200)).body;
    expect(terms.paragraphs.join(' ')).toMatch(/signs the letter and sends it to the IRS itself/);
    await api().post('/terms-of-use/accept/irs-letter-1').set('authorization', bearer).send({ type: 'IRS_LETTER' }).expect(200);
    expect((await api().get('/me').set('authorization', bearer).expect(200)).body.pendingTermsOfUse).toEqual([]);
    // Past the terms, the next rule answers: no credit.
    expect((await post(bearer).expect(402)).body.error.code).toBe('no_credits');
  });

  it('refuses a letter without a credit (402) and writes nothing', async () => {
    const bearer = await user('no-credit', 0);
    expect((await post(bearer).expect(402)).body).toEqual({ error: { code: 'no_credits', message: NTEE_CHANGER_MESSAGES.noCredits } });
    expect(await lettersOfUser('no-credit')).toBe(0);
    expect(await usesOfUser('no-credit')).toBe(0);
  });
});

describe('POST /ntee-change-letters: what it checks', () => {
  let bearer: string;
  beforeAll(async () => {
    bearer = await user('checker', 1);
  });

  it.each([
    ['an EIN of 5 digits', { ...LETTER, ein: '12345' }, 400, 'invalid_letter'],
    ['an EIN not in the IRS records', { ...LETTER, ein: '999999999' }, 404, 'not_found'],
    ['a code of the wrong shape', { ...LETTER, newCode: 'Q9' }, 400, 'invalid_letter'],
    ['a code not in the taxonomy', { ...LETTER, newCode: 'Z77' }, 400, 'invalid_letter'],
    ['reasons under 20 characters', { ...LETTER, reasons: 'Too short.' }, 400, 'invalid_letter'],
    ['reasons over 4,000 characters', { ...LETTER, reasons: 'x'.repeat(4001) }, 400, 'invalid_letter'],
    ['a one-letter signer', { ...LETTER, signerName: ' A ' }, 400, 'invalid_letter'],
    ['a title over 200 characters', { ...LETTER, signerTitle: 'x'.repeat(201) }, 400, 'invalid_letter'],
    ['an unknown field', { ...LETTER, extra: 1 }, 400, 'invalid_letter'],
    ['a NUL character', { ...LETTER, reasons: 'Null \u0000 characters are refused everywhere.' }, 400, 'invalid_text'],
  ])('refuses %s and spends nothing', async (_label, body, status, code) => {
    const res = await post(bearer, body).expect(status);
    expect(res.body.error.code).toBe(code);
    expect(await lettersOfUser('checker')).toBe(0);
    expect(await balanceOf(bearer)).toEqual({ IRS_LETTER: 1 });
  });

  it('refuses the code the IRS already lists', async () => {
    const res = await post(bearer, { ...LETTER, newCode: 'A84' }).expect(400);
    expect(res.body).toEqual({ error: { code: 'same_code', message: NTEE_CHANGER_MESSAGES.sameCode } });
  });

  it('spends nothing when the PDF cannot be made', async () => {
    renderer.fail = true;
    try {
      const res = await post(bearer).expect(503);
      expect(res.body).toEqual({ error: { code: 'letter_failed', message: 'The letter could not be produced. No credit was used; please try again.' } });
    } finally {
      renderer.fail = false;
    }
    expect(await lettersOfUser('checker')).toBe(0);
    expect(await usesOfUser('checker')).toBe(0);
    expect(await balanceOf(bearer)).toEqual({ IRS_LETTER: 1 });
  });
});

describe('a letter', () => {
  let bearer: string;
  let created: NteeChangeLetterResponse;
  beforeAll(async () => {
    bearer = await user('writer', 2);
    created = (await post(bearer).expect(201)).body;
  });

  it('spends one credit with the letter, both in the ledger', async () => {
    expect(created.balances).toEqual({ IRS_LETTER: 1 });
    expect(created.letter).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ein: EIN,
      organizationName: 'PAVVA INUPIAQ DANCERS',
      oldCode: 'A84',
      oldTitle: expect.any(String),
      newCode: 'A23',
      newTitle: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      pdfPath: `/ntee-change-letters/${created.letter.id}/pdf`,
    });
    const [use] = await db.query<{ amount: number; letter_id: string }>(
      `SELECT amount, letter_id::text AS letter_id FROM credit_ledger l JOIN accounts a ON a.id = l.account_id WHERE a.subject = 'writer' AND amount < 0`,
    );
    expect(use).toEqual({ amount: -1, letter_id: created.letter.id });
  });

  it('is listed for its author, newest first, and for no one else', async () => {
    const list = (await api().get('/ntee-change-letters').set('authorization', bearer).expect(200)).body as NteeChangeLettersResponse;
    expect(list.letters).toEqual([created.letter]);
    const other = await user('other-reader', 0);
    expect((await api().get('/ntee-change-letters').set('authorization', other).expect(200)).body).toEqual({ letters: [] });
  });

  it('downloads as a PDF that names the organization, the EIN, both codes, the reasons, the signer and the source', async () => {
    const res = await api().get(created.letter.pdfPath.replace('/api', '')).set('authorization', bearer).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ntee-change-${EIN}-${created.letter.createdAt.slice(0, 10)}.pdf"`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const text = pdfTextRuns(pdf).join('\n');
    expect(text).toContain('Re: Request to correct the NTEE code of PAVVA INUPIAQ DANCERS, EIN 01-0639455');
    expect(text).toContain('EIN: 01-0639455');
    expect(text).toContain('4783 DRAKE ST');
    expect(text).toContain('FAIRBANKS, AK 99709-3009');
    expect(text).toContain(`Current code: A84 - ${created.letter.oldTitle}`);
    expect(text).toContain(`Requested code: A23 - ${created.letter.newTitle}`);
    expect(text).toContain(LETTER.reasons);
    expect(text).toContain('Charles Topkok');
    expect(text).toContain('Director, PAVVA INUPIAQ DANCERS');
    expect(text).toContain('Internal Revenue Service (1)');
    expect(text).toContain('P.O. Box 1, Testville, OH 45000');
    expect(text).toContain('https://www.irs.gov/test-page');
  });

  it('is not served to anyone else (404, as an unknown id)', async () => {
    const other = await sign('other-reader');
    const path = created.letter.pdfPath.replace('/api', '');
    expect((await api().get(path).set('authorization', other).expect(404)).body.error.code).toBe('letter_not_found');
    await api().get('/ntee-change-letters/00000000-0000-0000-0000-000000000000/pdf').set('authorization', bearer).expect(404);
    await api().get('/ntee-change-letters/not-an-id/pdf').set('authorization', bearer).expect(404);
    await api().get(path).expect(401);
  });

  it('wraps long reasons over pages and survives text outside the font', async () => {
    const reasons = `Unicode: 中文, emoji 🚀, Ω, Zoë’s “quotes” — and a wordthatisfartoolongtofitononelineofthepageatalleventhoughitkeepsgoingandgoingandgoingandgoing.\n${'Our programs teach traditional dance. '.repeat(100)}`;
    const res = await post(bearer, { ...LETTER, reasons, signerName: 'Ŝigno Ĥ. 名前' }).expect(201);
    const pdf = (await api().get(res.body.letter.pdfPath.replace('/api', '')).set('authorization', bearer).buffer(true).parse(binary).expect(200)).body as Buffer;
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
    const text = pdfTextRuns(pdf).join('\n');
    expect(text).toContain('Unicode: ??, emoji ?, ?, Zoë');
    expect(text).toContain('Signo H. ??');
    expect(res.body.balances).toEqual({ IRS_LETTER: 0 });
  });
});

/** With 1 credit, `parallel` letters at once: exactly one is made. */
async function raceForOneCredit(sub: string, parallel: number) {
  const bearer = await user(sub, 1);
  // Every request passes the quick check and makes its PDF before any of them records anything.
  renderer.waitFor = parallel;
  renderer.arrived = 0;
  allArrived = new Promise((resolve) => {
    renderer.release = resolve;
  });
  try {
    const responses = await Promise.all(Array.from({ length: parallel }, () => post(bearer)));
    expect(renderer.arrived).toBe(parallel);
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array(parallel - 1).fill(402)]);
    expect(responses.filter((res) => res.status === 402).every((res) => res.body.error.code === 'no_credits')).toBe(true);
  } finally {
    renderer.waitFor = 0;
    allArrived = Promise.resolve();
  }
  expect(await balanceOf(bearer)).toEqual({ IRS_LETTER: 0 });
  expect(await lettersOfUser(sub)).toBe(1);
  expect(await usesOfUser(sub)).toBe(1);
}

describe('credits under concurrent letters', () => {
  it('spends one credit once: of 8 parallel letters with 1 credit, exactly one is made', async () => {
    await raceForOneCredit('racer', 8);
  });

  // PGlite has one connection, so its transactions queue anyway; a Postgres server runs them side by side, and the
  // account's lock is what keeps the second one from reading the balance before the first one's use is committed.
  describe('on a PostgreSQL server', () => {
    let server: PostgresServer | undefined;
    let embedded: { db: Db; app: typeof app; sign: typeof sign };
    beforeAll(async () => {
      embedded = { db, app, sign };
      server = await startPostgres();
      ({ db, app, sign } = await letterApp(server.url));
    });
    afterAll(async () => {
      if (db !== embedded.db) await db.close();
      ({ db, app, sign } = embedded);
      await server?.stop();
    });

    it('spends one credit once: of 8 parallel letters with 1 credit, exactly one is made', async () => {
      expect(db.kind).toBe('postgres');
      await raceForOneCredit('pg-racer', 8);
    });
  });
});

/** supertest's parser for a binary body (res is the Node response stream). */
const binary = ((res: NodeJS.ReadableStream, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}) as unknown as Parameters<request.Test['parse']>[0];
