// Breaking news (快讯) in Chromium: with /football open on a desktop and /live/all on a phone, the operator flags an
// article breaking and both pages show it (a card at the top right, a bar under the header); closing it keeps it
// closed after a reload, a page opened afterwards in a new browser still shows it, and it links to the article.
import { mkdir } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperator } from '../../server/cli/operator-commands';
import { newsArticles } from '../../server/db/schema';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

const SHOTS = '/tmp/shots-h18-breaking';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite(),
    openBrowser(),
    mkdir(SHOTS, { recursive: true }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, options = {}) {
  const ctx = await browser.newContext(options);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}${path}`, { waitUntil: 'domcontentloaded' });
  await page.getByTestId('site-header').waitFor({ timeout: 30_000 });
  // The socket has joined 'site' once the page's first background reads are done.
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  return { ctx, page, errors };
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('breaking news', () => {
  it('shows on open pages when the operator flags an article, closes for good, and links to it', async () => {
    const [article] = await site.database.db
      .select({ id: newsArticles.id, title: newsArticles.title })
      .from(newsArticles)
      .where(eq(newsArticles.status, 'published'))
      .orderBy(desc(newsArticles.publishedAt))
      .limit(1);
    const desktop = await open('/football');
    const phone = await open('/live/all', PHONE);
    expect(await desktop.page.getByTestId('breaking-news').count()).toBe(0);

    const done = await runOperator(
      ['news', 'breaking', String(article!.id)],
      site.app.ctx,
      () => {},
    );
    expect(done).toBe(0);

    const card = desktop.page.getByTestId('breaking-news-card');
    await card.waitFor({ timeout: 30_000 });
    expect(await desktop.page.getByTestId('breaking-news').getAttribute('data-id')).toBe(
      String(article!.id),
    );
    expect(await desktop.page.getByTestId('breaking-news-bar').isVisible()).toBe(false);
    const title = card.getByRole('link', { name: article!.title });
    expect(await title.isVisible()).toBe(true);
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1440 - 40);
    expect(box.y).toBeLessThan(120);
    await desktop.page.screenshot({ path: `${SHOTS}/breaking-1440.png` });

    const bar = phone.page.getByTestId('breaking-news-bar');
    await bar.waitFor({ timeout: 30_000 });
    expect(await phone.page.getByTestId('breaking-news-card').isVisible()).toBe(false);
    expect(await bar.getByRole('link', { name: article!.title }).isVisible()).toBe(true);
    // Under the header: the bar's top is the header's content bottom or below.
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y).toBeGreaterThanOrEqual(56);
    expect(barBox.width).toBeLessThanOrEqual(390);
    expect(await noOverflow(phone.page)).toBe(true);
    await phone.page.screenshot({ path: `${SHOTS}/breaking-390.png` });

    // Closed on the desktop: it stays closed after a reload.
    await card.getByTestId('breaking-news-close').click();
    await card.waitFor({ state: 'detached', timeout: 30_000 });
    await desktop.page.reload({ waitUntil: 'domcontentloaded' });
    await desktop.page.getByTestId('site-header').waitFor({ timeout: 30_000 });
    await desktop.page.waitForLoadState('networkidle', { timeout: 30_000 });
    expect(await desktop.page.getByTestId('breaking-news').count()).toBe(0);

    // A page opened later (another browser profile) reads it, and its link opens the article.
    const later = await open('/news');
    const laterCard = later.page.getByTestId('breaking-news-card');
    await laterCard.waitFor({ timeout: 30_000 });
    await laterCard.getByText('查看详情').click();
    await later.page.waitForURL(`**/news/${article!.id}`, { timeout: 30_000 });
    // Following the link closes it.
    await laterCard.waitFor({ state: 'detached', timeout: 30_000 });

    // Not over the article it links to: a reader who opens it directly sees no toast.
    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    const read = readerPage.waitForResponse((r) => r.url().includes('/inform/info/breaking'), {
      timeout: 30_000,
    });
    await readerPage.goto(`${site.url}/news/${article!.id}`, { waitUntil: 'domcontentloaded' });
    expect((await (await read).json()).data.id).toBe(article!.id);
    await readerPage.getByTestId('site-header').waitFor({ timeout: 30_000 });
    await readerPage.waitForLoadState('networkidle', { timeout: 30_000 });
    expect(await readerPage.getByTestId('breaking-news').count()).toBe(0);
    // The item was read and only held back there: leaving the article shows it.
    await readerPage
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '头条' })
      .click();
    await readerPage.getByTestId('breaking-news-card').waitFor({ timeout: 30_000 });
    await reader.close();

    for (const p of [desktop, phone, later]) {
      expect(p.errors).toEqual([]);
      await p.ctx.close();
    }
  });
});
