// The article page in Chromium: a fan reads an article about a live match (the score moves without a
// reload), comments, replies, opens a whole thread, likes, collects, shares and reports a comment (twice,
// stored once); a visitor on a phone gets the login dialog from the comment bar and from 赞.
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentReports, newsColumns } from '../../server/db/schema';
import { writeComment } from '../../server/modules/comment/service';
import { writeArticle } from '../../server/modules/news/service';
import type { FeedChange } from '../../server/providers/feed/types';
import { LIVE_HOT, live, loadWorld, MIN, side } from '../server/match-centre-world';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

/** Set E2E_SHOTS to a folder to keep the page's pictures at both widths. */
const SHOTS = process.env.E2E_SHOTS;

let site: Site;
let browser: Browser;
let articleId: number;
let fan: Awaited<ReturnType<typeof createUserWithSession>>;
let rival: Awaited<ReturnType<typeof createUserWithSession>>;
let rivalComment: number;

const push = (changes: FeedChange[]) =>
  site.app.ctx.ingest.changes(changes, { cursor: Math.max(...changes.map((c) => c.at)) });

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  await loadWorld(site.app.ctx.ingest);
  const db = site.database.db;
  const [column] = await db.select().from(newsColumns).limit(1);
  const desk = await createUserWithSession(db, { nickName: '球live编辑部' });
  articleId = await writeArticle(db, {
    title: '热刺主场迎战纽卡斯尔：孙兴慜领衔首发',
    body: '<p>热刺与纽卡斯尔的比赛正在进行。</p><p>两队近五次交锋，热刺两胜一平两负。</p>',
    authorId: desk.user.id,
    authorKind: 1,
    columnNo: column!.columnNo,
    matchIds: [LIVE_HOT],
  });
  fan = await createUserWithSession(db, { nickName: '白百合球迷' });
  rival = await createUserWithSession(db, { nickName: '喜鹊军团' });
  const write = (userId: number, content: string, parentId?: number) =>
    writeComment(site.app.ctx, {
      userId,
      targetType: 1,
      targetId: articleId,
      content,
      parentId,
      address: '127.0.0.1',
    });
  rivalComment = (await write(rival.user.id, '纽卡今天客场肯定拿分')).id;
  // Five replies from others: the list shows three, the thread loads the rest.
  for (let i = 1; i <= 5; i++) {
    const other = await createUserWithSession(db, { nickName: `路人甲${i}` });
    await write(other.user.id, `第${i}条回复`, rivalComment);
  }
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openAs(width: 'phone' | 'desktop', token?: string) {
  const ctx = await browser.newContext(
    width === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1440, height: 900 } },
  );
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  if (token) await ctx.addCookies([{ name: 'auth', value: token, url: site.url }]);
  const page = await ctx.newPage();
  return { page, errors: watchErrors(page), close: () => ctx.close() };
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const thread = (page: Page, id: number) =>
  page.locator(`[data-testid="comment"][data-comment-id="${id}"]`);

