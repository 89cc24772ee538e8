// The data library's competition half in Chromium, on one site over the match-centre world and this
// suite's cup and timelines: the entry page's hot competitions and search, a league's table and its 主场
// split, a cup's bracket and its schedule's round picker, a leader's link to the player page; never wider
// than a 390 px phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedChange } from '../../server/providers/feed/types';
import { side } from '../server/feed-side';
import { G, H, loadCompetitionWorld } from '../server/library-competition-world';
import { loadWorld } from '../server/match-centre-world';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MIN = 60_000;
/** A 英超 match in play today, put in by the desktop walk. */
const LIVE_TODAY = 1901;
const LOAD = { waitUntil: 'domcontentloaded' as const, timeout: 30_000 };

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  await loadWorld(site.app.ctx.ingest);
  await loadCompetitionWorld(site.app.ctx.ingest);
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The page's own width, which a mobile viewport's innerWidth would hide. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('data library: competitions', () => {
  it('on a phone: search, a league table and its home split, a cup bracket and schedule, a leader', async () => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);

    await page.goto(`${site.url}/database/fb/page`, LOAD);
    const hot = page.getByTestId('library-hot');
    await expect
      .poll(() => hot.allInnerTexts(), { timeout: 30_000 })
      .toEqual(['英超', '欧冠', '英足总杯']);
    expect(await page.getByTestId('library-region').count()).toBeGreaterThanOrEqual(3);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByLabel('搜索赛事').fill('冠军');
    await expect
      .poll(() => page.getByTestId('library-competition').allInnerTexts())
      .toEqual(['欧冠', '英冠']);
    await page.getByLabel('搜索赛事').fill('');

    // 英超: the table, then 主场 only.
    await hot.filter({ hasText: '英超' }).click();
    const rows = page.getByTestId('standings-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(6);
    const totalPlayed = await page.getByTestId('standings-table').getAttribute('data-view');
    expect(totalPlayed).toBe('total');
    await page.getByRole('tab', { name: '主场' }).click();
    await expect
      .poll(() => page.getByTestId('standings-table').getAttribute('data-view'))
      .toBe('home');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    // Leaders: the top scorer's name opens his player page.
    await page.getByTestId('competition-tab-leaders').click();
    const scorer = page.getByTestId('leader-row').first().getByRole('link').first();
    await expect.poll(() => scorer.innerText(), { timeout: 30_000 }).toBe('埃尔林·哈兰德');
    await scorer.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/database/fb/player/10101');

    // The cup opens on its bracket: three rounds in order, scrolling inside its own box.
    await page.goto(`${site.url}/database/fb/5`, LOAD);
    const rounds = page.getByTestId('bracket-round');
    await expect
      .poll(() => rounds.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), {
        timeout: 30_000,
      })
      .toEqual(['1/4决赛', '半决赛', '决赛']);
    expect(await page.getByTestId('bracket-tie').count()).toBe(7);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    // Its schedule: the current round (决赛) first, then the picker's 1/4决赛.
    await page.getByTestId('competition-tab-schedule').click();
    const list = page.getByTestId('schedule-list');
    await expect.poll(() => list.getAttribute('data-round'), { timeout: 30_000 }).toBe('决赛');
    await page.getByLabel('选择轮次').selectOption('1/4决赛');
    await expect.poll(() => list.getAttribute('data-round')).toBe('1/4决赛');
    expect(await page.getByTestId('schedule-row').count()).toBe(4);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a desktop: the basketball table by conference; a live 英超 match moves the table (实时)', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.url}/database/lq/101`, LOAD);
    const rows = page.getByTestId('standings-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(() => page.getByRole('columnheader', { name: '胜差' }).count()).toBe(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1440);

    // Spurs v Newcastle kicked off half an hour ago (today's list has it), 2-0.
    const kickoffAt = Date.now() - 30 * MIN;
    await site.app.ctx.ingest.fixtures([
      {
        id: LIVE_TODAY,
        sport: 'football',
        competitionId: 1,
        seasonId: 12026,
        round: '第14轮',
        homeTeamId: G,
        awayTeamId: H,
        kickoffAt,
        knockout: false,
        neutral: false,
        venue: '',
      },
    ]);
    const score = (at: number, home: number, away: number): FeedChange => ({
      kind: 'live',
      at,
      state: {
        matchId: LIVE_TODAY,
        state: 2,
        periodStartAt: kickoffAt,
        minute: 30,
        addedTime: 0,
        clockSeconds: null,
        kickoffAt,
        home: side(home),
        away: side(away),
      },
    });
    await site.app.ctx.ingest.changes([score(Date.now(), 2, 0)], { cursor: Date.now() });
    await page.goto(`${site.url}/database/fb/1`, LOAD);
    const spurs = page.locator(`[data-testid=standings-row][data-team="${G}"]`);
    // 热刺 had drawn 1-1: now W and D, 3-1, counted live.
    await expect.poll(() => spurs.getAttribute('data-live'), { timeout: 30_000 }).toBe('true');
    expect(await page.getByTestId('live-mark').count()).toBe(2);
    await expect.poll(() => spurs.innerText()).toContain('+2');
    // A goal for Newcastle reaches the table over the socket, no reload.
    await site.app.ctx.ingest.changes([score(Date.now() + 1, 2, 1)], { cursor: Date.now() + 1 });
    await expect.poll(() => spurs.innerText(), { timeout: 15_000 }).toContain('+1');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
