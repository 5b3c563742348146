import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import request from 'supertest';
import { removeTempDirs, startTestBackend, tempDir, type TestBackend } from '../testing/test-backend.js';

jest.setTimeout(120_000);

/**
 * The contract of the public API, read from its own OpenAPI document: the document is valid OpenAPI 3.1, and every
 * documented endpoint answers its example request as documented, and a bad parameter with the documented error.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  example?: string;
  schema: Record<string, unknown>;
}

interface Operation {
  operationId: string;
  parameters: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

/** A download answers a file (CSV, or JSON with format=json) rather than { data, sources }. */
const isDownload = (operation: Operation) => 'text/csv' in (operation.responses['200']!.content ?? {});

interface Document {
  openapi: string;
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, unknown> };
}

let test: TestBackend;
let document: Document;
const api = () => request(test.backend.app);

beforeAll(async () => {
  test = await startTestBackend();
  await test.backend.ready;
  document = (await api().get('/v1/openapi.json').expect(200)).body as Document;
});
// Each test starts with a fresh hour of the anonymous quota: together they make more calls than one hour allows.
beforeEach(async () => {
  await test.db.query('DELETE FROM api_quota_windows');
});
afterAll(async () => {
  await test.close();
  await removeTempDirs();
});

const ajv = new Ajv2020({ strict: false, allErrors: true });
/** A response schema of the document, with its references resolved against the document's components. */
function validatorOf(schema: Record<string, unknown>) {
  return ajv.compile({ ...schema, components: document.components });
}

/** The path of an operation with its path parameters' examples, and its required query parameters' examples. */
function exampleRequest(template: string, operation: Operation): { path: string; query: Record<string, string> } {
  let filled = template;
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)));
    else if (parameter.required || parameter.example !== undefined) query[parameter.name] = String(parameter.example);
  }
  return { path: `/v1${filled}`, query };
}

it('is a valid OpenAPI 3.1 document (checked by an OpenAPI validator)', async () => {
  const file = path.join(await tempDir('openapi'), 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  const cli = createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, file]);
  expect(document.openapi).toBe('3.1.0');
  expect(JSON.parse(stdout)).toMatchObject({ valid: true });
});

it('documents every endpoint with an example for each path parameter', () => {
  const operations = Object.entries(document.paths);
  expect(operations.map(([route]) => route)).toEqual(
    expect.arrayContaining(['/organizations', '/organizations/{ein}', '/ntee/codes', '/ntee/major-groups', '/goals', '/money-flow', '/sdg-index', '/sdg-reports/{goal}', '/directory/{type}']),
  );
  for (const [, { get }] of operations) {
    for (const parameter of get.parameters.filter((p) => p.in === 'path')) expect(parameter.example).toBeDefined();
  }
});

it('documents both editions of the state index, each state’s rank in both and why it moved', () => {
  const schema = document.paths['/sdg-index']!.get.responses['200']!.content!['application/json']!.schema as {
    properties: { data: { properties: Record<string, { items?: { properties: Record<string, { properties?: Record<string, unknown> }> } }> } };
  };
  const data = schema.properties.data.properties;
  expect(Object.keys(data)).toEqual(expect.arrayContaining(['editions', 'stateRanking']));
  const row = data.stateRanking!.items!.properties;
  expect(Object.keys(row)).toEqual(expect.arrayContaining(['rank', 'index', 'baseline', 'movement']));
  expect(Object.keys(row.movement!.properties!)).toEqual(['rankChange', 'indexChange', 'reasons']);
});

