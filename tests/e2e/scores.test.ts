// The /football and /basketball score boards in Chromium, fed through the real ingest (no feed runs on the
// test site): rows listed, a live change shown without a reload, pins and the competition filter kept; on a
// phone the bottom bar opens the board with its scores inside the screen.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '../../contract/format';
import { matchFollows } from '../../server/db/schema';
import type { FeedChange, FeedFixture } from '../../server/providers/feed/types';
import { side } from '../server/feed-side';
import { line, live } from '../server/match-world';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { football, onDay, reference } from './score-world';
import { openPage, type Site, startSite, takenOver, watchErrors } from './site';

const MIN = 60_000;
const SHOTS = '/tmp/scores-shots';

/** The real clock: the site's boards are of today as the server counts it. */
const now = Date.now();
const today = chinaDay(now);
/** A moment today (China day) near `t`, so the fixtures stay on today's list at any hour. */
const onToday = (t: number) => onDay(today, t);

const LIVE_KICKOFF = onToday(now - 20 * MIN);
const fixtures: FeedFixture[] = [
  football(3001, LIVE_KICKOFF),
  football(3002, onToday(now + 90 * MIN), [103, 104], 1),
  football(3003, onToday(now + 60 * MIN), [201, 202], 2),
  {
    ...football(4001, onToday(now - 40 * MIN), [10101, 10102], 101),
    sport: 'basketball',
    seasonId: 1012026,
    round: '常规赛',
  },
];

/** 4001 in the second quarter with 05:12 on the game clock. */
const secondQuarter = (at: number): FeedChange => ({
  kind: 'live',
  at,
  state: {
    matchId: 4001,
    state: 4,
    periodStartAt: at - 5 * MIN,
    minute: 0,
    addedTime: 0,
    clockSeconds: 312,
    kickoffAt: onToday(now - 40 * MIN),
    home: side(49, { periods: [28, 21] }),
    away: side(46, { periods: [24, 22] }),
  },
});

/** A first-half state of 3001 whose clock ran from its kick-off. */
const firstHalf = (at: number, home: number, away: number, extra = {}): FeedChange => {
  const change = live(3001, at, 2, side(home, extra), side(away));
  if (change.kind === 'live') {
    change.state.kickoffAt = LIVE_KICKOFF;
    change.state.periodStartAt = LIVE_KICKOFF;
  }
  return change;
};

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  const ingest = site.app.ctx.ingest;
  await ingest.reference(reference);
  await ingest.fixtures(fixtures);
  await ingest.changes(
    [
      firstHalf(now - MIN, 0, 0),
      line(3001, 1, 'asia', now - 2 * MIN, [0.92, 0.5, 0.94]),
      line(3001, 1, 'overUnder', now - 2 * MIN, [0.88, 2.5, 0.98]),
      line(3001, 1, 'europe', now - 2 * MIN, [1.85, 3.6, 4.2]),
      secondQuarter(now - MIN),
      line(4001, 1, 'asia', now - 2 * MIN, [0.9, -4.5, 0.9]),
      line(4001, 1, 'overUnder', now - 2 * MIN, [0.9, 221.5, 0.9]),
      line(4001, 1, 'europe', now - 2 * MIN, [1.6, 2.3]),
    ],
    { cursor: now - MIN },
  );
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const rowOf = (page: Awaited<ReturnType<typeof openPage>>['page'], id: number) =>
  page.locator(`[data-testid="board-row"][data-match-id="${id}"]`);

