// Pay password (set, change, lock after 5 wrong tries, reset by SMS) and payout accounts (bank card with
// Luhn, Alipay, holder = verified real name, list and unbind only one's own) over HTTP.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { payoutAccounts, users } from '../../server/db/schema';
import type { LocalSmsProvider } from '../../server/providers/sms';
import { passedCaptcha } from './auth-support';
import { startTestApp, type TestApp } from './harness';
import { cardNumber, codeOf, dataOf, msgOf, payCalls, verifiedUser } from './pay-withdraw-support';
import { createUserWithSession } from './users';

let t: TestApp;
let call: ReturnType<typeof payCalls>;
beforeAll(async () => {
  t = await startTestApp();
  call = payCalls(t.app);
});
afterAll(() => t.close());

const setPass = (token: string, password = '135790', extra: Record<string, string> = {}) =>
  call.post('/pay/change/pay-pass', { password, confirmPassword: password, ...extra }, token);

describe('POST /pay/change/pay-pass', () => {
  it('sets a first pay password, then changes it only with the old one', async () => {
    const { token } = await createUserWithSession(t.database.db);
    expect(dataOf(await call.get('/pay/pay-pass/status', token))).toEqual({
      set: 0,
      lockedUntil: null,
      attemptsLeft: 5,
    });
    expect(codeOf(await setPass(token))).toBe(200);
    expect(dataOf(await call.get('/pay/pay-pass/status', token))).toMatchObject({ set: 1 });

    expect(codeOf(await setPass(token, '246810'))).toBe(errors.payPasswordOldRequired.code);
    const same = await setPass(token, '135790', { oldPassword: '135790' });
    expect(codeOf(same)).toBe(errors.payPasswordSameAsOld.code);
    expect(codeOf(await setPass(token, '246810', { oldPassword: '135790' }))).toBe(200);
    // The old one no longer opens it.
    const wrong = await setPass(token, '111222', { oldPassword: '135790' });
    expect(codeOf(wrong)).toBe(errors.payPasswordWrong.code);
  });

  it('refuses a password that is not 6 digits, a confirmation that differs, and a visitor', async () => {
    const { token } = await createUserWithSession(t.database.db);
    expect(codeOf(await setPass(token, '12345'))).toBe(errors.payPasswordInvalid.code);
    expect(codeOf(await setPass(token, 'abcdef'))).toBe(errors.payPasswordInvalid.code);
    const mismatch = await call.post(
      '/pay/change/pay-pass',
      { password: '123456', confirmPassword: '654321' },
      token,
    );
    expect(codeOf(mismatch)).toBe(errors.payPasswordMismatch.code);
    expect(codeOf(await setPass(''))).toBe(errors.notLoggedIn.code);
  });

  it('locks after 5 wrong tries in a row, saying how many are left, and refuses even the right one', async () => {
    const { token } = await createUserWithSession(t.database.db);
    await setPass(token, '135790');
    const messages: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await setPass(token, '222333', { oldPassword: '000000' });
      expect(codeOf(res)).toBe(errors.payPasswordWrong.code);
      messages.push(msgOf(res));
    }
    expect(messages).toEqual([
      '支付密码错误，还可尝试4次',
      '支付密码错误，还可尝试3次',
      '支付密码错误，还可尝试2次',
      '支付密码错误，还可尝试1次',
    ]);
    const fifth = await setPass(token, '222333', { oldPassword: '000000' });
    expect(codeOf(fifth)).toBe(errors.payPasswordLocked.code);
    expect(msgOf(fifth)).toContain('30分钟');
    const right = await setPass(token, '222333', { oldPassword: '135790' });
    expect(codeOf(right)).toBe(errors.payPasswordLocked.code);
    const status = dataOf<{ lockedUntil: number; attemptsLeft: number }>(
      await call.get('/pay/pay-pass/status', token),
    );
    expect(status.attemptsLeft).toBe(0);
    expect(status.lockedUntil).toBeGreaterThan(Date.now() + 29 * 60_000);
  });
});

