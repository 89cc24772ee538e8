// An operator's own movements of a user's money: a system gift (trade type 7, from the payouts account), a
// manual top-up (14, the console's 人工充值) and a system deduction (8, back to it; refused with 余额不足 rather
// than taking a balance below zero).

import { eq } from 'drizzle-orm';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { type Currency, inLedger, type LedgerContext, type LedgerSession } from './ledger';
import { balancesAfter } from './spend-postings';

async function knownUser(ledger: LedgerSession, userId: number) {
  const [user] = await ledger.tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(errors.userNotFound);
}

function checkedUnits(units: number) {
  if (!Number.isSafeInteger(units) || units <= 0) throw new ApiError(errors.amountInvalid);
  return units;
}

export type OperatorTradeType =
  | typeof TRADE.systemGrant
  | typeof TRADE.systemDeduct
  | typeof TRADE.manualRecharge;

/**
 * The posting of an operator's movement inside the caller's ledger session (the console adds its idempotency
 * row and audit to the same transaction): 7 and 14 credit the user from the payouts account, 8 debits them.
 */
export async function postOperatorMove(
  ledger: LedgerSession,
  tradeType: OperatorTradeType,
  userId: number,
  currency: Currency,
  units: number,
  note: string,
  memo: Record<string, unknown> = {},
) {
  const amount = checkedUnits(units) * (tradeType === TRADE.systemDeduct ? -1 : 1);
  await knownUser(ledger, userId);
  const transactionId = await ledger.post({
    tradeType,
    // The operator's, not the user's doing.
    userId: null,
    memo: { note, forUserId: userId, currency, ...memo },
    legs: [
      { account: { user: userId, currency }, amount, tradeType },
      { account: { system: 'payouts', currency }, amount: -amount, tradeType },
    ],
  });
  return { transactionId, ...(await balancesAfter(ledger.tx, userId)) };
}

async function operatorMove(
  ctx: LedgerContext,
  tradeType: typeof TRADE.systemGrant | typeof TRADE.systemDeduct,
  userId: number,
  currency: Currency,
  units: number,
  note: string,
) {
  return inLedger(ctx, (ledger) =>
    postOperatorMove(ledger, tradeType, userId, currency, units, note),
  );
}

export const systemGift = (
  ctx: LedgerContext,
  userId: number,
  currency: Currency,
  units: number,
  note: string,
) => operatorMove(ctx, TRADE.systemGrant, userId, currency, units, note);

export const systemDeduction = (
  ctx: LedgerContext,
  userId: number,
  currency: Currency,
  units: number,
  note: string,
) => operatorMove(ctx, TRADE.systemDeduct, userId, currency, units, note);
