// Turns every failure into the {code,msg,data} envelope: bad input gets a 4xx-class code, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import { type ErrorCode, errors } from '../../contract/errors';
import { ApiError } from './api-error';

const fastifyErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: errors.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: errors.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: errors.bodyTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errors.badParams,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errors.unsupportedMediaType,
  FST_ERR_BAD_URL: errors.badParams,
};

export const envelopeOfError = (error: ErrorCode, msg = error.msg, data: unknown = null) => ({
  code: error.code,
  msg,
  data,
});

function classify(err: FastifyError): { error: ErrorCode; msg?: string; data?: unknown } {
  if (err instanceof ApiError) return { error: err.error, msg: err.message, data: err.data };
  const known = err.code ? fastifyErrors[err.code] : undefined;
  if (known) return { error: known };
  // A JSON body that secure-json-parse refused (e.g. __proto__) arrives as a plain SyntaxError.
  if (err instanceof SyntaxError) return { error: errors.badJson };
  if (err.statusCode === 429) return { error: errors.tooManyRequests };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return { error: errors.badParams };
  return { error: errors.internal };
}

export function installEnvelopeErrors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const { error, msg, data } = classify(err);
    if (error.status >= 500) request.log.error({ err }, 'request failed');
    reply.status(error.status).send(envelopeOfError(error, msg, data));
  });
}