describe('forgotten pay password (SMS type 4)', () => {
  it('texts the account’s own phone only, and resets the password and the lock with the code', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    await setPass(token, '135790');
    for (let i = 0; i < 5; i++) await setPass(token, '222333', { oldPassword: '000000' });

    const other = '13712345678';
    const refused = await call.post(
      '/pay/pay-pass/sms',
      { mobile: other, captchaVerification: await passedCaptcha(t.app, other, 4) },
      token,
    );
    expect(codeOf(refused)).toBe(errors.phoneNotBound.code);

    const sms = t.app.sms as LocalSmsProvider;
    const sent = await call.post(
      '/pay/pay-pass/sms',
      { mobile: user.phone, captchaVerification: await passedCaptcha(t.app, user.phone, 4) },
      token,
    );
    expect(codeOf(sent)).toBe(200);
    expect(msgOf(sent)).toBe('已发送');
    const text = sms.recent(user.phone)[0]?.text ?? '';
    expect(text).toContain('找回支付密码');
    const code = /验证码是(\d{6})/.exec(text)?.[1] ?? '';

    const reset = (verifyCode: string) =>
      call.post(
        '/pay/pay-pass/reset',
        { mobile: user.phone, verifyCode, password: '864200', confirmPassword: '864200' },
        token,
      );
    expect(codeOf(await reset(code === '000000' ? '111111' : '000000'))).toBe(
      errors.verifyCodeWrong.code,
    );
    expect(codeOf(await reset(code))).toBe(200);
    expect(dataOf(await call.get('/pay/pay-pass/status', token))).toEqual({
      set: 1,
      lockedUntil: null,
      attemptsLeft: 5,
    });
    // The new password works; the code was used up.
    expect(codeOf(await setPass(token, '975310', { oldPassword: '864200' }))).toBe(200);
    expect(codeOf(await reset(code))).toBe(errors.verifyCodeWrong.code);
  });

  it('refuses a visitor', async () => {
    const res = await call.post('/pay/pay-pass/sms', {
      mobile: '13800000001',
      captchaVerification: 'x',
    });
    expect(codeOf(res)).toBe(errors.notLoggedIn.code);
  });
});

