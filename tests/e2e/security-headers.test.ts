// The strict Content-Security-Policy against the real built site in Chromium: pages, a live room's player and socket,
// the OBS overlay and the API docs run with no violation, and an injected inline script is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../server/db/schema';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

let site: Site;
let browser: Browser;
let roomId: number;

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  const [room] = await site.database.db.select().from(rooms).limit(1);
  roomId = room!.id;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the Content-Security-Policy in Chromium', () => {
  it.each([
    ['the home page', '/', 'banner-carousel'],
    ['the football board', '/football', 'site-header'],
    ['a live room', () => `/live/room/${roomId}`, 'room-page'],
    ['the OBS overlay', () => `/v/anchor-barrage?roomId=${roomId}`, null],
  ] as const)('%s runs with no violation', async (_, path, testId) => {
    const { page, errors } = await openPage(browser, site);
    const url = typeof path === 'function' ? path() : path;
    const response = await page.goto(`${site.url}${url}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    if (testId) await page.getByTestId(testId).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the API docs page runs with no violation', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/gw/docs`);
    await page.locator('.swagger-ui').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a script injected into the page', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/`);
    await page.getByTestId('site-header').waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => errors.some((e) => e.includes('Content Security Policy'))).toBe(true);
    await page.context().close();
  });
});
