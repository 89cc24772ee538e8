// Withdrawals end to end over HTTP and the operator's decision: rules (minimum, balance, daily maximum, pay
// password), the pending account, approve and reject (idempotent), the exchange to diamonds, records and CSV.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { ledgerAccounts, ledgerEntries } from '../../server/db/schema';
import { balancesOf, inLedger } from '../../server/modules/pay/ledger';
import { withdrawalRules } from '../../server/modules/pay/settings';
import { decideWithdrawal, pendingWithdrawals } from '../../server/modules/pay/withdrawals';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  cardNumber,
  codeOf,
  dataOf,
  giveTickets,
  msgOf,
  newKey,
  payCalls,
  unitsOf,
  verifiedUser,
} from './pay-withdraw-support';

let t: TestApp;
let call: ReturnType<typeof payCalls>;
beforeAll(async () => {
  t = await startTestApp();
  call = payCalls(t.app);
});
afterAll(() => t.close());

const ctx = () => t.app.ctx;

/** A verified user with a pay password, a bound card and `tickets` ticket units. */
async function readyUser(tickets: number, name = '张三') {
  const { user, token } = await verifiedUser(t.database.db, name);
  await call.post('/pay/change/pay-pass', { password: '135790', confirmPassword: '135790' }, token);
  const card = dataOf<{ id: number }>(
    await call.post(
      '/pay/bind-card',
      { type: 1, account: cardNumber(), bankName: '中国建设银行', holderName: name },
      token,
    ),
  );
  if (tickets > 0) await giveTickets(ctx(), user.id, tickets);
  return { user, token, cardId: card.id };
}

const withdraw = (
  token: string,
  body: Record<string, unknown>,
  /** '' sends none. */
  key = newKey(),
) => call.post('/pay/withdraw', body, token, key);

