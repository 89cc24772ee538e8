// The reports desk in Chromium: a fan files a report on a room through the room's own 举报 page (room chat lines
// have no report of their own), a moderator made by the CLI's function signs in with TOTP, handles it on
// /admin/reports by muting the room's anchor for 1 hour; the anchor, with their room page open, finds the chat
// input locked without a reload (the user.sanction push); the audit log shows the action. Also /admin/users at
// 1440 and 390 px.
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../server/db/schema';
import { signInAdmin, tokenOf } from './admin-steps';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin-moderation';
/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };
const WALK_MS = 150_000;

let site: Site;
let browser: Browser;
const db = () => site.database.db;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', fullPage: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('/admin/reports', () => {
  it(
    'a fan reports a room, a moderator mutes its anchor for 1 h; their open room locks its chat input live; audited',
    async () => {
      const anchor = await tokenOf(site, '13800000002');
      const fan = await tokenOf(site, '13800000001');
      const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, anchor.user.id));

      // The fan files it through the room's 举报 page.
      const reporter = await openPage(browser, site, fan.token);
      await reporter.page.goto(`${site.url}/live/report?roomId=${room!.id}`);
      await reporter.page.getByLabel('辱骂引战').check();
      await reporter.page.getByTestId('report-detail').fill('弹幕里骂观众：“滚出去”');
      await reporter.page.getByTestId('report-submit').click();
      await reporter.page.getByTestId('report-done').waitFor(WAIT);

      // The offender has their room open, chat input usable.
      const offender = await openPage(browser, site, anchor.token);
      await offender.page.goto(`${site.url}/live/room/${room!.id}`);
      const input = offender.page.getByTestId('chat-text');
      await input.waitFor(WAIT);
      expect(await input.isDisabled()).toBe(false);

      const { page, errors } = await openPage(browser, site);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, page, 'shenhe', 'moderator');
      await page.goto(`${site.url}/admin/reports`);
      const row = page.locator('[data-testid=report-table] tr', { hasText: '辱骂引战' });
      await row.first().waitFor(WAIT);
      await row.first().click();
      const detail = page.getByTestId('report-detail');
      expect(await detail.textContent()).toContain('弹幕里骂观众');
      await detail.getByTestId('report-act-claim').click();
      await detail.getByText('已认领').waitFor(WAIT);
      await detail.getByRole('button', { name: '辱骂他人' }).click();
      await detail.getByTestId('report-duration').selectOption('1h');
      await shot(page, 'reports-1440');
      await detail.getByTestId('report-act-mute').click();
      await page.getByText('已禁言，举报人已收到处理结果').waitFor(WAIT);

      // Locked without a reload.
      await expect.poll(() => input.isDisabled(), WAIT).toBe(true);
      expect(await input.getAttribute('placeholder')).toBe('您已被禁言');
      await shot(offender.page, 'room-locked');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: '已处理' }).click();
      await page
        .locator('[data-testid=report-table] tr', { hasText: '禁言' })
        .first()
        .waitFor(WAIT);
      await shot(page, 'reports-390');

      const boss = await openPage(browser, site);
      await boss.page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, boss.page, 'boss', 'super');
      await boss.page.goto(`${site.url}/admin/audit`);
      const logged = boss.page.locator('[data-testid=audit-table] tr', {
        has: boss.page.locator('[data-action="report.mute"]'),
      });
      await logged.first().waitFor(WAIT);
      expect(await logged.first().textContent()).toContain('辱骂他人');

      // The users desk: the anchor's card shows the mute, at both widths.
      await boss.page.goto(`${site.url}/admin/users`);
      await boss.page.getByTestId('user-search').fill(anchor.user.nickName);
      await boss.page.getByRole('button', { name: '查找' }).click();
      await boss.page.getByTestId('user-results').getByRole('button').first().click();
      const card = boss.page.getByTestId('user-card');
      await card.getByText('禁言（生效中）').waitFor(WAIT);
      await boss.page.getByTestId('user-ledger').waitFor(WAIT);
      await shot(boss.page, 'users-1440');
      await boss.page.setViewportSize({ width: 390, height: 844 });
      await shot(boss.page, 'users-390');

      expect(errors).toEqual([]);
      expect(boss.errors).toEqual([]);
      expect(offender.errors).toEqual([]);
      expect(reporter.errors).toEqual([]);
    },
    WALK_MS,
  );
});
