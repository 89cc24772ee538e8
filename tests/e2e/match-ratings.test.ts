// 球迷评分 on the match centre in Chromium: a match fed through the real ingest shows "比赛结束后开放评分" while it
// is played; full time (pushed, no reload) opens the sheet of who played; a visitor gets the login prompt; a fan picks
// scores and sends them with 提交评分, sees them locked as 我的 and the averages (with another fan's) updated and
// the 全场最佳 marked. Screenshots at 390 and 1440.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedChange, FeedFixture, FeedLineupPlayer } from '../../server/providers/feed/types';
import { A, BB_LIVE, C, live, loadWorld, MIN, side } from '../server/match-centre-world';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = '/tmp/match-ratings-shots';
const RATED = 1660;
const kickoff = Date.now() - 100 * MIN;
const fixture: FeedFixture = {
  id: RATED,
  sport: 'football',
  competitionId: 1,
  seasonId: 12026,
  round: '第14轮',
  homeTeamId: A,
  awayTeamId: C,
  kickoffAt: kickoff,
  knockout: false,
  neutral: false,
  venue: '伊蒂哈德球场',
};
const player = (
  playerId: number,
  s: 'home' | 'away',
  name: string,
  shirtNumber: number,
  position: string,
  starter = true,
): FeedLineupPlayer => ({
  playerId,
  side: s,
  name,
  shirtNumber,
  position,
  starter,
  captain: false,
});
const HAALAND = 71001;
const FODEN = 71002;
const SALAH = 71005;
const lineups: FeedChange = {
  kind: 'lineups',
  at: kickoff - 30 * MIN,
  matchId: RATED,
  players: [
    player(70999, 'home', '埃德森', 31, 'G'),
    player(HAALAND, 'home', '哈兰德', 9, 'F'),
    player(FODEN, 'home', '福登', 47, 'M'),
    player(71003, 'home', '格拉利什', 10, 'M', false),
    player(71004, 'home', '替补门将', 33, 'G', false),
    player(SALAH, 'away', '萨拉赫', 11, 'F'),
    player(71006, 'away', '范戴克', 4, 'D'),
  ],
};
const substitution: FeedChange = {
  kind: 'event',
  at: kickoff + 70 * MIN,
  event: {
    matchId: RATED,
    index: 0,
    kind: 'substitution',
    minute: 70,
    addedMinute: 0,
    period: 2,
    side: 'home',
    playerId: null,
    playerName: '福登',
    relatedPlayerName: '格拉利什',
    homeScore: 2,
    awayScore: 0,
    text: '',
  },
};
const state = (code: number, at: number, minute: number): FeedChange => ({
  kind: 'live',
  at,
  state: {
    matchId: RATED,
    state: code,
    periodStartAt: null,
    minute,
    addedTime: 0,
    clockSeconds: null,
    kickoffAt: kickoff,
    home: side(2),
    away: side(0),
  },
});

