// What every spending service shares: amounts typed in 球钻 turned into minor units, and the payer's
// balances to answer with.
import { unitsToAmount } from '../../../contract/calls/pay';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { balancesOf, type Tx } from './ledger';

/** 12.34 球钻 → 1234 units; refused unless positive with at most 2 decimals. */
export function unitsOf(amount: number): number {
  const units = Math.round(amount * 100);
  if (!Number.isSafeInteger(units) || units <= 0 || Math.abs(units - amount * 100) > 1e-6)
    throw new ApiError(errors.amountInvalid);
  return units;
}

/** The user's balances as the paid calls answer them (2 decimals), read inside the call's transaction. */
export async function balancesAfter(tx: Tx, userId: number) {
  const units = (await balancesOf(tx, [userId])).get(userId) ?? { balance: 0, ticket: 0 };
  return { balance: unitsToAmount(units.balance), ticket: unitsToAmount(units.ticket) };
}
