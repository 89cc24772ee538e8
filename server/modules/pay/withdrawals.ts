// Withdrawals as the operator sees them: the pending queue, and the decision that pays one out or
// refunds it (each only from pending, so deciding twice changes nothing). The operator CLI calls these.

import { and, asc, eq } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import type { WithdrawalRecord, WithdrawalStatus } from '../../../contract/calls/pay-withdraw';
import { PAYOUT_ACCOUNT_TYPE } from '../../../contract/calls/pay-withdraw';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { payoutAccounts, users, withdrawals } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { tellWithdrawal } from '../message/service';
import { inLedger, type LedgerContext, pushBalances, type Tx } from './ledger';

type WithdrawalRow = typeof withdrawals.$inferSelect;
type AccountRow = Pick<typeof payoutAccounts.$inferSelect, 'kind' | 'bankName' | 'accountMasked'>;

/** A withdrawals row and the account it pays to, as the records show it. */
export const withdrawalRecordOf = (row: WithdrawalRow, account: AccountRow): WithdrawalRecord => ({
  id: row.id,
  amount: unitsToAmount(row.amountUnits),
  fee: unitsToAmount(row.feeUnits),
  actual: unitsToAmount(row.amountUnits - row.feeUnits),
  status: row.status as WithdrawalStatus,
  accountType: account.kind === 'bank' ? PAYOUT_ACCOUNT_TYPE.bank : PAYOUT_ACCOUNT_TYPE.alipay,
  bankName: account.bankName,
  account: account.accountMasked,
  note: row.note,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt ? row.decidedAt.getTime() : null,
});

/** A withdrawal for the operator: the record plus whose it is. */
export interface OperatorWithdrawal extends WithdrawalRecord {
  userId: number;
  nickName: string;
}

const operatorColumns = {
  row: withdrawals,
  kind: payoutAccounts.kind,
  bankName: payoutAccounts.bankName,
  accountMasked: payoutAccounts.accountMasked,
  nickName: users.nickName,
};

async function operatorView(db: Db | Tx, where: ReturnType<typeof eq>) {
  const rows = await db
    .select(operatorColumns)
    .from(withdrawals)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawals.payoutAccountId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(asc(withdrawals.id));
  return rows.map(
    (r): OperatorWithdrawal => ({
      ...withdrawalRecordOf(r.row, r),
      userId: r.row.userId,
      nickName: r.nickName,
    }),
  );
}

/** Every withdrawal waiting for a decision, oldest first. */
export const pendingWithdrawals = (ctx: LedgerContext) =>
  operatorView(ctx.db, eq(withdrawals.status, 'pending'));

/** A withdrawal's state around a decision, as the audit log keeps it. */
export interface WithdrawalChange {
  status: string;
  note: string;
  amountUnits: number;
  feeUnits: number;
  transactionId: number;
}

export interface DecisionResult {
  withdrawal: OperatorWithdrawal;
  /** False when it was already decided: nothing moved. */
  changed: boolean;
}

/**
 * approve: the pending tickets leave the site — the amount less the fee to payouts (paid to the
 * user's card), the fee to revenue; status paid. reject: the pending tickets go back to the user
 * (trade type 6, reversing the withdrawal's transaction); status rejected. Only a pending one moves.
 */
export async function decideWithdrawal(
  ctx: LedgerContext,
  withdrawalId: number,
  decision: 'approve' | 'reject',
  note = '',
  /** Runs in the decision's transaction when it moves money (the console's audit row): status before and after. */
  inTx?: (tx: Tx, before: WithdrawalChange, after: WithdrawalChange) => Promise<void>,
): Promise<DecisionResult> {
  const outcome = await inLedger(ctx, async (ledger) => {
    // The row lock makes two operators deciding at once take turns; the second sees it decided.
    const [row] = await ledger.tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawalId))
      .for('update');
    if (!row) throw new ApiError(errors.withdrawalNotFound);
    if (row.status !== 'pending') return { userId: row.userId, changed: false };
    const amount = row.amountUnits;
    const memo = { withdrawalId: row.id, decision, ...(note ? { note } : {}) };
    const settled =
      decision === 'approve'
        ? await ledger.post({
            tradeType: TRADE.withdraw,
            userId: null,
            memo,
            legs: [
              {
                account: { system: 'withdrawalsPending', currency: 'ticket' },
                amount: -amount,
                tradeType: TRADE.withdraw,
              },
              {
                account: { system: 'payouts', currency: 'ticket' },
                amount: amount - row.feeUnits,
                tradeType: TRADE.withdraw,
              },
              {
                account: { system: 'revenue', currency: 'ticket' },
                amount: row.feeUnits,
                tradeType: TRADE.withdraw,
              },
            ],
          })
        : await ledger.post({
            tradeType: TRADE.refund,
            userId: null,
            reverses: row.transactionId,
            memo,
            legs: [
              {
                account: { system: 'withdrawalsPending', currency: 'ticket' },
                amount: -amount,
                tradeType: TRADE.refund,
              },
              {
                account: { user: row.userId, currency: 'ticket' },
                amount,
                tradeType: TRADE.refund,
              },
            ],
          });
    await ledger.tx
      .update(withdrawals)
      .set({
        status: decision === 'approve' ? 'paid' : 'rejected',
        settledTransactionId: settled,
        note,
        decidedAt: new Date(),
      })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'pending')));
    const change = (status: string, n: string): WithdrawalChange => ({
      status,
      note: n,
      amountUnits: row.amountUnits,
      feeUnits: row.feeUnits,
      transactionId: status === 'pending' ? row.transactionId : settled,
    });
    await inTx?.(
      ledger.tx,
      change('pending', row.note),
      change(decision === 'approve' ? 'paid' : 'rejected', note),
    );
    return { userId: row.userId, changed: true };
  });
  // A payout moves none of the user's balances, yet their open wallet must show it paid: the push
  // of their (unchanged) balances is the wallet's signal to read its records again.
  if (outcome.changed && decision === 'approve')
    await pushBalances(ctx, [outcome.userId]).catch(() => {});
  const [withdrawal] = await operatorView(ctx.db, eq(withdrawals.id, withdrawalId));
  if (outcome.changed) {
    const n = {
      userId: outcome.userId,
      withdrawalId,
      approved: decision === 'approve',
      reason: note,
    };
    await tellWithdrawal(ctx, { ...n, amount: String(withdrawal!.amount) });
  }
  return { withdrawal: withdrawal!, changed: outcome.changed };
}
