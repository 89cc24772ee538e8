// The live room on a phone (390×844, touch): opened from the /live/all grid, the video on top at 16:9 inside
// the screen, the 聊天 tab sends a line that shows, and the 礼物 button opens the gift sheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the live room on a phone', () => {
  it('opens from the list, shows the video at 16:9, chats and opens the gift sheet', async () => {
    const { token } = await createUserWithSession(site.database.db);
    const ctx = await browser.newContext(PHONE);
    // Logged in as the other walks are: through the auth cookie.
    await ctx.addCookies([{ name: 'auth', value: token, url: site.url }]);
    const page = await ctx.newPage();
    const errors = watchErrors(page);

    await page.goto(`${site.url}/live/all`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('room-card').first().tap();
    await page.getByTestId('room-page').waitFor();

    // The video: full width at 16:9, inside the screen, and nothing scrolls sideways.
    const box = await page.getByTestId('room-player').boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Another tab, then back to 聊天: the chat shows only on its tab.
    await page.getByTestId('room-tab-rank').tap();
    await page.getByTestId('chat-panel').waitFor({ state: 'hidden' });
    await page.getByTestId('room-tab-chat').tap();
    const text = `手机来了 ${Date.now() % 10_000}`;
    await page.getByTestId('chat-text').fill(text);
    await page.getByTestId('chat-send').tap();
    await page.getByTestId('chat-content').filter({ hasText: text }).waitFor();
    // The input stays on screen (above where the keyboard would be).
    const input = await page.getByTestId('chat-input').boundingBox();
    expect(input!.y + input!.height).toBeLessThanOrEqual(844);

    await page.getByTestId('gift-sheet-open').tap();
    const sheet = page.getByTestId('gift-sheet');
    await sheet.getByTestId('gift-item').first().waitFor();
    expect(await sheet.getByTestId('gift-item').count()).toBeGreaterThan(4);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
