// Failures before any route runs (bad URL encoding, an over-long path segment, an oversized or malformed request
// head, an unknown method) answered in the {code,msg,data} envelope like every other error, never echoing the URL.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type ErrorCode, errors } from '../../contract/errors';
import { envelopeOfError } from './envelope';

const routerErrors: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: errors.badParams,
  FST_ERR_MAX_PARAM_LENGTH: errors.uriTooLong,
  FST_ERR_ASYNC_CONSTRAINT: errors.badRequest,
};

/** Fastify's `frameworkErrors`: the router's refusals, which otherwise answer Fastify's own body. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = (error.code && routerErrors[error.code]) || errors.badRequest;
  reply.status(known.status).send(envelopeOfError(known));
}

/** Node's parser refusals (no request object exists yet): written straight to the socket, then closed. */
const parserErrors: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: errors.headersTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: errors.requestTimeout,
};

function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const error = (err.code && parserErrors[err.code]) || errors.badRequest;
  const body = JSON.stringify(envelopeOfError(error));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

export const preRoutingErrorOptions: Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
> = { frameworkErrors, clientErrorHandler };
