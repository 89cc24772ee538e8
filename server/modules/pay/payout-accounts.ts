// Bank cards and Alipay accounts a user withdraws to: checked (Luhn, bank, Alipay shape), held by the
// verified real name only, kept masked with a keyed hash (one account binds to one user at a time).

import { createHmac } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { PAYOUT_ACCOUNT_TYPE, type PayoutAccount } from '../../../contract/calls/pay-withdraw';
import { REAL_NAME_STATUS } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import { realNameProblem } from '../../../contract/user-rules';
import {
  alipayAccountProblem,
  BANKS,
  cardNumberProblem,
  MAX_BANK_CARDS,
  normalizeCardNumber,
} from '../../../contract/wallet-rules';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { payoutAccounts, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { maskRealName, realNameHash } from '../user/service';

export type PayoutKind = 'bank' | 'alipay';

/** The same account always hashes alike (the unique index needs it); the key keeps the table from being a lookup. */
export const payoutAccountHash = (kind: PayoutKind, account: string) =>
  `h1$${createHmac('sha256', 'qiulive:payout-account:v1').update(`${kind}:${account}`).digest('base64')}`;

/** 6222021234567890123 → 6222 **** **** 0123 */
export const maskCardNumber = (digits: string) =>
  `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;

/** 13800000001 → 138****0001; zhangsan@qq.com → zh***@qq.com */
export function maskAlipayAccount(account: string) {
  const at = account.indexOf('@');
  if (at < 0) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
}

type Row = typeof payoutAccounts.$inferSelect;

export const payoutAccountOf = (row: Row): PayoutAccount => ({
  id: row.id,
  type: row.kind === 'bank' ? PAYOUT_ACCOUNT_TYPE.bank : PAYOUT_ACCOUNT_TYPE.alipay,
  bankName: row.bankName,
  account: row.accountMasked,
  holderName: row.holderMasked,
  createdAt: row.createdAt.getTime(),
});

export interface Binding {
  type: 1 | 2;
  account: string;
  bankName: string;
  holderName: string;
}

/** The account as stored (digits only, or the Alipay account trimmed), or the reason it is refused. */
function checkedAccount(input: Binding): { kind: PayoutKind; account: string } {
  if (input.type === PAYOUT_ACCOUNT_TYPE.bank) {
    const problem = cardNumberProblem(input.account);
    if (problem) throw new ApiError(errors.cardNumberInvalid, problem);
    if (!(BANKS as readonly string[]).includes(input.bankName))
      throw new ApiError(errors.bankNameInvalid);
    return { kind: 'bank', account: normalizeCardNumber(input.account) };
  }
  if (alipayAccountProblem(input.account)) throw new ApiError(errors.alipayAccountInvalid);
  return { kind: 'alipay', account: input.account.trim().toLowerCase() };
}

export async function bindPayoutAccount(db: Db, userId: number, input: Binding) {
  const { kind, account } = checkedAccount(input);
  const nameProblem = realNameProblem(input.holderName);
  if (nameProblem) throw new ApiError(errors.holderNameMismatch, `持有人姓名有误：${nameProblem}`);
  try {
    return await db.transaction(async (tx) => {
      // The user's row is the lock: two binds at once cannot both pass the count below.
      const [user] = await tx
        .select({ status: users.realNameStatus, nameHash: users.realNameHash })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (user?.status !== REAL_NAME_STATUS.verified) throw new ApiError(errors.realNameRequired);
      if (!user.nameHash) throw new ApiError(errors.realNameIncomplete);
      if (realNameHash(input.holderName) !== user.nameHash)
        throw new ApiError(errors.holderNameMismatch);

      const [bound] = await tx
        .select({ n: count() })
        .from(payoutAccounts)
        .where(
          and(
            eq(payoutAccounts.userId, userId),
            eq(payoutAccounts.kind, kind),
            isNull(payoutAccounts.removedAt),
          ),
        );
      const n = bound?.n ?? 0;
      if (kind === 'bank' && n >= MAX_BANK_CARDS) throw new ApiError(errors.payoutAccountLimit);
      if (kind === 'alipay' && n >= 1) throw new ApiError(errors.alipayAlreadyBound);

      const [row] = await tx
        .insert(payoutAccounts)
        .values({
          userId,
          kind,
          bankName: kind === 'bank' ? input.bankName : '',
          accountMasked: kind === 'bank' ? maskCardNumber(account) : maskAlipayAccount(account),
          accountHash: payoutAccountHash(kind, account),
          holderMasked: maskRealName(input.holderName),
        })
        .returning();
      return payoutAccountOf(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(errors.payoutAccountBound);
    throw err;
  }
}

export async function listPayoutAccounts(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.removedAt)))
    .orderBy(asc(payoutAccounts.id));
  return { list: rows.map(payoutAccountOf) };
}

/** Unbinding keeps the row (withdrawals name it) and frees the account for binding again. */
export async function unbindPayoutAccount(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(payoutAccounts)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(payoutAccounts.id, id),
        eq(payoutAccounts.userId, userId),
        isNull(payoutAccounts.removedAt),
      ),
    )
    .returning({ id: payoutAccounts.id });
  if (!row) throw new ApiError(errors.payoutAccountNotFound);
  return null;
}

/** A bound account of the user's, for a withdrawal; someone else's or an unbound one is not found. */
export async function ownPayoutAccount(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.id, id),
        eq(payoutAccounts.userId, userId),
        isNull(payoutAccounts.removedAt),
      ),
    );
  if (!row) throw new ApiError(errors.payoutAccountNotFound);
  return row;
}
