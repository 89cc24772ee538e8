// An anchor going live and a viewer watching, end to end with real parts: 主播阿杰 issues a stream key and
// presses 开播 in /v/anchor-set, ffmpeg pushes a test picture to the embedded RTMP server, the console turns
// 直播中 and a fan's room page plays it; the fan chats, the anchor bans him from /v/anchor-chat, and 下播
// takes the fan's page offline — all without a reload. Needs ffmpeg (CI has it).
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors as apiErrors } from '../../contract/errors';
import { rooms, users } from '../../server/db/schema';
import { startMedia } from '../../server/modules/room/media-start';
import { createSession } from '../../server/modules/user/sessions';
import { type FfmpegRun, findFfmpeg, runFfmpeg } from '../../server/providers/media/ffmpeg';
import { postJson } from '../server/profile-fixtures';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-h7';
/** What waits on ffmpeg starting and the first frames arriving, on a loaded 2-core machine. */
const MEDIA_WAIT_MS = 30_000;
/** The walk's own limit: several media waits may each take long on a busy machine. */
const WALK_MS = 120_000;

/** testsrc's bars at x = 280, 360 and 440 of 640 (above its moving circle's reach at y = 60). */
const TEST_BARS = [
  [0, 0, 255],
  [255, 255, 0],
  [0, 255, 0],
];

// Required, not skipped without it: .ci/run installs ffmpeg.
const ffmpeg = findFfmpeg('auto');
if (!ffmpeg) throw new Error('this walk needs ffmpeg on the PATH (apt-get install ffmpeg)');
let site: Site;
let browser: Browser;
let mediaDir = '';
let rtmpPort = 0;
let push: FfmpegRun | null = null;

const db = () => site.database.db;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });

/** A logged-in token of a demo account (the seed's phones). */
async function tokenOf(phone: string) {
  const [user] = await db().select().from(users).where(eq(users.phone, phone));
  return { user: user!, token: (await createSession(db(), user!.id, true)).token };
}

