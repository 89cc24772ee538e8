// What can go wrong asking the provider, sorted by what the poller does about it.
export type ApiSportsFailure =
  /** 429 or an errors.rateLimit / errors.requests body: back off (the budget was out of step with the plan). */
  | 'rate'
  /** 5xx, a timeout or a dropped connection: back off and retry. */
  | 'server'
  /** 401/403 or errors.token: the key is missing, wrong or suspended. Retrying soon cannot help. */
  | 'auth'
  /** Any other refusal (a bad parameter): the request is dropped. */
  | 'request';

export class ApiSportsError extends Error {
  constructor(
    readonly failure: ApiSportsFailure,
    message: string,
    readonly status: number,
    /** The wait the provider asked for (Retry-After), if any. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ApiSportsError';
  }

  get retryable() {
    return this.failure === 'rate' || this.failure === 'server';
  }
}
