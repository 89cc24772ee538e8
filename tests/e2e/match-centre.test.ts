// The match centre and the basketball text live in Chromium over the hand-built match-centre world, fed
// through the real ingest: timeline, stats, line-ups, box score leaders, quarter scores and analysis shown;
// a goal, the running minute, a basket and a commentary line arriving live without a reload; unknown ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart } from '../../contract/format';
import type { FeedChange, FeedFixture } from '../../server/providers/feed/types';
import {
  ANALYSED,
  BB_LIVE,
  CELTICS,
  LAKERS,
  LIVE_HOT,
  live,
  loadWorld,
  MIN,
  side,
} from '../server/match-centre-world';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = '/tmp/match-centre-shots';

/** A basketball match today (the real China day), so /basketball/text has one to offer. */
const TODAY_GAME = 2901;
const now = Date.now();
const today = chinaDay(now);
const onToday = (t: number) =>
  Math.min(Math.max(t, chinaDayStart(today) + MIN), chinaDayStart(today) + 24 * 60 * MIN - MIN);
const todayGame: FeedFixture = {
  id: TODAY_GAME,
  sport: 'basketball',
  competitionId: 101,
  seasonId: 1012026,
  round: '常规赛',
  homeTeamId: CELTICS,
  awayTeamId: LAKERS,
  kickoffAt: onToday(now + 60 * MIN),
  knockout: false,
  neutral: false,
  venue: 'TD花园',
};

let site: Site;
let browser: Browser;

const push = (changes: FeedChange[]) =>
  site.app.ctx.ingest.changes(changes, { cursor: Math.max(...changes.map((c) => c.at)) });

/** A document mark that a reload would lose. */
type Marked = { marked?: boolean };
const mark = (page: Awaited<ReturnType<typeof openPage>>['page']) =>
  page.evaluate(() => {
    (window as unknown as Marked).marked = true;
  });
const stillMarked = (page: Awaited<ReturnType<typeof openPage>>['page']) =>
  page.evaluate(() => (window as unknown as Marked).marked === true);

