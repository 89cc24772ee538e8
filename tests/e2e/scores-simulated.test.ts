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
    // Every row met in play during the wait keeps the minute and score it first showed; the wait
    // ends once one of them shows another. Rows that kick off later join, so a quiet match ending
    // 0-0 cannot stall it.
    const changed = (field: 'minute' | 'score') =>
      page.waitForFunction(
        (field) => {
          const w = window as unknown as { first?: Record<string, Record<string, string>> };
          w.first ??= {};
          const first = w.first;
          for (const el of document.querySelectorAll('[data-testid="board-row"]')) {
            const minute = el.querySelector('[data-testid="row-minute"]')?.textContent ?? '';
            if (!/^\d/.test(minute)) continue;
            const id = el.getAttribute('data-match-id') ?? '';
            const now = {
              minute,
              score: el.querySelector('[data-testid="row-score"]')?.textContent ?? '',
            };
            const was = first[id];
            if (!was) first[id] = now;
            else if (now[field] !== was[field]) return true;
          }
          return false;
        },
        field,
        { timeout: 180_000, polling: 250 },
      );
    // A simulated minute passes every real second; at 60× a match scores about every half a real minute.
    await changed('minute');
    await changed('score');
    expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBe(
      true,
    );
    await page.screenshot({ path: '/tmp/scores-shots/football-simulated.png' });
    expect(errors).toEqual([]);
    await page.close();
  }, 420_000);
});
