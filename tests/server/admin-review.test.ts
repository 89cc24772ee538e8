// The 审核/提现 desk of the operator console: queues, claims (one admin blocks another until it expires), pass and
// refuse with a reason, withdrawals decided once with the books balanced, risk hints, audit rows with before/after.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import {
  adminAudit,
  adminReviewClaims,
  anchorAudits,
  expertApplications,
  ledgerAccounts,
  ledgerEntries,
  messages,
  rooms,
  users,
  withdrawals,
} from '../../server/db/schema';
import { type AdminSession, adminWithSession, asAdmin, GW } from './admin-support';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  cardNumber,
  dataOf,
  giveTickets,
  newKey,
  payCalls,
  unitsOf,
  verifiedUser,
} from './pay-withdraw-support';
import { createUserWithSession } from './users';

let t: TestApp;
let operator: AdminSession;
let operator2: AdminSession;
let finance: AdminSession;
let finance2: AdminSession;
beforeAll(async () => {
  t = await startTestApp();
  operator = await adminWithSession(t.app, 'operator');
  operator2 = await adminWithSession(t.app, 'operator');
  finance = await adminWithSession(t.app, 'finance');
  finance2 = await adminWithSession(t.app, 'finance');
});
afterAll(() => t?.close());

const db = () => t.database.db;

const get = (who: AdminSession, path: string) =>
  t.app.inject({ method: 'GET', url: GW + path, headers: asAdmin(who) });
const post = (who: AdminSession, path: string, body: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: GW + path,
    headers: { ...asAdmin(who), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function anchorApplication() {
  const { user } = await createUserWithSession(db());
  const [row] = await db()
    .insert(anchorAudits)
    .values({ userId: user.id, realName: '张小三', photos: ['/gw/uploads/a.png'], categories: [2] })
    .returning();
  return { user, id: row!.id };
}

const auditRows = (action: string, targetId: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action), eq(adminAudit.targetId, String(targetId))))
    .orderBy(desc(adminAudit.id));

describe(`anchor applications (${testEngine()})`, () => {
  it('lists the queue with the real-name state, and the claim of one admin blocks another until it expires', async () => {
    const { user, id } = await anchorApplication();
    const list = await get(operator, '/admin/review/anchors?status=review&pageSize=100');
    expect(list.json().code).toBe(200);
    const item = list.json().data.list.find((a: { id: number }) => a.id === id);
    expect(item).toMatchObject({
      userId: user.id,
      status: 'review',
      realName: '张**',
      realNameStatus: 0,
      nameMatches: null,
      photos: ['/gw/uploads/a.png'],
      room: null,
      claim: null,
    });

    const claim = await post(operator, `/admin/review/anchors/${id}/claim`);
    expect(claim.json()).toMatchObject({
      code: 200,
      data: { mine: true, username: operator.username },
    });
    const other = await post(operator2, `/admin/review/anchors/${id}/claim`);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe(errors.reviewClaimed.code);
    expect(other.json().msg).toContain(operator.username);
    // Deciding is refused too while the claim lasts.
    const refused = await post(operator2, `/admin/review/anchors/${id}/pass`);
    expect(refused.json().code).toBe(errors.reviewClaimed.code);
    const seen = (await get(operator2, `/admin/review/anchors?userId=${user.id}`)).json().data
      .list[0];
    expect(seen.claim).toMatchObject({ mine: false, username: operator.username });

    // Once expired, anyone may take it over.
    await db()
      .update(adminReviewClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(adminReviewClaims.kind, 'anchor'), eq(adminReviewClaims.itemId, id)));
    const taken = await post(operator2, `/admin/review/anchors/${id}/claim`);
    expect(taken.json()).toMatchObject({
      code: 200,
      data: { mine: true, username: operator2.username },
    });
    expect(await auditRows('review.claim', id)).toHaveLength(2);
  });

  it('passes through the anchor service: an anchor with a room, a user.role push, a message, an audit row', async () => {
    const { user, id } = await anchorApplication();
    const res = await post(operator, `/admin/review/anchors/${id}/pass`, {});
    expect(res.json()).toMatchObject({ code: 200, data: { id, status: 'pass', claim: null } });
    expect(res.json().data.room).toMatchObject({ title: expect.stringContaining('的直播间') });
    const [u] = await db().select().from(users).where(eq(users.id, user.id));
    expect(u!.isAnchor).toBe(1);
    expect(await db().select().from(rooms).where(eq(rooms.anchorId, user.id))).toHaveLength(1);
    const pushed = await t.app.ctx.bus.catchUp(channels.user(user.id), 0);
    expect(pushed.replay.map((e) => e.type)).toContain('user.role');
    expect(pushed.replay.find((e) => e.type === 'user.role')?.data).toEqual({
      isAnchor: 1,
      isExpert: 0,
    });
    const inbox = await db().select().from(messages).where(eq(messages.userId, user.id));
    expect(inbox.map((m) => m.title)).toContain('主播申请已通过');
    const [row] = await auditRows('anchor.pass', id);
    expect(row).toMatchObject({
      username: operator.username,
      targetType: 'anchor-audit',
      before: { status: 'review' },
      after: { status: 'pass', userId: user.id },
    });
    // Deciding again is refused: it was decided once.
    const again = await post(operator, `/admin/review/anchors/${id}/no`, { reason: '资料不全' });
    expect(again.json().code).toBe(errors.auditDecided.code);
    const history = await get(operator, '/admin/review/anchors?status=pass&pageSize=100');
    expect(history.json().data.list.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('refuses with a reason the applicant reads; no reason is bad input', async () => {
    const { user, id } = await anchorApplication();
    const empty = await post(operator, `/admin/review/anchors/${id}/no`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const res = await post(operator, `/admin/review/anchors/${id}/no`, { reason: '封面不合规' });
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'no', reason: '封面不合规' } });
    const inbox = await db().select().from(messages).where(eq(messages.userId, user.id));
    expect(inbox.find((m) => m.title === '主播申请未通过')?.body).toContain('封面不合规');
    const [row] = await auditRows('anchor.no', id);
    expect(row).toMatchObject({
      reason: '封面不合规',
      before: { status: 'review', reason: '' },
      after: { status: 'no', reason: '封面不合规' },
    });
    expect((await post(operator, '/admin/review/anchors/2147483647/claim')).json().code).toBe(
      errors.auditNotFound.code,
    );
  });
});