/** Waits until the header's minute reads `text` (the clock ticks on the server's time, no push needed). */
const minuteShows = (page: Awaited<ReturnType<typeof openPage>>['page'], text: string) =>
  page.waitForFunction(
    (want) => document.querySelector('[data-testid="centre-minute"]')?.textContent === want,
    text,
  );

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  await loadWorld(site.app.ctx.ingest);
  await site.app.ctx.ingest.fixtures([todayGame]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('football match centre', () => {
  it('shows the timeline, statistics and line-ups, then a pushed goal and the running minute without a reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/live/${LIVE_HOT}`);
    const header = page.getByTestId('centre-header');
    await header.waitFor();
    await expect(page.getByTestId('centre-home-name').textContent()).resolves.toBe('热刺');
    await expect(page.getByTestId('centre-away-name').textContent()).resolves.toBe('纽卡斯尔');
    await expect(page.getByTestId('centre-score').textContent()).resolves.toBe('1 - 0');
    await expect(header.textContent()).resolves.toContain('英格兰超级联赛');
    await expect(page.getByTestId('centre-minute').textContent()).resolves.toBe("28'");

    // Newest first while live: the card (28') above the goal (23').
    const lines = page.getByTestId('timeline-line');
    expect(await lines.evaluateAll((ls) => ls.map((l) => l.getAttribute('data-kind')))).toEqual([
      'yellowCard',
      'goal',
    ]);
    await expect(lines.last().textContent()).resolves.toContain('孙兴慜');
    const possession = page.locator('[data-testid="stat-pair"][data-stat="possession"]');
    await expect(possession.getByTestId('stat-home').textContent()).resolves.toBe('58%');
    await expect(possession.textContent()).resolves.toContain('控球率');
    await expect(
      page.getByTestId('lineup-home').getByTestId('lineup-starters').textContent(),
    ).resolves.toContain('维卡里奥');
    await expect(
      page
        .getByTestId('lineup-home')
        .getByTestId('lineup-bench')
        .getByTestId('lineup-position')
        .textContent(),
    ).resolves.toBe('中锋');
    await page.screenshot({ path: `${SHOTS}/football-live.png`, fullPage: true });

    await mark(page);
    // Newcastle equalise in the 35th minute; the half's clock now runs from the server's start time,
    // a few seconds short of the 36th minute.
    const at = Date.now();
    await push([
      {
        kind: 'event',
        at,
        event: {
          matchId: LIVE_HOT,
          index: 3,
          kind: 'goal',
          minute: 35,
          addedMinute: 0,
          period: 1,
          side: 'away',
          playerId: null,
          playerName: '伊萨克',
          relatedPlayerName: '戈登',
          homeScore: 1,
          awayScore: 1,
          text: '第35分钟，纽卡斯尔 伊萨克 进球！助攻：戈登',
        },
      },
      live(LIVE_HOT, at, 2, side(1, { yellow: 1 }), side(1), {
        minute: 35,
        periodStartAt: at - 35 * MIN + 6_000,
      }),
    ]);
    await page.getByTestId('centre-score').and(page.locator(':text-is("1 - 1")')).waitFor();
    const first = lines.first();
    await first.and(page.locator('[data-index="3"]')).waitFor();
    await expect(first.getAttribute('data-side')).resolves.toBe('away');
    await expect(first.textContent()).resolves.toContain('助攻：戈登');
    await minuteShows(page, "35'");
    await minuteShows(page, "36'");
    await page.screenshot({ path: `${SHOTS}/football-goal.png` });
    expect(await stillMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows head-to-head, form, the table and fixtures on the analysis tab, reached by its tab link', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/live/${ANALYSED}`);
    await page.getByTestId('before-kickoff').waitFor();
    await page.getByTestId('centre-tab-analysis').click();
    await page.waitForURL(`${site.url}/football/analysis/${ANALYSED}`);
    await page.getByTestId('analysis').waitFor();

    const h2h = page.getByTestId('head-to-head');
    expect(
      await h2h
        .getByTestId('result-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-id'))),
    ).toEqual(['1210', '1207', '1204', '1201']);
    await expect(page.getByTestId('h2h-record').textContent()).resolves.toContain(
      '曼城 2胜1平1负，进4球失4球',
    );
    const badges = page
      .getByTestId('form-home')
      .getByTestId('form-badges')
      .getByTestId('result-badge');
    expect(await badges.evaluateAll((bs) => bs.map((b) => b.textContent).join(''))).toBe(
      '胜平胜胜胜负负负平胜',
    );
    await expect(
      page.getByTestId('form-away').getByTestId('form-record').textContent(),
    ).resolves.toContain('2胜1平2负');
    const highlighted = page.locator('[data-testid="standings-row"][data-highlight]');
    expect(
      await highlighted.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-highlight'))),
    ).toEqual(expect.arrayContaining(['home', 'away']));
    expect(await page.getByTestId('standings').getByTestId('standings-row').count()).toBe(6);
    expect(await page.getByTestId('fixtures-home').getByTestId('fixture-row').count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/football-analysis.png`, fullPage: true });

    // The odds tabs mount the odds components under the same live header.
    await page.getByTestId('centre-tab-yapan').click();
    await page.waitForURL(`${site.url}/football/yapan/${ANALYSED}`);
    await page.getByTestId('centre-body-yapan').waitFor();
    await expect(page.getByTestId('centre-home-name').textContent()).resolves.toBe('曼城');
    await page.getByTestId('centre-tab-analysis').click();
    await page.getByTestId('analysis').waitFor();

    // A row opens that match's own centre.
    await h2h.locator('[data-match-id="1204"]').click();
    await page.waitForURL(`${site.url}/football/live/1204`);
    await expect(page.getByTestId('centre-score').textContent()).resolves.toBe('0 - 0');
    // 1204 was a 欧冠 game: a cup has no table.
    await page.getByTestId('centre-tab-analysis').click();
    await page.getByTestId('standings-none').waitFor();
    await expect(page.getByTestId('standings-none').textContent()).resolves.toBe('杯赛暂无积分榜');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says a match is not there, with the way back to the board', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/live/999999`);
    await page.getByTestId('centre-not-found').waitFor();
    await expect(page.getByTestId('centre-not-found').textContent()).resolves.toContain(
      '比赛不存在',
    );
    await page.screenshot({ path: `${SHOTS}/not-found.png` });
    await page.getByTestId('centre-back').click();
    await page.waitForURL(`${site.url}/football`);
    // A football match asked for as basketball is not shown as one either.
    await page.goto(`${site.url}/basketball/live/${LIVE_HOT}`);
    await expect(page.getByTestId('centre-not-found').textContent()).resolves.toContain(
      '不是篮球比赛',
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('basketball match centre', () => {
  it('shows the quarter scores and both box scores with each stat’s leaders, and a basket live', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/basketball/live/${BB_LIVE}`);
    const home = page.getByTestId('box-score-home');
    await home.waitFor();
    await expect(page.getByTestId('centre-state').textContent()).resolves.toBe('第三节');
    await expect(page.getByTestId('centre-minute').textContent()).resolves.toBe('03:10');

    const quarters = page.getByTestId('quarter-table');
    const cells = (key: 'home' | 'away') =>
      quarters.getByTestId(`quarter-row-${key}`).getByTestId('quarter-cell').allTextContents();
    expect(await cells('home')).toEqual(['28', '30', '25', '-']);
    expect(await cells('away')).toEqual(['25', '27', '20', '-']);
    await expect(
      quarters.getByTestId('quarter-row-home').getByTestId('quarter-total').textContent(),
    ).resolves.toBe('83');

    // Every field of the stat row has a column; the heads are Chinese.
    expect(
      await home
        .locator('tbody tr[data-testid="box-row"]')
        .first()
        .locator('td[data-stat]')
        .count(),
    ).toBe(21);
    const heads = (await home.getByTestId('box-head').allTextContents()).join(' ');
    for (const word of ['时间', '得分', '投篮', '三分', '罚球', '命中率', '篮板', '前场', '助攻率'])
      expect(heads).toContain(word);

    const leaderOf = async (stat: string) =>
      home
        .locator(`td[data-stat="${stat}"][data-leader="true"]`)
        .evaluateAll((tds) => tds.map((td) => td.closest('tr')?.getAttribute('data-player-id')));
    expect(await leaderOf('points')).toEqual(['1010101']);
    expect(await leaderOf('rebounds')).toEqual(['1010102']);
    expect((await leaderOf('steals')).sort()).toEqual(['1010101', '1010102']); // a tie flags both
    expect(await leaderOf('blocks')).toEqual(['1010102']);
    // Starters first; the bench after.
    expect(
      await home
        .getByTestId('box-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-player-id'))),
    ).toEqual(['1010101', '1010102', '1010103']);
    await expect(
      home.locator('tr[data-player-id="1010101"] td[data-stat="freeThrowsAccuracy"]').textContent(),
    ).resolves.toBe('100%');
    // Nobody leads a stat whose best is 0 (no home blocks from the bench, no away blocks at all).
    expect(
      await page
        .getByTestId('box-score-away')
        .locator('td[data-stat="blocks"][data-leader]')
        .count(),
    ).toBe(0);
    await page.screenshot({ path: `${SHOTS}/basketball-live.png`, fullPage: true });

    await mark(page);
    await push([
      live(
        BB_LIVE,
        Date.now(),
        6,
        side(86, { periods: [28, 30, 28] }),
        side(72, { periods: [25, 27, 20] }),
        {
          minute: 30,
          clockSeconds: 160,
        },
      ),
    ]);
    await page.getByTestId('centre-score').and(page.locator(':text-is("86 - 72")')).waitFor();
    expect(await cells('home')).toEqual(['28', '30', '28', '-']);
    await expect(page.getByTestId('centre-minute').textContent()).resolves.toBe('02:40');
    expect(await stillMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('basketball text live', () => {
  it('streams a pushed commentary line in on top, with its quarter and the score after it', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/basketball/text?matchId=${BB_LIVE}`);
    await page.getByTestId('text-header').waitFor();
    await expect(page.getByTestId('commentary').textContent()).resolves.toContain('比赛开始后');
    await mark(page);

    const line = (index: number, homeScore: number, text: string): FeedChange => ({
      kind: 'event',
      at: Date.now(),
      event: {
        matchId: BB_LIVE,
        index,
        kind: 'score',
        minute: 31,
        addedMinute: 0,
        period: 3,
        side: 'home',
        playerId: 1010101,
        playerName: '勒布朗·詹姆斯',
        relatedPlayerName: '',
        homeScore,
        awayScore: 72,
        text,
      },
    });
    await push([line(1, 88, '湖人 詹姆斯 突破上篮命中 88-72')]);
    await page.locator('[data-testid="commentary-line"][data-index="1"]').waitFor();
    await push([line(2, 91, '湖人 詹姆斯 弧顶三分命中 91-72')]);
    const lines = page.getByTestId('commentary-line');
    await lines.first().and(page.locator('[data-index="2"]')).waitFor();
    await expect(lines.first().getByTestId('commentary-score').textContent()).resolves.toBe(
      '91-72',
    );
    await expect(lines.first().textContent()).resolves.toContain('弧顶三分命中');
    await expect(page.getByTestId('commentary-quarter').first().textContent()).resolves.toBe(
      '第3节',
    );
    await page.screenshot({ path: `${SHOTS}/text-live.png` });
    expect(await stillMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists today’s basketball matches when opened without one, each opening its text live', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/basketball/text`);
    const game = page.locator(`[data-testid="text-match"][data-match-id="${TODAY_GAME}"]`);
    await game.waitFor();
    await expect(game.textContent()).resolves.toContain('凯尔特人');
    await page.screenshot({ path: `${SHOTS}/text-list.png` });
    await game.click();
    await page.waitForURL(`${site.url}/basketball/text?matchId=${TODAY_GAME}`);
    await expect(page.getByTestId('text-score').textContent()).resolves.toBe('VS');
    expect(errors).toEqual([]);
    await page.close();
  });
});