/** Sum of every entry per currency: zero when the books balance. */
async function ledgerTotals() {
  const rows = await t.database.db
    .select({
      currency: ledgerAccounts.currency,
      total: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .groupBy(ledgerAccounts.currency);
  return Object.fromEntries(rows.map((r) => [r.currency, Number(r.total)]));
}

describe(`POST /pay/withdraw (${testEngine()})`, () => {
  it('moves the tickets to pending and files a pending withdrawal with its fee; a retry is the same one', async () => {
    const { user, token, cardId } = await readyUser(50_000);
    const key = newKey();
    const res = await withdraw(
      token,
      { amount: 200, accountId: cardId, payPassword: '135790' },
      key,
    );
    expect(codeOf(res)).toBe(200);
    const record = dataOf(res);
    expect(record).toMatchObject({
      amount: 200,
      fee: 4, // 2% of 200, above the 2 minimum
      actual: 196,
      status: 'pending',
      accountType: 1,
      bankName: '中国建设银行',
    });
    expect((await unitsOf(t.database.db, user.id)).ticket).toBe(30_000);
    const again = await withdraw(
      token,
      { amount: 200, accountId: cardId, payPassword: '135790' },
      key,
    );
    expect(dataOf(again)).toEqual(record);
    expect((await unitsOf(t.database.db, user.id)).ticket).toBe(30_000);
    expect(await ledgerTotals()).toMatchObject({ ticket: 0 });

    const records = dataOf<{ list: unknown[]; total: number }>(
      await call.post('/pay/record/withdraw', {}, token),
    );
    expect(records.total).toBe(1);
    expect(records.list[0]).toEqual(record);
  });

  it('applies the minimum fee of 2 tickets to a small withdrawal', async () => {
    const { token, cardId } = await readyUser(20_000);
    const res = await withdraw(token, { amount: 100, accountId: cardId, payPassword: '135790' });
    expect(dataOf(res)).toMatchObject({ amount: 100, fee: 2, actual: 98 });
  });

  it('refuses below the minimum, above the balance, malformed amounts, without a key, and a visitor', async () => {
    const { user, token, cardId } = await readyUser(15_000);
    const low = await withdraw(token, { amount: 99.99, accountId: cardId, payPassword: '135790' });
    expect(codeOf(low)).toBe(errors.withdrawBelowMinimum.code);
    expect(msgOf(low)).toBe('单笔最低提现100.00球票');
    const over = await withdraw(token, {
      amount: 150.01,
      accountId: cardId,
      payPassword: '135790',
    });
    expect(codeOf(over)).toBe(errors.insufficientBalance.code);
    for (const amount of ['100.001', '-100', 'abc'])
      expect(
        codeOf(await withdraw(token, { amount, accountId: cardId, payPassword: '135790' })),
      ).toBeOneOf([errors.withdrawAmountInvalid.code, errors.badParams.code]);
    const noKey = await withdraw(
      token,
      { amount: 100, accountId: cardId, payPassword: '135790' },
      '',
    );
    expect(codeOf(noKey)).toBe(errors.idempotencyKeyMissing.code);
    expect(
      codeOf(await withdraw('', { amount: 100, accountId: cardId, payPassword: '135790' })),
    ).toBe(errors.notLoggedIn.code);
    expect((await unitsOf(t.database.db, user.id)).ticket).toBe(15_000);
  });

  it('refuses someone else’s card, and an account bound to nobody', async () => {
    const { token } = await readyUser(20_000, '李四');
    const other = await readyUser(0, '王五');
    const res = await withdraw(token, {
      amount: 100,
      accountId: other.cardId,
      payPassword: '135790',
    });
    expect(codeOf(res)).toBe(errors.payoutAccountNotFound.code);
    expect(
      codeOf(await withdraw(token, { amount: 100, accountId: 999_999, payPassword: '135790' })),
    ).toBe(errors.payoutAccountNotFound.code);
  });

  it('needs the pay password: wrong tries count down to the 30-minute lock and move nothing', async () => {
    const { user, token, cardId } = await readyUser(50_000, '赵六');
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await withdraw(token, { amount: 100, accountId: cardId, payPassword: '000000' });
      msgs.push(msgOf(res));
    }
    expect(msgs.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `支付密码错误，还可尝试${n}次`));
    expect(msgs[4]).toMatch(/锁定.*30分钟/);
    const right = await withdraw(token, { amount: 100, accountId: cardId, payPassword: '135790' });
    expect(codeOf(right)).toBe(errors.payPasswordLocked.code);
    expect((await unitsOf(t.database.db, user.id)).ticket).toBe(50_000);

    const none = await verifiedUser(t.database.db, '孙八');
    const card = dataOf<{ id: number }>(
      await call.post(
        '/pay/bind-card',
        { type: 1, account: cardNumber(), bankName: '中国银行', holderName: '孙八' },
        none.token,
      ),
    );
    const unset = await withdraw(none.token, {
      amount: 100,
      accountId: card.id,
      payPassword: '135790',
    });
    expect(codeOf(unset)).toBe(errors.payPasswordNotSet.code);
  });

  it('keeps a day’s withdrawals under the daily maximum (rejected ones do not count)', async () => {
    const max = withdrawalRules.dailyMaxUnits;
    const { token, cardId } = await readyUser(max + 100_000, '周九');
    const first = dataOf<{ id: number }>(
      await withdraw(token, {
        amount: (max - 20_000) / 100,
        accountId: cardId,
        payPassword: '135790',
      }),
    );
    const over = await withdraw(token, { amount: 300, accountId: cardId, payPassword: '135790' });
    expect(codeOf(over)).toBe(errors.withdrawDailyLimit.code);
    expect(msgOf(over)).toContain('今日还可提现200.00球票');
    expect(
      codeOf(await withdraw(token, { amount: 200, accountId: cardId, payPassword: '135790' })),
    ).toBe(200);
    await decideWithdrawal(ctx(), first.id, 'reject', '信息有误');
    expect(
      codeOf(await withdraw(token, { amount: 300, accountId: cardId, payPassword: '135790' })),
    ).toBe(200);
  });
});

