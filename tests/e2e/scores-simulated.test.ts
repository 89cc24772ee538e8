// The score board against the real simulator sped up 60 times (a match in about two minutes): in-play
// matches' minutes run and their scores change on the open board without a reload, on the server's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredFeed } from '../../server/modules/match/feed';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite({ FEED: 'simulator', FEED_SPEED: '60', FEED_PAST_DAYS: '0', FEED_FUTURE_DAYS: '0' }),
    openBrowser(),
  ]);
  const { config, clock } = site.app.ctx;
  const feed = await configuredFeed(config, site.app.log, clock);
  if (!feed) throw new Error('the simulator is not configured');
  // Resolves once today's fixtures and what has happened so far are in.
  await site.app.ctx.feed.start(feed);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('football board on the sped-up simulator', () => {
  it('runs the minutes and shows new scores of in-play matches without a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football`);
    await page.getByTestId('board-rows').waitFor();
    await page.evaluate(() => {
      (window as unknown as { marked: boolean }).marked = true;
    });
    // At 60× a simulated hour passes every real minute: matches kick off within moments.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="row-minute"]').length > 0,
      undefined,
      { timeout: 120_000 },
    );
    // The in-play rows as they stand now, kept in the page to compare with.
    await page.evaluate(() => {
      const seen: Record<string, { minute: string; score: string }> = {};
      for (const el of document.querySelectorAll('[data-testid="board-row"]')) {
        const minute = el.querySelector('[data-testid="row-minute"]')?.textContent ?? '';
        if (/^\d/.test(minute))
          seen[el.getAttribute('data-match-id') ?? ''] = {
            minute,
            score: el.querySelector('[data-testid="row-score"]')?.textContent ?? '',
          };
      }
      (window as unknown as { seen: typeof seen }).seen = seen;
    });
    const changed = (what: 'minute' | 'score') =>
      page.waitForFunction(
        (field) => {
          const seen = (window as unknown as { seen: Record<string, Record<string, string>> }).seen;
          return Object.entries(seen).some(([id, was]) => {
            const el = document.querySelector(`[data-testid="board-row"][data-match-id="${id}"]`);
            const now = el?.querySelector(`[data-testid="row-${field}"]`)?.textContent;
            return now !== undefined && now !== was[field];
          });
        },
        what,
        { timeout: 120_000 },
      );
    // A simulated minute passes every real second; goals come every minute or so per match.
    await changed('minute');
    await changed('score');
    expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBe(
      true,
    );
    await page.screenshot({ path: '/tmp/scores-shots/football-simulated.png' });
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
