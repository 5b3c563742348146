import fc from 'fast-check';
import type { RegisteredRoute } from './route-table.js';

export interface MalformedRequest {
  /** The route's path with each parameter replaced (already percent-encoded, or deliberately not valid). */
  path: string;
  /** `''` or `?…`. */
  query: string;
  contentType: string;
  /** Undefined: no body. */
  body?: string;
}

/** Byte by byte, so any text (a lone surrogate becomes U+FFFD's bytes) goes into a URL. */
const percentEncode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Already written for a URL: invalid percent-encoding, NUL, overlong and surrogate UTF-8, traversal, prototype keys. */
const RAW_SEGMENTS = ['%ff', '%', '%zz', '%E0%A4%A', '%c0%af', '%00', 'a%00b', '%ED%A0%80', '%F4%90%80%80', '..', '..%2f..%2fetc%2fpasswd', '__proto__', 'constructor', '-1', '0', '1e309', 'NaN', '9'.repeat(40), 'null', 'true', '%22%3E%3Cscript%3E'];

const segment = fc.oneof(
  { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 8 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(percentEncode), weight: 8 },
  { arbitrary: fc.integer().map(String), weight: 3 },
  { arbitrary: fc.constant('x'.repeat(1500)), weight: 2 },
  // Longer than a request line may be (16 KB): refused by the HTTP parser itself.
  { arbitrary: fc.constant('y'.repeat(20_000)), weight: 1 },
);

const QUERY_KEYS = ['q', 'page', 'pageSize', 'state', 'goal', 'format', 'type', 'sort', 'ein', 'limit', 'offset', 'year', 'ntee', 'id', 'sdg', '__proto__', 'constructor[prototype]', 'a[b][c]'];

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 }).map(encodeURIComponent)), segment), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}${close.repeat(depth)}`;

/** Bodies that no route can take as a valid write: wrong JSON types, broken JSON, traps, too deep, too big. */
const body = fc.oneof(
  fc.constantFrom(
    '{"name": ',
    '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"role": "X4I_TEAM_MEMBER"}}}',
    '{"name": "\\u0000"}',
    '{"name": "\\ud800"}',
    '{"text": "\\udfff and more"}',
    nested(5000, '[', ']'),
    `{"a":${nested(40, '{"a":', '}').slice(0, -1)}1${'}'.repeat(40)}}`,
    JSON.stringify({ name: 'x'.repeat(200_000) }),
    '[]',
    'null',
    '"just a string"',
    '12',
    'true',
  ),
  // JSON values whose object fields all have the wrong type for a form: numbers, booleans, nulls and arrays.
  fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }))).map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 3 }).filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)).map((value) => JSON.stringify(value)),
);

const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x4i', 'application/xml');

/** A malformed request for this route: each path parameter replaced, a query of odd keys and values, and (not for GET) a body no route takes. */
export function malformedRequestFor(route: RegisteredRoute): fc.Arbitrary<MalformedRequest> {
  const parameters = route.path.match(/:[A-Za-z_]\w*|\*\w+/g) ?? [];
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return fc.record({
    values: fc.array(segment, { minLength: parameters.length, maxLength: parameters.length }),
    query,
    contentType,
    body: withBody ? fc.option(body, { nil: undefined, freq: 6 }) : fc.constant(undefined),
  }).map(({ values, query, contentType, body }) => {
    let index = 0;
    const path = route.path.replace(/:[A-Za-z_]\w*|\*\w+/g, () => values[index++] ?? 'x').replace(/[{}]/g, '');
    return { path, query, contentType, body };
  });
}
