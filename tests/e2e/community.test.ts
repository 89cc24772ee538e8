// The community in Chromium: a fan joins a circle and posts with two pictures (uploaded from the
// composer, seen in the full-screen viewer); a second fan on a phone comments and likes, and the first
// fan sees both at once (toasts, counts). An XSS corpus posted as text and as a comment shows as text
// and nothing runs: no dialog, no page error, no injected element.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, makeCircle, person } from '../server/community-world';
import { pngOf } from '../server/profile-fixtures';
import { type Browser, openBrowser } from './browser';
import { noOverflow, openCommunityPage, type Width } from './community-pages';
import { type Site, startSite } from './site';

/** Set E2E_SHOTS to a folder to keep the pages' pictures at both widths. */
const SHOTS = process.env.E2E_SHOTS;
const WAIT = { timeout: 30_000 };

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const openAs = (width: Width, token?: string) => openCommunityPage(browser, site, width, token);

describe('community', () => {
  it('a fan joins, posts with two pictures; another comments and likes; the first sees both live', async () => {
    const db = site.database.db;
    const circle = await makeCircle(db, '测试球迷圈');
    const author = await person(db);
    const other = await person(db, circle.id);
    const a = await openAs('desktop', author.token);
    await a.page.goto(`${site.url}/community/circle-detail/${circle.id}`, {
      waitUntil: 'domcontentloaded',
    });
    await a.page.getByTestId('circle-name').waitFor(WAIT);
    expect(await a.page.getByTestId('circle-name').textContent()).toBe('测试球迷圈');
    await a.page.getByTestId('circle-join').click();
    await a.page.locator('[data-testid="circle-join"][aria-pressed="true"]').waitFor(WAIT);
    await a.page.getByTestId('post-composer').waitFor(WAIT);

    const text = '今晚这场太精彩了，两张现场图';
    await a.page.getByTestId('post-composer-input').fill(text);
    await a.page.getByTestId('post-composer-file').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: pngOf(64, 48) },
      { name: 'b.png', mimeType: 'image/png', buffer: pngOf(48, 64) },
    ]);
    const previews = a.page.locator('[data-testid="post-composer-pics"] li');
    await a.page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="post-composer-pics"] li').length === 2 &&
        !document
          .querySelector('[data-testid="post-composer-pics"]')
          ?.textContent?.includes('上传中'),
      undefined,
      WAIT,
    );
    expect(await previews.count()).toBe(2);
    await a.page.getByTestId('post-composer-send').click();
    const card = a.page.locator('[data-testid="post-card"]', { hasText: text });
    await card.waitFor(WAIT);
    await expect.poll(() => card.getByTestId('post-pic').count(), WAIT).toBe(2);
    const postId = Number(await card.getAttribute('data-post-id'));
    expect(postId).toBeGreaterThan(0);

    // The viewer: open the first picture, go to the second, close.
    await card.getByTestId('post-pic').first().click();
    await a.page.getByTestId('picture-viewer').waitFor(WAIT);
    await a.page.getByTestId('picture-viewer-next').click();
    expect(await a.page.getByTestId('picture-viewer').textContent()).toContain('2/2');
    await a.page.getByTestId('picture-viewer-close').click();
    await a.page.getByTestId('picture-viewer').waitFor({ state: 'detached', ...WAIT });
    if (SHOTS) await a.page.screenshot({ path: `${SHOTS}/community-circle-desktop.png` });

    // The second fan, on a phone, comments and likes the post.
    const b = await openAs('phone', other.token);
    await b.page.goto(`${site.url}/community/${postId}`, { waitUntil: 'domcontentloaded' });
    await b.page.getByTestId('post-detail').waitFor(WAIT);
    await b.page.getByTestId('comment-composer-input').fill('同感，这球踢得漂亮');
    await b.page.getByTestId('comment-composer-send').click();
    await b.page
      .locator('[data-testid="comment-content"]', { hasText: '同感，这球踢得漂亮' })
      .waitFor(WAIT);
    await b.page.getByTestId('post-like').click();
    await b.page.locator('[data-testid="post-like"][aria-pressed="true"]').waitFor(WAIT);
    expect(await noOverflow(b.page)).toBe(true);
    if (SHOTS) await b.page.screenshot({ path: `${SHOTS}/community-post-phone.png` });

    // The first fan saw both at once: the toasts, and the card's counts.
    await a.page.getByTestId('toast').filter({ hasText: '评论了你的帖子' }).first().waitFor(WAIT);
    await a.page.getByTestId('toast').filter({ hasText: '赞了你的帖子' }).first().waitFor(WAIT);
    await expect.poll(() => card.getByTestId('post-comment-count').textContent(), WAIT).toBe('1');
    await expect.poll(() => card.getByTestId('post-like-count').textContent(), WAIT).toBe('1');
    expect(await noOverflow(a.page)).toBe(true);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('an XSS corpus as a post and as a comment shows as text; nothing runs', async () => {
    const db = site.database.db;
    const circle = await makeCircle(db, '安全测试圈');
    const writer = await person(db, circle.id);
    const reader = await person(db, circle.id);
    const corpus = [
      '<img src=x onerror="window.__xss=1">',
      '<script>window.__xss=2</script>',
      '<a href="javascript:window.__xss=3">点我</a>',
      '[链接](javascript:alert(4))',
      '<svg onload=alert(5)>',
    ].join('\n');
    const c = calls(site.app);
    const posted = await c.addPost({ circleId: circle.id, content: corpus }, writer.token);
    expect(posted.statusCode).toBe(200);
    const postId: number = posted.json().data.id;
    const commented = await c.comment({ postId, type: 2, content: corpus }, reader.token);
    expect(commented.statusCode).toBe(200);

    for (const width of ['desktop', 'phone'] as const) {
      const v = await openAs(width, writer.token);
      await v.page.goto(`${site.url}/community/${postId}`, { waitUntil: 'domcontentloaded' });
      await v.page.getByTestId('post-content').waitFor(WAIT);
      await v.page.getByTestId('comment-content').first().waitFor(WAIT);
      expect(await v.page.getByTestId('post-content').innerText()).toBe(corpus);
      expect(await v.page.getByTestId('comment-content').first().innerText()).toBe(corpus);
      // And in the circle's list.
      await v.page.goto(`${site.url}/community/circle-detail/${circle.id}`, {
        waitUntil: 'domcontentloaded',
      });
      await v.page.getByTestId('post-content').first().waitFor(WAIT);
      const injected = await v.page.evaluate(() => ({
        xss: (window as unknown as { __xss?: number }).__xss ?? null,
        imgs: document.querySelectorAll('img[src="x"]').length,
        scripts: [...document.querySelectorAll('[data-testid="post-content"] *')].length,
        links: document.querySelectorAll('a[href^="javascript"]').length,
        svgs: document.querySelectorAll('[data-testid="post-content"] svg').length,
      }));
      expect(injected).toEqual({ xss: null, imgs: 0, scripts: 0, links: 0, svgs: 0 });
      expect(v.dialogs).toEqual([]);
      expect(v.errors).toEqual([]);
      await v.close();
    }
  });

  it('my posts show in the user centre and on the 动态 tab of my space, at both widths', async () => {
    const db = site.database.db;
    const circle = await makeCircle(db, '动态测试圈');
    const writer = await person(db, circle.id);
    const c = calls(site.app);
    const text = '赛后复盘：下半场的换人改变了比赛';
    expect((await c.addPost({ circleId: circle.id, content: text }, writer.token)).statusCode).toBe(
      200,
    );
    for (const width of ['phone', 'desktop'] as const) {
      const v = await openAs(width, writer.token);
      for (const path of ['/v/community', `/personal/${writer.user.id}?headerNavIndex=3`]) {
        await v.page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
        await v.page.locator('[data-testid="post-content"]', { hasText: text }).waitFor(WAIT);
        expect(await noOverflow(v.page), path).toBe(true);
        if (SHOTS)
          await v.page.screenshot({
            path: `${SHOTS}/community-${path.split('/')[1]}-${width}.png`,
          });
      }
      expect(v.errors).toEqual([]);
      await v.close();
    }
  });

  it('a circle page shows “N 条新帖” as others post, and a tap loads them', async () => {
    const db = site.database.db;
    const circle = await makeCircle(db, '新帖测试圈');
    const writer = await person(db, circle.id);
    const v = await openAs('phone');
    await v.page.goto(`${site.url}/community/circle-detail/${circle.id}`, {
      waitUntil: 'domcontentloaded',
    });
    await v.page.getByTestId('post-feed-empty').waitFor(WAIT);
    // The page listens once the circle's channel is joined; posting before that would be missed.
    await v.page.waitForFunction(() => document.querySelector('[data-testid="circle-header"]'));
    const c = calls(site.app);
    await expect
      .poll(async () => {
        const count = await v.page.getByTestId('circle-new-posts').count();
        if (count === 0)
          await c.addPost({ circleId: circle.id, content: `第一帖 ${Date.now()}` }, writer.token);
        return count;
      }, WAIT)
      .toBe(1);
    expect(await v.page.getByTestId('circle-new-posts').textContent()).toMatch(/^\d+ 条新帖$/);
    await v.page.getByTestId('circle-new-posts').click();
    await v.page
      .locator('[data-testid="post-content"]', { hasText: '第一帖' })
      .first()
      .waitFor(WAIT);
    await v.page.getByTestId('circle-new-posts').waitFor({ state: 'detached', ...WAIT });
    expect(v.errors).toEqual([]);
    await v.close();
  });
});
