// The odds pages in Chromium, fed through the real ingest: the centre's 欧赔 / 亚盘 / 三合一 tabs, the odds
// detail views (history with its chart, 综合, 赔率表) and /football/model; a line moved by the ingest shows
// on the open page (new cells, a new history row, a redrawn chart, new probabilities) without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart } from '../../contract/format';
import type { FeedChange, FeedFixture } from '../../server/providers/feed/types';
import { fairProbabilities, percentText } from '../../src/features/odds/probability';
import { side } from '../server/feed-side';
import { line, live, reference } from '../server/match-world';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const MIN = 60_000;
const HOUR = 60 * MIN;
const SHOTS = '/tmp/odds-shots';

const now = Date.now();
const today = chinaDay(now);
/** A moment today (China day) near `t`, so the fixtures stay on today's list at any hour. */
const onToday = (t: number) =>
  Math.min(Math.max(t, chinaDayStart(today) + MIN), chinaDayStart(today) + 24 * HOUR - MIN);

const KICKOFF = onToday(now - 20 * MIN);
const MATCH = 5001;
const fixtures: FeedFixture[] = [
  {
    id: MATCH,
    sport: 'football',
    competitionId: 1,
    seasonId: 12026,
    round: '第13轮',
    homeTeamId: 101,
    awayTeamId: 102,
    kickoffAt: KICKOFF,
    knockout: false,
    neutral: false,
    venue: '',
  },
  {
    id: 6001,
    sport: 'basketball',
    competitionId: 101,
    seasonId: 1012026,
    round: '常规赛',
    homeTeamId: 10101,
    awayTeamId: 10102,
    kickoffAt: onToday(now + 2 * HOUR),
    knockout: false,
    neutral: false,
    venue: '',
  },
];

const firstHalf = (at: number): FeedChange => {
  const change = live(MATCH, at, 2, side(0), side(0));
  if (change.kind === 'live') {
    change.state.kickoffAt = KICKOFF;
    change.state.periodStartAt = KICKOFF;
  }
  return change;
};

/** 澳门 (1) and Bet365 (2) open all three markets three hours before; 澳门 has moved its 1X2 and handicap since. */
const OPENING = now - 3 * HOUR;
const MACAU_EUROPE = [2.0, 3.4, 3.6];
const lines: FeedChange[] = [
  line(MATCH, 1, 'europe', OPENING, [2.1, 3.3, 3.5]),
  line(MATCH, 1, 'asia', OPENING, [0.92, 0.5, 0.94]),
  line(MATCH, 1, 'overUnder', OPENING, [0.88, 2.5, 0.98]),
  line(MATCH, 2, 'europe', OPENING, [2.05, 3.4, 3.5]),
  line(MATCH, 2, 'asia', OPENING, [0.88, 0.5, 1.0]),
  line(MATCH, 2, 'overUnder', OPENING, [0.9, 2.5, 0.96]),
  line(MATCH, 1, 'europe', now - 90 * MIN, MACAU_EUROPE),
  line(MATCH, 1, 'asia', now - 60 * MIN, [0.9, 0.5, 0.96]),
  line(6001, 1, 'asia', OPENING, [0.9, -4.5, 0.9]),
  line(6001, 1, 'overUnder', OPENING, [0.9, 221.5, 0.9]),
  line(6001, 1, 'europe', OPENING, [1.6, 2.3]),
];

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  const ingest = site.app.ctx.ingest;
  await ingest.reference(reference);
  await ingest.fixtures(fixtures);
  await ingest.changes([firstHalf(now - MIN), ...lines], { cursor: now - MIN });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

type Page = Awaited<ReturnType<typeof openPage>>['page'];

/** Moves a line through the ingest as a feed would, now. */
const moveLine = (
  bookmakerId: number,
  market: 'europe' | 'asia' | 'overUnder',
  values: number[],
) => {
  const at = Date.now();
  return site.app.ctx.ingest.changes([line(MATCH, bookmakerId, market, at, values, true)], {
    cursor: at,
  });
};

