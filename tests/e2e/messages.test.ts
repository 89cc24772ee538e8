// The message centre in Chromium, two people at once: fan A follows anchor B on B's room page, and B — with
// /v/message open — sees the header's red badge and the new follower's message arrive without a reload,
// then marks everything read and the badges clear. Then the page at a phone's width.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms, users } from '../../server/db/schema';
import { createSession } from '../../server/modules/user/sessions';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };
const SHOTS = process.env.SHOTS_DIR;

let site: Site;
let browser: Browser;
const db = () => site.database.db;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const shot = (page: Page, name: string) =>
  SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : Promise.resolve();

describe('message centre', () => {
  it('B sees A follow live (header badge, tab badge, the message), then 全部已读 clears the badges', async () => {
    const tag = randomBytes(2).toString('hex');
    const b = await createUserWithSession(db(), { isAnchor: 1, nickName: `主播小北${tag}` });
    const a = await createUserWithSession(db(), { nickName: `球迷阿安${tag}` });
    const [room] = await db()
      .insert(rooms)
      .values({
        anchorId: b.user.id,
        streamName: randomBytes(8).toString('hex'),
        title: '今晚英超',
      })
      .returning();

    const pageB = await openPage(browser, site, b.token);
    await pageB.page.goto(`${site.url}/v/message`);
    await pageB.page.getByTestId('v-message').waitFor(WAIT);
    await pageB.page.getByTestId('message-tab-follow').click();
    await pageB.page.getByTestId('message-empty').waitFor(WAIT);
    expect(await pageB.page.getByTestId('header-unread').count()).toBe(0);

    const pageA = await openPage(browser, site, a.token);
    await pageA.page.goto(`${site.url}/live/room/${room!.id}`);
    await pageA.page.getByTestId('offline-follow').click(WAIT);
    await pageA.page.getByTestId('offline-follow').filter({ hasText: '已关注' }).waitFor(WAIT);

    // On B's open page, no reload: the header badge, the tab's badge and the row.
    const badge = pageB.page.getByTestId('header-unread');
    await badge.filter({ hasText: /^1$/ }).waitFor(WAIT);
    await pageB.page.getByTestId('message-tab-badge-follow').filter({ hasText: '1' }).waitFor(WAIT);
    await pageB.page.getByTestId('menu-unread').filter({ hasText: '1' }).waitFor(WAIT);
    const row = pageB.page.getByTestId('message-row').first();
    await row.waitFor(WAIT);
    expect(await row.getByTestId('message-title').textContent()).toBe(`球迷阿安${tag} 关注了你`);
    expect(await row.getAttribute('data-read')).toBe('0');
    expect(await row.getByTestId('message-link').getAttribute('href')).toBe(
      `/personal/${a.user.id}`,
    );
    expect(await row.locator('img[src=""]').count()).toBe(0);
    await shot(pageB.page, 'message-live-1440');

    await pageB.page.getByTestId('message-read-all').click();
    await expect.poll(() => badge.count(), WAIT).toBe(0);
    await expect
      .poll(() => pageB.page.getByTestId('message-tab-badge-follow').count(), WAIT)
      .toBe(0);
    await expect.poll(() => pageB.page.getByTestId('menu-unread').count(), WAIT).toBe(0);
    await expect
      .poll(() => pageB.page.getByTestId('message-row').first().getAttribute('data-read'), WAIT)
      .toBe('1');
    expect(pageA.errors).toEqual([]);
    expect(pageB.errors).toEqual([]);
    await pageA.page.close();
    await pageB.page.close();
  });

  it('works at a phone width: the demo anchor’s seeded messages, tabs and the settings switches', async () => {
    // The seed's follows went through the message writers: the demo anchor has a new fan and a welcome.
    const [anchor] = await db().select().from(users).where(eq(users.phone, '13800000002'));
    const { token } = await createSession(db(), anchor!.id, true);
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await ctx.addCookies([{ name: 'auth', value: token, url: site.url }]);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}/v/message`);
    await page.getByTestId('message-tabs').waitFor(WAIT);
    await page.getByTestId('message-tab-follow').click();
    await page.getByTestId('message-title').filter({ hasText: '专家老李 关注了你' }).waitFor(WAIT);
    await shot(page, 'message-list-390');
    await page.getByTestId('message-tab-system').click();
    await page.getByTestId('message-title').filter({ hasText: '欢迎来到球直播' }).waitFor(WAIT);
    await page.getByTestId('message-tab-settings').click();
    const liveSwitch = page.getByTestId('message-switch-live');
    await liveSwitch.waitFor(WAIT);
    expect(await liveSwitch.getAttribute('aria-checked')).toBe('true');
    await liveSwitch.click();
    await expect.poll(() => liveSwitch.getAttribute('aria-checked'), WAIT).toBe('false');
    await shot(page, 'message-settings-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
