// 推荐关注 on /v/attention in Chromium: hot anchors the user does not follow yet, 关注 moving one into 我的关注
// without leaving the page. Screenshots at 390 and 1440 px.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

const SHOTS = '/tmp/match-chat-shots';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('推荐关注', () => {
  it('offers hot anchors not followed yet; 关注 moves one into 我的关注', async () => {
    const fan = await createUserWithSession(site.database.db);
    const ctx = await browser.newContext();
    await ctx.addCookies([{ name: 'auth', value: fan.token, url: site.url }]);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.url}/v/attention`);
    const card = page.getByTestId('recommend-follows');
    await card.waitFor();
    await page.getByTestId('people-empty').waitFor();
    const first = card.getByTestId('recommend-person').first();
    const id = await first.getAttribute('data-user-id');
    const name = (await first.locator('a').nth(1).textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/recommend-1440.png`, fullPage: true });

    await first.getByTestId('recommend-follow').click();
    // The anchor leaves the recommendations and shows in the follow list above.
    await page
      .getByTestId('people-following')
      .locator(`[data-testid="person-row"][data-user-id="${id}"]`)
      .waitFor();
    await expect
      .poll(() => card.locator(`[data-testid="recommend-person"][data-user-id="${id}"]`).count())
      .toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/recommend-390.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
