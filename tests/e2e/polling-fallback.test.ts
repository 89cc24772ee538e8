// The polling fallback in Chromium: with every socket.io request blocked (a proxy that refuses websockets and
// long-polling alike) the football board still follows a goal made through the real ingest, by polling its list
// with If-None-Match, and the notice says 轮询中; once the socket gets through the notice goes and pushes resume
// (the list is then refused too, so the next goal can only come by push).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chinaDay } from '../../contract/format';
import type { FeedChange } from '../../server/providers/feed/types';
import { side } from '../server/feed-side';
import { live } from '../server/match-world';
import { type Browser, openBrowser } from './browser';
import { football, onDay, reference } from './score-world';
import { openPage, type Site, startSite } from './site';

const MIN = 60_000;
const SHOTS = '/tmp/shots-polling';
const now = Date.now();
const today = chinaDay(now);
const KICKOFF = onDay(today, now - 20 * MIN);

/** A first-half state of 3101 at `at`, its clock running from the kick-off. */
const firstHalf = (at: number, home: number, away: number): FeedChange => {
  const change = live(3101, at, 2, side(home), side(away));
  if (change.kind === 'live') {
    change.state.kickoffAt = KICKOFF;
    change.state.periodStartAt = KICKOFF;
  }
  return change;
};

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  const ingest = site.app.ctx.ingest;
  await ingest.reference(reference);
  await ingest.fixtures([football(3101, KICKOFF)]);
  await ingest.changes([firstHalf(now - MIN, 0, 0)], { cursor: now - MIN });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const goal = (home: number, away: number) =>
  site.app.ctx.ingest.changes([firstHalf(Date.now(), home, away)], { cursor: Date.now() });

it('polls the board while the socket is blocked, says 轮询中, and goes back to pushes when it returns', async () => {
  const { page, errors } = await openPage(browser, site);
  let socketBlocked = true;
  let listBlocked = false;
  const conditional: string[] = [];
  let listsRefused = 0;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (socketBlocked) ws.close();
    else ws.connectToServer();
  });
  await page.route(/\/socket\.io\//, (route) => (socketBlocked ? route.abort() : route.continue()));
  await page.route(/\/live\/football\/list/, async (route) => {
    if (listBlocked) {
      listsRefused++;
      return route.abort();
    }
    const etag = route.request().headers()['if-none-match'];
    if (etag) conditional.push(etag);
    return route.continue();
  });

  await page.goto(`${site.url}/football`);
  const row = page.locator('[data-testid="board-row"][data-match-id="3101"]');
  const score = row.getByTestId('row-score');
  await expect(score.textContent()).resolves.toBe('0-0');
  const status = page.getByTestId('connection-status');
  await page.locator('[data-testid="connection-status"][data-notice="polling"]').waitFor();
  await expect(status.textContent()).resolves.toContain('轮询中');

  await goal(1, 0);
  await score.and(page.locator(':text-is("1-0")')).waitFor();
  // The polls after the first send the ETag they were answered with.
  await page.waitForRequest(
    (r) => /\/live\/football\/list/.test(r.url()) && !!r.headers()['if-none-match'],
  );
  expect(conditional.length).toBeGreaterThan(0);
  expect(conditional.every((etag) => /^(W\/)?".+"$/.test(etag))).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/polling-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/polling-390.png` });

  socketBlocked = false;
  await page
    .locator('[data-testid="connection-status"][data-state="online"]')
    .waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="connection-status"]:not([data-notice="polling"])').waitFor();
  await expect(status.textContent()).resolves.not.toContain('轮询中');

  // From now on the list is refused: the next goal can come only as a push.
  listBlocked = true;
  await goal(2, 0);
  await score.and(page.locator(':text-is("2-0")')).waitFor();
  expect(listsRefused).toBe(0);
  await page.screenshot({ path: `${SHOTS}/pushes-back-390.png` });
  expect(errors).toEqual([]);
  await page.close();
});
