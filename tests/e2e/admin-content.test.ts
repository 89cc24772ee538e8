// The 内容审核 desk in Chromium: a moderator turns 新闻评论先审 on at /admin/content; a fan comments on a news article
// and sees it marked 审核中 while another reader's page does not show it; the moderator approves it with the
// keyboard (j/k, a) and the other reader sees it after a reload (news comments are not pushed to open pages: the
// comment list is read on load, as before this desk); a super admin finds the approval in /admin/audit. Screenshots
// of /admin/content and the dashboard at 1440 and 390 px.
import { mkdirSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, contentReviews, newsArticles } from '../../server/db/schema';
import { createUserWithSession } from '../server/users';
import { signInAdmin, tokenOf } from './admin-steps';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin-content';
/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };
const WALK_MS = 240_000;
const WORDS = '审核测试：申花今天必胜';

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

const mineIn = (page: Page) => page.getByTestId('comment').filter({ hasText: WORDS });

describe('/admin/content', () => {
  it(
    'pre-review on: the fan sees 审核中, another reader nothing; the moderator approves; the reader sees it; audited',
    async () => {
      const [article] = await db()
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(eq(newsArticles.status, 'published'))
        .orderBy(desc(newsArticles.publishedAt))
        .limit(1);
      const articleUrl = `${site.url}/news/${article!.id}`;

      // The moderator turns the switch on from the desk.
      const mod = await openPage(browser, site);
      await mod.page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, mod.page, 'mod_content', 'moderator');
      await mod.page.goto(`${site.url}/admin/content`);
      const toggle = mod.page.getByRole('switch', { name: '新闻评论先审' });
      await expect.poll(() => toggle.isEnabled(), WAIT).toBe(true);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked'), WAIT).toBe('true');

      // The fan comments: their own page shows it with 审核中.
      const { token } = await tokenOf(site, '13800000001');
      const fan = await openPage(browser, site, token);
      await fan.page.goto(articleUrl);
      const composer = fan.page.getByTestId('comment-composer').first();
      await composer.getByTestId('comment-composer-input').fill(WORDS);
      await composer.getByTestId('comment-composer-send').click();
      await mineIn(fan.page).getByTestId('comment-pending').waitFor(WAIT);
      expect(await mineIn(fan.page).getByTestId('comment-pending').textContent()).toBe('审核中');
      // Still theirs after a reload (the server gives it to its writer only).
      await fan.page.reload();
      await mineIn(fan.page).getByTestId('comment-pending').waitFor(WAIT);

      // Another reader's page does not show it.
      const reader = await openPage(browser, site, (await createUserWithSession(db())).token);
      await reader.page.goto(articleUrl);
      await reader.page.getByTestId('comments-total').waitFor(WAIT);
      expect(await mineIn(reader.page).count()).toBe(0);

      // The desk lists it; the keyboard selects it and a approves it.
      const [held] = await db()
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.content, WORDS), eq(comments.status, 2)));
      const [item] = await db()
        .select({ id: contentReviews.id })
        .from(contentReviews)
        .where(and(eq(contentReviews.kind, 'comment'), eq(contentReviews.targetId, held!.id)));
      await mod.page.reload();
      const row = mod.page.locator(`[data-testid=queue-row][data-id="${item!.id}"]`);
      await row.waitFor(WAIT);
      expect(await row.textContent()).toContain(WORDS);
      expect(await mod.page.getByRole('tab', { name: /评论（\d+）/ }).count()).toBe(1);
      await shot(mod.page, 'content-1440');
      const ids = await mod.page
        .getByTestId('queue-row')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
      for (let i = 0; i < ids.indexOf(item!.id); i++) await mod.page.keyboard.press('j');
      await expect.poll(() => row.getAttribute('aria-selected'), WAIT).toBe('true');
      await mod.page.keyboard.press('a');
      await mod.page.getByRole('status').filter({ hasText: '已通过' }).waitFor(WAIT);

      // The other reader sees it on reloading (news comments are read on load, not pushed).
      await reader.page.reload();
      await mineIn(reader.page).waitFor(WAIT);
      expect(await mineIn(reader.page).getByTestId('comment-pending').count()).toBe(0);
      // And the fan's own mark is gone.
      await fan.page.reload();
      await mineIn(fan.page).waitFor(WAIT);
      expect(await mineIn(fan.page).getByTestId('comment-pending').count()).toBe(0);

      // History lists it; the desk at a phone's width.
      await mod.page.getByRole('tab', { name: '已通过' }).click();
      await row.waitFor(WAIT);
      await mod.page.setViewportSize({ width: 390, height: 844 });
      await mod.page.getByRole('tab', { name: '待审核' }).click();
      await mod.page.getByRole('tab', { name: /昵称头像/ }).click();
      await mod.page.getByTestId('content-desk').waitFor(WAIT);
      await shot(mod.page, 'content-390');
      expect(
        await mod.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // The audit log (super admins read it; moderators do not) lists the approval and the switch.
      const boss = await openPage(browser, site);
      await boss.page.setViewportSize({ width: 1440, height: 900 });
      await signInAdmin(site, boss.page, 'boss_content', 'super');
      await boss.page.goto(`${site.url}/admin/audit`);
      const table = boss.page.getByTestId('audit-table');
      await table.locator('[data-action="content.approve"]').waitFor(WAIT);
      await table.locator('[data-action="content.settings"]').waitFor(WAIT);
      expect(await table.locator('[data-action="content.approve"]').first().textContent()).toBe(
        '内容审核：通过',
      );
      // The dashboard's response times show the content queue's decision.
      await boss.page.goto(`${site.url}/admin`);
      const times = boss.page.getByTestId('moderation-times');
      await times.waitFor(WAIT);
      expect(Number(await times.locator('[data-queue=content] td').nth(1).textContent())).toBe(
        (await db().select().from(contentReviews).where(eq(contentReviews.status, 'approved')))
          .length,
      );
      await shot(boss.page, 'dashboard-1440');
      // A phone's width from a fresh load (the charts size themselves when drawn).
      await boss.page.setViewportSize({ width: 390, height: 844 });
      await boss.page.reload();
      await times.waitFor(WAIT);
      await boss.page.getByTestId('moderation-chart').waitFor(WAIT);
      await shot(boss.page, 'dashboard-390');
      expect(
        await boss.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      for (const tab of [mod, fan, reader, boss]) expect(tab.errors).toEqual([]);
    },
    WALK_MS,
  );
});
