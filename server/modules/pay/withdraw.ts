// POST /pay/withdraw: tickets to a bound card or Alipay — minimum, daily maximum and pay password checked,
// then one paid-once transaction moves the tickets to the pending account and files the withdrawal.

import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { WithdrawalRecord } from '../../../contract/calls/pay-withdraw';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { chinaDayStartOf } from '../../../contract/format/china-day';
import { formatMinor } from '../../../contract/format/price';
import { amountToUnits } from '../../../contract/wallet-rules';
import type { AppContext } from '../../context';
import { ledgerAccounts, withdrawals } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { checkedKey, paidOnce } from './paid-once';
import { checkPayPassword } from './pay-password';
import { ownPayoutAccount } from './payout-accounts';
import {
  withdrawalRules as defaultRules,
  type WithdrawalRules,
  withdrawalFeeUnits,
  withdrawalRulesOf,
} from './settings';
import { withdrawalRecordOf } from './withdrawals';

export interface WithdrawRequest {
  amount: number;
  accountId: number;
  payPassword: string;
}

/** The amount in ticket units, or why it cannot be withdrawn (before anything else is checked). */
export function withdrawalUnits(amount: number, withdrawalRules: WithdrawalRules = defaultRules) {
  const units = amountToUnits(amount);
  if (units === null) throw new ApiError(errors.withdrawAmountInvalid);
  if (units < withdrawalRules.minUnits)
    throw new ApiError(
      errors.withdrawBelowMinimum,
      `单笔最低提现${formatMinor(withdrawalRules.minUnits)}球票`,
    );
  return units;
}

export async function requestWithdrawal(
  ctx: AppContext,
  userId: number,
  key: string | undefined,
  input: WithdrawRequest,
): Promise<WithdrawalRecord> {
  // The operators' rules of this moment (site config), read once for the whole request.
  const withdrawalRules = await withdrawalRulesOf(ctx.db);
  const units = withdrawalUnits(input.amount, withdrawalRules);
  // Refused before the pay password is tried: a call that cannot run must not cost a try.
  checkedKey(key);
  const account = await ownPayoutAccount(ctx.db, userId, input.accountId);
  // Outside the paid transaction: a wrong try must stay counted although the call fails.
  await checkPayPassword(ctx, userId, input.payPassword);
  return paidOnce(
    ctx,
    { userId, key, action: 'withdraw', params: { units, accountId: account.id } },
    async (ledger) => {
      // The ticket account's row lock puts one user's withdrawals in a line, so two at once cannot
      // both fit under the daily maximum.
      const ticketAccount = await ledger.accountId({ user: userId, currency: 'ticket' });
      await ledger.tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, ticketAccount))
        .for('update');
      const [today] = await ledger.tx
        .select({ units: sql<string>`coalesce(sum(${withdrawals.amountUnits}), 0)` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.userId, userId),
            inArray(withdrawals.status, ['pending', 'paid']),
            gte(withdrawals.createdAt, new Date(chinaDayStartOf(Date.now()))),
          ),
        );
      const used = Number(today?.units ?? 0);
      if (used + units > withdrawalRules.dailyMaxUnits) {
        const left = Math.max(0, withdrawalRules.dailyMaxUnits - used);
        throw new ApiError(
          errors.withdrawDailyLimit,
          `超出今日提现上限${formatMinor(withdrawalRules.dailyMaxUnits)}球票，今日还可提现${formatMinor(left)}球票`,
        );
      }
      const fee = withdrawalFeeUnits(units, withdrawalRules);
      const transactionId = await ledger.post({
        tradeType: TRADE.withdraw,
        userId,
        memo: { kind: account.kind, bankName: account.bankName, account: account.accountMasked },
        legs: [
          {
            account: { user: userId, currency: 'ticket' },
            amount: -units,
            tradeType: TRADE.withdraw,
          },
          {
            account: { system: 'withdrawalsPending', currency: 'ticket' },
            amount: units,
            tradeType: TRADE.withdraw,
          },
        ],
      });
      const [row] = await ledger.tx
        .insert(withdrawals)
        .values({
          userId,
          payoutAccountId: account.id,
          amountUnits: units,
          feeUnits: fee,
          transactionId,
        })
        .returning();
      return withdrawalRecordOf(row!, account);
    },
  );
}
