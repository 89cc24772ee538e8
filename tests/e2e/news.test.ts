// Headlines in Chromium: a visitor opens 头条 from the header, reads a column and an article; an unknown id
// is 'This page could not be found'. The front page's lead stories turn, swipe and follow their dots, every
// cover loads, and 今日比赛 follows a live score from the bus.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart } from '../../contract/format';
import type { FeedChange, FeedFixture } from '../../server/providers/feed/types';
import { A, B, loadWorld, MIN, side } from '../server/match-centre-world';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

/** A hot (英超) match in play today, for 今日比赛. */
const TODAY_LIVE = 2951;
const now = Date.now();
const kickoffAt = Math.max(now - 30 * MIN, chinaDayStart(chinaDay(now)) + MIN);
const todayLive: FeedFixture = {
  id: TODAY_LIVE,
  sport: 'football',
  competitionId: 1,
  seasonId: 12026,
  round: '第13轮',
  homeTeamId: A,
  awayTeamId: B,
  kickoffAt,
  knockout: false,
  neutral: false,
  venue: '',
};
/** The first half, 30 minutes in (the world's `live` looks kick-off up among its own fixtures). */
const playing = (home: number, away: number): FeedChange => ({
  kind: 'live',
  at: Date.now(),
  state: {
    matchId: TODAY_LIVE,
    state: 2,
    periodStartAt: Date.now() - 30 * MIN,
    minute: 30,
    addedTime: 0,
    clockSeconds: null,
    kickoffAt,
    home: side(home),
    away: side(away),
  },
});

/** Scrolls every picture of the page into view (lazy ones load then), and waits until each has loaded. */
async function everyCoverLoads(page: Page, selector: string) {
  const covers = page.locator(selector);
  const count = await covers.count();
  for (let i = 0; i < count; i++) await covers.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (s) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(s)).every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    selector,
    { timeout: 30_000 },
  );
  return count;
}

const activeDot = (page: Page) =>
  page
    .getByTestId('news-banner-dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  await loadWorld(site.app.ctx.ingest);
  await site.app.ctx.ingest.fixtures([todayLive]);
  await site.app.ctx.ingest.changes([playing(1, 0)], { cursor: Date.now() });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('headlines', () => {
  it('lists the demo articles 30 a page by column and opens one', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(site.url);
    await page.getByRole('link', { name: '头条', exact: true }).first().click();
    await page.waitForURL(`${site.url}/news`);
    const rows = page.getByTestId('news-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(30);

    // A column's tab lists only that column's articles.
    const column = page.getByTestId('news-column').nth(1);
    const name = (await column.textContent()) ?? '';
    await column.click();
    await page.waitForURL(/\/news\?column=/);
    await expect.poll(() => page.getByTestId('news-row').first().textContent()).toContain(name);

    const title = (await page.getByTestId('news-row').first().locator('h3').textContent()) ?? '';
    await page.getByTestId('news-row').first().click();
    await page.waitForURL(/\/news\/\d+$/);
    const article = page.getByTestId('news-article');
    await article.waitFor();
    expect(await article.locator('h1').textContent()).toBe(title);
    expect(((await page.getByTestId('news-body').textContent()) ?? '').length).toBeGreaterThan(50);
    expect(errors).toEqual([]);
  });

  it('leads with the banner stories: dots, swipes and turns on its own; every cover loads', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/news`);
    const lead = page.getByTestId('news-lead');
    await lead.waitFor();
    const dots = page.getByTestId('news-banner-dot');
    expect(await dots.count()).toBeGreaterThanOrEqual(3);
    expect(await activeDot(page)).toBe(0);

    await dots.nth(2).click();
    await expect.poll(() => activeDot(page)).toBe(2);
    // A drag to the left is a swipe to the next story, not a click into the one showing.
    const box = (await page.getByTestId('news-banner').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => activeDot(page)).toBe(3);
    expect(page.url()).toBe(`${site.url}/news`);
    // Left alone (the pointer off it), it turns by itself.
    await page.mouse.move(0, 0);
    await expect.poll(() => activeDot(page), { timeout: 20_000 }).not.toBe(3);

    // Every picture on the page is a real one: the lead stories, 30 rows, the hot articles.
    expect(await everyCoverLoads(page, '[data-testid="news-cover"]')).toBeGreaterThanOrEqual(36);
    const srcs = await page
      .locator('[data-testid="news-row"] [data-testid="news-cover"]')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(srcs).toHaveLength(30);
    for (const src of srcs) expect(src).toMatch(/^\/gw\/(live\/img\/article\/\d+\.svg|uploads\/)/);
    expect(await page.getByTestId('news-hot-item').count()).toBeGreaterThanOrEqual(5);

    // The archive keeps its pages, without the lead: page 2 goes on where page 1 stopped.
    const lastOfFirst = await page.getByTestId('news-row').last().locator('h3').textContent();
    await page.getByTestId('news-next').click();
    await page.waitForURL(`${site.url}/news/pages/2`);
    await page.getByTestId('news-prev').waitFor();
    expect(await page.getByTestId('news-lead').count()).toBe(0);
    await page.getByTestId('news-row').first().waitFor();
    const secondPage = await page.getByTestId('news-row').locator('h3').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toContain(lastOfFirst);
    expect(errors).toEqual([]);
  });

  it("lists today's matches beside the news with the score live from the bus", async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/news`);
    const match = page.locator(`[data-testid="today-match"][data-match-id="${TODAY_LIVE}"]`);
    await match.waitFor();
    await expect(match.getAttribute('href')).resolves.toBe(`/football/live/${TODAY_LIVE}`);
    const score = () =>
      Promise.all([
        match.getByTestId('today-match-home-score').textContent(),
        match.getByTestId('today-match-away-score').textContent(),
      ]);
    await expect.poll(score).toEqual(['1', '0']);
    await site.app.ctx.ingest.changes([playing(2, 0)], { cursor: Date.now() });
    await expect.poll(score).toEqual(['2', '0']);
    await match.click();
    await page.waitForURL(`${site.url}/football/live/${TODAY_LIVE}`);
    expect(errors).toEqual([]);
  });

  it('answers an unknown article with the 404 page', async () => {
    const { page } = await openPage(browser, site);
    await page.goto(`${site.url}/news/2147483000`);
    const error = page.getByTestId('error-page');
    await error.waitFor();
    expect(await error.getAttribute('data-status')).toBe('404');
  });
});
