// Playback in Chromium over a real replay (ffmpeg's HLS of a 60 s broadcast, a bound match with two goals and
// a red card, clips cut in the background): a fan jumps to a goal chapter, watches the free clip and comes
// back to the same place, buys the paid package (the balance moves by its price, the clip unlocks and
// plays), the chat replays in time with the video, 防剧透 hides the score and goal markers; the home, the
// room's list and the replay page at 390 px; an unknown replay is the 404 page.
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinReplay, sweepReplays } from '../../server/modules/playback/service';
import { findFfmpeg } from '../../server/providers/media/ffmpeg';
import { fund } from '../server/pay-spend-world';
import { clipsSettled, finishedBroadcast, type PlaybackWorld } from '../server/playback-world';
import { getAs } from '../server/profile-fixtures';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openPage, picturesSettled, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-playback';
const PRICE = 3;
const ffmpeg = findFfmpeg('auto');
if (!ffmpeg) throw new Error('the playback walk needs ffmpeg on the PATH (apt-get install ffmpeg)');

let site: Site;
let browser: Browser;
let mediaDir = '';
let w: PlaybackWorld;
let fan: { id: number; token: string };

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });

const balanceOf = async (token: string): Promise<number> =>
  (await getAs(site.app, '/pay/balances', token)).json().data.balance;

/** The video's time once it is not seeking. */
const videoTime = (page: Page) =>
  page.getByTestId('vod-video').evaluate((v: HTMLVideoElement) => v.currentTime);

/** What the video is doing, for a failure's message. */
const videoState = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="vod-video"]');
    const note = document.querySelector('[data-testid="player-note"]')?.textContent;
    return v
      ? `time ${v.currentTime} ready ${v.readyState} paused ${v.paused} seeking ${v.seeking} error ${v.error?.code} net ${v.networkState} note ${note}`
      : 'no video';
  });

/** Waits until the video, not seeking and with a frame, is within `near` s of `at`, or (near undefined) past it. */
async function waitTime(page: Page, at: number, near?: number) {
  try {
    await page.waitForFunction(
      ([at, near]) => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="vod-video"]');
        if (!v || v.seeking || v.readyState < 2) return false;
        return near === null ? v.currentTime > at : Math.abs(v.currentTime - at) <= near;
      },
      [at, near ?? null] as const,
      { timeout: 30_000 },
    );
  } catch (e) {
    throw new Error(`video never reached ${at} (±${near ?? 'past'}): ${await videoState(page)}`, {
      cause: e,
    });
  }
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  mediaDir = await mkdtemp(path.join(tmpdir(), 'qiulive-e2e-playback-'));
  [site, browser] = await Promise.all([
    startSite({ MEDIA_DIR: mediaDir, HIGHLIGHT_PRICE: String(PRICE) }),
    openBrowser(),
  ]);
  w = await finishedBroadcast(site.app, ffmpeg, 2301);
  await clipsSettled(site.database.db, w.matchId);
  const f = await createUserWithSession(site.database.db);
  fan = { id: f.user.id, token: f.token };
  // 10 球钻 to spend (1 diamond = 100 units).
  await fund(site.app.ctx, fan.id, 1_000);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

async function openReplay(token?: string) {
  const { page, errors } = await openPage(browser, site, token);
  await page.goto(`${site.url}/playback/video/${w.replayId}`, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-testid="replay-page"][data-replay-id]').waitFor();
  return { page, errors };
}