describe('decideWithdrawal', () => {
  it('approve pays out from pending (fee to revenue) once; deciding again changes nothing', async () => {
    const { user, token, cardId } = await readyUser(30_000, '吴十');
    const w = dataOf<{ id: number }>(
      await withdraw(token, { amount: 250, accountId: cardId, payPassword: '135790' }),
    );
    expect((await pendingWithdrawals(ctx())).map((p) => p.id)).toContain(w.id);
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries);

    const approved = await decideWithdrawal(ctx(), w.id, 'approve');
    expect(approved.changed).toBe(true);
    expect(approved.withdrawal).toMatchObject({ id: w.id, status: 'paid', userId: user.id });
    expect((await unitsOf(t.database.db, user.id)).ticket).toBe(5_000);
    expect((await pendingWithdrawals(ctx())).map((p) => p.id)).not.toContain(w.id);

    const twice = await decideWithdrawal(ctx(), w.id, 'approve');
    const reject = await decideWithdrawal(ctx(), w.id, 'reject');
    expect([twice.changed, reject.changed]).toEqual([false, false]);
    expect(reject.withdrawal.status).toBe('paid');
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    // One settlement of three legs: pending out, payouts in, revenue (the fee) in.
    expect(after[0]!.n - before[0]!.n).toBe(3);
    expect(await ledgerTotals()).toMatchObject({ ticket: 0 });

    const rec = dataOf<{ list: { status: string }[] }>(
      await call.post('/pay/record/withdraw', {}, token),
    );
    expect(rec.list[0]?.status).toBe('paid');
  });

  it('reject refunds the whole amount (trade type 6) once, with the note', async () => {
    const { user, token, cardId } = await readyUser(30_000, '郑一');
    const w = dataOf<{ id: number }>(
      await withdraw(token, { amount: 300, accountId: cardId, payPassword: '135790' }),
    );
    expect((await unitsOf(t.database.db, user.id)).ticket).toBe(0);
    const rejected = await decideWithdrawal(ctx(), w.id, 'reject', '收款账户信息有误');
    expect(rejected.withdrawal).toMatchObject({ status: 'rejected', note: '收款账户信息有误' });
    expect((await unitsOf(t.database.db, user.id)).ticket).toBe(30_000);
    expect((await decideWithdrawal(ctx(), w.id, 'reject')).changed).toBe(false);
    expect((await decideWithdrawal(ctx(), w.id, 'approve')).changed).toBe(false);
    expect((await unitsOf(t.database.db, user.id)).ticket).toBe(30_000);

    const trans = dataOf<{ list: { tradeType: number; amount: number; tradeTypeLabel: string }[] }>(
      await call.post('/pay/record/trans-list', {}, token),
    );
    expect(trans.list.map((r) => [r.tradeType, r.tradeTypeLabel, r.amount])).toEqual([
      [6, '退款', 300],
      [3, '提现', -300],
      [14, '人工充值', 300],
    ]);
    await expect(decideWithdrawal(ctx(), 987_654, 'approve')).rejects.toMatchObject({
      error: errors.withdrawalNotFound,
    });
  });
});

describe('POST /pay/withdraw-to-wallet', () => {
  it('exchanges tickets into diamonds (type 13), each currency summing to zero', async () => {
    const { user, token } = await readyUser(10_000, '王二');
    const res = await call.post('/pay/withdraw-to-wallet', { amount: 40 }, token, newKey());
    expect(codeOf(res)).toBe(200);
    expect(dataOf(res)).toEqual({
      tickets: 40,
      diamonds: 40,
      balances: { balance: 40, ticket: 60 },
    });
    expect(await unitsOf(t.database.db, user.id)).toEqual({ balance: 4_000, ticket: 6_000 });
    expect(await ledgerTotals()).toEqual({ diamond: 0, ticket: 0 });
    const over = await call.post('/pay/withdraw-to-wallet', { amount: 61 }, token, newKey());
    expect(codeOf(over)).toBe(errors.insufficientBalance.code);
    const bad = await call.post('/pay/withdraw-to-wallet', { amount: 0 }, token, newKey());
    expect(codeOf(bad)).toBe(errors.withdrawAmountInvalid.code);
  });
});

