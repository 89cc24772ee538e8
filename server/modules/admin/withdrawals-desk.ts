// The withdrawals' desk: the queue and history with risk hints drawn from the user's real data, and the
// decision through the pay module's decideWithdrawal (as `operator approve|reject`), audited in its transaction.
// The pay module tells the user (message centre) and pushes their wallet; nothing here notifies again.
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { CallRequest } from '../../../contract/call';
import type {
  WithdrawalReviewItem,
  withdrawalReviewCalls,
} from '../../../contract/calls/admin-review';
import { REAL_NAME_STATUS } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import { addChinaDays, chinaDayStart } from '../../../contract/format/china-day';
import { formatMinor } from '../../../contract/format/price';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { payoutAccounts, payPasswords, users, withdrawals } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { withdrawalRules } from '../pay/settings';
import { decideWithdrawal, withdrawalRecordOf } from '../pay/withdrawals';
import { type AdminActor, audit } from './audit';
import { claimAudited, claimItem, queuePage, releaseClaim, withClaims } from './review-claims';

type Query = CallRequest<typeof withdrawalReviewCalls.list>['query'];
type Risk = WithdrawalReviewItem['risks'][number];

const DAY = 86_400_000;
/** Risk thresholds: a young account, a large sum (a fifth of the daily limit), many payout accounts. */
export const withdrawalRiskRules = {
  newAccountDays: 7,
  largeUnits: Math.floor(withdrawalRules.dailyMaxUnits / 5),
  manyAccounts: 3,
  payPasswordDays: 7,
} as const;

const columns = {
  row: withdrawals,
  kind: payoutAccounts.kind,
  bankName: payoutAccounts.bankName,
  accountMasked: payoutAccounts.accountMasked,
  nickName: users.nickName,
  registeredAt: users.createdAt,
  realNameStatus: users.realNameStatus,
};

const select = (db: Db, where: SQL | undefined, order: SQL[], limit: number, offset = 0) =>
  db
    .select(columns)
    .from(withdrawals)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawals.payoutAccountId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

type Row = Awaited<ReturnType<typeof select>>[number];

/** The hints of each row, from the users' accounts, payout accounts, earlier withdrawals and pay password. */
async function risksOf(db: Db, rows: Row[]): Promise<Map<number, Risk[]>> {
  const out = new Map<number, Risk[]>();
  const userIds = [...new Set(rows.map((r) => r.row.userId))];
  if (userIds.length === 0) return out;
  const accounts = await db
    .select({ userId: payoutAccounts.userId, n: count() })
    .from(payoutAccounts)
    .where(inArray(payoutAccounts.userId, userIds))
    .groupBy(payoutAccounts.userId);
  const accountCount = new Map(accounts.map((a) => [a.userId, a.n]));
  const paid = await db
    .select({ id: withdrawals.id, userId: withdrawals.userId })
    .from(withdrawals)
    .where(and(inArray(withdrawals.userId, userIds), eq(withdrawals.status, 'paid')));
  const passwords = await db
    .select({ userId: payPasswords.userId, updatedAt: payPasswords.updatedAt })
    .from(payPasswords)
    .where(inArray(payPasswords.userId, userIds));
  const passwordAt = new Map(passwords.map((p) => [p.userId, p.updatedAt.getTime()]));
  for (const r of rows) {
    const risks: Risk[] = [];
    const at = r.row.createdAt.getTime();
    const ageDays = Math.floor((at - r.registeredAt.getTime()) / DAY);
    if (ageDays < withdrawalRiskRules.newAccountDays)
      risks.push({ kind: 'newAccount', text: `新账号：注册 ${ageDays} 天` });
    if (r.row.amountUnits >= withdrawalRiskRules.largeUnits)
      risks.push({ kind: 'largeAmount', text: `大额：${formatMinor(r.row.amountUnits)} 球票` });
    const n = accountCount.get(r.row.userId) ?? 0;
    if (n >= withdrawalRiskRules.manyAccounts)
      risks.push({ kind: 'manyAccounts', text: `绑定/更换过 ${n} 个收款账户` });
    if (!paid.some((p) => p.userId === r.row.userId && p.id < r.row.id))
      risks.push({ kind: 'firstWithdrawal', text: '首次提现' });
    const pw = passwordAt.get(r.row.userId);
    if (pw !== undefined && at - pw < withdrawalRiskRules.payPasswordDays * DAY)
      risks.push({ kind: 'payPasswordChanged', text: '近 7 天设置或修改过支付密码' });
    if (r.realNameStatus !== REAL_NAME_STATUS.verified)
      risks.push({ kind: 'noRealName', text: '未实名认证' });
    out.set(r.row.id, risks);
  }
  return out;
}

