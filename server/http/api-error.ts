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
}
