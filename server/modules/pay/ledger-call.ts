// Calls into the ledger's database functions (migration 0032): one statement, one round trip, and the
// refusals they raise ('qiulive:<error name>', or the balance check) turned into the site's errors.
import type { SQL } from 'drizzle-orm';
import { type ErrorName, errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { databaseRefusal, isCheckViolation } from '../../db/errors';
import { ApiError } from '../../http/api-error';
import type { Tx } from './ledger';

const RAISED = 'qiulive:';

/** The refusals a ledger function may raise by name; anything else stays a server error. */
const raisable = new Set<ErrorName>([
  'giftNotFound',
  'anchorNotFound',
  'idempotencyKeyReused',
  'insufficientBalance',
]);

/** Runs `statement` (one row, one column named `r`) and answers that column. */
export async function ledgerCall<T>(db: Db | Tx, statement: SQL): Promise<T> {
  try {
    const result = (await db.execute(statement)) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      r: T;
    }[];
    return rows[0]!.r;
  } catch (err) {
    if (isCheckViolation(err, 'ledger_accounts_not_negative'))
      throw new ApiError(errors.insufficientBalance);
    const refusal = databaseRefusal(err);
    const name =
      refusal?.code === 'P0001' && refusal.message.startsWith(RAISED)
        ? (refusal.message.slice(RAISED.length) as ErrorName)
        : null;
    if (name && raisable.has(name)) throw new ApiError(errors[name]);
    throw err;
  }
}
