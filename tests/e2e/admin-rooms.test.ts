// The live-room wall in Chromium: a demo anchor goes live with a real push (ffmpeg to the embedded RTMP server),
// an operator made by the CLI's function signs in with TOTP, sees the room on /admin/rooms, cuts it with a
// reason; a fan with the room page open sees it go offline without a reload, and the audit log shows the cut.
// Also /admin/site at a phone's width. Needs ffmpeg (CI has it).
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../server/db/schema';
import { startMedia } from '../../server/modules/room/media-start';
import { type FfmpegRun, findFfmpeg } from '../../server/providers/media/ffmpeg';
import { postJson } from '../server/profile-fixtures';
import { pushTestPicture } from '../server/room-world';
import { signInAdmin, tokenOf } from './admin-steps';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin-rooms';
/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };
const WALK_MS = 150_000;

const ffmpeg = findFfmpeg('auto');
if (!ffmpeg) throw new Error('this walk needs ffmpeg on the PATH (apt-get install ffmpeg)');
let site: Site;
let browser: Browser;
let mediaDir = '';
let rtmpPort = 0;
let push: FfmpegRun | null = null;

const db = () => site.database.db;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', fullPage: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  mediaDir = await mkdtemp(path.join(tmpdir(), 'qiulive-e2e-admin-rooms-'));
  [site, browser] = await Promise.all([
    startSite({ RTMP_PORT: '0', MEDIA_DIR: mediaDir }),
    openBrowser(),
  ]);
  rtmpPort = (await startMedia(site.app)).rtmpPort ?? 0;
});
afterAll(async () => {
  await push?.stop(2_000);
  await browser?.close();
  await site?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('/admin/rooms', () => {
  it(
    'an operator sees a live room on the wall, cuts it with a reason; the fan’s room goes offline live; the log shows it',
    async () => {
      const anchor = await tokenOf(site, '13800000002');
      const fan = await tokenOf(site, '13800000001');
      const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, anchor.user.id));
      await postJson(site.app, '/api/room/up', { title: '将被切断的直播' }, anchor.token);
      const key = await postJson(site.app, '/api/room/stream-key', {}, anchor.token);
      push = pushTestPicture(ffmpeg, rtmpPort, key.json().data.streamKey, 300);
      await expect
        .poll(
          async () => (await db().select().from(rooms).where(eq(rooms.id, room!.id)))[0]?.status,
          WAIT,
        )
        .toBe('live');

      const viewer = await openPage(browser, site, fan.token);
      await viewer.page.goto(`${site.url}/live/room/${room!.id}`);
      await expect
        .poll(() => viewer.page.getByTestId('room-page').getAttribute('data-status'), WAIT)
        .toBe('live');

      const { page, errors } = await openPage(browser, site);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, page, 'yunying', 'operator');
      await page.goto(`${site.url}/admin/rooms`);
      const card = page.locator(`[data-testid=wall-room][data-room-id="${room!.id}"]`);
      await card.waitFor(WAIT);
      expect(await card.getAttribute('data-status')).toBe('live');
      expect(await card.textContent()).toContain('将被切断的直播');
      await shot(page, 'wall-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await card.waitFor(WAIT);
      await shot(page, 'wall-390');
      await page.setViewportSize({ width: 1440, height: 900 });

      await card.getByRole('button', { name: '切断直播' }).click();
      const dialog = page.getByRole('dialog', { name: '切断直播' });
      await dialog.getByRole('button', { name: '确认切断' }).click();
      // No reason, no cut.
      await dialog.getByText('请选择或填写切断原因').waitFor(WAIT);
      await dialog.getByRole('button', { name: '涉赌' }).click();
      await dialog.getByLabel('切断原因').fill('直播中展示赌博网站');
      await shot(page, 'wall-cut-dialog');
      await dialog.getByRole('button', { name: '确认切断' }).click();
      await page.getByRole('status').filter({ hasText: '已切断' }).waitFor(WAIT);
      await card.waitFor({ state: 'detached', ...WAIT });

      // The fan's page went offline on the room.status push, without a reload.
      await viewer.page.getByTestId('room-offline').waitFor(WAIT);
      expect(await viewer.page.getByTestId('room-page').getAttribute('data-status')).toBe(
        'offline',
      );
      // The push was dropped.
      await push.exited;

      // The operator holds no audit.read: a super admin reads the log.
      const boss = await openPage(browser, site);
      await boss.page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, boss.page, 'boss', 'super');
      await boss.page.goto(`${site.url}/admin/audit`);
      const row = boss.page.locator('[data-testid=audit-table] tr', {
        has: boss.page.locator('[data-action="room.cut"]'),
      });
      await row.first().waitFor(WAIT);
      expect(await row.first().textContent()).toContain('涉赌：直播中展示赌博网站');
      expect(await row.first().textContent()).toContain('切断直播');
      await shot(boss.page, 'audit-cut');
      expect(boss.errors).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${site.url}/admin/site`);
      await page.getByTestId('site-settings').waitFor(WAIT);
      await shot(page, 'site-390');
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, 'site-1440');
      expect(errors).toEqual([]);
      expect(viewer.errors).toEqual([]);
    },
    WALK_MS,
  );
});
