// An article's page is drawn by the server for the first paint: with no script at all a reader (or a crawler)
// has the headline and the text; with the client's code the first render takes over in place — the headline
// does not move, the article is not asked for again (its data came with the page) — and the tab says the headline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

let site: Site;
let browser: Browser;
let article: { id: number; title: string; summary: string };
beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  const res = await fetch(`${site.url}/gw/inform/info/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  article = (await res.json()).data.list[0];
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('an article’s first paint', () => {
  it('has the headline and the text with no script running', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/news/${article.id}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.locator('h1').textContent()).toBe(article.title);
    expect(await page.locator('.news-body').innerText()).not.toBe('');
    if (article.summary)
      expect(await page.locator('article > p').first().innerText()).toBe(article.summary);
    await ctx.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`is taken over in place at ${viewport.width} px, without asking for the article again`, async () => {
      const { page, errors } = await openPage(browser, site);
      await page.setViewportSize(viewport);
      const detailCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/inform/info/detail/')) detailCalls.push(r.url());
      });
      // The drawn headline's box, read before the client's code has rendered (it is deferred).
      await page.goto(`${site.url}/news/${article.id}`, { waitUntil: 'commit' });
      const drawn = await page.waitForFunction(
        () => {
          const h1 = document.querySelector('#app h1');
          if (!h1 || document.querySelector('[data-testid="news-article"]')) return null;
          // Measured once the stylesheet applies (font-black), as the first paint shows it.
          if (getComputedStyle(h1).fontWeight !== '900') return null;
          const r = h1.getBoundingClientRect();
          return { x: r.x, width: r.width, height: r.height };
        },
        undefined,
        { timeout: 30_000 },
      );
      const before = await drawn.jsonValue();
      await page.getByTestId('news-article').waitFor({ timeout: 30_000 });
      const after = await page
        .getByTestId('news-article')
        .locator('h1')
        .evaluate((h1) => {
          const r = h1.getBoundingClientRect();
          return { x: r.x, width: r.width, height: r.height };
        });
      expect(after).toEqual(before);
      await expect.poll(() => page.title()).toBe(`${article.title} - 球live`);
      expect(detailCalls).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