describe('every documented endpoint answers as documented', () => {
  const routes = () => Object.entries(document.paths);

  it('answers its example with 200, the documented body, sources with a vintage, and the quota headers', async () => {
    for (const [template, { get }] of routes().filter(([, { get }]) => !isDownload(get))) {
      const { path: url, query } = exampleRequest(template, get);
      const response = await api().get(url).query(query);
      expect({ operation: get.operationId, status: response.status }).toEqual({ operation: get.operationId, status: 200 });
      const validate = validatorOf(get.responses['200']!.content!['application/json']!.schema);
      expect({ operation: get.operationId, valid: validate(response.body), errors: validate.errors }).toEqual({ operation: get.operationId, valid: true, errors: null });
      expect(response.body.sources.length).toBeGreaterThan(0);
      for (const source of response.body.sources) expect(source.vintage).toMatch(/\d{4}/);
      expect(response.headers['ratelimit-policy']).toMatch(/q=\d+/);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('answers each download as a CSV file that says what it holds, and as the documented JSON', async () => {
    const downloads = routes().filter(([, { get }]) => isDownload(get));
    expect(downloads.length).toBeGreaterThan(0);
    for (const [template, { get }] of downloads) {
      const { path: url, query } = exampleRequest(template, get);
      const csv = await api().get(url).query({ ...query, format: 'csv' }).buffer(true);
      expect({ operation: get.operationId, status: csv.status, type: csv.headers['content-type'] }).toEqual({ operation: get.operationId, status: 200, type: 'text/csv; charset=utf-8' });
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.text.split('\n')[1]).toMatch(/^# Source: .+, \d{4}/);
      const json = await api().get(url).query({ ...query, format: 'json' });
      const validate = validatorOf(get.responses['200']!.content!['application/json']!.schema);
      expect({ operation: get.operationId, valid: validate(json.body), errors: validate.errors }).toEqual({ operation: get.operationId, valid: true, errors: null });
    }
  });

  it('answers an unknown query parameter, and each documented parameter given a wrong value, with the documented 400', async () => {
    const validate = validatorOf({ $ref: '#/components/schemas/Error' });
    for (const [template, { get }] of routes()) {
      const { path: url, query } = exampleRequest(template, get);
      const unknown = await api().get(url).query({ ...query, colour: 'blue' });
      expect({ operation: get.operationId, status: unknown.status, valid: validate(unknown.body) }).toEqual({ operation: get.operationId, status: 400, valid: true });
      expect(unknown.body.error.message).toContain('colour');
      for (const parameter of get.parameters.filter((p) => p.in === 'query' && (p.schema.pattern || p.schema.enum))) {
        const wrong = await api().get(url).query({ ...query, [parameter.name]: '!?' });
        expect({ parameter: `${get.operationId} ${parameter.name}`, status: wrong.status, valid: validate(wrong.body) }).toEqual({
          parameter: `${get.operationId} ${parameter.name}`,
          status: 400,
          valid: true,
        });
      }
    }
  });
});

describe('GET /v1/organizations', () => {
  const list = async (query: Record<string, string>) => (await api().get('/v1/organizations').query(query).expect(200)).body;

  it('filters by state, NTEE major group and subsection, largest revenue first, with the total that match', async () => {
    const { data, sources } = await list({ state: 'ar', nteeMajorGroup: 'l', subsection: '3' });
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.every((org: { state: string; nteeCode: string; subsection: string }) => org.state === 'AR' && org.nteeCode.startsWith('L') && org.subsection === '03')).toBe(true);
    const revenues = data.items.map((org: { revenueAmount: number | null }) => org.revenueAmount ?? -1);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(sources[0]).toMatchObject({ name: expect.stringContaining('Business Master File'), vintage: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('pages through every match exactly once', async () => {
    const first = await list({ state: 'AK', pageSize: '5' });
    const eins: string[] = [];
    for (let page = 1; page <= Math.ceil(first.data.total / 5); page += 1) {
      eins.push(...(await list({ state: 'AK', pageSize: '5', page: String(page) })).data.items.map((org: { ein: string }) => org.ein));
    }
    expect(eins).toHaveLength(first.data.total);
    expect(new Set(eins).size).toBe(eins.length);
  });

  it('finds an EIN with or without the dash, and a name by part of it', async () => {
    expect((await list({ q: '71-0679937' })).data.items.map((org: { name: string }) => org.name)).toEqual(['HABITAT FOR HUMANITY OF CENTRAL AR']);
    expect((await list({ q: 'humanity' })).data.items.some((org: { ein: string }) => org.ein === '710679937')).toBe(true);
  });

  it('refuses a page size over 100 and a state that is not one, naming the parameter', async () => {
    expect((await api().get('/v1/organizations').query({ pageSize: '101' }).expect(400)).body.error.message).toContain('pageSize');
    expect((await api().get('/v1/organizations').query({ state: 'XX' }).expect(400)).body.error.message).toContain('state');
  });

  it('downloads every organization of a state, each once, in EIN order, with what the list shows', async () => {
    const { data } = await list({ state: 'AK', pageSize: '100' });
    const csv = await api().get('/v1/organizations/export').query({ state: 'ak' }).buffer(true).expect(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="organizations-ak-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.text.trimEnd().split('\n');
    expect(lines[0]).toBe('# Organizations in Alaska, from the IRS files');
    const header = lines.findIndex((line) => !line.startsWith('#'));
    expect(lines[header]).toBe('ein,name,city,state,zip,nteeCode,subsection,foundation,rulingDate,taxPeriod,assetAmount,incomeAmount,revenueAmount,incomeBucket,sourceFile');
    const eins = lines.slice(header + 1).map((line) => line.split(',')[0]);
    expect(eins).toHaveLength(data.total);
    expect(eins).toEqual([...new Set(eins)].sort());
    expect(new Set(eins)).toEqual(new Set(data.items.map((org: { ein: string }) => org.ein)));
  });

  it('answers 404 in the error shape for an EIN with no record', async () => {
    const { body } = await api().get('/v1/organizations/000000001').expect(404);
    expect(body.error.code).toBe('not_found');
  });
});

describe('GET /v1/issue-areas', () => {
  it('answers what the site’s issue-area calls answer, with the IRS files as source', async () => {
    const list = (await api().get('/v1/issue-areas').expect(200)).body;
    expect(list.data.issueAreas).toEqual((await api().get('/options/issueArea').expect(200)).body.issueAreas);
    expect(list.sources[0].vintage).toMatch(/^\d{4}/);
    const one = (await api().get('/v1/issue-areas/k').expect(200)).body;
    expect(one.data.organizations).toBe(list.data.issueAreas.find((area: { issueArea: string }) => area.issueArea === 'K').organizations);
    expect((await api().get('/v1/issue-areas/zz').expect(400)).body.error.code).toBe('invalid_issue_area');
  });
});
