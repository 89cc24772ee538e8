// The 审核/提现 desk in Chromium: (a) a fan who applied to be an anchor has a page open; an operator made by the
// CLI's function signs in with TOTP and passes the application on /admin/review with the keyboard (j/k, a); the
// fan's header shows 主播 without a reload (the user.role push). (b) finance approves a withdrawal on
// /admin/withdrawals, and the audit log lists both decisions. Screenshots at 1440 and 390 px.
import { mkdirSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorAudits, users, withdrawals } from '../../server/db/schema';
import { createSession } from '../../server/modules/user/sessions';
import {
  cardNumber,
  dataOf,
  giveTickets,
  newKey,
  payCalls,
  verifiedUser,
} from '../server/pay-withdraw-support';
import { createUserWithSession } from '../server/users';
import { signInAdmin } from './admin-steps';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin-review';
/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };
const WALK_MS = 180_000;

let site: Site;
let browser: Browser;
const db = () => site.database.db;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', fullPage: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('/admin/review and /admin/withdrawals', () => {
  it(
    'an operator passes a fan’s anchor application: the fan’s open page shows 主播 live; finance pays a withdrawal; both audited',
    async () => {
      // (a) The fan applied (the application's row as the submit call writes it) and has a page open.
      const [fan] = await db().select().from(users).where(eq(users.phone, '13800000001'));
      const [application] = await db()
        .insert(anchorAudits)
        .values({
          userId: fan!.id,
          realName: '王小明',
          photos: [],
          categories: [1],
          intro: '足球解说',
        })
        .returning();
      const { token } = await createSession(db(), fan!.id, true);
      const fanTab = await openPage(browser, site, token);
      // Their own space: the header band's role badges follow the login's roles.
      await fanTab.page.goto(`${site.url}/personal/${fan!.id}`);
      await fanTab.page.getByTestId('user-nickname').waitFor({ state: 'attached', ...WAIT });
      const spaceBand = fanTab.page.getByTestId('space-name-row');
      await spaceBand.waitFor(WAIT);
      expect(await fanTab.page.getByTestId('header-role-anchor').count()).toBe(0);
      expect(await spaceBand.getByTestId('role-badge-anchor').count()).toBe(0);

      const { page, errors } = await openPage(browser, site);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, page, 'op_review', 'operator');
      await page.goto(`${site.url}/admin/review`);
      const row = page.locator(`[data-testid=queue-row][data-id="${application!.id}"]`);
      await row.waitFor(WAIT);
      expect(await page.getByTestId('key-legend').textContent()).toContain('通过');
      await shot(page, 'review-1440');
      // The keyboard: move onto the fan's application (the queue is oldest first), then a for 通过.
      const ids = await page
        .getByTestId('queue-row')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
      for (let i = 0; i < ids.indexOf(application!.id); i++) await page.keyboard.press('j');
      await expect.poll(() => row.getAttribute('aria-selected'), WAIT).toBe('true');
      await page.keyboard.press('a');
      await page.getByRole('status').filter({ hasText: '已通过' }).waitFor(WAIT);

      // The fan's page, never reloaded, now shows the role.
      await fanTab.page.getByTestId('header-role-anchor').waitFor({ state: 'attached', ...WAIT });
      expect(await fanTab.page.getByTestId('header-role-anchor').textContent()).toBe('主播');
      await spaceBand.getByTestId('role-badge-anchor').waitFor(WAIT);
      expect(fanTab.errors).toEqual([]);

      // History lists it.
      await page.getByRole('tab', { name: '已通过' }).click();
      await row.waitFor(WAIT);

      // Another application refused with the keyboard: r opens the reason box, a template, Enter confirms.
      const other = (await createUserWithSession(db())).user;
      const [second] = await db()
        .insert(anchorAudits)
        .values({ userId: other.id, realName: '赵小六', photos: [], categories: [2] })
        .returning();
      await page.getByRole('tab', { name: '待审核' }).click();
      const secondRow = page.locator(`[data-testid=queue-row][data-id="${second!.id}"]`);
      await secondRow.click(WAIT);
      await page.keyboard.press('r');
      const box = page.getByTestId('reason-box');
      await box.waitFor(WAIT);
      await box.getByRole('button', { name: '资料不全' }).click();
      await box.getByLabel('驳回原因').press('Enter');
      await page.getByRole('status').filter({ hasText: '已驳回' }).waitFor(WAIT);
      await expect
        .poll(
          async () =>
            (await db().select().from(anchorAudits).where(eq(anchorAudits.id, second!.id)))[0]
              ?.reason,
          WAIT,
        )
        .toBe('资料不全');

      // (b) A pending withdrawal of a verified user with a card.
      const call = payCalls(site.app);
      const { user, token: payer } = await verifiedUser(db(), '李四');
      await call.post(
        '/pay/change/pay-pass',
        { password: '135790', confirmPassword: '135790' },
        payer,
      );
      const card = dataOf<{ id: number }>(
        await call.post(
          '/pay/bind-card',
          { type: 1, account: cardNumber(), bankName: '中国银行', holderName: '李四' },
          payer,
        ),
      );
      await giveTickets(site.app.ctx, user.id, 50_000);
      await call.post(
        '/pay/withdraw',
        { amount: 300, accountId: card.id, payPassword: '135790' },
        payer,
        newKey(),
      );
      const [pending] = await db()
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.userId, user.id))
        .orderBy(desc(withdrawals.id));

      const money = await openPage(browser, site);
      await money.page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, money.page, 'fin_review', 'finance');
      await money.page.goto(`${site.url}/admin/withdrawals`);
      const wRow = money.page.locator(`[data-testid=queue-row][data-id="${pending!.id}"]`);
      await wRow.waitFor(WAIT);
      await wRow.click();
      expect(await wRow.getByTestId('risk-hints').textContent()).toContain('首次提现');
      await shot(money.page, 'withdrawals-1440');
      await money.page
        .getByTestId('queue-detail')
        .getByRole('button', { name: /通过并打款/ })
        .click();
      await money.page.getByRole('status').filter({ hasText: '已通过并打款' }).waitFor(WAIT);
      await expect
        .poll(
          async () =>
            (await db().select().from(withdrawals).where(eq(withdrawals.id, pending!.id)))[0]
              ?.status,
          WAIT,
        )
        .toBe('paid');
      await money.page.setViewportSize({ width: 390, height: 844 });
      await money.page.getByRole('tab', { name: '已打款' }).click();
      await wRow.waitFor(WAIT);
      await shot(money.page, 'withdrawals-390');
      expect(money.errors).toEqual([]);

      // The audit log (read by a super admin: finance and operators do not read it) lists both decisions.
      const boss = await openPage(browser, site);
      await boss.page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, boss.page, 'boss_review', 'super');
      await boss.page.goto(`${site.url}/admin/audit`);
      const table = boss.page.getByTestId('audit-table');
      await table.locator('[data-action="anchor.pass"]').waitFor(WAIT);
      await table.locator('[data-action="withdrawal.approve"]').waitFor(WAIT);
      expect(await table.locator('[data-action="anchor.pass"]').first().textContent()).toBe(
        '通过主播申请',
      );

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('tab', { name: '待审核' }).click();
      await shot(page, 'review-390');
      expect(errors).toEqual([]);
      expect(boss.errors).toEqual([]);
    },
    WALK_MS,
  );
});