describe('football score board', () => {
  it('lists the day’s matches with their lines, and shows a goal pushed through the ingest without a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football`);
    await page.getByTestId('board-rows').waitFor();
    const ids = await page
      .getByTestId('board-row')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))));
    expect(ids.sort()).toEqual([3001, 3002, 3003]);

    const row = rowOf(page, 3001);
    await expect(row.getByTestId('row-home').textContent()).resolves.toBe('曼城');
    await expect(row.getByTestId('row-score').textContent()).resolves.toBe('0-0');
    await expect(row.textContent()).resolves.toContain('半球');
    // The minute runs from the half's start on the server clock: about 20' in.
    await row.getByTestId('row-minute').waitFor();
    expect(await row.getByTestId('row-minute').textContent()).toMatch(/^\d{1,2}'?$/);
    await expect(page.getByTestId('board-tab-live').textContent()).resolves.toContain('1');
    await page.screenshot({ path: `${SHOTS}/football-board.png` });

    // The goal goes to the client's board: one pushed while the page is still the server's drawing is simply
    // in the client's first render, with nothing to flash.
    await takenOver(page);
    // Mark the document: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { marked: boolean }).marked = true;
    });
    await site.app.ctx.ingest.changes([firstHalf(Date.now(), 1, 0, { red: 1 })], {
      cursor: Date.now(),
    });
    await row.getByTestId('row-score').and(page.locator(':text-is("1-0")')).waitFor();
    await row.getByTestId('row-flash').waitFor({ state: 'attached' });
    await expect(row.getByTestId('red-card').textContent()).resolves.toBe('1');
    await page.screenshot({ path: `${SHOTS}/football-goal.png` });
    expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a match pinned to the top after a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football`);
    await page.getByTestId('board-rows').waitFor();
    const first = () => page.getByTestId('board-row').first().getAttribute('data-match-id');
    expect(await first()).toBe('3001');
    // A tap on the server's drawing is done once the client has taken over (public/after-paint.js).
    await rowOf(page, 3002).getByTestId('row-pin').click();
    await expect.poll(first).toBe('3002');
    await page.reload();
    await page.getByTestId('board-rows').waitFor();
    // The drawing, made without the pins, is hidden until the client draws the board with them.
    await expect.poll(first).toBe('3002');
    await expect(rowOf(page, 3002).getAttribute('data-pinned')).resolves.toBe('true');
    // Pins are per tab: the 未开始 tab has its own (empty) top list.
    await page.getByTestId('board-tab-upcoming').click();
    await expect(page.getByTestId('board-row').first().getAttribute('data-pinned')).resolves.toBe(
      'false',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a competition unticked in the filter hidden after a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football`);
    await page.getByTestId('board-rows').waitFor();
    await rowOf(page, 3003).waitFor();
    await page.getByTestId('filter-toggle').click();
    await page.locator('[data-testid="filter-option"][data-competition-id="2"] input').uncheck();
    await page.screenshot({ path: `${SHOTS}/football-filter.png` });
    await rowOf(page, 3003).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('board-rows').waitFor();
    await rowOf(page, 3001).waitFor();
    expect(await rowOf(page, 3003).count()).toBe(0);
    await expect(page.getByTestId('filter-hidden').textContent()).resolves.toContain('1');
    await expect(page.getByTestId('board-tab-all').textContent()).resolves.toContain('2');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is reached from the header: 比分 opens football, its menu basketball', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(site.url);
    const header = page.getByTestId('site-header');
    await header.getByRole('link', { name: /比分/ }).click();
    await page.waitForURL(`${site.url}/football`);
    await page.getByTestId('board-rows').waitFor();
    await header.getByRole('link', { name: /比分/ }).hover();
    await header.getByRole('link', { name: '篮球', exact: true }).click();
    await page.waitForURL(`${site.url}/basketball`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the login dialog when a visitor stars a match', async () => {
    const { page } = await openPage(browser, site);
    await page.goto(`${site.url}/football`);
    await page.getByTestId('board-rows').waitFor();
    await rowOf(page, 3001).getByTestId('row-follow').click();
    await page.getByTestId('login-dialog').waitFor();
    await page.close();
  });

  it('follows a match for a logged-in user, on the server and in the 关注 tab after a reload', async () => {
    const { user, token } = await createUserWithSession(site.database.db);
    const { page, errors } = await openPage(browser, site, token);
    await page.goto(`${site.url}/football`);
    await page.getByTestId('board-rows').waitFor();
    const star = rowOf(page, 3002).getByTestId('row-follow');
    await star.click();
    await star.and(page.locator('[aria-pressed="true"]')).waitFor();
    await expect
      .poll(async () =>
        (
          await site.database.db.select().from(matchFollows).where(eq(matchFollows.userId, user.id))
        ).map((f) => f.matchId),
      )
      .toEqual([3002]);
    await page.reload();
    await page.getByTestId('board-rows').waitFor();
    await page.getByTestId('board-tab-followed').click();
    await rowOf(page, 3002).waitFor();
    expect(await page.getByTestId('board-row').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('basketball score board', () => {
  it('lists the basketball matches of the day', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/basketball`);
    const row = rowOf(page, 4001);
    await row.waitFor();
    await expect(row.getByTestId('row-score-home').textContent()).resolves.toBe('49');
    await expect(row.getByTestId('row-minute').textContent()).resolves.toBe('2nd 05:12');
    await page.screenshot({ path: `${SHOTS}/basketball-board.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('on a phone (390×844, touch)', () => {
  it('opens the board from the bottom bar’s 比分 tab, its scores inside the screen, odds behind a tap', async () => {
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(site.url, { waitUntil: 'domcontentloaded' });
    const bar = page.getByTestId('bottom-tab-bar');
    await bar.waitFor();
    const barBox = await bar.boundingBox();
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(844);
    await expect(bar.locator('[data-tab="home"]').getAttribute('aria-current')).resolves.toBe(
      'page',
    );

    await bar.locator('[data-tab="scores"]').tap();
    await page.waitForURL(`${site.url}/football`);
    const row = rowOf(page, 3001);
    await row.waitFor();
    for (const cell of ['row-score', 'row-home', 'row-away', 'row-state']) {
      const box = await row.getByTestId(cell).boundingBox();
      expect(box, cell).not.toBeNull();
      expect(box!.x, cell).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, cell).toBeLessThanOrEqual(390);
    }
    await row.getByTestId('row-odds-toggle').tap();
    await row.getByTestId('row-odds-line').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/football-board-phone.png` });
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