describe('the article page', () => {
  it('lets a fan comment, reply, like, collect, share and report, with the match score live', async () => {
    const { page, errors, close } = await openAs('desktop', fan.token);
    await page.goto(`${site.url}/news/${articleId}`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('news-article').waitFor();
    await expect(page.getByTestId('article-author').textContent()).resolves.toContain(
      '球live编辑部',
    );
    await expect(page.getByTestId('article-author-kind').textContent()).resolves.toBe('运营');

    // The match card: teams, crest pictures, a link to the match centre, the score moving on a goal.
    const card = page.getByTestId('article-match');
    await card.waitFor({ timeout: 20_000 });
    await expect(card.textContent()).resolves.toContain('热刺');
    await expect(card.getAttribute('href')).resolves.toBe(`/football/live/${LIVE_HOT}`);
    const before = (await page.getByTestId('article-match-score').textContent()) ?? '';
    const at = Date.now();
    await push([
      live(LIVE_HOT, at, 2, side(3, { yellow: 1 }), side(2), {
        minute: 70,
        periodStartAt: at - 25 * MIN,
      }),
    ]);
    await page
      .getByTestId('article-match-score')
      .and(page.locator(':text-is("3 - 2")'))
      .waitFor({ timeout: 20_000 });
    expect(before).not.toBe('3 - 2');

    // Comments: the rival's thread shows three replies of five, then all of them.
    const rivalThread = thread(page, rivalComment);
    await rivalThread.waitFor();
    await expect(rivalThread.getByTestId('comment-ip').first().textContent()).resolves.toBe(
      'IP属地：未知',
    );
    await expect(rivalThread.getByTestId('comment-reply').count()).resolves.toBe(3);
    await rivalThread.getByTestId('comment-more-replies').click();
    await expect.poll(() => rivalThread.getByTestId('comment-reply').count()).toBe(5);
    await expect(rivalThread.getByTestId('comment-more-replies').count()).resolves.toBe(0);

    // Write a comment: the counter counts, the button waits for text, the text stays text.
    const composer = page.getByTestId('comment-composer');
    await expect(composer.getByTestId('comment-composer-send').isDisabled()).resolves.toBe(true);
    const words = '<b>孙兴慜</b>今天状态火热！';
    await composer.getByTestId('comment-composer-input').fill(words);
    await expect(composer.getByTestId('comment-composer-count').textContent()).resolves.toBe(
      `${[...words].length}/500`,
    );
    await composer.getByTestId('comment-composer-send').click();
    const mine = page.getByTestId('comment').filter({ hasText: '孙兴慜' }).first();
    await mine.waitFor();
    await expect(mine.getByTestId('comment-content').textContent()).resolves.toBe(words);
    await expect(mine.locator('b').count()).resolves.toBe(0);
    // No 举报 on one's own comment.
    await expect(mine.getByTestId('comment-report').count()).resolves.toBe(0);
    await expect(composer.getByTestId('comment-composer-input').inputValue()).resolves.toBe('');

    // Reply inline to the rival's comment.
    await rivalThread.getByTestId('comment-reply-button').first().click();
    const replyBox = rivalThread.getByTestId('reply-composer');
    await replyBox.getByTestId('reply-composer-input').fill('客场拿分？想多了');
    await replyBox.getByTestId('reply-composer-send').click();
    await rivalThread
      .getByTestId('comment-reply')
      .filter({ hasText: '客场拿分？想多了' })
      .waitFor();
    await expect(rivalThread.getByTestId('reply-composer').count()).resolves.toBe(0);

    // Like the rival's comment: shown at once, kept by the server.
    const like = rivalThread.getByTestId('comment-like').first();
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect(like.getByTestId('comment-like-count').textContent()).resolves.toBe('1');

    // Collect, and share: the link goes to the clipboard with a toast.
    await page.getByTestId('article-collect').click();
    await expect.poll(() => page.getByTestId('article-collect').textContent()).toBe('已收藏');
    await page.getByTestId('article-share').click();
    await page.getByTestId('toast').filter({ hasText: '链接已复制' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${site.url}/news/${articleId}`,
    );

    // Report the rival's comment twice: a toast each time, one report stored.
    for (const _ of [1, 2]) {
      await rivalThread.getByTestId('comment-report').first().click();
      const dialog = page.getByTestId('report-dialog');
      await expect(dialog.getByTestId('report-submit').isDisabled()).resolves.toBe(true);
      await dialog.getByText('广告', { exact: true }).click();
      await dialog.getByTestId('report-submit').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('toast').filter({ hasText: '举报成功' }).first().waitFor();
    }
    const reports = await site.database.db
      .select()
      .from(commentReports)
      .where(
        and(eq(commentReports.commentId, rivalComment), eq(commentReports.reporterId, fan.user.id)),
      );
    expect(reports.map((r) => r.reason)).toEqual(['广告']);

    if (SHOTS) await page.screenshot({ path: `${SHOTS}/article-desktop.png`, fullPage: true });

    // After a reload: still collected, still liked, and 最新 puts the fan's comment first.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect
      .poll(() => page.getByTestId('article-collect').textContent(), { timeout: 20_000 })
      .toBe('已收藏');
    await expect
      .poll(() =>
        thread(page, rivalComment).getByTestId('comment-like').first().getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.getByTestId('comments-new').click();
    await expect
      .poll(() => page.getByTestId('comment').first().getByTestId('comment-content').textContent())
      .toBe(words);
    expect(await noOverflow(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('gives a visitor on a phone the login dialog from the comment bar and from 赞', async () => {
    const { page, errors, close } = await openAs('phone');
    await page.goto(`${site.url}/news/${articleId}`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('news-article').waitFor();
    const bar = page.getByTestId('article-bar');
    await bar.waitFor();
    // The bar takes the bottom edge in place of the tab bar.
    await expect(page.getByTestId('bottom-tab-bar').count()).resolves.toBe(0);
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await thread(page, rivalComment).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/article-phone.png`, fullPage: true });
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/article-phone-top.png` });
      await page.getByTestId('comments').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/article-phone-comments.png` });
    }

    await page.getByTestId('article-bar-write').click();
    await page.getByTestId('login-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await thread(page, rivalComment).getByTestId('comment-like').first().click();
    await page.getByTestId('login-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    // The like was not counted.
    await expect(
      thread(page, rivalComment).getByTestId('comment-like').first().getAttribute('aria-pressed'),
    ).resolves.toBe('false');
    expect(await noOverflow(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('lets a fan on a phone write from the bottom bar, the new comment first in the list', async () => {
    const writer = await createUserWithSession(site.database.db, { nickName: '手机球迷' });
    const { page, errors, close } = await openAs('phone', writer.token);
    await page.goto(`${site.url}/news/${articleId}`, { waitUntil: 'domcontentloaded' });
    await thread(page, rivalComment).waitFor({ timeout: 20_000 });
    await page.getByTestId('article-bar-write').click();
    const composer = page.getByTestId('bar-composer');
    await composer.getByTestId('bar-composer-input').fill('手机上也能发评论');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/article-phone-composer.png` });
    await composer.getByTestId('bar-composer-send').click();
    await composer.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('comment').first().getByTestId('comment-content').textContent())
      .toBe('手机上也能发评论');
    expect(await noOverflow(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('pages the comments 20 at a time with 加载更多, and asks a visitor to log in to write', async () => {
    const db = site.database.db;
    const [column] = await db.select().from(newsColumns).limit(1);
    const busy = await writeArticle(db, {
      title: '评论很多的文章',
      body: '<p>大家怎么看？</p>',
      authorId: rival.user.id,
      authorKind: 2,
      columnNo: column!.columnNo,
    });
    // 21 comments, each from a reader of its own (the rate limit allows five a minute each).
    for (let i = 0; i < 21; i++) {
      const reader = await createUserWithSession(db);
      await writeComment(site.app.ctx, {
        userId: reader.user.id,
        targetType: 1,
        targetId: busy,
        content: `第${i + 1}楼`,
        address: '127.0.0.1',
      });
    }
    const { page, errors, close } = await openAs('desktop');
    await page.goto(`${site.url}/news/${busy}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('article-author-kind').textContent()).resolves.toBe('主播');
    await expect(page.getByTestId('article-match').count()).resolves.toBe(0);
    await page.getByTestId('comment-list').waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('comment').count()).resolves.toBe(20);
    await expect(page.getByTestId('comments-total').textContent()).resolves.toBe('21');
    await page.getByTestId('comments-more').click();
    await expect.poll(() => page.getByTestId('comment').count()).toBe(21);
    await expect(page.getByTestId('comments-more').count()).resolves.toBe(0);
    await page.getByTestId('comment-composer-login').click();
    await page.getByTestId('login-dialog').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