describe(`expert applications (${testEngine()})`, () => {
  it('passes and refuses through the expert service, audited, the applicant told', async () => {
    const a = (await createUserWithSession(db())).user;
    const b = (await createUserWithSession(db())).user;
    const [ea] = await db()
      .insert(expertApplications)
      .values({ userId: a.id, intro: '专注英超十年', specialities: ['英超'] })
      .returning();
    const [eb] = await db()
      .insert(expertApplications)
      .values({ userId: b.id, intro: '篮球', specialities: ['NBA'] })
      .returning();
    const list = await get(operator, '/admin/review/experts?pageSize=100');
    expect(list.json().data.list.map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining([ea!.id, eb!.id]),
    );
    const pass = await post(operator, `/admin/review/experts/${ea!.id}/pass`, {});
    expect(pass.json()).toMatchObject({ code: 200, data: { status: 'pass' } });
    expect((await db().select().from(users).where(eq(users.id, a.id)))[0]!.isExpert).toBe(1);
    const role = (await t.app.ctx.bus.catchUp(channels.user(a.id), 0)).replay.find(
      (e) => e.type === 'user.role',
    );
    expect(role?.data).toEqual({ isAnchor: 0, isExpert: 1 });
    const no = await post(operator, `/admin/review/experts/${eb!.id}/no`, {
      reason: '简介过于简单',
    });
    expect(no.json()).toMatchObject({ code: 200, data: { status: 'no', reason: '简介过于简单' } });
    const inbox = await db().select().from(messages).where(eq(messages.userId, b.id));
    expect(inbox.find((m) => m.title === '专家申请未通过')?.body).toContain('简介过于简单');
    expect((await auditRows('expert.pass', ea!.id))[0]).toMatchObject({
      before: { state: 'review' },
      after: { state: 'pass', userId: a.id },
    });
    expect((await auditRows('expert.no', eb!.id))[0]?.reason).toBe('简介过于简单');
    const again = await post(operator2, `/admin/review/experts/${ea!.id}/pass`, {});
    expect(again.json().code).toBe(errors.reviewDecided.code);
  });
});

