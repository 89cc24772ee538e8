// Schedules and results, a lottery view, the full-page competition filter and 我的关注 in Chromium, fed
// through the real ingest (no feed runs on the test site): the date strip and ?date=, live changes shown
// without a reload, the filter kept in local storage, the followed matches of a logged-in user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChinaDays, chinaDay, chinaDayStart } from '../../contract/format';
import type { FeedChange, FeedFixture, FeedSide } from '../../server/providers/feed/types';
import { side } from '../server/feed-side';
import { line } from '../server/match-world';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { football, onDay, reference } from './score-world';
import { openPage, type Site, startSite } from './site';

const MIN = 60_000;
const HOUR = 60 * MIN;
const SHOTS = '/tmp/schedule-shots';

/** The real clock: the site's days are China days as the server counts them. */
const now = Date.now();
const today = chinaDay(now);
const tomorrow = addChinaDays(today, 1);
/** A moment today (China day) near `t`, so the fixtures stay on today's list at any hour. */
const onToday = (t: number) => onDay(today, t);
const noonOf = (day: string) => chinaDayStart(day) + 12 * HOUR;

/** Nine days of results before today (3101 yesterday … 3109), one finished match each. */
const PAST_DAYS = 9;
const pastDay = (k: number) => addChinaDays(today, -k);
const pastMatch = (k: number) => 3100 + k;

const LIVE_KICKOFF = onToday(now - 20 * MIN);
const SECOND_HALF_KICKOFF = onToday(now - 70 * MIN);
const fixtures: FeedFixture[] = [
  // Today: 3001 in the first half, 3002 and 3003 (西甲) to come, 3004 in the second half, 3005 finished.
  football(3001, LIVE_KICKOFF),
  football(3002, onToday(now + 90 * MIN), [103, 104]),
  football(3003, onToday(now + 60 * MIN), [201, 202], 2),
  football(3004, SECOND_HALF_KICKOFF, [104, 103]),
  football(3005, onToday(now - 150 * MIN), [102, 101]),
  ...Array.from({ length: PAST_DAYS }, (_, i) =>
    football(pastMatch(i + 1), noonOf(pastDay(i + 1)), i % 2 ? [103, 101] : [102, 104]),
  ),
  football(3201, noonOf(tomorrow), [104, 102]),
  {
    ...football(4001, onToday(now - 40 * MIN), [10101, 10102], 101),
    seasonId: 1012026,
    sport: 'basketball',
    round: '常规赛',
  },
];

/** A match's state as the feed reports it: football halves run from their kick-off. */
function state(
  matchId: number,
  at: number,
  code: number,
  kickoffAt: number,
  home: FeedSide,
  away: FeedSide,
): FeedChange {
  const periodStartAt = code === 2 ? kickoffAt : code === 4 ? kickoffAt + 60 * MIN : null;
  return {
    kind: 'live',
    at,
    state: {
      matchId,
      state: code,
      periodStartAt,
      minute: code === 8 ? 90 : 10,
      addedTime: 0,
      clockSeconds: null,
      kickoffAt,
      home,
      away,
    },
  };
}

const finished = (matchId: number, kickoffAt: number, home: number, away: number) =>
  state(
    matchId,
    kickoffAt + 2 * HOUR,
    8,
    kickoffAt,
    side(home, { half: home }),
    side(away, { half: 0 }),
  );

const firstHalf = (at: number, home: number) =>
  state(3001, at, 2, LIVE_KICKOFF, side(home), side(0));

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  const ingest = site.app.ctx.ingest;
  await ingest.reference(reference);
  await ingest.fixtures(fixtures);
  await ingest.changes(
    [
      ...Array.from({ length: PAST_DAYS }, (_, i) =>
        finished(pastMatch(i + 1), noonOf(pastDay(i + 1)), (i % 3) + 1, 1),
      ),
      finished(3005, onToday(now - 150 * MIN), 2, 2),
      firstHalf(now - MIN, 0),
      state(3004, now - MIN, 4, SECOND_HALF_KICKOFF, side(1, { half: 1 }), side(0, { half: 0 })),
      line(3001, 1, 'asia', now - 2 * MIN, [0.92, 0.5, 0.94]),
      line(3001, 1, 'europe', now - 2 * MIN, [1.85, 3.6, 4.2]),
      state(4001, now - MIN, 4, onToday(now - 40 * MIN), side(49), side(46)),
    ],
    { cursor: now - MIN },
  );
  // Number order differs from kick-off order (3001 kicked off first, 3002 kicks off last).
  await ingest.lottery([
    {
      lotteryCode: 'jczq',
      issueNo: today,
      salesCloseAt: now + 6 * HOUR,
      matches: [
        { matchId: 3001, number: '周日002', playTypes: [1, 2], handicap: -1 },
        { matchId: 3003, number: '周日010', playTypes: [1, 2, 4], handicap: 1 },
        { matchId: 3002, number: '周日001', playTypes: [1, 2], handicap: null },
      ],
    },
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Ids in kick-off order, as the day lists show them (ties by id). */
const byKickoff = (ids: number[]) => {
  const at = (id: number) => fixtures.find((f) => f.id === id)!.kickoffAt;
  return [...ids].sort((a, b) => at(a) - at(b) || a - b);
};

type Page = Awaited<ReturnType<typeof openPage>>['page'];

const rowIds = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))));

