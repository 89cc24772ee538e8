// The dashboard's 数据源状态 panel in Chromium at 1440 and 390 px: with FEED=api-sports FEED_FALLBACK=simulator, a
// feed whose health says the simulator stands in since a given minute shows 数据源: API-Sports · 故障切换至模拟数据
// with that time, the last good answer, lag and error rate; once the real feed serves again, 真实数据. The failover
// itself is tested on the server (tests/server/feed-failover.test.ts); here the feed's health is set by the test.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFull } from '../../contract/format/dates';
import type { FeedHealth, FeedProvider } from '../../server/providers/feed/types';
import { signInAdmin } from './admin-steps';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin-feed-health';
const WAIT = { timeout: 30_000 };
const MIN = 60_000;

let site: Site;
let browser: Browser;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', fullPage: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [site, browser] = await Promise.all([
    startSite({ FEED: 'api-sports', API_SPORTS_KEY: 'e2e-key', FEED_FALLBACK: 'simulator' }),
    openBrowser(),
  ]);
});
afterAll(async () => {
  await site?.app.ctx.feed.stop();
  await browser?.close();
  await site?.close();
});

describe('/admin feed health', () => {
  it('shows the failover to the simulator, since when, and the real feed back', async () => {
    const since = Date.now() - 12 * MIN;
    const lastSuccessAt = since - 5 * MIN;
    let health: FeedHealth = {
      lastSuccessAt,
      lagMs: 17 * MIN,
      errorRate: 0.62,
      recentRequests: 50,
      pausedUntil: null,
      failingSince: since - 5 * MIN,
      serving: { role: 'fallback', provider: 'simulator', since },
      fallback: { provider: 'simulator', afterMs: 5 * MIN, running: true, openMatches: 6 },
    };
    const feed: FeedProvider = {
      name: 'api-sports',
      health: () => health,
      async start() {},
      async stop() {},
    };
    await site.app.ctx.feed.start(feed);

    const { page, errors } = await openPage(browser, site);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAdmin(site, page, 'feed_boss', 'super');
    await page.goto(`${site.url}/admin`);
    const status = page.getByTestId('admin-feed-status');
    await status.waitFor(WAIT);
    expect(await status.textContent()).toBe(
      `数据源: API-Sports · 故障切换至模拟数据 · 自 ${formatFull(since).slice(11, 16)}`,
    );
    const panel = page.getByTestId('admin-feed-health');
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('内置模拟器（备用，补足真实数据未覆盖的赛事）');
    expect(text).toContain(formatFull(lastSuccessAt));
    expect(text).toContain('62%');
    expect(text).toMatch(/延迟17 分 \d+ 秒/);
    await shot(page, 'dashboard-fallback-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await status.waitFor(WAIT);
    expect(await status.textContent()).toContain('故障切换至模拟数据');
    // The panel fits the phone's width.
    const box = await panel.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await shot(page, 'dashboard-fallback-390');

    // The real feed answers again: it serves, with a fresh answer.
    const back = Date.now();
    health = {
      ...health,
      lastSuccessAt: back,
      lagMs: 0,
      errorRate: 0.4,
      failingSince: null,
      serving: { role: 'primary', provider: 'api-sports', since: back },
      fallback: { provider: 'simulator', afterMs: 5 * MIN, running: true, openMatches: 6 },
    };
    await page.reload();
    await status.waitFor(WAIT);
    expect(await panel.textContent()).toContain('API-Sports（真实数据）');
    // Nothing written lately (no match in play), but the feed answers: sound.
    expect(await status.textContent()).toBe('数据源: API-Sports · 正常');
    await shot(page, 'dashboard-primary-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await status.waitFor(WAIT);
    await shot(page, 'dashboard-primary-1440');
    expect(errors).toEqual([]);
  }, 240_000);
});
