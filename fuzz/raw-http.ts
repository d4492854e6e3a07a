import { connect } from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether everything the headers announce has arrived (a stream counts once its headers have). */
  complete: boolean;
}

const NO_RESPONSE: RawResponse = { status: 0, headers: {}, body: '', complete: false };

/** Parses the first final HTTP/1.x response in what a server wrote (1xx interim answers skipped). */
export function parseRawResponse(raw: Buffer): RawResponse {
  let start = 0;
  for (;;) {
    const headerEnd = raw.indexOf('\r\n\r\n', start);
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(raw.subarray(start, start + 20).toString('latin1'));
    if (!match || headerEnd < 0) return NO_RESPONSE;
    const status = Number(match[1]);
    if (status >= 200 || status < 100) return parseFinal(raw, start, headerEnd, status);
    start = headerEnd + 4;
  }
}

function parseFinal(raw: Buffer, start: number, headerEnd: number, status: number): RawResponse {
  const headers: Record<string, string> = {};
  for (const line of raw.subarray(start, headerEnd).toString('latin1').split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(headerEnd + 4);
  let complete = Boolean(headers['content-type']?.startsWith('text/event-stream'));
  if (headers['transfer-encoding']?.includes('chunked')) {
    const joined = unchunk(body);
    body = joined.body;
    complete ||= joined.complete;
  } else if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    complete ||= body.length >= length;
    body = body.subarray(0, length);
  }
  return { status, headers, body: body.toString('utf8'), complete };
}

function unchunk(data: Buffer): { body: Buffer; complete: boolean } {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) return { body: Buffer.concat(parts), complete: true };
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return { body: Buffer.concat(parts), complete: false };
}

export interface SendOptions {
  timeoutMs?: number;
  /**
   * Ends the sending side after the request. Node's server then gives up on requests still being
   * handled, so only a request that is unfinished on purpose (a short body) should be sent this way.
   */
  halfClose?: boolean;
}

/**
 * Writes bytes as they are to a server on loopback and reads its answer: until the response is
 * complete, the server closes the connection, or the timeout passes. For requests no HTTP client
 * library would send.
 */
export function sendRaw(
  port: number,
  request: string | Buffer,
  { timeoutMs = 5000, halfClose = false }: SendOptions = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port });
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseRawResponse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('connect', () => (halfClose ? socket.end(request) : socket.write(request)));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (parseRawResponse(Buffer.concat(chunks)).complete) finish();
    });
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close as soon as it has answered, while the rest of the request is in flight.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    });
  });
}
