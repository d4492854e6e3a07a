import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's answers from before routing (a URL it cannot decode, a path part over its length limit). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ detail: 'A part of the URL is too long' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ detail: 'The URL is not correctly encoded' });
  }
  return reply.status(400).send({ detail: 'The request could not be routed' });
}

function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request headers are too large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive'];
  return [400, 'The request is not valid HTTP'];
}

/** A whole `{detail}` response written straight to a socket that has no response object. */
function writeAnswer(socket: Duplex, status: number, detail: string) {
  const body = JSON.stringify({ detail });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Requests Node's HTTP parser rejects never reach Fastify, so their answer is written to the socket
 * here, in the API's `{detail}` shape, unless a response on that connection has already begun.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) writeAnswer(socket, ...clientErrorAnswer(error.code));
  socket.destroy(error);
}

/**
 * The two requests Node answers itself, with an empty body, unless the server listens for them:
 * an `Expect` other than 100-continue, and CONNECT (this is no proxy).
 */
export function answerRequestsNodeWouldRefuse(server: Server) {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    response.end(JSON.stringify({ detail: 'Only the Expect: 100-continue header is supported' }));
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    // Node hands the socket over without its error listener; a reset must not end the process.
    socket.on('error', () => socket.destroy());
    writeAnswer(socket, 405, 'CONNECT is not supported');
    socket.end();
  });
}
