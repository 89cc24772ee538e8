// The one way a handler fails: throw an ApiError carrying a code from contract/errors.ts.
import type { ErrorCode } from '../../contract/errors';

export class ApiError extends Error {
  constructor(
    readonly error: ErrorCode,
    msg?: string,
    readonly data: unknown = null,
  ) {
    super(msg ?? error.msg);
  }

  /** Fastify's name for the HTTP status, read by error handlers that know nothing of ApiError. */
  get statusCode() {
    return this.error.status;
  }
}
