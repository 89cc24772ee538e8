// The 广告与海报 desk in Chromium: an operator signs in, adds a home banner that opens a live room (an internal
// jump with a target), the form's preview shows the picture and the resolved path; a fan's open home page shows
// the banner without a reload and a click on it opens that room; the audit log lists the change. The desk is
// shot at 390 and 1440 px, with the poster tab and its categories; then /admin/news takes an article down.
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../server/db/schema';
import { signInAdmin, tokenOf } from './admin-steps';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin-adverts';
/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };
const WALK_MS = 150_000;
const TITLE = '德比之夜 直播间直达';

let site: Site;
let browser: Browser;

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

/** Every <img> on the page loaded (none broken). */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.src),
  );

describe('/admin/adverts', () => {
  it(
    'an operator adds a home banner to a live room; the fan’s open home page shows it without reload and it opens the room; the log lists it',
    async () => {
      const anchor = await tokenOf(site, '13800000002');
      const [room] = await site.database.db
        .select()
        .from(rooms)
        .where(eq(rooms.anchorId, anchor.user.id));
      const fan = await tokenOf(site, '13800000001');
      const home = await openPage(browser, site, fan.token);
      await home.page.setViewportSize({ width: 1440, height: 900 });
      await home.page.goto(`${site.url}/`);
      await home.page.getByTestId('banner-carousel').waitFor(WAIT);
      const before = await home.page.getByTestId('banner-slide').count();
      // Set on this document only: still there afterwards means the page was never reloaded.
      await home.page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });

      const { page, errors } = await openPage(browser, site);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, page, 'guanggao', 'operator');
      await page.goto(`${site.url}/admin/adverts`);
      await page.getByTestId('advert-table').waitFor(WAIT);
      expect(await page.getByTestId('advert-row').count()).toBe(before);

      await page.getByRole('button', { name: '新增' }).click();
      const form = page.getByTestId('advert-form');
      await form.locator('input[name=title]').fill(TITLE);
      await form.locator('button[title="/banners/ucl-knockout.svg"]').click();
      await form.locator('select[name=innerPageId]').selectOption('10');
      // 直播间 takes a target: without one nothing is saved and the form says why.
      await form.getByRole('button', { name: '保存' }).click();
      await form.getByRole('alert').filter({ hasText: '目标 ID' }).waitFor(WAIT);
      await form.locator('input[name=targetId]').fill(String(room!.id));
      const jump = form.getByTestId('advert-jump');
      expect(await jump.textContent()).toContain(`/live/room/${room!.id}`);
      await form.getByTestId('advert-picture').waitFor(WAIT);
      await form.locator('input[name=reason]').fill('德比日推广');
      await shot(page, 'adverts-form-1440');
      // An outer link shows 新窗口 in the preview; back to the room before saving.
      await form.locator('select[name=jumpType]').selectOption('2');
      await form.locator('input[name=outerLink]').fill('javascript:alert(1)');
      await form.getByText('外部链接只能是').first().waitFor(WAIT);
      await form.locator('input[name=outerLink]').fill('https://www.example.com/derby');
      expect(await jump.textContent()).toContain('新窗口');
      await form.locator('select[name=jumpType]').selectOption('1');
      await form.locator('select[name=innerPageId]').selectOption('10');
      await form.locator('input[name=targetId]').fill(String(room!.id));
      await form.getByRole('button', { name: '保存' }).click();
      await page.getByRole('status').filter({ hasText: TITLE }).waitFor(WAIT);
      await expect.poll(() => page.getByTestId('advert-row').count(), WAIT).toBe(before + 1);

      // The fan's home page heard advert.changed and read its banners again.
      const slide = home.page.locator(`[data-testid=banner-slide][alt="${TITLE}"]`);
      await slide.waitFor({ state: 'attached', ...WAIT });
      expect(await home.page.getByTestId('banner-slide').count()).toBe(before + 1);
      expect(
        await home.page.evaluate(
          () => (window as unknown as { notReloaded?: boolean }).notReloaded,
        ),
      ).toBe(true);
      await home.page.getByRole('button', { name: TITLE }).click();
      await expect.poll(() => slide.getAttribute('data-active'), WAIT).toBe('true');
      await slide.click();
      await home.page.waitForURL(`**/live/room/${room!.id}`, WAIT);
      await home.page.getByTestId('room-page').waitFor(WAIT);

      // The desk at a phone's width, and the poster tab with its categories.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('advert-table').waitFor(WAIT);
      await shot(page, 'adverts-390');
      await page.getByRole('tab', { name: '首页海报' }).click();
      await page.getByTestId('poster-categories').waitFor(WAIT);
      await page.getByRole('button', { name: '新增海报' }).click();
      await page.getByTestId('advert-preview').waitFor(WAIT);
      await shot(page, 'posters-390');
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, 'posters-1440');
      await page.getByRole('tab', { name: '首页轮播图' }).click();
      await page.getByTestId('advert-table').waitFor(WAIT);
      await shot(page, 'adverts-1440');
      expect(await brokenImages(page)).toEqual([]);

      // The operator holds no audit.read: a super admin reads the log.
      const boss = await openPage(browser, site);
      await boss.page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, boss.page, 'boss', 'super');
      await boss.page.goto(`${site.url}/admin/audit`);
      const row = boss.page.locator('[data-testid=audit-table] tr', {
        has: boss.page.locator('[data-action="advert.create"]'),
      });
      await row.first().waitFor(WAIT);
      expect(await row.first().textContent()).toContain('新增广告');
      expect(await row.first().textContent()).toContain('德比日推广');
      expect(boss.errors).toEqual([]);

      // 新闻文章: the operator takes a published article down with a reason; readers get the 404.
      await page.goto(`${site.url}/admin/news`);
      await page.getByLabel('状态').selectOption('published');
      const first = page.getByTestId('news-row').first();
      await first.waitFor(WAIT);
      await shot(page, 'news-1440');
      const articleId = Number(await first.getAttribute('data-id'));
      expect(
        (await site.app.inject({ url: `/gw/inform/info/detail/${articleId}` })).statusCode,
      ).toBe(200);
      page.once('dialog', (d) => void d.accept('内容失实'));
      await first.getByRole('button', { name: '下架' }).click();
      await page.getByRole('status').filter({ hasText: '已下架' }).waitFor(WAIT);
      const gone = await site.app.inject({ url: `/gw/inform/info/detail/${articleId}` });
      expect(gone.statusCode).toBe(404);
      await page.getByLabel('状态').selectOption('withdrawn');
      await page.locator(`[data-testid=news-row][data-id="${articleId}"]`).waitFor(WAIT);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'news-390');
      expect(await brokenImages(page)).toEqual([]);
      expect(errors).toEqual([]);
      expect(home.errors).toEqual([]);
    },
    WALK_MS,
  );
});
