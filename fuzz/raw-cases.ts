/**
 * Requests only a raw socket can send: broken framing, oversized or malformed headers, request
 * lines that are not HTTP/1.1. Node's parser refuses most of them before Fastify sees anything.
 */
export const RAW_CASES: readonly { name: string; wire: string; halfClose?: boolean }[] = [
  {
    name: 'headers over 16 KiB',
    wire: `GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  },
  {
    name: 'a URL over 16 KiB',
    wire: `GET /v1/date-planner/shared/${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  },
  {
    name: 'Content-Length not a number',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n',
  },
  {
    name: 'negative Content-Length',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n',
  },
  {
    name: 'two different Content-Lengths',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
  },
  {
    name: 'Content-Length and chunked together',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
  },
  {
    name: 'a chunk size that is not hex',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  },
  {
    name: 'a body shorter than its Content-Length',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    halfClose: true,
  },
  {
    name: 'a body longer than its Content-Length',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}{"extra":true}',
  },
  {
    name: 'a chunked JSON body',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"ema\r\n4\r\nil":\r\n0\r\n\r\n',
  },
  { name: 'a request line that is not HTTP', wire: 'HELLO THERE\r\n\r\n' },
  { name: 'an unknown method', wire: 'BREW /v1/health HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'HTTP/2 on an HTTP/1.1 port', wire: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
  { name: 'HTTP/0.9', wire: 'GET /v1/health\r\n\r\n' },
  { name: 'HTTP/1.0 without Host', wire: 'GET /v1/health HTTP/1.0\r\n\r\n' },
  { name: 'HTTP/1.1 without Host', wire: 'GET /v1/health HTTP/1.1\r\n\r\n' },
  { name: 'HTTP/9.9', wire: 'GET /v1/health HTTP/9.9\r\nHost: x\r\n\r\n' },
  { name: 'a header without a colon', wire: 'GET /v1/health HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n' },
  { name: 'a space in a header name', wire: 'GET /v1/health HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n' },
  { name: 'a folded header', wire: 'GET /v1/health HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n folded\r\n\r\n' },
  {
    name: 'NUL in a header',
    wire: 'GET /v1/auth/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\u0000b\r\n\r\n',
  },
  {
    name: 'a control character in a header',
    wire: 'GET /v1/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n',
  },
  { name: 'a bare LF line ending', wire: 'GET /v1/health HTTP/1.1\nHost: x\n\n' },
  { name: 'a space in the URL', wire: 'GET /v1/he alth HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'a raw NUL in the URL', wire: 'GET /v1/date-planner/shared/a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n' },
  {
    name: 'a raw non-ASCII URL',
    wire: 'GET /v1/date-planner/shared/\u00e9\u00ff HTTP/1.1\r\nHost: x\r\n\r\n',
  },
  { name: 'an absolute-form URL', wire: 'GET http://evil.example/v1/health HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'an asterisk URL', wire: 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'CONNECT', wire: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n' },
  {
    name: 'Expect: 100-continue',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
  },
  {
    name: 'an unknown Expect',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nExpect: coffee\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
  },
  {
    name: 'a gzip body that is not gzip',
    wire: 'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Encoding: gzip\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
  },
  {
    name: 'a body on a GET',
    wire: 'GET /v1/health HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{"a":"b"}',
  },
  {
    name: 'an Upgrade request',
    wire: 'GET /v1/health HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
  },
];
