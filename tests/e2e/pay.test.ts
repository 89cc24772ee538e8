// Recharging in Chromium: /v/pay → the sandbox checkout → 支付 → /v/order shows 已支付, and another open page's
// header balance follows without a reload; a lost callback is settled by reconciliation while the page watches.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsOf } from '../../server/modules/pay/recharge-routes';
import { reconcileRecharges } from '../../server/modules/pay/reconcile';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = '/tmp/pay-shots';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite(),
    openBrowser(),
    mkdir(SHOTS, { recursive: true }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

/** From /v/pay with `pick` chosen to the sandbox checkout page. */
async function toCheckout(page: Page, pick: (page: Page) => Promise<void>) {
  await page.goto(`${site.url}/v/pay`);
  await page.getByTestId('pay-packages').waitFor();
  await pick(page);
  await page.getByTestId('pay-submit').click();
  await page.getByTestId('sandbox-checkout').waitFor();
}

describe('recharge', () => {
  it('pays a package on the sandbox checkout, shows 已支付, and the header follows on another page', async () => {
    const { token } = await createUserWithSession(site.database.db);
    const { page, errors } = await openPage(browser, site, token);
    // A second tab of the same user, left open on the home page and never reloaded.
    const other = await page.context().newPage();
    await other.goto(`${site.url}/`);
    await expect.poll(() => text(other, 'header-balance')).toBe('0.00');
    await other.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await page.goto(`${site.url}/v/pay`);
    await expect.poll(() => text(page, 'pay-balance')).toBe('0.00');
    await page.getByTestId('pay-package-3').click();
    expect(await text(page, 'pay-price')).toBe('¥68.00');
    expect(await text(page, 'pay-diamonds')).toBe('70.00');
    await page.screenshot({ path: `${SHOTS}/1-pay-page.png`, fullPage: true });

    await page.getByTestId('pay-submit').click();
    await page.getByTestId('sandbox-checkout').waitFor();
    expect(await text(page, 'sandbox-amount')).toBe('¥68.00');
    const orderNo = (await text(page, 'sandbox-order-no')) ?? '';
    await page.screenshot({ path: `${SHOTS}/2-checkout.png`, fullPage: true });

    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(`${site.url}/v/order?orderNo=${orderNo}`);
    await expect
      .poll(() => page.getByTestId('order-result').getAttribute('data-status'))
      .toBe('paid');
    expect(await text(page, 'order-result-title')).toBe('充值成功');
    expect(await text(page, 'order-result-status')).toBe('已支付');
    const row = page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
    await expect.poll(() => row.getByTestId('order-row-status').textContent()).toBe('已支付');
    await page.screenshot({ path: `${SHOTS}/3-order-paid.png`, fullPage: true });

    // The other tab's header moved with the push, without a reload.
    await expect.poll(() => text(other, 'header-balance')).toBe('70.00');
    expect(
      await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    await other.getByTestId('user-panel').hover();
    // The menu fades in: shoot it once the fade has finished.
    await other
      .getByTestId('header-balance-link')
      .evaluate((el) => Promise.all(el.parentElement!.getAnimations().map((a) => a.finished)));
    await other.screenshot({ path: `${SHOTS}/4-header-menu.png` });
    expect(errors).toEqual([]);
  });

  it('settles a payment whose callback was lost while the order page watches', async () => {
    const { token } = await createUserWithSession(site.database.db);
    const { page, errors } = await openPage(browser, site, token);
    await toCheckout(page, async (p) => {
      await p.getByTestId('pay-custom-amount').fill('25');
      expect(await text(p, 'pay-price')).toBe('¥25.00');
    });
    await page.getByTestId('sandbox-pay-lost').click();
    await page.waitForURL(/\/v\/order\?orderNo=/);
    await expect
      .poll(() => page.getByTestId('order-result').getAttribute('data-status'))
      .toBe('pending');
    await page.screenshot({ path: `${SHOTS}/5-order-pending.png`, fullPage: true });

    // Reconciliation finds the payment; the balance push makes the page read its order again.
    const report = await reconcileRecharges(site.app.ctx, paymentsOf(site.app), { minAgeMs: 0 });
    expect(report.credited).toBe(1);
    await expect
      .poll(() => page.getByTestId('order-result').getAttribute('data-status'))
      .toBe('paid');
    await expect.poll(() => text(page, 'header-balance')).toBe('25.00');
    await expect.poll(() => text(page, 'centre-balance')).toBe('25.00');
    await page.screenshot({ path: `${SHOTS}/5b-order-reconciled.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('取消 on the checkout returns to a cancelled order; a bad custom amount is refused on the page', async () => {
    const { token } = await createUserWithSession(site.database.db);
    const { page, errors } = await openPage(browser, site, token);
    await page.goto(`${site.url}/v/pay`);
    await page.getByTestId('pay-custom-amount').fill('0');
    expect(await text(page, 'pay-price')).toBe('¥--');
    await page.getByTestId('pay-submit').click();
    expect(await text(page, 'pay-error')).toBe('充值金额需在 1-50,000 元之间');

    await toCheckout(page, (p) => p.getByTestId('pay-package-1').click());
    await page.getByTestId('sandbox-cancel').click();
    await page.waitForURL(/\/v\/order\?orderNo=/);
    await expect
      .poll(() => page.getByTestId('order-result').getAttribute('data-status'))
      .toBe('cancelled');
    expect(await text(page, 'order-result-title')).toBe('订单已取消');
    await page.screenshot({ path: `${SHOTS}/6-order-cancelled.png`, fullPage: true });
    expect(await text(page, 'header-balance')).toBe('0.00');
    expect(errors).toEqual([]);
  });
});
