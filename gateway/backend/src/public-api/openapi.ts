import { API_KEY_HEADER, PUBLIC_API_BASE_PATH, PUBLIC_API_QUOTAS } from '@x4i/shared/contracts';
import { z } from 'zod';
import type { Download, Endpoint } from './endpoint.js';
import { errorSchema, sourcedSchema } from './schemas.js';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without the dialect line each operation would repeat. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** One OpenAPI parameter per property of an object schema: its description and example move up to the parameter. */
function parametersOf(schema: z.ZodObject | undefined, place: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, example, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || (object.required ?? []).includes(name),
      ...(description ? { description } : {}),
      ...(example !== undefined ? { example } : {}),
      schema: rest,
    };
  });
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

const quotaHeaders = {
  RateLimit: { description: 'The calls left in this window and the seconds until it resets (IETF draft).', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'The quota and its window in seconds (IETF draft).', schema: { type: 'string' } },
};

/** The errors every call of the API may answer. */
const commonErrors = (): JsonSchema => ({
  400: errorResponse('A parameter is not valid: the message says which and why.'),
  401: errorResponse(`The ${API_KEY_HEADER} header holds no valid key (code invalid_api_key).`),
  429: {
    ...errorResponse('The caller has used this hour’s quota (code rate_limited).'),
    headers: { 'Retry-After': { description: 'Seconds until the quota resets.', schema: { type: 'integer' } }, ...quotaHeaders },
  },
  503: {
    ...errorResponse('The data is being imported (code importing); try again after Retry-After seconds.'),
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
  },
});

function operationOf(endpoint: Endpoint): JsonSchema {
  const responses: JsonSchema = {
    200: {
      description: 'The data, with its sources and their vintage.',
      headers: quotaHeaders,
      content: { 'application/json': { schema: jsonSchema(sourcedSchema(endpoint.data), 'output') } },
    },
    ...commonErrors(),
  };
  if (endpoint.mayBeNotFound) responses[404] = errorResponse('Nothing has this identifier (code not_found).');
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
    responses,
  };
}

function downloadOperationOf(file: Download): JsonSchema {
  const json = z.object({
    title: z.string(),
    sources: z.array(z.object({ name: z.string(), year: z.string().meta({ description: 'The vintage.' }), url: z.string().optional() })),
    exportedFrom: z.string(),
    exportedOn: z.string(),
    rows: z.array(file.row),
  });
  return {
    operationId: file.operationId,
    tags: [file.tag],
    summary: file.summary,
    description: file.description,
    parameters: parametersOf(file.query, 'query'),
    responses: {
      200: {
        description: 'The file, named by what it holds and the day (Content-Disposition).',
        headers: { 'Content-Disposition': { schema: { type: 'string' } }, ...quotaHeaders },
        content: {
          'text/csv': { schema: { type: 'string', description: `# lines, then the header: ${file.header.join(',')}` } },
          'application/json': { schema: jsonSchema(json, 'output') },
        },
      },
      ...commonErrors(),
    },
  };
}

/** The OpenAPI 3.1 document of the public API, made from the endpoints' own schemas. */
export function openApiDocument(endpoints: readonly Endpoint[], downloads: readonly Download[], productName: string): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const endpoint of endpoints) paths[endpoint.path] = { get: operationOf(endpoint) };
  for (const file of downloads) paths[file.path] = { get: downloadOperationOf(file) };
  return {
    openapi: '3.1.0',
    info: {
      title: `${productName} public API`,
      version: '1.0.0',
      description: [
        `Public data about US nonprofits, as ${productName}’s pages show it: IRS exempt organization records, the NTEE taxonomy, the UN Sustainable Development Goals, the research reports and the directory.`,
        'Every answer is `{ "data": …, "sources": [{ "name", "url", "vintage" }] }`: the data, and every dataset it comes from with its date or year. Every error is `{ "error": { "code", "message" } }`.',
        `Calls without a key share a quota of ${PUBLIC_API_QUOTAS.anonymousPerHour} an hour per IP address; with a key (create one on your profile page and send it in the ${API_KEY_HEADER} header), each key has ${PUBLIC_API_QUOTAS.keyPerHour} an hour. The hour starts on the hour. Every answer carries the RateLimit and RateLimit-Policy headers; over the quota, the answer is 429 with Retry-After.`,
        'Unknown query parameters are refused with 400, so that a misspelt filter is not silently ignored.',
      ].join('\n\n'),
    },
    servers: [{ url: PUBLIC_API_BASE_PATH }],
    tags: [
      { name: 'Organizations', description: 'IRS Exempt Organizations Business Master File records.' },
      { name: 'Reference', description: 'The NTEE taxonomy and the UN goals.' },
      { name: 'Research', description: 'The figures of the research pages.' },
      { name: 'Directory', description: 'The directory’s public content.' },
    ],
    security: [{}, { apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
    paths,
  };
}
