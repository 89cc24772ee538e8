// Writing headlines in Chromium (/v/new): the demo anchor writes with bold text in the rich-text editor and
// submits; the article is in 我的文章 as 审核中 and stored with its bold. A fan is shown how to become an
// anchor. The home page never loads the editor's code.
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticles, users } from '../../server/db/schema';
import { createSession } from '../../server/modules/user/sessions';
import { pngOf } from '../server/profile-fixtures';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const WAIT = { timeout: 30_000 };

async function tokenOf(phone: string) {
  const db = site.database.db;
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  return { user: user!, token: (await createSession(db, user!.id, true)).token };
}

async function open(token: string, width: number, height: number) {
  const ctx = await browser.newContext({
    viewport: { width, height },
    ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
  });
  await ctx.addCookies([{ name: 'auth', value: token, url: site.url }]);
  const page = await ctx.newPage();
  return { ctx, page, errors: watchErrors(page) };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('writing headlines', () => {
  it('an anchor writes with bold text and submits; 我的文章 shows it 审核中', async () => {
    const { user, token } = await tokenOf('13800000002');
    const { ctx, page, errors } = await open(token, 1440, 900);
    await page.goto(`${site.url}/v/new`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('article-form').waitFor(WAIT);

    const title = `主播观赛笔记 ${Date.now() % 100_000}`;
    await page.getByTestId('article-title').fill(title);
    await page.getByTestId('article-column').selectOption('football');
    const body = page.getByTestId('article-body-editor');
    await body.click();
    await page.keyboard.type('上半场两队互有攻守，');
    // Ctrl+B turns bold on for what is typed next; the toolbar shows it.
    await page.keyboard.press('Control+b');
    await page.keyboard.type('下半场第 67 分钟的反击');
    await expect
      .poll(() => page.getByTestId('tool-bold').getAttribute('aria-pressed'))
      .toBe('true');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('决定了比赛。');
    await page.keyboard.press('Enter');
    // The toolbar's button works as well: a selected word becomes bold.
    await page.keyboard.type('全场最佳');
    await page.keyboard.press('Shift+Home');
    await page.getByTestId('tool-bold').click();
    expect(await body.locator('strong').allTextContents()).toEqual([
      '下半场第 67 分钟的反击',
      '全场最佳',
    ]);
    await expect.poll(() => page.getByTestId('article-word-count').textContent()).toBe('字数 31');

    await page.getByTestId('article-submit').click();
    await page.getByTestId('article-submitted').waitFor(WAIT);
    await page.getByRole('link', { name: '查看我的文章' }).click();
    await page.waitForURL(/\/v\/new\?tab=mine/);
    const row = page.getByTestId('my-article').filter({ hasText: title });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('my-article-status').textContent()).toBe('审核中');

    const [stored] = await site.database.db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.authorId, user.id), eq(newsArticles.title, title)));
    expect(stored).toMatchObject({ status: 'review', authorKind: 2 });
    expect(stored!.body).toContain('<strong>下半场第 67 分钟的反击</strong>');
    expect(stored!.body).toContain('<strong>全场最佳</strong>');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('keeps a draft in the browser, saves it and edits it again at a phone width', async () => {
    const { token } = await tokenOf('13800000003');
    const { ctx, page, errors } = await open(token, 390, 844);
    await page.goto(`${site.url}/v/new`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('article-form').waitFor(WAIT);
    await page.getByTestId('article-title').fill('专家前瞻：草稿');
    await page.getByTestId('article-body-editor').click();
    await page.keyboard.type('先写一半。');
    // A reload before any save: the browser's copy comes back.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('article-draft'))),
      )
      .toBe(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('article-form').waitFor(WAIT);
    expect(await page.getByTestId('article-title').inputValue()).toBe('专家前瞻：草稿');
    expect(await page.getByTestId('article-body-editor').textContent()).toBe('先写一半。');
    // Saving without a column is refused in the form, with the reason.
    await page.getByTestId('article-save').click();
    expect(await page.getByTestId('article-error').textContent()).toBe('请选择栏目');
    await page.getByTestId('article-column').selectOption('basketball');
    await page.getByTestId('article-save').click();
    await page.waitForURL(/\/v\/new\?tab=write&id=\d+/, WAIT);
    // The address names the article now, and the editor that saved it stays open (no reload).
    await expect.poll(() => page.getByTestId('article-form').textContent()).toContain('草稿已保存');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId('new-tab-mine').click();
    const row = page.getByTestId('my-article').filter({ hasText: '专家前瞻：草稿' });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('my-article-status').textContent()).toBe('草稿');
    await row.getByRole('link', { name: '编辑' }).click();
    await page.getByTestId('article-form').waitFor(WAIT);
    expect(await page.getByTestId('article-body-editor').textContent()).toBe('先写一半。');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Submitted, then 再写一篇: a blank form for a new article.
    await page.getByTestId('article-submit').click();
    await page.getByTestId('article-submitted').waitFor(WAIT);
    await page.getByRole('button', { name: '再写一篇' }).click();
    await page.waitForURL((url) => !url.search.includes('id='), WAIT);
    await page.getByTestId('article-form').waitFor(WAIT);
    expect(await page.getByTestId('article-title').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('keeps the formatting of pasted HTML and nothing that runs, in the editor and on the server', async () => {
    const { user, token } = await tokenOf('13800000002');
    const { ctx, page, errors } = await open(token, 1440, 900);
    await page.goto(`${site.url}/v/new`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('article-form').waitFor(WAIT);
    await page.getByTestId('article-title').fill('粘贴测试');
    await page.getByTestId('article-column').selectOption('football');
    await page.getByTestId('article-body-editor').click();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p onclick="window.__xss=1">粘贴的<b>粗体</b>和<a href="javascript:window.__xss=2">坏链接</a>' +
          '<script>window.__xss=3</script><a href="https://example.com/">好链接</a></p>',
      );
      data.setData('text/plain', '粘贴的粗体和坏链接好链接');
      document
        .querySelector('[data-testid="article-body-editor"]')
        ?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
    });
    const body = page.getByTestId('article-body-editor');
    await expect.poll(() => body.locator('strong').allTextContents()).toEqual(['粗体']);
    await body.click();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await page.getByTestId('article-save').click();
    await page.waitForURL(/id=\d+/, WAIT);
    const [stored] = await site.database.db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.authorId, user.id), eq(newsArticles.title, '粘贴测试')));
    expect(stored!.body).toContain('<strong>粗体</strong>');
    expect(stored!.body).toContain('href="https://example.com/"');
    expect(stored!.body).not.toMatch(/script|onclick|javascript:/i);
    // Chromium reports the pasted onclick while the clipboard's HTML is parsed, and the page's
    // Content-Security-Policy refuses it (nothing ran, above); anything else is a real error.
    expect(errors.filter((e) => !e.startsWith('Executing inline event handler'))).toEqual([]);
    await ctx.close();
  });

  it('puts an uploaded picture in the body and keeps it through the server', async () => {
    const { user, token } = await tokenOf('13800000002');
    const { ctx, page, errors } = await open(token, 1440, 900);
    await page.goto(`${site.url}/v/new`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('article-form').waitFor(WAIT);
    await page.getByTestId('article-title').fill('带图的文章');
    await page.getByTestId('article-column').selectOption('football');
    await page.getByTestId('article-body-editor').click();
    await page.keyboard.type('赛后合影：');
    await page.getByTestId('editor-image-input').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: pngOf(120, 80),
    });
    const img = page.getByTestId('article-body-editor').locator('img');
    await img.waitFor(WAIT);
    const src = (await img.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/uploads\/[\w-]{22}\.png$/);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(120);
    await page.getByTestId('article-save').click();
    await page.waitForURL(/id=\d+/, WAIT);
    const [stored] = await site.database.db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.authorId, user.id), eq(newsArticles.title, '带图的文章')));
    expect(stored!.body).toContain(`<img src="${src}"`);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('shows a fan how to become an anchor instead of the editor', async () => {
    const { token } = await createUserWithSession(site.database.db);
    const { ctx, page } = await open(token, 1440, 900);
    await page.goto(`${site.url}/v/new`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('not-author').waitFor(WAIT);
    expect(await page.getByTestId('not-author-apply').getAttribute('href')).toBe('/v/apply');
    expect(await page.getByTestId('article-form').count()).toBe(0);
    await ctx.close();
  });

  it('loads the editor only on /v/new: the home page fetches none of its code', async () => {
    const { token } = await tokenOf('13800000002');
    const { ctx, page } = await open(token, 1440, 900);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(site.url, { waitUntil: 'load' });
    await page.locator('[data-layout]').first().waitFor(WAIT);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('article-writer'))).toEqual([]);
    await page.goto(`${site.url}/v/new`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('article-form').waitFor(WAIT);
    expect(scripts.some((s) => s.includes('article-writer'))).toBe(true);
    await ctx.close();
  });
});
