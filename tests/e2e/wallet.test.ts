// /v/wallet in Chromium: a verified user with tickets binds a card, sets a pay password, withdraws (a wrong
// password first), sees it pending and the balance reduced, then paid once the operator approves — no reload.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLedger } from '../../server/modules/pay/ledger';
import { decideWithdrawal, pendingWithdrawals } from '../../server/modules/pay/withdrawals';
import { cardNumber, giveTickets, verifiedUser } from '../server/pay-withdraw-support';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = '/tmp/wallet-shots';
let site: Site;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('/v/wallet', () => {
  it('binds a card, sets a pay password, withdraws, and follows the withdrawal live', async () => {
    const { user, token } = await verifiedUser(site.database.db, '张三');
    await giveTickets(site.app.ctx, user.id, 50_000);
    const { page, errors } = await openPage(browser, site, token);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`${site.url}/v/wallet`);
    // The balances come over the socket-joined snapshot: wait for them rather than poll briefly.
    await page
      .getByTestId('wallet-tickets')
      .filter({ hasText: /^500\.00$/ })
      .waitFor();
    expect(await page.getByTestId('wallet-diamonds').textContent()).toBe('0.00');
    await page.getByTestId('withdraw-no-account').waitFor();
    await page.screenshot({ path: `${SHOTS}/1-wallet-empty.png`, fullPage: true });

    // 银行卡: a wrong checksum is caught as typed; then the real card in the verified name.
    await page.getByTestId('wallet-tab-bank-cards').click();
    const number = cardNumber();
    const wrong = `${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`;
    await page.getByTestId('bank-card').fill(wrong);
    await page.getByText('银行卡号不正确，请核对后重新输入').waitFor();
    await page.getByTestId('bank-card').fill(number);
    await page.getByTestId('bank-name').selectOption('招商银行');
    await page.getByTestId('bank-holder').fill('李四');
    await page.getByTestId('bank-submit').click();
    await expect
      .poll(() => page.getByTestId('bank-message').textContent())
      .toBe('持有人姓名与实名认证姓名不一致');
    await page.getByTestId('bank-holder').fill('张三');
    await page.getByTestId('bank-submit').click();
    await page.getByTestId('bank-list-item').waitFor();
    expect(await page.getByTestId('bank-list-number').textContent()).toBe(
      `${number.slice(0, 4)} **** **** ${number.slice(-4)}`,
    );
    await page.screenshot({ path: `${SHOTS}/2-bank.png`, fullPage: true });

    // 支付密码: set it.
    await page.getByTestId('wallet-tab-pay-password').click();
    await page.getByTestId('pay-password-set-password').fill('135790');
    await page.getByTestId('pay-password-set-again').fill('135790');
    await page.getByTestId('pay-password-set-submit').click();
    await page.getByTestId('pay-password-form').waitFor();

    // 提现: the preview, a wrong password's message, then the real withdrawal.
    await page.getByTestId('wallet-withdraw').click();
    await page.getByTestId('withdraw-amount').fill('200');
    await expect.poll(() => page.getByTestId('withdraw-preview').textContent()).toContain('4.00');
    expect(await page.getByTestId('withdraw-preview').textContent()).toContain('¥196.00');
    await page.getByTestId('withdraw-pay-password').fill('000000');
    await page.getByTestId('withdraw-submit').click();
    await expect
      .poll(() => page.getByTestId('withdraw-message').textContent())
      .toBe('支付密码错误，还可尝试4次');
    await page.screenshot({ path: `${SHOTS}/3-withdraw-wrong-password.png`, fullPage: true });
    expect(await page.getByTestId('wallet-tickets').textContent()).toBe('500.00');

    await page.getByTestId('withdraw-pay-password').fill('135790');
    await page.getByTestId('withdraw-submit').click();
    // Off to 提现记录: pending, and the balance pushed down without a reload.
    await expect
      .poll(() => page.getByTestId('withdrawal-status').first().textContent())
      .toBe('审核中');
    await page
      .getByTestId('wallet-tickets')
      .filter({ hasText: /^300\.00$/ })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/4-withdrawal-pending.png`, fullPage: true });

    // The operator pays it: the open list shows 已到账 by itself.
    const [pending] = (await pendingWithdrawals(site.app.ctx)).filter((w) => w.userId === user.id);
    await decideWithdrawal(site.app.ctx, pending!.id, 'approve');
    await expect
      .poll(() => page.getByTestId('withdrawal-status').first().textContent())
      .toBe('已到账');
    expect(errors).toEqual([]);
  });

  it('shows income records with filters and an export link, and spending records', async () => {
    const { user, token } = await verifiedUser(site.database.db, '王五');
    await inLedger(site.app.ctx, async (ledger) => {
      for (const [tradeType, units] of [
        [9, 1_250],
        [5, 8_800],
        [9, 300],
      ] as const)
        await ledger.post({
          tradeType,
          userId: user.id,
          memo: tradeType === 9 ? { giftName: '火箭', count: 1 } : {},
          legs: [
            { account: { user: user.id, currency: 'ticket' }, amount: units, tradeType },
            { account: { system: 'payouts', currency: 'ticket' }, amount: -units, tradeType },
          ],
        });
    });
    const { page, errors } = await openPage(browser, site, token);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`${site.url}/v/wallet?tab=income`);
    await expect.poll(() => page.getByTestId('income-row').count()).toBe(3);
    await page.getByTestId('income-type').selectOption('5');
    await expect.poll(() => page.getByTestId('income-row').count()).toBe(1);
    expect(await page.getByTestId('income-row').textContent()).toContain('+88.00');
    const href = await page.getByTestId('income-export').getAttribute('href');
    expect(href).toContain('/pay/export/income/?');
    expect(href).toContain('tradeType=5');
    await page.screenshot({ path: `${SHOTS}/5-income.png`, fullPage: true });
    const csv = await page.request.get(site.url + href);
    expect(csv.headers()['content-disposition']).toContain('attachment');
    expect((await csv.text()).split('\r\n')[1]).toContain('奖金派发,球票,88.00');

    // A tip of 1 ticket's worth of diamonds shows in 消费记录 once it happens, without a reload.
    await page.getByTestId('wallet-tab-consume').click();
    await page.getByText('暂无消费记录').waitFor();
    await inLedger(site.app.ctx, async (ledger) => {
      await ledger.post({
        tradeType: 13,
        userId: user.id,
        legs: [
          { account: { user: user.id, currency: 'ticket' }, amount: -500, tradeType: 13 },
          { account: { system: 'giftPool', currency: 'ticket' }, amount: 500, tradeType: 13 },
          { account: { system: 'giftPool', currency: 'diamond' }, amount: -500, tradeType: 13 },
          { account: { user: user.id, currency: 'diamond' }, amount: 500, tradeType: 13 },
        ],
      });
      await ledger.post({
        tradeType: 2,
        userId: user.id,
        memo: { giftName: '鲜花', count: 5 },
        legs: [
          { account: { user: user.id, currency: 'diamond' }, amount: -200, tradeType: 2 },
          { account: { system: 'giftPool', currency: 'diamond' }, amount: 200, tradeType: 2 },
        ],
      });
    });
    await expect.poll(() => page.getByTestId('consume-row').count()).toBe(1);
    expect(await page.getByTestId('consume-row').textContent()).toContain('鲜花×5');
    await page.screenshot({ path: `${SHOTS}/6-consume.png`, fullPage: true });

    // The tab is in the address: back returns to 收益记录.
    expect(new URL(page.url()).search).toBe('?tab=consume');
    await page.goBack();
    await expect
      .poll(() => page.getByTestId('wallet-tab-income').getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => page.getByTestId('income-row').count()).toBe(3);
    expect(errors).toEqual([]);
  });

  it('asks an unverified user to verify first, and offers the forgotten pay password page', async () => {
    const { user, token } = await verifiedUser(site.database.db, '赵六');
    const { createUserWithSession } = await import('../server/users');
    const unverified = await createUserWithSession(site.database.db);
    const { page, errors } = await openPage(browser, site, unverified.token);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`${site.url}/v/wallet?tab=alipay`);
    await page.getByTestId('alipay-realname').waitFor();
    await page.screenshot({ path: `${SHOTS}/7-alipay-unverified.png`, fullPage: true });

    const own = await openPage(browser, site, token);
    await own.page.setViewportSize({ width: 1440, height: 1000 });
    await own.page.goto(`${site.url}/v/wallet?tab=alipay`);
    await own.page.getByTestId('alipay-account').fill(user.phone);
    await own.page.getByTestId('alipay-holder').fill('赵六');
    await own.page.getByTestId('alipay-submit').click();
    await own.page.getByTestId('alipay-list-item').waitFor();
    await own.page.screenshot({ path: `${SHOTS}/8-alipay.png`, fullPage: true });

    await own.page.goto(`${site.url}/v/wallet-forget-password`);
    await own.page.getByTestId('forget-form').waitFor();
    await own.page.getByTestId('forget-submit').click();
    await expect
      .poll(() => own.page.getByTestId('forget-message').textContent())
      .toBe('请输入正确的手机号');
    await own.page.screenshot({ path: `${SHOTS}/9-forget.png`, fullPage: true });
    expect([...errors, ...own.errors]).toEqual([]);
  });
});