const itemOf = (r: Row, risks: Risk[]): Omit<WithdrawalReviewItem, 'claim'> => ({
  ...withdrawalRecordOf(r.row, r),
  status: r.row.status as WithdrawalReviewItem['status'],
  userId: r.row.userId,
  nickName: r.nickName,
  registeredAt: r.registeredAt.getTime(),
  risks,
});

async function page(db: Db, rows: Row[], adminId: number | null) {
  const risks = await risksOf(db, rows);
  return withClaims(
    db,
    'withdrawal',
    rows.map((r) => itemOf(r, risks.get(r.row.id) ?? [])),
    adminId,
  );
}

export async function withdrawalQueue(db: Db, q: Query, adminId: number | null) {
  const where = and(
    eq(withdrawals.status, q.status),
    q.userId ? eq(withdrawals.userId, q.userId) : undefined,
    q.from ? gte(withdrawals.createdAt, new Date(chinaDayStart(q.from))) : undefined,
    q.to ? lt(withdrawals.createdAt, new Date(chinaDayStart(addChinaDays(q.to, 1)))) : undefined,
  );
  const order =
    q.status === 'pending'
      ? [asc(withdrawals.id)]
      : [desc(withdrawals.decidedAt), desc(withdrawals.id)];
  const rows = await select(db, where, order, q.pageSize, (q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return queuePage(q, await page(db, rows, adminId), total);
}

export async function withdrawalItem(db: Db, id: number, adminId: number | null) {
  const rows = await select(db, eq(withdrawals.id, id), [], 1);
  if (rows.length === 0) throw new ApiError(errors.withdrawalNotFound);
  const [item] = await page(db, rows, adminId);
  return item!;
}

export async function claimWithdrawal(db: Db, actor: AdminActor, id: number) {
  const item = await withdrawalItem(db, id, actor.id);
  if (item.status !== 'pending') throw new ApiError(errors.reviewDecided, '该提现已处理过');
  return claimAudited(db, actor, 'withdrawal', { targetType: 'withdrawal', targetId: id });
}

/**
 * Approve (pay out through the payment seam's ledger postings) or reject (the tickets back through the ledger).
 * A decided one answers changed: false and moves nothing: a double click or a second admin decides it once.
 */
export async function decideWithdrawalAsAdmin(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  decision: 'approve' | 'reject',
  reason: string,
) {
  const { db } = ctx;
  const before = await withdrawalItem(db, id, actor.id);
  if (before.status !== 'pending') return { item: before, changed: false };
  await claimItem(db, 'withdrawal', id, actor);
  const { changed } = await decideWithdrawal(ctx, id, decision, reason, (tx, was, now) =>
    audit(
      { db: tx, actor },
      {
        action: decision === 'approve' ? 'withdrawal.approve' : 'withdrawal.reject',
        targetType: 'withdrawal',
        targetId: id,
        before: was,
        after: { ...now, userId: before.userId },
        reason,
      },
    ),
  );
  await releaseClaim(db, 'withdrawal', id);
  return { item: await withdrawalItem(db, id, actor.id), changed };
}
