import { buildBody } from './bodies';
import { endpointKey, type Endpoint } from './endpoints';
import type { FuzzContext } from './fuzz-target';
import { hostileString } from './hostile-values';
import type { Random } from './prng';
import { RAW_CASES } from './raw-cases';
import { BODY_SEEDS, QUERY_SEEDS, knownParamValues } from './seeds';
import { buildPath, buildQuery, percentEncode } from './url-parts';

export interface FuzzRequest {
  /** What the request aims at, for the per-endpoint tally: an endpoint key, a raw case, or a stray path. */
  label: string;
  method: string;
  /** Everything after the method on the request line, up to the HTTP version. */
  target: string;
  headers: [string, string][];
  body?: Buffer;
  /** A whole request written as is, instead of one assembled from the fields above. */
  wire?: Buffer;
  /** Ends the connection's sending side after the request (see SendOptions). */
  halfClose?: boolean;
}

const OTHER_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'SEARCH',
  'PROPFIND',
];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const STRAY_PATHS = [
  '/v1',
  '/v1/',
  '/v1/nothing-here',
  '/v1/health/',
  '//v1//health',
  '/V1/HEALTH',
  '/v1/%2e%2e/%2e%2e/etc/passwd',
  '/v1/date-planner/plans/x/y/z',
  '/v1/date-planner/plans//share',
  '/v1/auth/',
  '/v1/feedback/my-feedback/',
  '/v1/subscriptions/test-checkout/',
];

function authorization(random: Random, context: FuzzContext): string | undefined {
  const token = context.accessToken;
  const roll = random.next();
  if (roll < 0.55) return `Bearer ${token}`;
  if (roll < 0.75) return undefined;
  return random.pick([
    'Bearer ',
    'Bearer',
    `bearer ${token}`,
    `Bearer  ${token}`,
    `Bearer ${token.slice(0, -2)}xx`,
    `Bearer ${token}.extra`,
    `Bearer ${token} trailing`,
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.',
    'Bearer a.b.c',
    `Bearer ${'a'.repeat(8000)}`,
    'Basic dXNlcjpwYXNz',
    token,
    `Bearer ${percentEncode(hostileString(random))}`,
  ]);
}

/** Headers a client may add that some code reads: stream resumption, proxies, versioning. */
function extraHeaders(random: Random): [string, string][] {
  if (!random.chance(0.25)) return [];
  return [
    random.pick<[string, string]>([
      ['Last-Event-ID', random.pick(['-1', '1e9', '99999999999999999999', 'abc', '0x10', ''])],
      ['X-Forwarded-For', random.pick(['not-an-ip', '999.999.999.999', '::1, 10.0.0.1', ''])],
      ['X-Forwarded-Host', 'evil.example'],
      ['X-Forwarded-Proto', 'gopher'],
      ['Origin', random.pick(['https://evil.example', 'null', ''])],
      ['Host', random.pick(['evil.example', '', 'a:b:c', '[::1', 'x'.repeat(300)])],
      ['Accept-Version', '1.x'],
      ['Accept', random.pick(['text/event-stream', 'application/xml', '*/*;q=abc'])],
      ['Accept-Encoding', 'gzip, br, zstd'],
      ['Cookie', random.pick(['a=b', '=', ';;;', '__proto__=1'])],
    ]),
  ];
}

/** One request at an endpoint: its path parameters, query, headers and body each possibly wrong. */
export function requestForEndpoint(random: Random, endpoint: Endpoint, context: FuzzContext): FuzzRequest {
  const key = endpointKey(endpoint);
  const method = random.chance(0.05) ? random.pick(OTHER_METHODS) : endpoint.method;
  const path = buildPath(random, endpoint.path, (param) => knownParamValues(endpoint.path, param, context));
  const querySeed = QUERY_SEEDS[key]?.(context, random);
  const query = querySeed ? buildQuery(random, querySeed) : random.chance(0.1) ? buildQuery(random, {}) : '';
  const headers: [string, string][] = [];
  const auth = authorization(random, context);
  if (auth !== undefined) headers.push(['Authorization', auth]);
  headers.push(...extraHeaders(random));
  let body: Buffer | undefined;
  const bodySeed = BODY_SEEDS[key]?.(context, random);
  if (BODY_METHODS.has(method) ? random.chance(0.95) : random.chance(0.05)) {
    const built = buildBody(random, bodySeed);
    if (built.contentType !== undefined) headers.push(['Content-Type', built.contentType]);
    body = built.bytes;
  }
  return { label: key, method, target: path + query, headers, body };
}

export function strayRequest(random: Random, context: FuzzContext): FuzzRequest {
  const path = random.chance(0.5)
    ? random.pick(STRAY_PATHS)
    : `/v1/${percentEncode(hostileString(random)) || 'x'}`;
  return {
    label: 'stray path',
    method: random.pick(OTHER_METHODS),
    target: path,
    headers: random.chance(0.5) ? [['Authorization', `Bearer ${context.accessToken}`]] : [],
  };
}

export function rawRequest(random: Random): FuzzRequest {
  const rawCase = random.pick(RAW_CASES);
  return {
    label: `raw: ${rawCase.name}`,
    method: '',
    target: '',
    headers: [],
    wire: Buffer.from(rawCase.wire, 'latin1'),
    halfClose: rawCase.halfClose,
  };
}

/** The bytes on the wire. Header values are written byte for byte, as a raw client can. */
export function toWire(request: FuzzRequest): Buffer {
  if (request.wire) return request.wire;
  const named = (name: string) => request.headers.some(([header]) => header.toLowerCase() === name);
  const headers = [
    ...(named('host') ? [] : [['Host', '127.0.0.1']]),
    ['Connection', 'close'],
    ...request.headers,
  ];
  if (request.body) headers.push(['Content-Length', String(request.body.length)]);
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${headers
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), request.body ?? Buffer.alloc(0)]);
}