describe('records and the income export', () => {
  /** A user with gift income (9), prizes (5) and a tip sent (2). */
  async function userWithHistory() {
    const { user, token } = await readyUser(0, '冯三');
    const post = (
      tradeType: 9 | 5 | 2,
      currency: 'ticket' | 'diamond',
      amount: number,
      memo = {},
    ) =>
      inLedger(ctx(), (ledger) =>
        ledger.post({
          tradeType,
          userId: user.id,
          memo,
          legs: [
            { account: { user: user.id, currency }, amount, tradeType },
            { account: { system: 'payouts', currency }, amount: -amount, tradeType },
          ],
        }),
      );
    await post(9, 'ticket', 150, { giftName: '火箭', count: 2 });
    await post(5, 'ticket', 1_000);
    await post(9, 'ticket', 50, { remark: '=HYPERLINK("x")' });
    await post(5, 'diamond', 500);
    await post(2, 'diamond', -200, { giftName: '鲜花', count: 1 });
    return { user, token };
  }

  it('pages all entries newest first, filters by trade types and by date', async () => {
    const { token } = await userWithHistory();
    const page1 = dataOf<{ list: { tradeType: number; remark: string }[]; total: number }>(
      await call.post('/pay/record/trans-list', { pageNum: 1, pageSize: 2 }, token),
    );
    expect(page1.total).toBe(5);
    expect(page1.list.map((r) => r.tradeType)).toEqual([2, 5]);
    expect(page1.list[0]?.remark).toBe('鲜花×1');
    const page3 = dataOf<{ list: unknown[] }>(
      await call.post('/pay/record/trans-list', { pageNum: 3, pageSize: 2 }, token),
    );
    expect(page3.list).toHaveLength(1);

    const tips = dataOf<{ total: number }>(
      await call.post('/pay/record/trans-list', { tradeType: '2,5' }, token),
    );
    expect(tips.total).toBe(3);
    const { chinaDay } = await import('../../contract/format/china-day');
    const today = chinaDay();
    const { addChinaDays } = await import('../../contract/format/china-day');
    const between = async (dateFrom: string, dateTo: string) =>
      dataOf<{ total: number }>(
        await call.post('/pay/record/trans-list', { dateFrom, dateTo }, token),
      ).total;
    // The ledger is append-only, so the entries are all today's: the range takes them or not.
    expect(await between(today, today)).toBe(5);
    expect(await between(addChinaDays(today, -7), addChinaDays(today, -1))).toBe(0);
    expect(await between(addChinaDays(today, 1), addChinaDays(today, 2))).toBe(0);
    expect(codeOf(await call.post('/pay/record/trans-list', { tradeType: '99' }, token))).toBe(
      errors.recordTradeTypeInvalid.code,
    );
    const backwards = await call.post(
      '/pay/record/trans-list',
      { dateFrom: today, dateTo: '2000-01-01' },
      token,
    );
    expect(codeOf(backwards)).toBe(errors.recordDatesInvalid.code);
    expect(
      codeOf(await call.post('/pay/record/trans-list', { dateFrom: '2024/01/01' }, token)),
    ).toBe(errors.badParams.code);
    expect(codeOf(await call.post('/pay/record/trans-list', {}))).toBe(errors.notLoggedIn.code);
  });

  it('income shows only money earned (gift income, prizes…), filterable', async () => {
    const { token } = await userWithHistory();
    const income = dataOf<{ list: { tradeType: number; amount: number }[]; total: number }>(
      await call.post('/pay/record/income', {}, token),
    );
    expect(income.list.map((r) => [r.tradeType, r.amount])).toEqual([
      [5, 5],
      [9, 0.5],
      [5, 10],
      [9, 1.5],
    ]);
    const gifts = dataOf<{ total: number }>(
      await call.post('/pay/record/income', { tradeType: 9 }, token),
    );
    expect(gifts.total).toBe(2);
    // A spending type asked of the income records finds nothing.
    const none = dataOf<{ total: number }>(
      await call.post('/pay/record/income', { tradeType: 2 }, token),
    );
    expect(none.total).toBe(0);
  });

  it('exports the income as a UTF-8 CSV with a BOM, as an attachment, formulas defused', async () => {
    const { token } = await userWithHistory();
    const res = await call.get('/pay/export/income/', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="income-\d{8}\.csv"/);
    const body = res.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('时间,类型,币种,金额,变动后余额,备注');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},奖金派发,球钻,5\.00,5\.00,$/);
    expect(lines[2]).toContain(`礼物收益,球票,0.50,12.00,"'=HYPERLINK(""x"")"`);
    expect(lines[4]).toContain('礼物收益,球票,1.50,1.50,火箭×2');

    const filtered = await call.get('/pay/export/income/?tradeType=5', token);
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(3);
    expect(codeOf(await call.get('/pay/export/income/'))).toBe(errors.notLoggedIn.code);
    expect(codeOf(await call.get('/pay/export/income/?dateFrom=x', token))).toBe(
      errors.badParams.code,
    );
  });
});

describe('ledger after it all', () => {
  it('every currency still sums to zero, and no user balance is negative', async () => {
    expect(await ledgerTotals()).toEqual({ diamond: 0, ticket: 0 });
    const users = await t.database.db
      .select({ id: ledgerAccounts.userId })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, 'user'));
    const ids = users.map((u) => u.id as number);
    for (const b of (await balancesOf(t.database.db, ids)).values()) {
      expect(b.balance).toBeGreaterThanOrEqual(0);
      expect(b.ticket).toBeGreaterThanOrEqual(0);
    }
  });
});
