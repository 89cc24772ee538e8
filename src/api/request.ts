// The one typed way to make a contract call: fills the path, splits query from body, picks the host's client.
import type { Call, CallData, CallInput } from '../../contract/call';
import { fillPath, pathParamNames } from '../../contract/call';
import { type Clients, clients as siteClients } from './clients';
import { type ApiResult, networkFailure, resultOf } from './result';

/** Calls whose every field is optional may be made without an input. */
export type InputArgs<C extends Call> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** How one call is made, beyond what it sends. */
export interface RequestOptions {
  /** `false` keeps the call out of the loading bar (spec §4): background polls, route preloads. */
  progress?: boolean;
  /**
   * A paid call's Idempotency-Key: one per user action (see src/api/paid.ts), sent again unchanged when
   * the same action is retried, so the server moves the money once.
   */
  idempotencyKey?: string;
}

/** The input (as InputArgs), then optional request options. */
export type RequestArgs<C extends Call> =
  object extends CallInput<C>
    ? [input?: CallInput<C>, options?: RequestOptions]
    : [input: CallInput<C>, options?: RequestOptions];

export interface Parts {
  url: string;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

/** Where each input field goes: path params into the path; for GET the rest is query, else only
 *  the fields of the call's `query` schema are, and the rest is the body. */
export function partsOf(call: Call, input: Record<string, unknown>): Parts {
  const pathNames = new Set(pathParamNames(call.path));
  const queryNames = new Set(Object.keys(call.query?.shape ?? {}));
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (pathNames.has(key)) continue;
    if (call.method === 'GET' || queryNames.has(key)) query[key] = value;
    else body[key] = value;
  }
  return {
    url: fillPath(call.path, input),
    query,
    body: call.method === 'GET' ? undefined : body,
  };
}

export const createRequest =
  (clients: Clients) =>
  async <C extends Call>(
    call: C,
    ...[input, options]: RequestArgs<C>
  ): Promise<ApiResult<CallData<C>>> => {
    const { url, query, body } = partsOf(call, (input ?? {}) as Record<string, unknown>);
    try {
      const answer = await clients[call.host].request({
        method: call.method,
        url,
        params: query,
        data: body,
        headers: {
          ...(call.encoding === 'json' ? { 'Content-Type': 'application/json' } : {}),
          ...(options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
        },
        progress: options?.progress,
      });
      return resultOf<CallData<C>>(answer.status, answer.data);
    } catch {
      // validateStatus accepts every status, so only a missing answer lands here.
      return networkFailure();
    }
  };

/** Makes a contract call on the site's clients; resolves to a result, never rejects. */
export const request = createRequest(siteClients);
