// Every paid call runs once per idempotency key: the first answer is stored with the money it moved, in the
// same transaction, and a retry with the key gets that answer back; the key with other parameters is refused.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import { paidRequests } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { inLedger, type LedgerContext, type LedgerSession } from './ledger';

/** Keys are the client's own (a UUID per click, the same on a retry). */
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

export interface PaidCall {
  userId: number;
  /** From the Idempotency-Key header; absent or malformed is refused before anything moves. */
  key: string | undefined;
  /** The call's name: gift, recharge, nobility… */
  action: string;
  /** The parameters that decide what the call does. */
  params: unknown;
}

/** JSON with object keys sorted, so the same parameters always hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export const requestHash = (action: string, params: unknown) =>
  createHash('sha256')
    .update(`${action}\n${canonical(params)}`)
    .digest('hex');

export function checkedKey(key: string | undefined): string {
  if (key === undefined || !KEY.test(key)) throw new ApiError(errors.idempotencyKeyMissing);
  return key;
}

/**
 * Runs `work` once for the key. Two requests with one key at once: the second waits on the key's row
 * (PostgreSQL) or its turn (PGlite) and then reads the first one's answer. A failed call stores
 * nothing, so its retry runs again.
 */
export async function paidOnce<T>(
  ctx: LedgerContext,
  call: PaidCall,
  work: (ledger: LedgerSession) => Promise<T>,
): Promise<T> {
  const key = checkedKey(call.key);
  const hash = requestHash(call.action, call.params);
  return inLedger(ctx, async (ledger) => {
    const claimed = await ledger.tx
      .insert(paidRequests)
      .values({ userId: call.userId, key, action: call.action, requestHash: hash, response: {} })
      .onConflictDoNothing()
      .returning({ key: paidRequests.key });
    if (claimed.length === 0) {
      const [first] = await ledger.tx
        .select({ requestHash: paidRequests.requestHash, response: paidRequests.response })
        .from(paidRequests)
        .where(and(eq(paidRequests.userId, call.userId), eq(paidRequests.key, key)));
      if (!first || first.requestHash !== hash) throw new ApiError(errors.idempotencyKeyReused);
      return first.response as T;
    }
    const answer = await work(ledger);
    await ledger.tx
      .update(paidRequests)
      .set({ response: (answer ?? null) as object })
      .where(and(eq(paidRequests.userId, call.userId), eq(paidRequests.key, key)));
    return answer;
  });
}

/** The key a paid call carries in its Idempotency-Key header. */
export const idempotencyKeyOf = (request: {
  headers: Record<string, string | string[] | undefined>;
}) => {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
};