/** ffmpeg pushing a 640x360 15 fps test picture with a sine tone to `url`; -t is only a safety net. */
const pushTestPicture = (url: string) =>
  runFfmpeg(ffmpeg, [
    ...['-re', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', '300', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
    ...['-pix_fmt', 'yuv420p', '-g', '15', '-c:a', 'aac', '-f', 'flv'],
    url,
  ]);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  mediaDir = await mkdtemp(path.join(tmpdir(), 'qiulive-e2e-media-'));
  [site, browser] = await Promise.all([
    startSite({ RTMP_PORT: '0', MEDIA_DIR: mediaDir }),
    openBrowser(),
  ]);
  rtmpPort = (await startMedia(site.app)).rtmpPort ?? 0;
});
afterAll(async () => {
  // ffmpeg first, whatever happened: no push outlives the suite.
  await push?.stop(2_000);
  await browser?.close();
  await site?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('an anchor goes live and a fan watches', () => {
  it(
    'key, 开播, push, 直播中, the fan plays it, chats, is banned, and 下播 takes the room offline',
    async () => {
      expect(rtmpPort).toBeGreaterThan(0);
      const anchor = await tokenOf('13800000002');
      const fan = await tokenOf('13800000001');
      const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, anchor.user.id));

      // A: the console. Its confirms (reset the key, 下播) are accepted as the anchor would.
      const a = await openPage(browser, site, anchor.token);
      a.page.on('dialog', (d) => void d.accept());
      await a.page.goto(`${site.url}/v/anchor-set`);
      await a.page.getByTestId('obs-issue').waitFor();
      expect(await a.page.getByTestId('room-status').getAttribute('data-status')).toBe('offline');

      // The key is shown once, in the page; the server address is where OBS would push.
      await a.page.getByTestId('obs-issue').click();
      const key = (await a.page.getByTestId('obs-key').textContent()) ?? '';
      expect(key).toMatch(new RegExp(`^${room!.streamName}\\?key=.{16,}$`));
      const server = (await a.page.getByTestId('obs-server').textContent()) ?? '';
      expect(server).toBe(`rtmp://127.0.0.1:${rtmpPort}/live`);

      // B, a follower of the anchor, waits on the home page: the going-live notice will bring them in.
      const b = await openPage(browser, site, fan.token);
      await b.page.goto(site.url);
      await b.page.getByTestId('user-nickname').waitFor();

      await a.page.getByTestId('go-live-title').fill('端到端测试直播');
      await a.page.getByTestId('go-live-up').click();
      await expect.poll(() => a.page.getByTestId('room-status').textContent()).toBe('等待推流');

      // ffmpeg pushes as OBS would (server + '/' + key); the console turns 直播中 by the push alone.
      const pushedAt = Date.now();
      push = pushTestPicture(`${server}/${key}`);
      await a.page
        .getByTestId('room-status')
        .filter({ hasText: '直播中' })
        .waitFor({ timeout: MEDIA_WAIT_MS });
      expect(await a.page.getByTestId('room-status').getAttribute('data-status')).toBe('live');
      const liveMs = Date.now() - pushedAt;

      // B hears of it on their own channel, and 去看看 opens the room.
      const notice = b.page.getByTestId('live-notice');
      await notice.filter({ hasText: '主播阿杰' }).waitFor({ timeout: MEDIA_WAIT_MS });
      expect(await notice.textContent()).toContain('端到端测试直播');
      // B: the fan's room page plays the stream: the video's clock runs on, no error overlay.
      const openedAt = Date.now();
      await notice.getByRole('link', { name: '去看看' }).click();
      await b.page.waitForURL(`${site.url}/live/room/${room!.id}`);
      await b.page.getByTestId('chat-panel').waitFor();
      expect(await b.page.getByTestId('room-page').getAttribute('data-status')).toBe('live');
      const video = b.page.getByTestId('room-video');
      await video.waitFor();
      await b.page.waitForFunction(
        () => (document.querySelector('video')?.currentTime ?? 0) > 0.5,
        undefined,
        { timeout: MEDIA_WAIT_MS },
      );
      const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await b.page.waitForFunction(
        (from) => (document.querySelector('video')?.currentTime ?? 0) > from + 1,
        t0,
        { timeout: MEDIA_WAIT_MS },
      );
      const playing = await video.evaluate((v: HTMLVideoElement) => ({
        width: v.videoWidth,
        height: v.videoHeight,
        paused: v.paused,
      }));
      expect(playing).toEqual({ width: 640, height: 360, paused: false });
      // The frame is the test picture: testsrc's blue, yellow and green bars where they belong.
      const bars = await video.evaluate((v: HTMLVideoElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const g = canvas.getContext('2d')!;
        g.drawImage(v, 0, 0);
        return [280, 360, 440].map((x) => [...g.getImageData(x, 60, 1, 1).data.slice(0, 3)]);
      });
      const near = (rgb: number[], want: number[]) =>
        rgb.every((c, i) => Math.abs(c - want[i]!) < 60);
      expect(
        bars.map((rgb, i) => near(rgb, TEST_BARS[i]!)),
        JSON.stringify(bars),
      ).toEqual([true, true, true]);
      const playingMs = Date.now() - openedAt;

      // Frames reach the buffer as they arrive, not in second-long bursts that run it dry (缓冲中 every
      // few seconds): over 3 s the buffered end moves on many times (a stash burst moves it ~twice).
      const arrival = await video.evaluate(
        (v: HTMLVideoElement) =>
          new Promise<{ advances: number; stalls: number }>((resolve) => {
            let stalls = 0;
            const onWaiting = () => stalls++;
            v.addEventListener('waiting', onWaiting);
            const end = () => (v.buffered.length ? v.buffered.end(v.buffered.length - 1) : 0);
            let last = end();
            let advances = 0;
            const timer = setInterval(() => {
              if (end() > last) advances++;
              last = end();
            }, 100);
            setTimeout(() => {
              clearInterval(timer);
              v.removeEventListener('waiting', onWaiting);
              resolve({ advances, stalls });
            }, 3_000);
          }),
      );
      expect(arrival.advances, JSON.stringify(arrival)).toBeGreaterThanOrEqual(8);
      await expect
        .poll(() => b.page.getByTestId('room-player').getAttribute('data-state'))
        .toBe('playing');
      expect(await b.page.getByTestId('player-note').count()).toBe(0);
      await shot(b.page, 'fan-room-playing');
      await shot(a.page, 'anchor-console-live');

      // B chats; A's /v/anchor-chat (a second tab of the console) shows the line and bans him from it.
      const chat = await a.page.context().newPage();
      chat.on('dialog', (d) => void d.accept());
      await chat.goto(`${site.url}/v/anchor-chat`);
      await chat.getByTestId('live-chat').waitFor();
      const text = `进球了！${Date.now() % 100_000}`;
      await b.page.getByTestId('chat-text').fill(text);
      await b.page.getByTestId('chat-text').press('Enter');
      await b.page.getByTestId('chat-content').filter({ hasText: text }).waitFor();
      const line = chat.getByTestId('live-chat-line').filter({ hasText: text });
      await line.waitFor();
      expect(await line.textContent()).toContain(fan.user.nickName);
      await line.getByTestId('live-chat-ban').click();
      await line.getByTestId('live-chat-ban').filter({ hasText: '已禁言' }).waitFor();
      await chat.getByTestId('member-row').filter({ hasText: fan.user.nickName }).waitFor();
      await shot(chat, 'anchor-chat-banned');

      // B hears of the ban by the push: the input says so and is disabled; the server refuses a send too.
      const input = b.page.getByTestId('chat-text');
      await expect.poll(() => input.getAttribute('placeholder')).toBe('您已被禁言');
      expect(await input.isDisabled()).toBe(true);
      expect(await b.page.getByTestId('chat-send').isDisabled()).toBe(true);
      expect(await b.page.getByTestId('chat-error').textContent()).toBe('您已被禁言');
      const refused = await postJson(
        site.app,
        '/api/chat/msg',
        { roomId: room!.id, content: '我还能说话吗' },
        fan.token,
      );
      expect(refused.json()).toMatchObject({ code: apiErrors.chatBanned.code, msg: '您已被禁言' });

      // A presses 下播: B's player stops and the offline panel shows, without a reload; the push is ended.
      await a.page.bringToFront();
      const downAt = Date.now();
      await a.page.getByTestId('go-live-down').click();
      await expect.poll(() => a.page.getByTestId('room-status').textContent()).toBe('未开播');
      await b.page.getByTestId('room-offline').waitFor({ timeout: 10_000 });
      const offlineMs = Date.now() - downAt;
      expect(await b.page.getByTestId('room-page').getAttribute('data-status')).toBe('offline');
      expect(await b.page.getByTestId('room-player').getAttribute('data-state')).toBe('offline');
      expect(await b.page.getByTestId('room-status').textContent()).toBe('未开播');
      expect(await video.isHidden()).toBe(true);
      await shot(b.page, 'fan-room-offline');
      const ended = await Promise.race([
        push.exited.then(() => 'ended'),
        new Promise<string>((r) => setTimeout(() => r('still pushing'), 15_000)),
      ]);
      expect(ended).toBe('ended');
      console.log(
        `live-broadcast figures: push→直播中 ${liveMs} ms, room opened→playing 1 s ${playingMs} ms, buffer advances in 3 s ${arrival.advances} (stalls ${arrival.stalls}), 下播→fan offline ${offlineMs} ms`,
      );

      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
    },
    WALK_MS,
  );
});
