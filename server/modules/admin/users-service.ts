// The users desk: look a user up (phone exact, nick name partial, id), their card (profile, balances,
// sessions, sanctions), their ledger (read-only) and the finance desk's manual top-up (14) and deduction (8),
// one per idempotency key, with the ledger posting, the key and the audit in one transaction.
import { and, count, desc, eq, gt, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { TRADE, tradeTypeLabel } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { adminMoneyOps, ledgerAccounts, ledgerEntries, sessions, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { balancesOf, type Currency, inLedger } from '../pay/ledger';
import { postOperatorMove } from '../pay/operator-ops';
import { balancesAfter, unitsOf } from '../pay/spend-postings';
import { type AdminActor, audit } from './audit';
import { sanctionsOf } from './users-sanctions';

const rowOf = (u: typeof users.$inferSelect) => ({
  id: u.id,
  nickName: u.nickName,
  phone: u.phone,
  level: u.level,
  createdAt: u.createdAt.getTime(),
  deleted: u.deletedAt !== null,
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchUsers(db: Db, by: 'phone' | 'nick' | 'id', q: string) {
  const term = q.trim();
  let where: SQL;
  if (by === 'id') {
    const id = Number(term);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { list: [] };
    where = eq(users.id, id);
  } else if (by === 'phone') where = eq(users.phone, term);
  else where = ilike(users.nickName, `%${escapeLike(term)}%`);
  const rows = await db.select().from(users).where(where).orderBy(users.id).limit(50);
  return { list: rows.map(rowOf) };
}

export async function userCard(db: Db, id: number) {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) throw new ApiError(errors.modUserNotFound);
  const now = new Date();
  const [live, last, balances, sanctions] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.id))
      .limit(50),
    db
      .select({ at: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(desc(sessions.id))
      .limit(1),
    balancesOf(db, [id]),
    sanctionsOf(db, id),
  ]);
  const b = balances.get(id) ?? { balance: 0, ticket: 0 };
  const roles = ['用户'];
  if (u.isAnchor === 1) roles.push('主播');
  if (u.isExpert === 1) roles.push('专家');
  return {
    ...rowOf(u),
    portrait: u.portrait,
    roles,
    ipRegion: u.ipRegion,
    lastLoginAt: last[0]?.at.getTime() ?? null,
    balances: { diamond: unitsToAmount(b.balance), ticket: unitsToAmount(b.ticket) },
    sessions: live.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.getTime(),
      expiresAt: s.expiresAt.getTime(),
      persistent: s.persistent,
    })),
    sanctions,
  };
}

export async function userLedger(db: Db, id: number, page: number, pageSize: number) {
  const accounts = await db
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, id));
  if (accounts.length === 0) return { list: [], total: 0, page, pageSize };
  const currencyOf = new Map(accounts.map((a) => [a.id, a.currency as Currency]));
  const where = inArray(
    ledgerEntries.accountId,
    accounts.map((a) => a.id),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      entryId: r.id,
      transactionId: r.transactionId,
      currency: currencyOf.get(r.accountId) ?? 'diamond',
      amount: unitsToAmount(r.amount),
      tradeType: r.tradeType,
      tradeTypeLabel: tradeTypeLabel(r.tradeType),
      at: r.createdAt.getTime(),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}

export interface MoneyInput {
  direction: 'topup' | 'deduct';
  currency: Currency;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/** A manual top-up (14) or deduction (8): a retry with the same key answers the first result again. */
export async function adjustMoney(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  actor: AdminActor,
  userId: number,
  input: MoneyInput,
) {
  const units = unitsOf(input.amount);
  const tradeType = input.direction === 'topup' ? TRADE.manualRecharge : TRADE.systemDeduct;
  return inLedger(ctx, async (ledger) => {
    const { tx } = ledger;
    // The key's row first: a second request with the key waits here until the first commits.
    const [mine] = await tx
      .insert(adminMoneyOps)
      .values({
        idempotencyKey: input.idempotencyKey,
        adminId: actor.id ?? 0,
        userId,
        tradeType,
        currency: input.currency,
        units,
        reason: input.reason,
      })
      .onConflictDoNothing()
      .returning();
    if (!mine) {
      const [first] = await tx
        .select()
        .from(adminMoneyOps)
        .where(eq(adminMoneyOps.idempotencyKey, input.idempotencyKey));
      if (
        !first ||
        first.userId !== userId ||
        first.tradeType !== tradeType ||
        first.currency !== input.currency ||
        first.units !== units
      )
        throw new ApiError(errors.modIdempotencyReused);
      return {
        transactionId: first.transactionId ?? 0,
        ...(await balancesAfter(tx, userId)),
        replayed: true,
      };
    }
    const before = await balancesAfter(tx, userId);
    const done = await postOperatorMove(
      ledger,
      tradeType,
      userId,
      input.currency,
      units,
      input.reason,
      { adminId: actor.id, admin: actor.username },
    );
    await tx
      .update(adminMoneyOps)
      .set({ transactionId: done.transactionId })
      .where(eq(adminMoneyOps.idempotencyKey, input.idempotencyKey));
    await audit(
      { db: tx, actor },
      {
        action: input.direction === 'topup' ? 'money.topup' : 'money.deduct',
        targetType: 'user',
        targetId: userId,
        before,
        after: {
          balance: done.balance,
          ticket: done.ticket,
          transactionId: done.transactionId,
          tradeType,
          currency: input.currency,
          amount: input.amount,
        },
        reason: input.reason,
      },
    );
    return { ...done, replayed: false };
  });
}