describe(`withdrawals (${testEngine()})`, () => {
  let call: ReturnType<typeof payCalls>;
  beforeAll(() => {
    call = payCalls(t.app);
  });

  async function ledgerTotals() {
    const rows = await db()
      .select({
        currency: ledgerAccounts.currency,
        total: sql<string>`sum(${ledgerEntries.amount})`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .groupBy(ledgerAccounts.currency);
    return Object.fromEntries(rows.map((r) => [r.currency, Number(r.total)]));
  }

  /** A verified user with a pay password and a card asks to withdraw `amount` tickets. */
  async function pendingWithdrawal(amount: number, tickets = amount * 100) {
    const { user, token } = await verifiedUser(db(), '李四');
    await call.post(
      '/pay/change/pay-pass',
      { password: '135790', confirmPassword: '135790' },
      token,
    );
    const card = dataOf<{ id: number }>(
      await call.post(
        '/pay/bind-card',
        { type: 1, account: cardNumber(), bankName: '中国银行', holderName: '李四' },
        token,
      ),
    );
    await giveTickets(t.app.ctx, user.id, tickets);
    const res = await call.post(
      '/pay/withdraw',
      { amount, accountId: card.id, payPassword: '135790' },
      token,
      newKey(),
    );
    const [row] = await db()
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, user.id))
      .orderBy(desc(withdrawals.id));
    expect(res.json().code, res.body).toBe(200);
    return { user, token, id: row!.id, cardId: card.id };
  }

  it('lists pending ones with risk hints from real data', async () => {
    const { user, id } = await pendingWithdrawal(20_000);
    const res = await get(finance, `/admin/withdrawals?status=pending&userId=${user.id}`);
    const [item] = res.json().data.list;
    expect(item).toMatchObject({ id, userId: user.id, status: 'pending', amount: 20_000 });
    const kinds = item.risks.map((r: { kind: string }) => r.kind);
    // Registered just now, 20,000 球票 (over a fifth of the daily limit), never paid before, pay password just set.
    expect(kinds).toEqual(
      expect.arrayContaining([
        'newAccount',
        'largeAmount',
        'firstWithdrawal',
        'payPasswordChanged',
      ]),
    );
    expect(kinds).not.toContain('manyAccounts');
    expect(kinds).not.toContain('noRealName');
    // An account a month old asking a small sum has no such hints.
    await db()
      .update(users)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, user.id));
    const older = (await get(finance, `/admin/withdrawals?userId=${user.id}`)).json().data.list[0];
    expect(older.risks.map((r: { kind: string }) => r.kind)).not.toContain('newAccount');
  });

  it('flags three or more payout accounts', async () => {
    const { user, token, id } = await pendingWithdrawal(100);
    for (const _ of [1, 2])
      await call.post(
        '/pay/bind-card',
        { type: 1, account: cardNumber(), bankName: '中国银行', holderName: '李四' },
        token,
      );
    const item = (await get(finance, `/admin/withdrawals?userId=${user.id}`)).json().data.list[0];
    expect(item.id).toBe(id);
    expect(item.risks.find((r: { kind: string }) => r.kind === 'manyAccounts')?.text).toContain(
      '3',
    );
  });

  it('approves once (double click, a second admin), pays out through the ledger, audited', async () => {
    const { user, id } = await pendingWithdrawal(300);
    const [first, second] = await Promise.all([
      post(finance, `/admin/withdrawals/${id}/approve`, {}),
      post(finance, `/admin/withdrawals/${id}/approve`, {}),
    ]);
    const changed = [first, second].map((r) => r.json().data?.changed);
    expect(changed.filter((c) => c === true)).toHaveLength(1);
    const third = await post(finance2, `/admin/withdrawals/${id}/reject`, {
      reason: '收款账户信息有误',
    });
    expect(third.json()).toMatchObject({
      code: 200,
      data: { changed: false, item: { status: 'paid' } },
    });
    expect(await ledgerTotals()).toMatchObject({ ticket: 0 });
    const rows = await auditRows('withdrawal.approve', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: finance.username,
      before: { status: 'pending', amountUnits: 30_000 },
      after: { status: 'paid', userId: user.id },
    });
    expect(await auditRows('withdrawal.reject', id)).toHaveLength(0);
    // The pay module told the user once.
    const told = await db().select().from(messages).where(eq(messages.userId, user.id));
    expect(told.filter((m) => m.title === '提现已到账')).toHaveLength(1);
    const history = await get(finance, `/admin/withdrawals?status=paid&userId=${user.id}`);
    expect(history.json().data.list.map((w: { id: number }) => w.id)).toEqual([id]);
  });

  it('rejects with a reason: the tickets return through the ledger, once', async () => {
    const { user, id } = await pendingWithdrawal(200, 20_000);
    expect(await unitsOf(db(), user.id)).toMatchObject({ ticket: 0 });
    const claim = await post(finance, `/admin/withdrawals/${id}/claim`);
    expect(claim.json().code).toBe(200);
    const blocked = await post(finance2, `/admin/withdrawals/${id}/approve`, {});
    expect(blocked.json().code).toBe(errors.reviewClaimed.code);
    const noReason = await post(finance, `/admin/withdrawals/${id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    const res = await post(finance, `/admin/withdrawals/${id}/reject`, {
      reason: '疑似刷单或套现',
    });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { changed: true, item: { status: 'rejected', note: '疑似刷单或套现' } },
    });
    const again = await post(finance, `/admin/withdrawals/${id}/reject`, {
      reason: '疑似刷单或套现',
    });
    expect(again.json().data.changed).toBe(false);
    expect(await unitsOf(db(), user.id)).toMatchObject({ ticket: 20_000 });
    expect(await ledgerTotals()).toMatchObject({ ticket: 0 });
    const [row] = await auditRows('withdrawal.reject', id);
    expect(row).toMatchObject({
      reason: '疑似刷单或套现',
      before: { status: 'pending' },
      after: { status: 'rejected', note: '疑似刷单或套现' },
    });
    const told = await db().select().from(messages).where(eq(messages.userId, user.id));
    expect(told.filter((m) => m.title === '提现未通过审核')).toHaveLength(1);
  });

  it('is finance work: an operator is refused', async () => {
    const res = await get(operator, '/admin/withdrawals');
    expect(res.json().code).toBe(errors.adminForbidden.code);
  });
});