/** Marks the document: a reload would lose the mark. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marked: boolean }).marked = true;
  });
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

describe('results and schedule pages', () => {
  it('shows at most 7 days of results, the chosen day in the URL and after a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/end`);
    await page.getByTestId('day-rows').waitFor();
    const dates = await page
      .getByTestId('strip-date')
      .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-date')));
    // Ten days with results: the last 7 are kept, today last and chosen.
    expect(dates).toEqual([6, 5, 4, 3, 2, 1, 0].map((k) => addChinaDays(today, -k)));
    await expect(
      page.locator('[data-testid="strip-date"][data-active="true"]').getAttribute('data-date'),
    ).resolves.toBe(today);
    // Today's results: the finished match only (3001 and 3004 are being played, 3002 and 3003 to come).
    expect(await rowIds(page, 'board-row')).toEqual([3005]);
    await page.screenshot({ path: `${SHOTS}/football-end.png` });

    const yesterday = pastDay(1);
    await page.locator(`[data-testid="strip-date"][data-date="${pastDay(2)}"]`).click();
    await page.waitForURL(`${site.url}/football/end?date=${pastDay(2)}`);
    await page.locator(`[data-testid="board-row"][data-match-id="${pastMatch(2)}"]`).waitFor();
    await page.locator(`[data-testid="strip-date"][data-date="${yesterday}"]`).click();
    await page.waitForURL(`${site.url}/football/end?date=${yesterday}`);
    await page.locator(`[data-testid="board-row"][data-match-id="${pastMatch(1)}"]`).waitFor();
    expect(await rowIds(page, 'board-row')).toEqual([pastMatch(1)]);
    const row = page.locator(`[data-testid="board-row"][data-match-id="${pastMatch(1)}"]`);
    await expect(row.getByTestId('row-score').textContent()).resolves.toBe('1-1');
    await expect(row.getByTestId('row-half').textContent()).resolves.toBe('1-0');

    await page.reload();
    await page.locator(`[data-testid="board-row"][data-match-id="${pastMatch(1)}"]`).waitFor();
    expect(await rowIds(page, 'board-row')).toEqual([pastMatch(1)]);
    await expect(
      page.locator('[data-testid="strip-date"][data-active="true"]').getAttribute('data-date'),
    ).resolves.toBe(yesterday);
    // The back button goes to the day before.
    await page.goBack();
    await page.waitForURL(`${site.url}/football/end?date=${pastDay(2)}`);
    await page.locator(`[data-testid="board-row"][data-match-id="${pastMatch(2)}"]`).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves a match into today’s results when its final whistle is pushed, without a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/end?date=${today}`);
    await page.locator('[data-testid="board-row"][data-match-id="3005"]').waitFor();
    await mark(page);
    await site.app.ctx.ingest.changes(
      [state(3004, Date.now(), 8, SECOND_HALF_KICKOFF, side(2, { half: 1 }), side(0, { half: 0 }))],
      { cursor: Date.now() },
    );
    const row = page.locator('[data-testid="board-row"][data-match-id="3004"]');
    await row.waitFor();
    await expect(row.getByTestId('row-score').textContent()).resolves.toBe('2-0');
    expect(await stillMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists upcoming matches on the schedule, today first, another day from the strip', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/next`);
    await page.getByTestId('day-rows').waitFor();
    // Today to come or being played, in kick-off order: not the finished ones.
    expect(await rowIds(page, 'board-row')).toEqual(byKickoff([3001, 3002, 3003]));
    await expect(
      page.locator('[data-testid="strip-date"]').first().getAttribute('data-date'),
    ).resolves.toBe(today);
    await page.screenshot({ path: `${SHOTS}/next.png` });
    await page.locator(`[data-testid="strip-date"][data-date="${tomorrow}"]`).click();
    await page.waitForURL(`${site.url}/next?date=${tomorrow}`);
    await page.locator('[data-testid="board-row"][data-match-id="3201"]').waitFor();
    expect(await rowIds(page, 'board-row')).toEqual([3201]);
    // The 篮球 switch shows the basketball schedule from its own today, and a reload keeps the sport.
    await page.getByTestId('sport-basketball').click();
    await page.waitForURL(`${site.url}/next?sport=basketball`);
    await page.locator('[data-testid="board-row"][data-match-id="4001"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="board-row"][data-match-id="4001"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/next-basketball.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('lottery view', () => {
  it('lists the issue’s matches in number order and shows a pushed goal without a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/jczq`);
    await page.getByTestId('lottery-rows').waitFor();
    const numbers = await page
      .getByTestId('lottery-number')
      .evaluateAll((cells) => cells.map((c) => c.textContent));
    expect(numbers).toEqual(['周日001', '周日002', '周日010']);
    expect(await rowIds(page, 'lottery-row')).toEqual([3002, 3001, 3003]);
    const row = page.locator('[data-testid="lottery-row"][data-match-id="3001"]');
    await expect(row.getByTestId('lottery-handicap').textContent()).resolves.toBe('-1');
    await expect(row.getByTestId('lottery-plays').textContent()).resolves.toBe('欧赔让球');
    await expect(page.getByTestId('issue-select').inputValue()).resolves.toBe(today);
    await expect(page.getByTestId('sales-state').getAttribute('data-on-sale')).resolves.toBe(
      'true',
    );
    await expect(row.getByTestId('row-score').textContent()).resolves.toBe('0-0');

    await mark(page);
    await site.app.ctx.ingest.changes([firstHalf(Date.now(), 1)], { cursor: Date.now() });
    await row.getByTestId('row-score').and(page.locator(':text-is("1-0")')).waitFor();
    await page.screenshot({ path: `${SHOTS}/jczq.png` });
    expect(await stillMarked(page)).toBe(true);
    // Still in number order.
    expect(await rowIds(page, 'lottery-row')).toEqual([3002, 3001, 3003]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says so when a lottery has no issue', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/zc`);
    await page.getByTestId('lottery-none').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('competition filter page', () => {
  it('反选 then 确定 changes what /football shows, and it stays after a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/allEventCom`);
    await page.locator('[data-testid="pick-option"][data-competition-id="2"]').waitFor();
    await page.getByTestId('pick-hot').click();
    await expect(
      page.locator('[data-testid="pick-option"][data-competition-id="2"] input').isChecked(),
    ).resolves.toBe(false);
    await page.getByTestId('pick-invert').click();
    await expect(
      page.locator('[data-testid="pick-option"][data-competition-id="2"] input').isChecked(),
    ).resolves.toBe(true);
    await expect(
      page.locator('[data-testid="pick-option"][data-competition-id="1"] input').isChecked(),
    ).resolves.toBe(false);
    await expect(page.getByTestId('pick-summary').textContent()).resolves.toMatch(/已选\s*1\s*场/);
    await page.screenshot({ path: `${SHOTS}/all-event-com.png`, fullPage: true });
    await page.getByTestId('pick-confirm').click();
    await page.waitForURL(`${site.url}/football`);
    await page.getByTestId('board-rows').waitFor();
    expect(await rowIds(page, 'board-row')).toEqual([3003]);
    await page.reload();
    await page.getByTestId('board-rows').waitFor();
    expect(await rowIds(page, 'board-row')).toEqual([3003]);
    // The schedule pages keep a filter of their own.
    await page.goto(`${site.url}/football/next?date=${today}`);
    await page.getByTestId('day-rows').waitFor();
    expect(await rowIds(page, 'board-row')).toEqual(byKickoff([3001, 3002, 3003]));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('我的关注', () => {
  it('shows a logged-in user’s followed matches of both sports, live', async () => {
    const { token } = await createUserWithSession(site.database.db);
    for (const [id, type] of [
      [3001, 'football'],
      [4001, 'basketball'],
    ] as const) {
      const res = await site.app.inject({
        url: `/gw/api/attention/operAttention?type=1&targetId=${id}&operateType=1&matchType=${type}`,
        headers: { accesstoken: token },
      });
      expect(res.json()).toMatchObject({ code: 200, data: { followed: true } });
    }
    const { page, errors } = await openPage(browser, site, token);
    await page.goto(`${site.url}/football/collect`);
    const row = page
      .getByTestId('collect-football')
      .locator('[data-testid="board-row"][data-match-id="3001"]');
    await row.waitFor();
    await page.getByTestId('collect-basketball').locator('[data-match-id="4001"]').waitFor();
    expect(await rowIds(page, 'board-row')).toEqual([3001, 4001]);
    await mark(page);
    await site.app.ctx.ingest.changes([firstHalf(Date.now(), 2)], { cursor: Date.now() });
    await row.getByTestId('row-score').and(page.locator(':text-is("2-0")')).waitFor();
    expect(await stillMarked(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/collect.png` });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks a visitor to log in', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/collect`);
    await page.getByTestId('collect-login').getByRole('button', { name: '登录' }).click();
    await page.getByTestId('login-dialog').waitFor();
    await page.screenshot({ path: `${SHOTS}/collect-visitor.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
