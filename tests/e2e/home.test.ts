// The built site in Chromium: the home frame renders, follows the server clock, feedback is stored, deep links load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../server/db/schema';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('home frame', () => {
  it('renders the header, the banners and a clock synced with the server', async () => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.goto(site.url);
    await expect(page.title()).resolves.toContain('球live');
    await page.getByTestId('banner-carousel').waitFor();
    const clock = page.getByTestId('server-clock');
    await clock.and(page.locator('[data-status="synced"]')).waitFor();
    const shown = await clock.textContent();
    expect(shown?.replace(/\s+/g, ' ').trim()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, 4],
    ['a desktop', { viewport: { width: 1440, height: 900 } }, 6],
  ])(
    'shows the 头条 block with loaded covers on %s, and 更多 opens /news',
    async (_, options, listed) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(site.url);
      // The page is drawn by the server first (issue 25): its elements are replaced when the client takes over.
      await page.waitForFunction(() => {
        const header = document.querySelector('[data-testid="site-header"]');
        return header !== null && Object.keys(header).some((k) => k.startsWith('__reactFiber'));
      });
      const block = page.getByTestId('home-headlines');
      await block.waitFor();
      const lead = page.getByTestId('home-headline-lead');
      await lead.waitFor();
      await expect
        .poll(() => block.getByTestId('home-headline').filter({ visible: true }).count())
        .toBe(listed);
      await block.scrollIntoViewIfNeeded();
      // Every visible cover in the block is a real picture (the drawn one when nothing was uploaded).
      await page.waitForFunction(
        () => {
          const imgs = Array.from(
            document.querySelectorAll<HTMLImageElement>('[data-testid="home-headlines"] img'),
          ).filter((img) => img.offsetParent !== null);
          return imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0);
        },
        undefined,
        { timeout: 30_000 },
      );
      const src = await lead.locator('img').getAttribute('src');
      expect(src).toMatch(/^\/gw\/(live\/img\/article\/\d+\.svg|uploads\/)/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        options.viewport.width,
      );
      await page.getByTestId('home-headlines-more').click();
      await page.waitForURL(`${site.url}/news`);
      await page.getByTestId('news-lead').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('posts feedback from /about/10006 that is stored, and refuses too short a text', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/about/10006`);
    await page.getByTestId('feedback-content').fill('太短');
    await page.getByTestId('feedback-submit').click();
    const result = page.getByTestId('feedback-result');
    await result.and(page.locator('[data-status="error"]')).waitFor();
    expect(await site.database.db.select().from(feedback)).toHaveLength(0);

    await page.getByTestId('feedback-type').selectOption('3');
    await page.getByTestId('feedback-contact').fill('qq 123456');
    await page.getByTestId('feedback-content').fill('  直播间偶尔卡顿，希望能增加清晰度选择  ');
    await page.getByTestId('feedback-submit').click();
    await result.and(page.locator('[data-status="ok"]')).waitFor();
    expect(await result.textContent()).toBe('提交成功，感谢您的反馈');
    const rows = await site.database.db.select().from(feedback);
    expect(rows).toMatchObject([
      { type: 3, contact: 'qq 123456', content: '直播间偶尔卡顿，希望能增加清晰度选择' },
    ]);
    await page.close();
  });
});

describe('history mode', () => {
  it('answers a deep page path with the client, which sends an unknown page home', async () => {
    const res = await fetch(`${site.url}/some/unknown/page`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/some/unknown/page`);
    await page.waitForURL(`${site.url}/`);
    await page.getByTestId('banner-carousel').waitFor();
    await page.close();
  });

  it('keeps API paths out of the page fallback', async () => {
    const res = await fetch(`${site.url}/gw/no/such/call`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 10007, data: null });
  });
});