describe('/playback/video/{id}', () => {
  it('jumps to a goal chapter, plays the free clip and comes back to the same place', async () => {
    const { page, errors } = await openReplay(fan.token);
    // Chapters on the bar and in the list: kick-off, the two goals, the red card.
    const kinds = await page
      .getByTestId('chapter-marker')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toEqual(expect.arrayContaining(['kickoff', 'goal', 'redCard']));
    expect(kinds.filter((k) => k === 'goal')).toHaveLength(2);
    const goal = page.locator('[data-testid="chapter-item"][data-kind="goal"]').first();
    const offset = Number(await goal.getAttribute('data-offset'));
    await goal.click();
    await waitTime(page, offset, 2);
    expect(Math.abs((await videoTime(page)) - offset)).toBeLessThanOrEqual(2);
    // The chat said just after the goal shows once the video passes it, its nick name as text.
    await page.getByText('凯恩这球漂亮！').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('chat-replay-line').first().textContent()).toContain('球迷小王');
    await shot(page, 'replay-desktop');

    const here = await videoTime(page);
    await page.locator('[data-testid="clip-item"][data-free="true"]').first().click();
    await page.locator('[data-testid="vod-player"][data-source="mp4"]').waitFor();
    // The clip's MP4 plays: its time moves on.
    await waitTime(page, 1);
    await shot(page, 'replay-clip');
    await page.getByTestId('back-to-replay').click();
    await page.locator('[data-testid="vod-player"][data-source="hls"]').waitFor();
    await waitTime(page, here, 3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a visitor meets the login dialog on a locked clip', async () => {
    const { page, errors } = await openReplay();
    await page.locator('[data-testid="clip-item"][data-locked="true"]').first().click();
    await page.getByTestId('buy-highlight-confirm').click();
    await page.getByTestId('login-dialog').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('buys the package: the balance moves by the price, the clip unlocks and plays', async () => {
    const before = await balanceOf(fan.token);
    const { page, errors } = await openReplay(fan.token);
    const locked = page.locator('[data-testid="clip-item"][data-locked="true"]').first();
    const clipId = await locked.getAttribute('data-clip-id');
    await locked.click();
    await page.getByTestId('buy-highlight').waitFor();
    await expect
      .poll(() => page.getByTestId('buy-highlight-confirm').textContent())
      .toContain(`${PRICE}.00 球钻`);
    await shot(page, 'replay-buy');
    await page.getByTestId('buy-highlight-confirm').click();
    await page.locator('[data-testid="vod-player"][data-source="mp4"]').waitFor();
    await waitTime(page, 1);
    const clip = page.locator(`[data-testid="clip-item"][data-clip-id="${clipId}"]`);
    expect(await clip.getAttribute('data-locked')).toBe('false');
    expect(await page.locator('[data-testid="clip-item"][data-locked="true"]').count()).toBe(0);
    expect(await balanceOf(fan.token)).toBeCloseTo(before - PRICE, 2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('防剧透 hides the score and the goal markers, and is remembered', async () => {
    const { page, errors } = await openReplay(fan.token);
    expect(await page.getByTestId('replay-score').textContent()).toMatch(/\d+ - \d+/);
    await page.getByTestId('spoiler-switch').first().click();
    await expect.poll(() => page.getByTestId('replay-score').textContent()).toBe('VS');
    const kinds = await page
      .getByTestId('chapter-marker')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toContain('kickoff');
    expect(kinds).not.toContain('goal');
    expect(kinds).not.toContain('redCard');
    expect(await page.locator('[data-testid="chapter-item"][data-kind="goal"]').count()).toBe(0);
    await shot(page, 'replay-spoiler-free');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('[data-testid="replay-page"][data-replay-id]').waitFor();
    expect(await page.getByTestId('replay-score').textContent()).toBe('VS');
    expect(await page.locator('[data-testid="chapter-marker"][data-kind="goal"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a recording that cannot be loaded shows spec §8's kind in Chinese with 重试", async () => {
    const { page, errors } = await openPage(browser, site, fan.token);
    await page.route('**/*.m3u8*', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${site.url}/playback/video/${w.replayId}`, { waitUntil: 'domcontentloaded' });
    const note = page.getByTestId('player-note');
    await note.waitFor({ timeout: 30_000 });
    expect(await note.getByRole('alert').getAttribute('data-kind')).toBe('httpStatus');
    expect(await note.textContent()).toContain('视频暂时不可用');
    await shot(page, 'replay-error');
    // The file is back: 重试 plays it.
    await page.unroute('**/*.m3u8*');
    await page.getByTestId('player-retry').click();
    await waitTime(page, 0.5);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown replay is the 404 page', async () => {
    const { page } = await openPage(browser, site);
    await page.goto(`${site.url}/playback/video/999999`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-message').textContent()).toContain('could not be found');
    await page.context().close();
  });
});

const viewports = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: { viewport: { width: 1440, height: 900 } },
};

describe('the playback pages on a phone and a desktop', () => {
  const pages = [
    ['home', (): string => '/playback', 'playback-home'],
    ['football', (): string => '/playback/1', 'playback-home'],
    ['room list', (): string => `/playback/list/${w.roomId}`, 'playback-list'],
    ['replay', (): string => `/playback/video/${w.replayId}`, 'replay-page'],
  ] as const;
  const cases = (['phone', 'desktop'] as const).flatMap((device) =>
    pages.map(([name, url, testId]) => [device, name, url, testId] as const),
  );

  it.each(cases)(
    '%s %s: no overflow, no broken image, no console error',
    async (device, name, url, testId) => {
      const ctx = await browser.newContext(viewports[device]);
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      await page.goto(site.url + url(), { waitUntil: 'domcontentloaded' });
      await page.getByTestId(testId).waitFor();
      if (testId === 'playback-home' && name === 'home') {
        // Today's replay and highlights of the broadcast that just ended.
        await page.getByTestId('replay-card').first().waitFor();
        await page.getByTestId('highlight-card').first().waitFor();
      }
      if (testId === 'playback-list') await page.getByTestId('replay-card').first().waitFor();
      if (testId === 'replay-page') await page.getByTestId('vod-player').waitFor();
      await picturesSettled(page);
      const width = viewports[device].viewport.width;
      const problems = await page.evaluate((width) => {
        const out: string[] = [];
        if (document.documentElement.scrollWidth > width)
          out.push(`${document.documentElement.scrollWidth} px wide`);
        for (const img of Array.from(document.images))
          if (img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
            out.push(`broken ${img.getAttribute('src')}`);
        return out;
      }, width);
      await shot(page, `${device}-${name.replace(' ', '-')}`);
      expect([...problems, ...errors]).toEqual([]);
      await ctx.close();
    },
  );

  it('a highlights card opens the replay with its clip playing', async () => {
    const { page, errors } = await openPage(browser, site, fan.token);
    await page.goto(`${site.url}/playback`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('highlight-card').first().click();
    await page.locator('[data-testid="replay-page"][data-mode="clip"]').waitFor();
    await waitTime(page, 0.5);
    await shot(page, 'desktop-home-to-clip');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the ways in, and an expired replay', () => {
  it("the match centre and the anchor's space link to the replay", async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/football/live/${w.matchId}`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('match-playback').waitFor();
    await page.getByTestId('match-replay').first().click();
    await page.locator(`[data-testid="replay-page"][data-replay-id="${w.replayId}"]`).waitFor();
    const anchorId = (await getAs(site.app, `/api/back/detail?recordId=${w.replayId}`)).json().data
      .anchor.id;
    await page.goto(`${site.url}/personal/${anchorId}?headerNavIndex=2`, {
      waitUntil: 'domcontentloaded',
    });
    await page
      .locator('[data-testid="room-replays"] [data-testid="replay-card"]')
      .first()
      .waitFor();
    expect(await page.getByTestId('room-replays-all').getAttribute('href')).toBe(
      `/playback/list/${w.roomId}`,
    );
    await shot(page, 'desktop-space-replays');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an expired replay says so and keeps its record and clips', async () => {
    const other = await finishedBroadcast(site.app, ffmpeg, 2302);
    await clipsSettled(site.database.db, other.matchId);
    await pinReplay(site.database.db, w.replayId, true);
    const expired = await sweepReplays(
      site.database.db,
      mediaDir,
      { retentionDays: 30, maxBytes: 1e12 },
      new Date(Date.now() + 40 * 86_400_000),
    );
    expect(expired).toContain(other.replayId);
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/playback/video/${other.replayId}`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByTestId('replay-expired-panel').waitFor();
    expect(await page.getByTestId('replay-expired-panel').textContent()).toContain('回放已过期');
    expect(await page.getByTestId('replay-title').textContent()).toBeTruthy();
    expect(await page.getByTestId('clip-item').count()).toBeGreaterThan(0);
    await page.locator('[data-testid="clip-item"][data-free="true"]').first().click();
    await waitTime(page, 0.5);
    await shot(page, 'desktop-expired');
    // The room's list shows it greyed as 已过期, the pinned one first.
    await page.goto(`${site.url}/playback/list/${other.roomId}`, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-testid="replay-card"][data-expired="true"]').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
