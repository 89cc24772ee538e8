// 注销账号 (PIPL art. 47): the owner proves the phone with an SMS code, then the account is anonymised in one
// transaction and every session ends. Nothing is erased that the law or other people need: the ledger's
// transactions stay (bookkeeping law), and what the user wrote stays under the name 已注销用户 (others replied
// to it). What identifies the person goes: phone, nick name, avatar, signature, birthday, real name, the
// password hashes, bound payout accounts' masked details, follows, collections and reserved matches.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { accountDeletionCheck } from '../../../contract/calls/account-deletion';
import { SMS_TYPE } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  collections,
  follows,
  matchFollows,
  payoutAccounts,
  payPasswords,
  rooms,
  sessions,
  users,
  withdrawals,
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { balancesOf } from '../pay/ledger';
import { ownPhone } from '../pay/service';
import { consumeSmsCode } from '../sms/service';
import { maskMobile } from './profile';

type DeletionCheck = CallData<typeof accountDeletionCheck>;

/** The name every deleted account shows: unique (nick names are), and never one a person can register. */
export const deletedNickName = (userId: number) => `已注销用户${userId}`;

export async function checkAccountDeletion(db: Db, userId: number): Promise<DeletionCheck> {
  const [[user], [pending], [room], balances] = await Promise.all([
    db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'pending')))
      .limit(1),
    db.select({ status: rooms.status }).from(rooms).where(eq(rooms.anchorId, userId)),
    balancesOf(db, [userId]),
  ]);
  const mine = balances.get(userId) ?? { balance: 0, ticket: 0 };
  return {
    maskedMobile: maskMobile(user?.phone ?? ''),
    withdrawalPending: pending ? 1 : 0,
    // A room that is up but not yet streaming counts too: its viewers are waiting for it.
    live: room && room.status !== 'offline' ? 1 : 0,
    balance: mine.balance,
    ticket: mine.ticket,
  };
}

export interface AccountDeletion {
  mobile: string;
  verifyCode: string;
  agree: 0 | 1;
  giveUpAssets: 0 | 1;
}

export async function deleteAccount(
  ctx: AppContext,
  userId: number,
  input: AccountDeletion,
  client: string,
) {
  if (input.agree !== 1) throw new ApiError(errors.accountDeleteUnconfirmed);
  const phone = await ownPhone(ctx.db, userId, input.mobile);
  // Checked before the code is used up, so a user told to withdraw first keeps a valid code.
  const check = await checkAccountDeletion(ctx.db, userId);
  if (check.withdrawalPending) throw new ApiError(errors.accountDeleteWithdrawalPending);
  if (check.live) throw new ApiError(errors.accountDeleteLive);
  if ((check.balance > 0 || check.ticket > 0) && input.giveUpAssets !== 1) {
    throw new ApiError(errors.accountDeleteAssetsLeft);
  }
  await consumeSmsCode(ctx.kv, phone, input.verifyCode, SMS_TYPE.deleteAccount, client);

  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({
        // Not a mobile number, so no login or SMS can reach it; the person may register the phone again.
        phone: `deleted:${userId}`,
        nickName: deletedNickName(userId),
        portrait: '',
        signature: '',
        gender: 0,
        birthday: null,
        passwordHash: null,
        realNameMasked: null,
        idNumberMasked: null,
        realNameHash: null,
        idNumberHash: null,
        realNameStatus: 0,
        isAnchor: 0,
        isExpert: 0,
        ipRegion: null,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx.delete(payPasswords).where(eq(payPasswords.userId, userId));
    // Withdrawals name their payout account, so the rows stay, holding nothing that identifies anyone.
    await tx
      .update(payoutAccounts)
      .set({
        accountMasked: '****',
        holderMasked: '*',
        accountHash: `deleted:${randomBytes(12).toString('hex')}`,
        removedAt: now,
      })
      .where(eq(payoutAccounts.userId, userId));
    await tx
      .delete(follows)
      .where(or(eq(follows.followerId, userId), eq(follows.targetId, userId)));
    await tx.delete(matchFollows).where(eq(matchFollows.userId, userId));
    await tx.delete(collections).where(eq(collections.userId, userId));
    // The room can never go live again: a new stream name and no key (players of the old name find nothing).
    await tx
      .update(rooms)
      .set({ streamName: `deleted-${userId}-${randomBytes(6).toString('hex')}`, streamKeyHash: '' })
      .where(inArray(rooms.anchorId, [userId]));
  });

  // Open tabs of the account end now rather than at their next call: they are joined to the user channel.
  ctx.bus.publish(channels.user(userId), 'account.deleted', { userId });
  return { deleted: 1 as const };
}
