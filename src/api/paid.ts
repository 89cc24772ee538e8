// Paid calls (gift, recharge, withdraw, nobility…): each user action gets one idempotency key, kept for
// its retries, so a double click or a retry after a lost answer moves the money once.
import type { Call, CallData } from '../../contract/call';
import { type RequestArgs, request } from './request';
import type { ApiResult } from './result';

/** A new key for a new action (a UUID where the browser has one). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;

/**
 * Makes a paid call with the action's key, retrying once with the same key when the answer was lost
 * on the network: if the first attempt went through, the server answers the first result again.
 */
export async function paidRequest<C extends Call>(
  call: C,
  key: string,
  ...[input, options]: RequestArgs<C>
): Promise<ApiResult<CallData<C>>> {
  const send = () =>
    (request as (c: C, i: unknown, o: unknown) => Promise<ApiResult<CallData<C>>>)(call, input, {
      ...options,
      idempotencyKey: key,
    });
  const first = await send();
  // Code 0 is no answer at all (networkFailure): the only case where a retry is safe and useful.
  return first.success || first.code !== 0 ? first : send();
}