let site: Site;
let browser: Browser;
const push = (changes: FeedChange[]) =>
  site.app.ctx.ingest.changes(changes, { cursor: Math.max(...changes.map((c) => c.at)) });

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  await loadWorld(site.app.ctx.ingest);
  await site.app.ctx.ingest.fixtures([fixture]);
  await push([lineups, substitution, state(4, kickoff + 80 * MIN, 80)]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const rate = (token: string, ratings: { playerId: number; score: number }[]) =>
  site.app.inject({
    method: 'POST',
    url: '/gw/inform/match/rating/add',
    payload: { matchId: RATED, ratings },
    headers: { accesstoken: token },
  });

describe('fan player ratings on the match centre', () => {
  it('opens at full time without a reload; a visitor is asked to log in', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/football/live/${RATED}`, { waitUntil: 'domcontentloaded' });
    const card = page.getByTestId('fan-ratings');
    await card.getByTestId('ratings-closed').waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('ratings-closed').textContent()).toBe('比赛结束后开放评分');
    await card.screenshot({ path: `${SHOTS}/closed-390.png` });

    await push([state(8, Date.now(), 90)]);
    // The page hears 完场 on its channel, then finds the sheet once the trigger has opened it.
    await card.getByTestId('rating-player').first().waitFor({ timeout: 30_000 });
    const names = await card.getByTestId('rating-player').allTextContents();
    // Who played: the starters and the one who came on, not the keeper left on the bench.
    expect(names.some((n) => n.includes('格拉利什'))).toBe(true);
    expect(names.some((n) => n.includes('替补门将'))).toBe(false);
    expect(await card.getByTestId('rating-picker').count()).toBe(0);
    await card.getByTestId('rating-login').click();
    await page.getByTestId('login-dialog').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/visitor-390.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('a fan rates every player at once; the scores lock and the averages update', async () => {
    const db = site.database.db;
    const other = await createUserWithSession(db);
    expect((await rate(other.token, [{ playerId: HAALAND, score: 8 }])).json().code).toBe(200);
    const fan = await createUserWithSession(db);
    const { page, errors } = await openPage(browser, site, fan.token);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${site.url}/football/live/${RATED}`, { waitUntil: 'domcontentloaded' });
    const card = page.getByTestId('fan-ratings');
    const row = (id: number) => card.locator(`[data-testid=rating-player][data-player-id="${id}"]`);
    await row(HAALAND).getByTestId('rating-picker').waitFor({ timeout: 30_000 });
    expect(await row(HAALAND).getByTestId('rating-average').textContent()).toBe('8.0');
    expect(await row(HAALAND).getByTestId('rating-count').textContent()).toBe('1');
    const submit = card.getByTestId('rating-submit');
    expect(await submit.isDisabled()).toBe(true);

    await row(HAALAND).getByRole('button', { name: '9 分', exact: true }).click();
    await row(FODEN).getByRole('button', { name: '7 分', exact: true }).click();
    await row(SALAH).getByRole('button', { name: '5 分', exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/picking-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: `${SHOTS}/picking-390.png` });
    await submit.click();
    await card.getByTestId('rating-done').waitFor({ timeout: 30_000 });

    // Averages with the other fan's 8: 哈兰德 (8+9)/2 = 8.5 over two votes, the best of the match.
    await expect
      .poll(() => row(HAALAND).getByTestId('rating-average').textContent(), { timeout: 15_000 })
      .toBe('8.5');
    expect(await row(HAALAND).getByTestId('rating-count').textContent()).toBe('2');
    expect(await row(HAALAND).getAttribute('data-best')).toBe('true');
    expect(await row(HAALAND).getByTestId('rating-average').getAttribute('data-tone')).toBe('top');
    expect(await row(FODEN).getByTestId('rating-average').textContent()).toBe('7.0');
    expect(await row(SALAH).getByTestId('rating-average').getAttribute('data-tone')).toBe('poor');
    expect(await row(HAALAND).getByTestId('rating-mine').textContent()).toContain('9');
    expect(await card.getByTestId('rating-picker').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/rated-1440.png`, fullPage: true });

    // Locked on a later visit too, and the server kept what was sent once.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await card.getByTestId('rating-done').waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('rating-submit').count()).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/rated-390.png`, fullPage: true });
    const again = await rate(fan.token, [{ playerId: HAALAND, score: 1 }]);
    expect(again.statusCode).toBe(409);
    expect(errors).toEqual([]);
  });

  it('opens on the basketball match centre too, with the players who had minutes', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/basketball/live/${BB_LIVE}`, { waitUntil: 'domcontentloaded' });
    const card = page.getByTestId('fan-ratings');
    await card.getByTestId('ratings-closed').waitFor({ timeout: 30_000 });
    await push([live(BB_LIVE, Date.now(), 10, side(108), side(101))]);
    await card.getByTestId('rating-player').first().waitFor({ timeout: 30_000 });
    const shown = await card.getByTestId('rating-player').count();
    const box = await page.getByTestId('box-row').count();
    // Everyone in the box scores who played; the box scores also list the ones who never came on.
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(box);
    expect(await card.getByTestId('rating-login').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/basketball-1440.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
