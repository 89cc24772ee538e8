// 注销账号 over HTTP on both engines: the check, the SMS code to the account's own phone only, what blocks a
// deletion (a pending withdrawal, a live room, assets not given up), the anonymised row, revoked sessions, the
// ledger kept and balanced, the phone free to register again; and IP属地 from the login on the public profile.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_TYPE } from '../../contract/calls/sms';
import { errors } from '../../contract/errors';
import {
  collections,
  follows,
  ledgerAccounts,
  ledgerEntries,
  payoutAccounts,
  rooms,
  sessions,
  users,
} from '../../server/db/schema';
import { smsResendKey } from '../../server/modules/sms/send';
import type { LocalSmsProvider } from '../../server/providers/sms';
import { freshSmsCode, newPhone, passedCaptcha, post, smsCode } from './auth-support';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  cardNumber,
  codeOf,
  dataOf,
  giveTickets,
  newKey,
  payCalls,
  unitsOf,
  verifiedUser,
} from './pay-withdraw-support';
import { createUserWithSession } from './users';

let t: TestApp;
let call: ReturnType<typeof payCalls>;
beforeAll(async () => {
  t = await startTestApp();
  call = payCalls(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

/** The code texted for a deletion, as the owner reads it off the phone. */
async function deletionCode(phone: string, token: string) {
  // The phone may just have had a login code: the minute between texts is not what is tested here.
  await t.app.ctx.kv.delete(smsResendKey(phone));
  const sent = await call.post(
    '/user/account/deletion/sms',
    {
      mobile: phone,
      captchaVerification: await passedCaptcha(t.app, phone, SMS_TYPE.deleteAccount),
    },
    token,
  );
  expect(codeOf(sent)).toBe(200);
  const text = (t.app.sms as LocalSmsProvider).recent(phone)[0]?.text ?? '';
  expect(text).toContain('注销账号');
  return /验证码是(\d{6})/.exec(text)?.[1] ?? '';
}

const confirm = (token: string, body: Record<string, unknown>) =>
  call.post('/user/account/deletion/confirm', { agree: 1, ...body }, token);

async function ledgerTotals() {
  const rows = await db()
    .select({ currency: ledgerAccounts.currency, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .groupBy(ledgerAccounts.currency);
  return Object.fromEntries(rows.map((r) => [r.currency, Number(r.total)]));
}

describe(`注销账号 (${testEngine()})`, () => {
  it('shows what stands in the way and what is given up', async () => {
    const { user, token } = await createUserWithSession(db());
    await giveTickets(t.app.ctx, user.id, 1_250);
    const check = dataOf(await call.get('/user/account/deletion', token));
    expect(check).toEqual({
      maskedMobile: `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`,
      withdrawalPending: 0,
      live: 0,
      balance: 0,
      ticket: 1_250,
    });
  });

  it('texts only the account’s own phone', async () => {
    const { token } = await createUserWithSession(db());
    const other = newPhone();
    const refused = await call.post(
      '/user/account/deletion/sms',
      { mobile: other, captchaVerification: await passedCaptcha(t.app, other, 5) },
      token,
    );
    expect(codeOf(refused)).toBe(errors.phoneNotBound.code);
    // A captcha passed for another action (login) does not buy a deletion code.
    const { user: owner, token: ownerToken } = await createUserWithSession(db());
    const wrongAction = await call.post(
      '/user/account/deletion/sms',
      {
        mobile: owner.phone,
        captchaVerification: await passedCaptcha(t.app, owner.phone, SMS_TYPE.login),
      },
      ownerToken,
    );
    expect(codeOf(wrongAction)).toBe(errors.captchaRequired.code);
  });

  it('anonymises the account, ends every session, keeps the ledger, and frees the phone', async () => {
    const { user, token } = await verifiedUser(db(), '李四');
    const second = await post(t.app, '/user/login', {
      mobile: user.phone,
      mode: 1,
      verifyCode: await smsCode(t.app, user.phone, SMS_TYPE.login),
    });
    const secondToken = second.json().data.token as string;
    const fan = await createUserWithSession(db());
    await db()
      .insert(follows)
      .values([
        { followerId: fan.user.id, targetId: user.id },
        { followerId: user.id, targetId: fan.user.id },
      ]);
    await db().insert(collections).values({ userId: user.id, type: 1, targetId: 1 });
    await call.post(
      '/pay/bind-card',
      { type: 1, account: cardNumber(), bankName: '中国建设银行', holderName: '李四' },
      token,
    );
    await giveTickets(t.app.ctx, user.id, 900);

    const code = await deletionCode(user.phone, token);
    // Assets are given up knowingly; the code is not spent by the refusal.
    expect(codeOf(await confirm(token, { mobile: user.phone, verifyCode: code }))).toBe(
      errors.accountDeleteAssetsLeft.code,
    );
    expect(codeOf(await confirm(token, { mobile: user.phone, verifyCode: code, agree: 0 }))).toBe(
      errors.accountDeleteUnconfirmed.code,
    );
    const wrong = code === '000000' ? '111111' : '000000';
    const wrongAnswer = await confirm(token, {
      mobile: user.phone,
      verifyCode: wrong,
      giveUpAssets: 1,
    });
    expect(codeOf(wrongAnswer)).toBe(errors.verifyCodeWrong.code);

    const done = await confirm(token, { mobile: user.phone, verifyCode: code, giveUpAssets: 1 });
    expect(codeOf(done)).toBe(200);
    expect(dataOf(done)).toEqual({ deleted: 1 });
    expect(String(done.headers['set-cookie'])).toMatch(/^auth=;/);

    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      phone: `deleted:${user.id}`,
      nickName: `已注销用户${user.id}`,
      portrait: '',
      passwordHash: null,
      realNameMasked: null,
      realNameHash: null,
      idNumberHash: null,
      realNameStatus: 0,
      ipRegion: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const live = await db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    for (const old of [token, secondToken]) {
      expect(codeOf(await call.get('/user/center/info', old))).toBe(errors.notLoggedIn.code);
    }
    expect(
      await db()
        .select()
        .from(follows)
        .where(sql`${follows.followerId} = ${user.id} or ${follows.targetId} = ${user.id}`),
    ).toEqual([]);
    expect(await db().select().from(collections).where(eq(collections.userId, user.id))).toEqual(
      [],
    );
    const [card] = await db()
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, user.id));
    expect(card).toMatchObject({ accountMasked: '****', holderMasked: '*' });
    expect(card?.removedAt).toBeInstanceOf(Date);
    // The books keep the account's history and still balance.
    expect((await unitsOf(db(), user.id)).ticket).toBe(900);
    expect(await ledgerTotals()).toMatchObject({ ticket: 0 });

    // The phone registers a brand-new account.
    const again = await post(t.app, '/user/login', {
      mobile: user.phone,
      mode: 1,
      verifyCode: await freshSmsCode(t.app, user.phone, SMS_TYPE.login),
    });
    expect(again.json().code).toBe(200);
    const fresh = dataOf<{ id: number }>(
      await call.get('/user/center/info', again.json().data.token as string),
    );
    expect(fresh.id).not.toBe(user.id);
  });

  it('waits for a pending withdrawal and for the room to go offline', async () => {
    const { user, token } = await verifiedUser(db(), '王五');
    await call.post(
      '/pay/change/pay-pass',
      { password: '135790', confirmPassword: '135790' },
      token,
    );
    const card = dataOf<{ id: number }>(
      await call.post(
        '/pay/bind-card',
        { type: 1, account: cardNumber(), bankName: '中国银行', holderName: '王五' },
        token,
      ),
    );
    await giveTickets(t.app.ctx, user.id, 50_000);
    const withdrawal = await call.post(
      '/pay/withdraw',
      { amount: 200, accountId: card.id, payPassword: '135790' },
      token,
      newKey(),
    );
    expect(codeOf(withdrawal)).toBe(200);
    expect(dataOf(await call.get('/user/account/deletion', token))).toMatchObject({
      withdrawalPending: 1,
    });
    const code = await deletionCode(user.phone, token);
    const refused = await confirm(token, { mobile: user.phone, verifyCode: code, giveUpAssets: 1 });
    expect(codeOf(refused)).toBe(errors.accountDeleteWithdrawalPending.code);

    const anchor = await createUserWithSession(db(), { isAnchor: 1 });
    await db()
      .insert(rooms)
      .values({ anchorId: anchor.user.id, streamName: `del-${anchor.user.id}`, status: 'live' });
    expect(dataOf(await call.get('/user/account/deletion', anchor.token))).toMatchObject({
      live: 1,
    });
    const anchorCode = await deletionCode(anchor.user.phone, anchor.token);
    const busy = await confirm(anchor.token, {
      mobile: anchor.user.phone,
      verifyCode: anchorCode,
    });
    expect(codeOf(busy)).toBe(errors.accountDeleteLive.code);
    await db().update(rooms).set({ status: 'offline' }).where(eq(rooms.anchorId, anchor.user.id));
    const gone = await confirm(anchor.token, {
      mobile: anchor.user.phone,
      verifyCode: anchorCode,
    });
    expect(codeOf(gone)).toBe(200);
    const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, anchor.user.id));
    expect(room?.streamName).not.toBe(`del-${anchor.user.id}`);
    expect(room?.streamKeyHash).toBe('');
    const [row] = await db().select().from(users).where(eq(users.id, anchor.user.id));
    expect(row?.isAnchor).toBe(0);
  });

  it('refuses a visitor and bad input with 4xx envelopes', async () => {
    const visitor = await call.post('/user/account/deletion/confirm', {
      mobile: '13800000000',
      verifyCode: '123456',
      agree: 1,
    });
    expect(visitor.statusCode).toBeLessThan(500);
    expect(codeOf(visitor)).toBe(errors.notLoggedIn.code);
    expect(codeOf(await call.get('/user/account/deletion'))).toBe(errors.notLoggedIn.code);
    const { token } = await createUserWithSession(db());
    const bad = await call.post(
      '/user/account/deletion/confirm',
      { mobile: '1', verifyCode: 'x', agree: 7 },
      token,
    );
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).not.toBe(200);
  });
});

describe('IP属地 on the profile', () => {
  it('is the region of the last login, 未知 before any', async () => {
    const { user } = await createUserWithSession(db());
    const space = () =>
      call
        .get(`/user/info/personal-space?id=${user.id}`)
        .then((r) => dataOf<{ ipRegion: string }>(r));
    expect((await space()).ipRegion).toBe('未知');
    const login = await post(
      t.app,
      '/user/login',
      { mobile: user.phone, mode: 1, verifyCode: await smsCode(t.app, user.phone, SMS_TYPE.login) },
      { remoteAddress: '202.96.128.86' },
    );
    expect(login.json().code).toBe(200);
    expect((await space()).ipRegion).toBe('广东');
  });
});
