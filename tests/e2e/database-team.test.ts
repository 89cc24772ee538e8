// The data library's team and player half in Chromium, on one site over the match-centre world: a team page
// on a phone (squad by position, form, the head-to-head picker and its search), a player from the squad;
// a basketball player's game log with its best values flagged and his team on a desktop. Never wider than
// the viewport, no broken picture.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedChange } from '../../server/providers/feed/types';
import { A, C, D, LAKERS, loadWorld, side } from '../server/match-centre-world';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LOAD = { waitUntil: 'domcontentloaded' as const, timeout: 30_000 };
const SLOW = { timeout: 30_000 };

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  await loadWorld(site.app.ctx.ingest);
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The page's own width, which a mobile viewport's innerWidth would hide. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Pictures that finished loading without a picture. */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
  );

describe('data library: teams and players', () => {
  it('on a phone: a team’s squad, form and head-to-head, then a player of the squad', async () => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);

    await page.goto(`${site.url}/database/fb/team/${A}`, LOAD);
    await expect.poll(() => page.getByTestId('team-name').innerText(), SLOW).toBe('曼彻斯特城');
    await expect
      .poll(() =>
        page
          .getByTestId('squad-group')
          .evaluateAll((els) => els.map((e) => e.firstChild?.textContent)),
      )
      .toEqual(['门将', '后卫', '中场', '前锋']);
    expect(await page.getByTestId('squad-player').count()).toBe(6);
    // The last five results as chips; the league link names the league.
    await expect
      .poll(() => page.getByTestId('team-form').getByTestId('result-badge').count(), SLOW)
      .toBe(5);
    expect(await page.getByTestId('team-league').innerText()).toBe('英格兰超级联赛');
    expect(Number(await page.getByTestId('stat-played').innerText())).toBeGreaterThan(5);

    // Head-to-head: the league's 阿森纳 from the picker, then 利物浦 found by the search.
    const h2h = page.getByTestId('h2h-answer');
    await page.getByTestId('h2h-select').selectOption({ label: '阿森纳' });
    await expect.poll(() => h2h.getAttribute('data-other-id'), SLOW).toBe('102');
    await expect
      .poll(() => page.getByTestId('h2h-summary').innerText(), SLOW)
      .toMatch(/^共\d+次交锋，曼城 \d+胜\d+平\d+负/);
    expect(await h2h.getByTestId('result-row').count()).toBeGreaterThan(0);
    await page.getByTestId('h2h-search').fill('利物浦');
    await page.getByTestId('h2h-search').press('Enter');
    await page.getByTestId('h2h-hit').filter({ hasText: '利物浦' }).click();
    await expect.poll(() => h2h.getAttribute('data-other-id'), SLOW).toBe('103');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expect.poll(() => brokenImages(page)).toEqual([]);

    // The striker from the squad: his profile and season.
    await page.getByTestId('squad-player').filter({ hasText: '哈兰德' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/database/fb/player/10101');
    await expect
      .poll(() => page.getByTestId('player-position').innerText(), SLOW)
      .toContain('中锋');
    expect(await page.getByTestId('player-age').innerText()).toMatch(/^\d+岁$/);
    await expect.poll(() => page.getByTestId('stat-appearances').count(), SLOW).toBe(1);
    await expect.poll(() => page.getByTestId('player-game-log').count()).toBe(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expect.poll(() => brokenImages(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a desktop: a basketball player’s game log with the best flagged, a chart, his team', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    const errors = watchErrors(page);

    await page.goto(`${site.url}/database/lq/player/1010101`, LOAD);
    const rows = page.getByTestId('game-log-row');
    // Two finished games of this season with minutes (last season's and tonight's in play are not his log).
    await expect.poll(() => rows.count(), SLOW).toBe(2);
    expect(await page.getByTestId('avg-points').innerText()).toBe('25');
    // Each column's best: the points column flags the higher of the two games.
    const points = await rows.evaluateAll((els) =>
      els.map((e) => {
        const cell = e.querySelector('[data-stat="points"]');
        return [Number(cell?.textContent), cell?.getAttribute('data-best') === 'true'];
      }),
    );
    const top = Math.max(...points.map(([p]) => p as number));
    expect(points.map(([p, best]) => best === (p === top))).toEqual([true, true]);
    await expect
      .poll(() => page.getByTestId('chart-player-games').getAttribute('data-drawn'), SLOW)
      .not.toBe('0');
    expect(await pageWidth(page)).toBeLessThanOrEqual(1440);

    await page.getByTestId('player-team').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/database/lq/team/${LAKERS}`);
    await expect.poll(() => page.getByTestId('team-name').innerText(), SLOW).toBe('洛杉矶湖人');
    await expect.poll(() => page.getByTestId('result-row').count(), SLOW).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('chart-for-against').getAttribute('data-drawn'), SLOW)
      .not.toBe('0');
    expect(await pageWidth(page)).toBeLessThanOrEqual(1440);
    await expect.poll(() => brokenImages(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('moves a live match of the team’s fixtures with the socket, without a reload', async () => {
    const ingest = site.app.ctx.ingest;
    const kickoffAt = Date.now() - 30 * 60_000;
    const live = (at: number, home: number): FeedChange => ({
      kind: 'live',
      at,
      state: {
        matchId: 9901,
        state: 2,
        periodStartAt: kickoffAt,
        minute: 30,
        addedTime: 0,
        clockSeconds: null,
        kickoffAt,
        home: side(home),
        away: side(0),
      },
    });
    await ingest.fixtures([
      {
        id: 9901,
        sport: 'football',
        competitionId: 1,
        seasonId: 12026,
        round: '第14轮',
        homeTeamId: C,
        awayTeamId: D,
        kickoffAt,
        knockout: false,
        neutral: false,
        venue: '安菲尔德',
      },
    ]);
    await ingest.changes([live(Date.now() - 60_000, 0)], { cursor: Date.now() - 60_000 });

    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.url}/database/fb/team/${D}`, LOAD);
    const row = page.locator('[data-testid="fixture-row"][data-match-id="9901"]');
    await expect.poll(() => row.getAttribute('data-live'), SLOW).toBe('true');
    // 切尔西 is away: its own score comes first.
    await expect.poll(() => row.getByTestId('fixture-live-score').innerText()).toBe('0-0');
    await ingest.changes([live(Date.now(), 1)], { cursor: Date.now() });
    await expect.poll(() => row.getByTestId('fixture-live-score').innerText(), SLOW).toBe('0-1');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
