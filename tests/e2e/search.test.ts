// Search in Chromium at 390 and 1440 px: type in the header box, Enter, see results with the words marked,
// switch tabs, load more, follow a result; nothing found shows the hot words; no page is wider than the phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchWorld, T } from '../server/search-world';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  await loadSearchWorld(site.app.ctx.ingest, site.database.db);
  // More anchors than one page holds, for 加载更多.
  for (let i = 1; i <= 25; i++)
    await createUserWithSession(site.database.db, { nickName: `夜猫解说${i}`, isAnchor: 1 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const sizes = [
  {
    name: '390',
    options: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    },
  },
  { name: '1440', options: { viewport: { width: 1440, height: 900 } } },
];

async function openAt(options: (typeof sizes)[number]['options']) {
  const ctx = await browser.newContext(options);
  const page = await ctx.newPage();
  return { page, errors: watchErrors(page), close: () => ctx.close() };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(sizes)('search at $name px', ({ options }) => {
  it('searches from the header box, marks the matches, switches tabs and follows a result', async () => {
    const { page, errors, close } = await openAt(options);
    await page.goto(site.url);
    const toggle = page.getByTestId('search-toggle');
    if (await toggle.isVisible()) await toggle.click();
    const input = page.getByTestId('search-input');
    await input.fill('  皇马 ');
    await input.press('Enter');
    await page.waitForURL(`${site.url}/search?query=${encodeURIComponent('皇马')}`);

    const teams = page.locator('[data-testid="search-group"][data-type="team"]');
    await teams.waitFor();
    expect(await teams.getByTestId('search-hit').first().textContent()).toContain('皇家马德里');
    // The alias is marked whole, as text.
    expect(await teams.getByTestId('search-mark').first().textContent()).toBe('皇家马德里');
    expect(await page.locator('[data-testid="search-group"][data-type="match"]').count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.locator('[data-testid="search-tab"][data-tab="match"]').click();
    await page.waitForURL(/tab=match/);
    const matches = page.locator(
      '[data-testid="search-list"][data-type="match"] [data-testid="search-hit"]',
    );
    await matches.first().waitFor();
    expect(await matches.count()).toBe(3);
    expect(await matches.first().textContent()).toContain('皇家马德里 vs 巴塞罗那');

    await page.locator('[data-testid="search-tab"][data-tab="team"]').click();
    await page.waitForURL(/tab=team/);
    const team = page
      .locator('[data-testid="search-list"][data-type="team"] [data-testid="search-hit"]')
      .first();
    await team.waitFor();
    await team.click();
    await page.waitForURL(`${site.url}/database/fb/team/${T.real}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('loads more of a tab and shows the hot words when nothing is found', async () => {
    const { page, errors, close } = await openAt(options);
    await page.goto(`${site.url}/search?query=${encodeURIComponent('夜猫解说')}&tab=anchor`);
    const hits = page.locator('[data-testid="search-list"] [data-testid="search-hit"]');
    await hits.first().waitFor();
    expect(await hits.count()).toBe(20);
    // Everything found: the 25 and any demo anchor whose name is close enough.
    const total = Number(
      /共 (\d+) 个/.exec((await page.getByTestId('search-total').textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThanOrEqual(25);
    expect(total).toBeLessThanOrEqual(40);
    await page.getByTestId('search-load-more').click();
    await expect.poll(() => hits.count()).toBe(total);
    expect(await hits.allTextContents()).toEqual(
      expect.arrayContaining(
        Array.from({ length: 25 }, (_, i) => expect.stringContaining(`夜猫解说${i + 1}`)),
      ),
    );
    expect(await page.getByTestId('search-load-more').count()).toBe(0);
    expect(await hits.first().getAttribute('href')).toMatch(/^\/personal\/\d+\?headerNavIndex=2$/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.goto(`${site.url}/search?query=${encodeURIComponent('没有这个名字的东西')}`);
    const empty = page.getByTestId('search-empty');
    await empty.waitFor();
    const hot = page.getByTestId('search-empty-hot').getByRole('link');
    await hot.first().waitFor();
    expect(await hot.first().textContent()).toContain('皇马');
    await hot.first().click();
    await page.waitForURL(`${site.url}/search?query=${encodeURIComponent('皇马')}`);
    await page.getByTestId('search-group').first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
