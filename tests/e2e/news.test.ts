// Headlines in Chromium: a visitor opens 头条 from the header, reads a column and an article; an unknown id
// is 'This page could not be found'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
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

  it('answers an unknown article with the 404 page', async () => {
    const { page } = await openPage(browser, site);
    await page.goto(`${site.url}/news/2147483000`);
    const error = page.getByTestId('error-page');
    await error.waitFor();
    expect(await error.getAttribute('data-status')).toBe('404');
  });
});
