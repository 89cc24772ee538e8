// The gifts and nobility desk in Chromium: a fan has an anchor's room open; an operator (made by the CLI's function,
// signed in with TOTP) changes 啤酒's price and uploads a new picture for it on /admin/catalogue with a reason; the
// fan's open gift bar shows the new price and picture without a reload (catalogue.changed on the site channel); the audit log lists the change. The desk at 1440
// and 390 px.
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../server/db/schema';
import { pngOf } from '../server/profile-fixtures';
import { signInAdmin, tokenOf } from './admin-steps';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin-catalogue';
/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };
const WALK_MS = 150_000;

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

describe('/admin/catalogue', () => {
  it(
    "an operator changes a gift's price; the fan's open gift bar shows it live; audited",
    async () => {
      const anchor = await tokenOf(site, '13800000002');
      const fan = await tokenOf(site, '13800000001');
      const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, anchor.user.id));

      const viewer = await openPage(browser, site, fan.token);
      await viewer.page.setViewportSize({ width: 1440, height: 900 });
      await viewer.page.goto(`${site.url}/live/room/${room!.id}`);
      const beer = viewer.page.getByTestId('gift-item').filter({ hasText: '啤酒' });
      await beer.waitFor(WAIT);
      expect(await beer.textContent()).toContain('2.00球钻');

      const { page, errors } = await openPage(browser, site);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, page, 'yunying', 'operator');
      await page.goto(`${site.url}/admin/catalogue`);
      const row = page.getByTestId('catalogue-gift').filter({ hasText: '啤酒' });
      await row.waitFor(WAIT);
      // The worked example follows what is typed, before saving.
      const share = page.getByLabel('主播礼物分成');
      await share.fill('40');
      expect(await page.getByTestId('example-giftAnchorPercent').textContent()).toBe(
        '送出 100 球钻的礼物 → 主播得 40.00 球票，平台得 60.00 球钻',
      );
      await share.fill('50');
      await row.getByRole('button', { name: '编辑 啤酒' }).click();
      const form = row.getByTestId('gift-form');
      await form.getByLabel('礼物价格').fill('3.5');
      // A new picture by upload, with the price.
      await form.getByLabel('上传图标').setInputFiles({
        name: 'beer.png',
        mimeType: 'image/png',
        buffer: pngOf(300, 300),
      });
      await form.getByText('图标已上传，保存后生效').waitFor(WAIT);
      await form.getByLabel('修改原因').fill('节日调价');
      await shot(page, 'catalogue-edit-1440');
      await form.getByRole('button', { name: '保存礼物' }).click();
      await expect
        .poll(() => row.getByTestId('catalogue-gift-price').textContent(), WAIT)
        .toBe('3.50 球钻');

      // The fan's gift bar, without a reload.
      await expect.poll(() => beer.textContent(), WAIT).toContain('3.50球钻');
      expect(await beer.locator('img').getAttribute('src')).toMatch(
        /\/gift-icons\/[\w-]{22}\.png$/,
      );
      await expect
        .poll(() => beer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT)
        .toBe(256);
      await shot(viewer.page, 'room-gift-bar');
      await shot(page, 'catalogue-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'catalogue-390');

      const boss = await openPage(browser, site);
      await boss.page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, boss.page, 'boss', 'super');
      await boss.page.goto(`${site.url}/admin/audit`);
      const logged = boss.page.locator('[data-testid=audit-table] tr', {
        has: boss.page.locator('[data-action="catalogue.gift-edit"]'),
      });
      await logged.first().waitFor(WAIT);
      expect(await logged.first().textContent()).toContain('节日调价');

      expect(errors).toEqual([]);
      expect(viewer.errors).toEqual([]);
      expect(boss.errors).toEqual([]);
    },
    WALK_MS,
  );
});
