// /v/grade in Chromium: a fan checks in (签到), claims the finished check-in task and a 球票 newcomer task, and
// sees the level rise, the 球票 balance rise in the header and the centre's card, and the tasks turn 已领取.
// The page also lays out at a phone's width (390 px) without sideways scrolling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };
const SHOTS = process.env.GRADE_SHOTS;

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('/v/grade', () => {
  it('checks in, claims rewards and shows the level and 球票 rising', async () => {
    // Real-name verified: the newcomer task 实名认证 is finished and pays 5 球票.
    const fan = await createUserWithSession(site.database.db, { realNameStatus: 1 });
    const { page, errors } = await openPage(browser, site, fan.token);
    await page.goto(`${site.url}/v/grade`);
    const text = (testId: string) => page.getByTestId(testId).first().textContent();

    await expect.poll(() => text('grade-level'), WAIT).toBe('Lv.0');
    await expect.poll(() => text('header-ticket'), WAIT).toBe('0.00');
    const checkinTask = page.getByTestId('task-daily-checkin');
    expect(await checkinTask.getAttribute('data-state')).toBe('todo');

    await page.getByTestId('checkin-button').click();
    await expect.poll(() => text('checkin-button'), WAIT).toBe('已签到');
    expect(await text('checkin-streak')).toBe('1');
    await expect.poll(() => text('grade-level'), WAIT).toBe('Lv.1');
    // The level.up push reaches the header's badge.
    await expect.poll(() => text('header-level'), WAIT).toBe('Lv.1');
    await expect.poll(() => checkinTask.getAttribute('data-state'), WAIT).toBe('claimable');

    await checkinTask.getByTestId('task-claim').click();
    await expect.poll(() => checkinTask.getAttribute('data-state'), WAIT).toBe('claimed');
    expect(await checkinTask.getByTestId('task-claimed').textContent()).toBe('已领取');
    await expect.poll(() => text('grade-experience'), WAIT).toBe('20');

    const realName = page.getByTestId('task-new-real-name');
    expect(await realName.getAttribute('data-state')).toBe('claimable');
    await realName.getByTestId('task-claim').click();
    await expect.poll(() => realName.getAttribute('data-state'), WAIT).toBe('claimed');
    await expect.poll(() => text('header-ticket'), WAIT).toBe('5.00');
    await expect.poll(() => text('centre-ticket'), WAIT).toBe('5.00');

    // An unfinished task links to where it is done.
    const follow = page.getByTestId('task-daily-follow');
    expect(await follow.getAttribute('data-state')).toBe('todo');
    expect(await follow.getByTestId('task-go').getAttribute('href')).toBe('/live');

    if (SHOTS) await page.screenshot({ path: `${SHOTS}/grade-1440.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lays out at 390 px without sideways scrolling, with /v/home’s level strip', async () => {
    const fan = await createUserWithSession(site.database.db, { level: 12 });
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await ctx.addCookies([{ name: 'auth', value: fan.token, url: site.url }]);
    const page = await ctx.newPage();
    await page.goto(`${site.url}/v/grade`);
    await expect.poll(() => page.getByTestId('grade-level').textContent(), WAIT).toBe('Lv.12');
    await expect
      .poll(() => page.getByTestId('task-new-phone').getAttribute('data-state'), WAIT)
      .toBe('claimable');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/grade-390.png`, fullPage: true });
      await page.getByTestId('grade-checkin').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/grade-390-checkin.png` });
      await page.getByTestId('grade-privileges').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/grade-390-privileges.png` });
    }

    await page.goto(`${site.url}/v/home`);
    await expect.poll(() => page.getByTestId('home-checkin').textContent(), WAIT).toBe('签到');
    await page.getByTestId('home-checkin').click();
    await expect
      .poll(() => page.getByTestId('home-checkin').textContent(), WAIT)
      .toBe('已签到 1 天');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-390.png`, fullPage: true });
    await ctx.close();
  });
});