describe('bank cards and Alipay', () => {
  const bind = (token: string, body: Record<string, unknown>) =>
    call.post('/pay/bind-card', body, token);

  it('binds a Luhn-valid card in the verified name, lists it masked, and unbinds it', async () => {
    const { user, token } = await verifiedUser(t.database.db, '张三');
    const number = cardNumber();
    const res = await bind(token, {
      type: 1,
      account: number.replace(/(\d{4})/g, '$1 '),
      bankName: '招商银行',
      holderName: '张三',
    });
    expect(codeOf(res)).toBe(200);
    const card = dataOf<{ id: number }>(res);
    expect(card).toMatchObject({
      type: 1,
      bankName: '招商银行',
      account: `${number.slice(0, 4)} **** **** ${number.slice(-4)}`,
      holderName: '张*',
    });
    const [row] = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.id, card.id));
    expect(JSON.stringify(row)).not.toContain(number);

    const list = await call.get(`/pay/card-list/${user.id}`, token);
    expect(dataOf<{ list: unknown[] }>(list).list).toEqual([card]);

    // The same card cannot be bound twice (by anyone) while bound.
    const again = await bind(token, {
      type: 1,
      account: number,
      bankName: '招商银行',
      holderName: '张三',
    });
    expect(codeOf(again)).toBe(errors.payoutAccountBound.code);

    expect(codeOf(await call.post(`/pay/unbind-card/${card.id}`, {}, token))).toBe(200);
    expect(
      dataOf<{ list: unknown[] }>(await call.get(`/pay/card-list/${user.id}`, token)).list,
    ).toEqual([]);
    expect(codeOf(await call.post(`/pay/unbind-card/${card.id}`, {}, token))).toBe(
      errors.payoutAccountNotFound.code,
    );
  });

  it('refuses a bad checksum, an unknown bank, a holder who is not the verified name, and the unverified', async () => {
    const { token } = await verifiedUser(t.database.db, '李四');
    const good = cardNumber();
    const badChecksum = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
    const bad = await bind(token, {
      type: 1,
      account: badChecksum,
      bankName: '招商银行',
      holderName: '李四',
    });
    expect(codeOf(bad)).toBe(errors.cardNumberInvalid.code);
    expect(msgOf(bad)).toBe('银行卡号不正确，请核对后重新输入');
    expect(
      codeOf(
        await bind(token, { type: 1, account: good, bankName: '火星银行', holderName: '李四' }),
      ),
    ).toBe(errors.bankNameInvalid.code);
    const mismatch = await bind(token, {
      type: 1,
      account: good,
      bankName: '招商银行',
      holderName: '王五',
    });
    expect(codeOf(mismatch)).toBe(errors.holderNameMismatch.code);

    const unverified = await createUserWithSession(t.database.db);
    const res = await bind(unverified.token, {
      type: 1,
      account: good,
      bankName: '招商银行',
      holderName: '李四',
    });
    expect(codeOf(res)).toBe(errors.realNameRequired.code);
    expect(msgOf(res)).toBe('请先完成实名认证，再绑定收款账户');
    expect(
      codeOf(await bind('', { type: 1, account: good, bankName: '招商银行', holderName: '李四' })),
    ).toBe(errors.notLoggedIn.code);
  });

  it('binds one Alipay account (phone or e-mail) in the verified name', async () => {
    const { user, token } = await verifiedUser(t.database.db, '赵六');
    expect(
      codeOf(await bind(token, { type: 2, account: 'not-an-account', holderName: '赵六' })),
    ).toBe(errors.alipayAccountInvalid.code);
    const email = `zl${Date.now()}@example.com`;
    const res = await bind(token, { type: 2, account: email, holderName: '赵六' });
    expect(codeOf(res)).toBe(200);
    expect(dataOf(res)).toMatchObject({ type: 2, bankName: '', account: `zl***@example.com` });
    const second = await bind(token, { type: 2, account: user.phone, holderName: '赵六' });
    expect(codeOf(second)).toBe(errors.alipayAlreadyBound.code);
  });

  it('shows and unbinds only one’s own accounts', async () => {
    const owner = await verifiedUser(t.database.db, '钱七');
    const other = await verifiedUser(t.database.db, '孙八');
    const card = dataOf<{ id: number }>(
      await bind(owner.token, {
        type: 1,
        account: cardNumber(),
        bankName: '中国银行',
        holderName: '钱七',
      }),
    );
    expect(codeOf(await call.get(`/pay/card-list/${owner.user.id}`, other.token))).toBe(
      errors.forbidden.code,
    );
    expect(codeOf(await call.post(`/pay/unbind-card/${card.id}`, {}, other.token))).toBe(
      errors.payoutAccountNotFound.code,
    );
    expect(codeOf(await call.get(`/pay/card-list/${owner.user.id}`))).toBe(errors.notLoggedIn.code);
    expect(codeOf(await call.get('/pay/card-list/abc', owner.token))).toBe(errors.badParams.code);
  });

  it('real-name verification stores the keyed hash of the full name, never the name', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const first17 = `33010619900307${String(Date.now() % 1000).padStart(3, '0')}`;
    const { idNumberCheckChar } = await import('../../contract/user-rules');
    const idNumber = `${first17}${idNumberCheckChar(first17)}`;
    const res = await call.post('/user/center/real-name', { realName: '周小九', idNumber }, token);
    expect(codeOf(res)).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.realNameHash).toMatch(/^h1\$/);
    expect(JSON.stringify(row)).not.toContain('周小九');
    const ok = await bind(token, {
      type: 1,
      account: cardNumber(),
      bankName: '交通银行',
      holderName: '周小九',
    });
    expect(codeOf(ok)).toBe(200);
  });
});