/** Marks the document: a reload would lose the mark. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marked: boolean }).marked = true;
  });
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

const row = (page: Page, bookmakerId: number) =>
  page.locator(`[data-testid="odds-row"][data-bookmaker-id="${bookmakerId}"]`);

describe('odds tabs of the match centre', () => {
  it('lists every bookmaker with its opening and instant line, return rate and stats (欧赔)', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/oupei/${MATCH}`);
    const tab = page.getByTestId('odds-tab');
    await row(page, 2).waitFor();
    expect(await tab.getByTestId('odds-row').count()).toBe(2);
    const macau = row(page, 1);
    const text = await macau.textContent();
    expect(text).toContain('澳门');
    expect(text).toContain('2.10'); // opening
    expect(text).toContain('2.00'); // instant, below the opening: a green arrow
    await expect(macau.locator('[data-dir="-1"]').first().textContent()).resolves.toContain('2.00');
    const rate = 1 / (1 / 2 + 1 / 3.4 + 1 / 3.6);
    await expect(macau.getByTestId('odds-return').textContent()).resolves.toBe(
      percentText(rate, 2),
    );
    expect(await tab.getByTestId('odds-stats').count()).toBe(3);
    await expect(macau.getByTestId('odds-detail-link').getAttribute('href')).resolves.toBe(
      `/football/odds-detail/oupei?matchId=${MATCH}&bookmakerId=1`,
    );
    await page.screenshot({ path: `${SHOTS}/tab-oupei.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a handicap moved through the ingest on the 亚盘 tab, flashing, without a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/yapan/${MATCH}`);
    const bet365 = row(page, 2);
    await bet365.waitFor();
    expect(await bet365.textContent()).not.toContain('半球/一球');
    await mark(page);
    await moveLine(2, 'asia', [0.84, 0.75, 1.04]);
    await bet365.locator(':text("半球/一球")').waitFor();
    await bet365.getByTestId('odds-live').waitFor();
    await bet365.getByTestId('odds-flash').first().waitFor({ state: 'attached' });
    await page.screenshot({ path: `${SHOTS}/tab-yapan-moved.png`, fullPage: true });
    expect(await stillMarked(page)).toBe(true);
    // 三合一 lists both bookmakers with the moved line among its three markets.
    await page.goto(`${site.url}/football/three/${MATCH}`);
    await page.locator('[data-testid="three-row"][data-bookmaker-id="2"]').waitFor();
    expect(await page.getByTestId('three-row').count()).toBe(2);
    const cell = page.locator(
      '[data-testid="three-row"][data-bookmaker-id="2"] [data-testid="three-cell"][data-market="asia"]',
    );
    expect(await cell.getByTestId('three-current').textContent()).toContain('半球/一球');
    await page.screenshot({ path: `${SHOTS}/tab-three.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('odds detail pages', () => {
  it('appends a pushed move to the history table and redraws the chart (亚盘)', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/odds-detail/yapan?matchId=${MATCH}&bookmakerId=1`);
    const chart = page.getByTestId('odds-chart');
    await chart.locator('canvas').waitFor();
    await page.locator('[data-testid="odds-chart"]:not([data-drawn="0"])').waitFor();
    const rows = page.getByTestId('history-row');
    expect(await rows.count()).toBe(2);
    await expect(page.getByTestId('history-opening').count()).resolves.toBe(1);
    const drawn = Number(await chart.getAttribute('data-drawn'));
    await page.screenshot({ path: `${SHOTS}/detail-yapan.png`, fullPage: true });

    await mark(page);
    await moveLine(1, 'asia', [1.02, 0.25, 0.84]);
    await page.locator('[data-testid="history-row"]:nth-child(3)').waitFor();
    expect(await rows.count()).toBe(3);
    const newest = await rows.first().textContent();
    expect(newest).toContain('平手/半球');
    expect(newest).toContain('滚球');
    await page.locator(`[data-testid="odds-chart"]:not([data-drawn="${drawn}"])`).waitFor();
    expect(Number(await chart.getAttribute('data-drawn'))).toBeGreaterThan(drawn);
    expect(await chart.locator('canvas').count()).toBe(1);
    expect(await stillMarked(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/detail-yapan-moved.png`, fullPage: true });

    // Switching bookmaker keeps the view; the view tabs keep the match and bookmaker.
    await page.locator('[data-testid="odds-bookmaker"][data-bookmaker-id="2"]').click();
    await page.waitForURL(/bookmakerId=2/);
    await page.getByTestId('history-row').first().waitFor();
    await expect(page.getByTestId('odds-view-join').getAttribute('href')).resolves.toBe(
      `/football/odds-detail/join?matchId=${MATCH}&bookmakerId=2`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders 综合 and 赔率表, and says clearly when an id is wrong', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/odds-detail/join?matchId=${MATCH}&bookmakerId=1`);
    await page.getByTestId('join-row').first().waitFor();
    // 澳门's moments: the opening (all three markets at once), its 1X2 move, its handicap move and the
    // handicap pushed by the test before (Bet365's push is not 澳门's).
    const moments = await page.getByTestId('join-row').count();
    expect(moments).toBe(4);
    expect(await page.locator('[data-testid="join-row"] [data-moved]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/detail-join.png`, fullPage: true });

    await page.goto(`${site.url}/football/odds-detail/table?matchId=${MATCH}`);
    await page.getByTestId('table-view').waitFor();
    expect(await page.getByTestId('odds-table').count()).toBe(3);
    expect(await page.getByTestId('odds-stats').count()).toBe(9);
    const europe = page.locator('[data-testid="odds-table"][data-market="europe"]');
    expect(await europe.textContent()).toContain('概率（去除抽水）');
    await page.screenshot({ path: `${SHOTS}/detail-table.png`, fullPage: true });

    await page.goto(`${site.url}/football/odds-detail/oupei?matchId=999999`);
    await expect(page.getByTestId('odds-failed').textContent()).resolves.toContain('比赛不存在');
    await page.goto(`${site.url}/football/odds-detail/oupei?matchId=${MATCH}&bookmakerId=77`);
    await page.getByTestId('odds-bad-bookmaker').waitFor();
    await page.screenshot({ path: `${SHOTS}/detail-bad-bookmaker.png`, fullPage: true });

    // Basketball's words, and the page without a match: today's matches to choose from.
    await page.goto(`${site.url}/basketball/odds-detail/yapan?matchId=6001`);
    await page.getByTestId('history-row').first().waitFor();
    await expect(page.getByTestId('odds-view-yapan').textContent()).resolves.toBe('让分');
    expect(await page.getByTestId('history-table').textContent()).toContain('受4.5');
    await page.goto(`${site.url}/basketball/odds-detail`);
    await page.locator('[data-testid="picker-row"][data-match-id="6001"]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('/football/model', () => {
  it('shows the win / draw / loss probabilities from the odds and follows a move live', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/model?matchId=${MATCH}`);
    const main = page.getByTestId('model-main');
    await main.waitFor();
    const expected = fairProbabilities(MACAU_EUROPE)!.map((p) => percentText(p));
    await expect(main.getByTestId('model-probability').allTextContents()).resolves.toEqual(
      expected,
    );
    await page.getByTestId('model-favourite').and(page.locator(':text-is("主胜")')).waitFor();
    await page.locator('[data-testid="model-trend"] canvas').waitFor();
    await page.locator('[data-testid="model-probabilities"] canvas').waitFor();
    await expect(page.getByTestId('model-note').textContent()).resolves.toContain('抽水');
    await page.screenshot({ path: `${SHOTS}/model.png`, fullPage: true });

    await mark(page);
    const moved = [3.2, 3.3, 2.2];
    await moveLine(1, 'europe', moved);
    const after = fairProbabilities(moved)!.map((p) => percentText(p));
    await main.locator(`:text-is("${after[2]}")`).waitFor();
    await expect(main.getByTestId('model-probability').allTextContents()).resolves.toEqual(after);
    expect(await stillMarked(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/model-moved.png`, fullPage: true });

    await page.goto(`${site.url}/football/model`);
    await expect(
      page.locator(`[data-testid="picker-row"][data-match-id="${MATCH}"]`).getAttribute('href'),
    ).resolves.toBe(`/football/model?matchId=${MATCH}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
