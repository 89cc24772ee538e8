// POST /pay/withdraw-to-wallet (trade type 13): tickets exchanged into diamonds at the configured rate,
// through the gift pool so that each currency's entries sum to zero.

import { unitsToAmount } from '../../../contract/calls/pay';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { amountToUnits } from '../../../contract/wallet-rules';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { balancesOf } from './ledger';
import { paidOnce } from './paid-once';
import { exchangedDiamondUnits } from './settings';

export async function withdrawToWallet(
  ctx: AppContext,
  userId: number,
  key: string | undefined,
  amount: number,
) {
  const tickets = amountToUnits(amount);
  const diamonds = tickets === null ? 0 : exchangedDiamondUnits(tickets);
  if (tickets === null || diamonds <= 0) throw new ApiError(errors.withdrawAmountInvalid);
  return paidOnce(
    ctx,
    { userId, key, action: 'withdraw-to-wallet', params: { tickets } },
    async (ledger) => {
      // Gifts turn diamonds into tickets through the pool; this is the way back.
      await ledger.post({
        tradeType: TRADE.withdrawToWallet,
        userId,
        memo: { tickets, diamonds },
        legs: [
          {
            account: { user: userId, currency: 'ticket' },
            amount: -tickets,
            tradeType: TRADE.withdrawToWallet,
          },
          {
            account: { system: 'giftPool', currency: 'ticket' },
            amount: tickets,
            tradeType: TRADE.withdrawToWallet,
          },
          {
            account: { system: 'giftPool', currency: 'diamond' },
            amount: -diamonds,
            tradeType: TRADE.withdrawToWallet,
          },
          {
            account: { user: userId, currency: 'diamond' },
            amount: diamonds,
            tradeType: TRADE.withdrawToWallet,
          },
        ],
      });
      const after = (await balancesOf(ledger.tx, [userId])).get(userId) ?? {
        balance: 0,
        ticket: 0,
      };
      return {
        tickets: unitsToAmount(tickets),
        diamonds: unitsToAmount(diamonds),
        balances: { balance: unitsToAmount(after.balance), ticket: unitsToAmount(after.ticket) },
      };
    },
  );
}
